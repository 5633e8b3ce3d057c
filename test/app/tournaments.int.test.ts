// Tournaments' use cases against the real store, on both databases: the sign-up and who may organize,
// the start (round 1 paired and its games opened in one write), the round change the job makes when a
// round's last game ends (once, however often and however many at once run it), dropping out,
// cancelling, a scheduled start without enough entrants, a game whose thread was deleted, and the
// standings, equal to the ones the stored results give.
import { beforeAll, expect, it } from 'vitest';
import {
  createApp,
  standingsModel,
  Tournaments,
  type App,
  type Organizer,
  type TournamentRow,
} from '../../src/app/index.ts';
import { legalMoves } from '../../src/engine/index.ts';
import { computeStandings, nextPairing, placesOf, type PlayedRound } from '../../src/tournaments/index.ts';
import type { OpenedStore } from '../../src/store/index.ts';
import { describeStores } from '../setup/stores.ts';
import { must } from '../store/helpers.ts';

const GUILD = '300000000000000001';
const org: Organizer = { id: '300000000000000002', name: 'Org', manageServer: true, roles: [] };
const people = Array.from({ length: 8 }, (_, i) => ({ id: `30000000000000001${i}`, name: `P${i}` }));
let channels = 0;

describeStores('tournaments', (db) => {
  let store: OpenedStore;
  let app: App;
  let t: Tournaments;

  beforeAll(() => {
    store = db.store;
    app = createApp(store);
    t = new Tournaments(store, store.tournaments, app.reads, app.endings);
  });

  async function open(options: Partial<Parameters<Tournaments['open']>[0]> = {}, entrants = 4): Promise<TournamentRow> {
    const opened = must(
      await t.open({ guildId: GUILD, channelId: `tc${++channels}`, organizer: org, name: 'Cup', ...options }),
    );
    for (const p of people.slice(0, entrants)) must(await t.join(opened.tournament.id, p));
    return must(await t.get(opened.tournament.id)).tournament;
  }

  /** Plays a game to its end through the app (each person's move in turn; spread over the legal moves). */
  async function finish(gameId: string, offset = 0): Promise<void> {
    let game = must(await app.reads.get(gameId)).game;
    for (let i = 0; game.status === 'active' && i < 2_000; i++) {
      const who = game.seats[game.state!.current]!.userId;
      const played = await app.play.play(game.id, game.version, who, (state) => {
        const moves = legalMoves(state);
        return moves[((i + offset) * 5) % moves.length]!;
      });
      if (!played.ok) throw new Error(`${played.error} ${played.detail}`);
      game = played.after;
    }
    expect(game.status).toBe('finished');
  }

  async function gamesOf(id: string, round?: number) {
    const games = must(await store.tournaments.games(id)).games;
    return round === undefined ? games : games.filter((g) => g.round === round);
  }

  it('opens a sign-up, takes entrants, and starts: round 1 paired by rating and its games opened at once', async () => {
    const tour = await open({ rounds: 2 });
    expect(tour.entrants.map((e) => e.userId)).toEqual(people.slice(0, 4).map((p) => p.id));
    const started = must(await t.start(tour.id, org)).tournament;
    expect(started).toMatchObject({ status: 'running', round: 1, rounds: 2 });
    const games = await gamesOf(tour.id, 1);
    expect(games.map((g) => [g.table, g.status, g.seats.length])).toEqual([
      [1, 'active', 2],
      [2, 'active', 2],
    ]);
    // Each game's start shows in its thread (the present job), and nothing else waits for it.
    for (const g of games) {
      const jobs = must(await store.jobs.pending(g.gameId)).jobs;
      expect(jobs.map((j) => j.kind)).toContain('present');
    }
    const rounds = must(await store.tournaments.rounds(tour.id)).rounds;
    expect(rounds.map((r) => r.round)).toEqual([1]);
    // The stored pairing is the pure one, from the same seed.
    const view = must(await t.view(tour.id));
    expect(rounds[0]!.pairing).toEqual(nextPairing({ ...view.record, rounds: [] }));
  });

  it('starts once when two starts come at once (two processes, a double click): the other is told it has started', async () => {
    const tour = await open({ rounds: 2 });
    const both = await Promise.all([t.start(tour.id, org), t.start(tour.id, org)]);
    expect(both.filter((r) => r.ok)).toHaveLength(1);
    expect(both.find((r) => !r.ok)).toMatchObject({ error: 'TOURNAMENT_STARTED' });
    expect(must(await store.tournaments.rounds(tour.id)).rounds.map((r) => r.round)).toEqual([1]);
    expect(await gamesOf(tour.id)).toHaveLength(2);
  });

  it('pairs the next round once when its last game ends, however often and however many at once run the job', async () => {
    const tour = await open({ rounds: 2 });
    must(await t.start(tour.id, org));
    const [first, second] = await gamesOf(tour.id, 1);
    await finish(first!.gameId);
    // The round is not over: nothing to pair yet.
    expect(must(await t.advance(tour.id)).advanced).toBe(false);
    await finish(second!.gameId, 3);
    // The game's end wrote the job that changes the round.
    const kinds = must(await store.jobs.pending(second!.gameId)).jobs.map((j) => j.kind);
    expect(kinds).toContain('tournament-advance');
    const runs = await Promise.all([t.advance(tour.id), t.advance(tour.id), t.advance(tour.id)]);
    expect(runs.filter((r) => r.ok && r.advanced)).toHaveLength(1);
    expect(must(await t.advance(tour.id)).advanced).toBe(false);
    expect(must(await store.tournaments.rounds(tour.id)).rounds.map((r) => r.round)).toEqual([1, 2]);
    expect((await gamesOf(tour.id, 2)).length).toBe(2);
    expect(must(await t.get(tour.id)).tournament.round).toBe(2);
    // Round 2 by points: the two winners meet, the two losers meet.
    const r1 = await gamesOf(tour.id, 1);
    const winners = new Set(
      r1.map((g) => {
        const places = placesOf(g.results!);
        return g.seats[places.indexOf(Math.min(...places))]!.userId;
      }),
    );
    const r2 = await gamesOf(tour.id, 2);
    const tables = r2.map((g) => new Set(g.seats.map((s) => s.userId)));
    expect(tables.some((tb) => [...winners].every((w) => tb.has(w)))).toBe(true);
    // The last round ends the tournament.
    for (const [i, g] of r2.entries()) await finish(g.gameId, i);
    expect(must(await t.advance(tour.id)).advanced).toBe(true);
    expect(must(await t.get(tour.id)).tournament.status).toBe('finished');
    // Over, it is still the channel's tournament (its standings), from the channel or a game's thread.
    expect(must(await t.here(GUILD, tour.channelId)).tournament.id).toBe(tour.id);
    must(await app.bookkeeping.setThread(r2[0]!.gameId, { threadId: '400000000000000077' }));
    expect(must(await t.here(GUILD, '400000000000000077')).tournament.id).toBe(tour.id);
    expect(await t.here(GUILD, 'nowhere')).toMatchObject({ error: 'NO_TOURNAMENT' });
  });

  it('ranks by the standings the stored results give', async () => {
    const tour = await open({ rounds: 1, tableSize: 4 }, 7);
    must(await t.start(tour.id, org));
    const games = await gamesOf(tour.id, 1);
    expect(games.map((g) => g.seats.length)).toEqual([4, 3]);
    for (const [i, g] of games.entries()) await finish(g.gameId, i + 1);
    must(await t.advance(tour.id));
    const view = must(await t.view(tour.id));
    const model = standingsModel(view);
    // Recomputed here from the stored games' results alone.
    const played: PlayedRound[] = [
      {
        ...(view.rounds[0]!.pairing as PlayedRound),
        results: (await gamesOf(tour.id, 1)).map((g) => {
          const places = placesOf(g.results!);
          return { seats: g.seats.map((s, i) => ({ id: s.userId, score: g.results![i]!.score, place: places[i]! })) };
        }),
      },
    ];
    const recomputed = computeStandings({ setup: view.record.setup, rounds: played, withdrawn: [] });
    expect(model.rows.map((r) => [r.userId, r.rank, r.points, r.totalScore])).toEqual(
      recomputed.map((s) => [s.id, s.rank, s.points, s.totalScore]),
    );
    expect(model.final).toBe(true);
    // 7 entrants at a 4-table and a 3-table: 2 + 1.5 points in all.
    expect(model.rows.reduce((n, r) => n + r.points, 0)).toBeCloseTo(3.5, 9);
  });

  it('lets only organizers organize: Manage Server, the server’s tournament role, or the organizer of their own', async () => {
    const member: Organizer = { id: '300000000000000099', name: 'M', manageServer: false, roles: ['555'] };
    expect(await t.open({ guildId: GUILD, channelId: `tc${++channels}`, organizer: member, name: 'X' })).toMatchObject({
      ok: false,
      error: 'NOT_ORGANIZER',
    });
    must(await store.setGuildSettings(GUILD, { tournamentRole: '555' }));
    const mine = must(await t.open({ guildId: GUILD, channelId: `tc${++channels}`, organizer: member, name: 'Mine' }));
    must(await store.setGuildSettings(GUILD, { tournamentRole: null }));
    // Their own tournament stays theirs to run.
    for (const p of people.slice(0, 2)) must(await t.join(mine.tournament.id, p));
    expect(must(await t.start(mine.tournament.id, member)).tournament.status).toBe('running');
    // Someone else may not cancel it.
    const other: Organizer = { id: '300000000000000098', name: 'O', manageServer: false, roles: [] };
    expect(await t.cancel(mine.tournament.id, other)).toMatchObject({ ok: false, error: 'NOT_ORGANIZER' });
  });

  it('refuses what cannot be, changing nothing', async () => {
    const tour = await open({}, 1);
    expect(await t.open({ guildId: GUILD, channelId: tour.channelId, organizer: org, name: 'Again' })).toMatchObject({
      error: 'TOURNAMENT_HERE',
    });
    expect(await t.open({ guildId: null, channelId: 'dm', organizer: org, name: 'X' })).toMatchObject({
      error: 'TOURNAMENT_NO_SERVER',
    });
    expect(await t.open({ guildId: GUILD, channelId: `tc${++channels}`, organizer: org, name: ' ' })).toMatchObject({
      error: 'BAD_TOURNAMENT_NAME',
    });
    expect(
      await t.open({ guildId: GUILD, channelId: `tc${++channels}`, organizer: org, name: 'X', rounds: 16 }),
    ).toMatchObject({ error: 'BAD_ROUNDS' });
    expect(await t.join(tour.id, people[0]!)).toMatchObject({ error: 'ALREADY_ENTERED' });
    expect(await t.leave(tour.id, people[5]!)).toMatchObject({ error: 'NOT_ENTERED' });
    expect(await t.checkIn(tour.id, people[0]!)).toMatchObject({ error: 'NO_CHECK_IN' });
    expect(await t.start(tour.id, org)).toMatchObject({ error: 'TOO_FEW_ENTRANTS' });
    must(await t.join(tour.id, people[1]!));
    must(await t.start(tour.id, org));
    expect(await t.join(tour.id, people[2]!)).toMatchObject({ error: 'TOURNAMENT_STARTED' });
    expect(await t.start(tour.id, org)).toMatchObject({ error: 'TOURNAMENT_STARTED' });
    expect(must(await t.get(tour.id)).tournament.entrants).toHaveLength(2);
    expect(await t.get('00000000-0000-0000-0000-000000000000')).toMatchObject({ error: 'NO_TOURNAMENT' });
  });

  it('with a check-in, pairs only those who checked in, and reminds the others before a set start', async () => {
    const tour = await open({ checkIn: true, start: 'hour1' }, 4);
    expect(must(await t.get(tour.id)).tournament.entrants.every((e) => !e.checkedIn)).toBe(true);
    for (const p of people.slice(0, 3)) must(await t.checkIn(tour.id, p));
    expect(await t.checkIn(tour.id, people[0]!)).toMatchObject({ error: 'ALREADY_CHECKED_IN' });
    expect(await t.checkIn(tour.id, people[6]!)).toMatchObject({ error: 'NOT_ENTERED' });
    const posts = must(await store.jobs.pending()).jobs.filter(
      (j) => j.kind === 'tournament-post' && (j.data as { tournamentId: string }).tournamentId === tour.id,
    );
    expect(posts.map((j) => (j.data as { kind: string }).kind)).toEqual(['check-in']);
    const started = must(await t.start(tour.id, org)).tournament;
    expect(started.entrants.map((e) => e.userId).sort()).toEqual(
      people
        .slice(0, 3)
        .map((p) => p.id)
        .sort(),
    );
  });

  it('drops an entrant from the next rounds; their results stay', async () => {
    const tour = await open({ rounds: 2 });
    must(await t.start(tour.id, org));
    const dropped = must(await t.drop(tour.id, { ...people[0]!, manageServer: false, roles: [] }));
    expect(dropped.dropped.userId).toBe(people[0]!.id);
    expect(await t.drop(tour.id, { ...people[0]!, manageServer: false, roles: [] })).toMatchObject({
      error: 'ALREADY_DROPPED',
    });
    // Only the organizer drops someone else.
    expect(await t.drop(tour.id, { ...people[1]!, manageServer: false, roles: [] }, people[2]!)).toMatchObject({
      error: 'NOT_ORGANIZER',
    });
    for (const [i, g] of (await gamesOf(tour.id, 1)).entries()) await finish(g.gameId, i);
    must(await t.advance(tour.id));
    const round2 = await gamesOf(tour.id, 2);
    const seated = round2.flatMap((g) => g.seats.map((s) => s.userId));
    expect(seated).not.toContain(people[0]!.id);
    const view = must(await t.view(tour.id));
    expect(view.rounds[1]!.pairing.byes).toHaveLength(1);
    const row = standingsModel(view).rows.find((r) => r.userId === people[0]!.id)!;
    expect(row.withdrawn).toBe(true);
    expect(row.games).toBe(1);
  });

  it('cancels: its running games end, no round follows', async () => {
    const tour = await open();
    must(await t.start(tour.id, org));
    const cancelled = must(await t.cancel(tour.id, org)).tournament;
    expect(cancelled.status).toBe('cancelled');
    expect((await gamesOf(tour.id)).map((g) => g.status)).toEqual(['cancelled', 'cancelled']);
    expect(must(await t.advance(tour.id)).advanced).toBe(false);
    expect(await t.cancel(tour.id, org)).toMatchObject({ error: 'TOURNAMENT_OVER' });
  });

  it('a scheduled start with too few entrants cancels it, once; one started by hand meanwhile is left alone', async () => {
    const tour = await open({ start: 'min15' }, 1);
    expect(tour.startsAt!.getTime()).toBeGreaterThan(Date.now());
    const jobs = must(await store.jobs.pending()).jobs.filter(
      (j) => j.kind === 'tournament-start' && (j.data as { tournamentId: string }).tournamentId === tour.id,
    );
    expect(jobs).toHaveLength(1);
    const run = must(await t.startOnSchedule(tour.id));
    expect(run).toMatchObject({ started: false, tournament: { status: 'cancelled' } });
    const other = await open({ start: 'min15' }, 2);
    must(await t.start(other.id, org));
    expect(must(await t.startOnSchedule(other.id))).toMatchObject({
      started: false,
      tournament: { status: 'running' },
    });
  });

  it('a game whose thread was deleted plays on in the tournament’s channel; a cancelled game counts as shared first place', async () => {
    const tour = await open({ rounds: 1 });
    must(await t.start(tour.id, org));
    const [g1, g2] = await gamesOf(tour.id, 1);
    must(await app.bookkeeping.setThread(g1!.gameId, { threadId: '400000000000000001' }));
    const game = must(await app.reads.get(g1!.gameId)).game;
    const moved = must(await t.threadGone(game)).game;
    expect(moved).toMatchObject({ threadId: null, threadRefusal: 'deleted', status: 'active' });
    await finish(g1!.gameId);
    must(await app.endings.cancel(g2!.gameId, org, true));
    expect(must(await t.advance(tour.id)).advanced).toBe(true);
    const model = standingsModel(must(await t.view(tour.id)));
    const cancelledTable = new Set(g2!.seats.map((s) => s.userId));
    for (const r of model.rows.filter((x) => cancelledTable.has(x.userId))) expect(r.points).toBe(0.5);
  });
});
