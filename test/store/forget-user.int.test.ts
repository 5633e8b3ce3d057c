// `azul forget-user` forgets: after it, no column of any table holds the user's Discord id or the
// name they played under: not the seats, results and ratings, not the moves the autopilot made
// for them, not the event log and job payloads that say who cancelled, not their settings (the
// event log and the job payloads once kept them), not the tournaments they organized or played, not
// their puzzle answers and puzzle rating.
// On Postgres and on the embedded database.
import { beforeAll, expect, it } from 'vitest';
import { createApp, Puzzles, Tournaments, type App, type MovePicker } from '../../src/app/index.ts';
import { puzzleKey } from '../../src/app/puzzle-pool.ts';
import { selfPlayedPuzzles } from '../setup/puzzles.ts';
import { legalMoves } from '../../src/engine/index.ts';
import type { OpenedStore } from '../../src/store/index.ts';
import { describeStores, sql } from '../setup/stores.ts';
import { channel, must } from './helpers.ts';

const zed = { id: '777000000000000042', name: 'Zedekiah Forgettable' };
const ana = { id: '777000000000000001', name: 'Ana' };
const firstLegal: MovePicker = async (state) => legalMoves(state)[0]!;

/** Rows of every table of the database whose text (all columns) contains `needle`, as "table: row". */
async function everywhere(store: OpenedStore, needle: string): Promise<string[]> {
  const tables = (
    await sql(
      store,
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    )
  ).rows.map((r) => r.table_name as string);
  expect(tables).toEqual(
    expect.arrayContaining([
      'games',
      'seats',
      'moves',
      'game_events',
      'jobs',
      'user_settings',
      'results',
      'ratings',
      'rating_changes',
    ]),
  );
  const found: string[] = [];
  for (const table of tables) {
    const rows = (
      await sql(store, `SELECT t::text AS row FROM "${table}" t WHERE t::text LIKE '%' || $1 || '%'`, [needle])
    ).rows;
    for (const r of rows) found.push(`${table}: ${String(r.row).slice(0, 200)}`);
  }
  return found;
}

describeStores('forget-user', (db) => {
  let app: App;

  beforeAll(() => {
    app = createApp(db.store);
  });

  it('leaves neither their id nor their name in any column of any table; the others keep theirs', async () => {
    // Zed hosts a game with Ana; the autopilot plays a turn for Zed when Zed's clock runs out.
    const opened = must(
      await app.lobby.open({ guildId: 'g', channelId: channel(), host: zed, seats: 2, turnTime: '5m' }),
    );
    const joined = must(await app.lobby.join(opened.game.id, ana));
    let game = must(await app.lobby.start(opened.game.id, joined.game.version, zed)).game;
    for (let moves = 0; moves < 4; moves++) {
      const acting = game.seats[game.state!.current]!;
      const played =
        acting.userId === zed.id && moves >= 2
          ? must(await app.play.playAuto(game.id, game.version, 'timeout', firstLegal))
          : must(await app.play.play(game.id, game.version, acting.userId, (state) => legalMoves(state)[0]!));
      game = played.after;
    }
    must(await app.bookkeeping.setUserSettings(zed.id, { notify: true }));
    // Zed organized a tournament and played in it (its round's pairing names him), cancelled since.
    const tournaments = new Tournaments(db.store, db.store.tournaments, app.reads, app.endings);
    const organizer = { ...zed, manageServer: true, roles: [] };
    const cup = must(await tournaments.open({ guildId: 'g', channelId: channel(), organizer, name: 'Cup' }));
    must(await tournaments.join(cup.tournament.id, zed));
    must(await tournaments.join(cup.tournament.id, ana));
    must(await tournaments.start(cup.tournament.id, organizer));
    must(await tournaments.cancel(cup.tournament.id, organizer));
    // Zed, as host, cancels it (the event log and the present job's payload say who).
    must(await app.endings.cancel(game.id, zed, false));
    // And, as a moderator, cancels a lobby of Ana's he never sat in.
    const other = must(await app.lobby.open({ guildId: 'g', channelId: channel(), host: ana, seats: 2 }));
    must(await app.endings.cancel(other.game.id, zed, true));
    const autopilotMoves = (
      await sql(db.store, `SELECT count(*)::int AS n FROM moves WHERE actor_id = $1`, [`autopilot:${zed.id}`])
    ).rows[0].n;
    expect(autopilotMoves).toBeGreaterThan(0);
    // And answers the puzzle of the day (his answer, his puzzle rating and streak).
    const puzzles = new Puzzles(db.store.puzzles, async () =>
      selfPlayedPuzzles(1, 'forget').map((puzzle) => ({ key: puzzleKey('pool', puzzle), puzzle })),
    );
    const served = await puzzles.todays('g', zed.id);
    if (!served.ok) throw new Error(served.error);
    const solution = served.served.puzzle.solution as {
      source: number | 'center';
      color: string;
      line: number | 'floor';
    };
    must(
      await puzzles.answer(served.served.ref, 'g', zed.id, {
        source: solution.source === 'center' ? -1 : solution.source,
        color: ['blue', 'yellow', 'red', 'black', 'white'].indexOf(solution.color) as 0,
        line: solution.line === 'floor' ? 5 : solution.line,
      }),
    );
    expect(await everywhere(db.store, zed.id)).not.toEqual([]);
    expect(await everywhere(db.store, zed.name)).not.toEqual([]);
    const anaBefore = await everywhere(db.store, ana.id);

    const forgotten = must(await db.store.stats.forgetUser(zed.id));
    expect(forgotten.anonymousId).toMatch(/^forgotten:[0-9a-f]{16}$/);
    expect(await everywhere(db.store, zed.id)).toEqual([]);
    expect(await everywhere(db.store, zed.name)).toEqual([]);
    // Ana's rows are all still there, and the anonymous id stands where Zed's was.
    expect((await everywhere(db.store, ana.id)).length).toBe(anaBefore.length);
    expect(
      (
        await sql(db.store, `SELECT count(*)::int AS n FROM moves WHERE actor_id = $1`, [
          `autopilot:${forgotten.anonymousId}`,
        ])
      ).rows[0].n,
    ).toBe(autopilotMoves);
    expect(await db.store.stats.forgetUser(zed.id)).toMatchObject({ ok: false, error: 'NOT_FOUND' });
  });
});
