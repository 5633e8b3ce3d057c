// The leaderboard's seasons against the real store, on both databases: a season opened with its end
// written as a job, closed once at its end with the next one opened, ended by hand, and a season's
// table counting its own games alone while ratings carry on. (Its calendar bounds: seasons.test.ts.)
import { beforeAll, expect, it } from 'vitest';
import { createApp, Seasons, type App } from '../../src/app/index.ts';
import { legalMoves } from '../../src/engine/index.ts';
import type { OpenedStore } from '../../src/store/index.ts';
import { describeStores, sql } from '../setup/stores.ts';
import { must } from '../store/helpers.ts';

const ana = { id: '310000000000000001', name: 'Ana' };
const rui = { id: '310000000000000002', name: 'Rui' };
let guilds = 0;

describeStores('seasons', (db) => {
  let store: OpenedStore;
  let app: App;
  let now = new Date('2026-11-20T12:00:00Z');
  let seasons: Seasons;

  beforeAll(() => {
    store = db.store;
    app = createApp(store);
    seasons = new Seasons(store, store.seasons, () => now);
  });

  /**
   * A rated 2-player game in `guild` that `winner` wins (played out; the other plays badly: to the floor),
   * rated at `at`.
   */
  async function ratedGame(guild: string, at: Date): Promise<string> {
    const opened = must(
      await app.lobby.open({ guildId: guild, channelId: `sc${guild}-${at.getTime()}`, host: ana, seats: 2 }),
    );
    const joined = must(await app.lobby.join(opened.game.id, rui));
    let game = must(await app.lobby.start(opened.game.id, joined.game.version, ana)).game;
    for (let i = 0; game.status === 'active' && i < 2_000; i++) {
      const who = game.seats[game.state!.current]!.userId;
      const played = await app.play.play(
        game.id,
        game.version,
        who,
        (state) => legalMoves(state)[(i * 5) % legalMoves(state).length]!,
      );
      if (!played.ok) throw new Error(played.detail);
      game = played.after;
    }
    must(await store.stats.rateGame(game.id));
    await sql(store, `UPDATE "rated_games" SET "rated_at" = $1 WHERE "game_id" = $2::uuid`, [at, game.id]);
    return game.id;
  }

  it('opens a season with its end as a job, closes it once at its end and opens the next', async () => {
    const guild = `32000000000000000${++guilds}`;
    now = new Date('2026-11-20T12:00:00Z');
    const set = must(await seasons.setMode(guild, '777', 'monthly'));
    expect(set.opened).toMatchObject({ number: 1, endsAt: new Date('2026-12-01T00:00:00Z') });
    const ends = must(await store.jobs.pending()).jobs.filter(
      (j) => j.kind === 'season-end' && (j.data as { guildId: string }).guildId === guild,
    );
    expect(ends.map((j) => j.data)).toEqual([{ guildId: guild, number: 1 }]);
    // Not due yet: nothing happens.
    expect(must(await seasons.endDue(guild, 1)).post).toBeNull();
    now = new Date('2026-12-01T00:00:05Z');
    const due = await Promise.all([seasons.endDue(guild, 1), seasons.endDue(guild, 1)]);
    expect(due.map((d) => must(d).post?.number)).toEqual([1, 1]);
    const listed = must(await store.seasons.list(guild)).seasons;
    expect(listed.map((s) => [s.number, s.startsAt.toISOString(), s.endsAt?.toISOString()])).toEqual([
      [1, '2026-11-20T12:00:00.000Z', '2026-12-01T00:00:00.000Z'],
      [2, '2026-12-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z'],
    ]);
    expect(must(await seasons.markPosted(guild, 1)).marked).toBe(true);
    expect(must(await seasons.markPosted(guild, 1)).marked).toBe(false);
    expect(must(await seasons.endDue(guild, 1)).post).toBeNull();
    expect(await seasons.endByHand(guild)).toMatchObject({ error: 'SEASONS_NOT_MANUAL' });
  });

  it('counts a season’s own games in its table, everyone starting afresh, while ratings carry on', async () => {
    const guild = `32000000000000000${++guilds}`;
    now = new Date('2026-10-15T00:00:00Z');
    must(await seasons.setMode(guild, '777', 'manual'));
    await ratedGame(guild, new Date('2026-10-16T00:00:00Z'));
    await ratedGame(guild, new Date('2026-10-17T00:00:00Z'));
    now = new Date('2026-10-20T00:00:00Z');
    const ended = must(await seasons.endByHand(guild));
    expect(ended.closed.number).toBe(1);
    expect(ended.opened).toMatchObject({ number: 2, endsAt: null });
    await ratedGame(guild, new Date('2026-10-21T00:00:00Z'));
    now = new Date('2026-10-22T00:00:00Z');
    const current = must(await seasons.table(guild, 'current', ana.id)).table;
    const previous = must(await seasons.table(guild, 'previous', ana.id)).table;
    expect(current.season.number).toBe(2);
    expect(current.top.reduce((n, r) => n + r.games, 0)).toBe(2);
    expect(previous.over).toBe(true);
    expect(previous.top.reduce((n, r) => n + r.games, 0)).toBe(4);
    expect(current.mine?.games).toBe(1);
    // All time, the ratings went on through all three games.
    const all = must(await store.stats.standing(guild, ana.id));
    expect(all.standing.rating?.games).toBe(3);
    // A server without seasons says so.
    expect(await seasons.table('329999999999999999', 'current', ana.id)).toMatchObject({ error: 'NO_SEASONS' });
    // Off: the season under way ends (its table posted), none follows.
    const off = must(await seasons.setMode(guild, '777', 'off'));
    expect(off).toMatchObject({ closed: { number: 2 }, opened: null });
    expect(await seasons.table(guild, 'current', ana.id)).toMatchObject({ error: 'NO_SEASONS' });
    expect(must(await seasons.table(guild, 'previous', ana.id)).table.season.number).toBe(2);
  });
});
