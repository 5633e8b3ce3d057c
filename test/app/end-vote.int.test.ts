// The "End the game here" vote of a stalled game, through the
// app and the real store, on Postgres and on the embedded database. Stalls are crafted states
// written into the store: a round whose last tile goes to the floor, with nothing full to tile.
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp, turnJobHandlers, type App, type MovePicker, type TypedJob } from '../../src/app/index.ts';
import { everyoneAgrees, voteOpen } from '../../src/app/end-vote.ts';
import type { EndOutcome, TurnOutcome } from '../../src/app/outcome.ts';
import {
  CENTER,
  FLOOR,
  NO_SEAT,
  legalMoves,
  newGame,
  type Color,
  type Draft,
  type GameState,
} from '../../src/engine/index.ts';
import type { Game, Seat } from '../../src/store/index.ts';
import { describeStores, sql } from '../setup/stores.ts';
import { channel, must } from '../store/helpers.ts';

const ana = { id: '300000000000000001', name: 'Ana' };
const rui = { id: '300000000000000002', name: 'Rui' };
const eva = { id: '300000000000000003', name: 'Eva' };
const BLUE = 0 as Color;
const YELLOW = 1 as Color;

/** Takes `n` tiles of `color` out of the bag (the tile census must stay 20 of each). */
function take(s: GameState, color: number, n = 1): void {
  s.bag[color]! -= n;
  if (s.bag[color]! < 0) throw new Error('crafted state takes more tiles than there are');
}

/**
 * Round 6 (index 5) of a 2-player game, down to its last tile: one blue in the center, seat 0 to
 * draft it. Nobody has a full pattern line, so the round tiles nothing: a stall.
 *   Seat 0: score 10; wall column 0 complete (+7 at the end); 2 blue stuck on line 3 (never scored).
 *   Seat 1: score 20; wall row 0 complete (+2 at the end, and 1 complete row for the tie-break).
 * Seat 0 takes the blue and the first player marker to the floor: −2, so 8 after the round.
 * Ended there by agreement: seat 0 has 8 + 7 = 15, seat 1 has 20 + 2 = 22 and wins.
 */
function stallState(): GameState {
  const s = structuredClone(newGame({ playerCount: 2, variant: 'standard', seed: 'stall', firstPlayer: 0 }));
  s.factories = s.factories.map(() => [0, 0, 0, 0, 0]);
  s.center = [0, 0, 0, 0, 0];
  s.bag = [20, 20, 20, 20, 20];
  s.lid = [0, 0, 0, 0, 0];
  const [p0, p1] = s.players;
  for (let r = 0; r < 5; r++) {
    const color = (0 - r + 5) % 5; // the printed wall: row r, column c holds (c - r + 5) % 5
    p0!.wall[r * 5] = color;
    take(s, color);
  }
  p0!.lineColor[3] = BLUE;
  p0!.lineCount[3] = 2;
  take(s, BLUE, 2);
  p0!.score = 10;
  for (let c = 0; c < 5; c++) {
    p1!.wall[c] = c;
    take(s, c);
  }
  p1!.score = 20;
  s.center[BLUE] = 1;
  take(s, BLUE);
  s.markerInCenter = true;
  s.markerTakenBy = NO_SEAT;
  s.round = 5;
  s.startPlayer = 0;
  s.current = 0;
  s.scoreHistory = [
    [2, 4],
    [4, 8],
    [6, 12],
    [8, 16],
    [10, 20],
  ];
  return s;
}

/**
 * From the state after the stall: one yellow left in the center,
 * seat `seat` drafts it to line 0, which fills and tiles.
 */
function tilingState(after: GameState, seat: number): GameState {
  const s = structuredClone(after);
  for (const display of s.factories) display.forEach((n, c) => (s.bag[c]! += n));
  s.center.forEach((n, c) => (s.bag[c]! += n));
  s.factories = s.factories.map(() => [0, 0, 0, 0, 0]);
  s.center = [0, 0, 0, 0, 0];
  s.center[YELLOW] = 1;
  take(s, YELLOW);
  s.current = seat;
  return s;
}

const centerTo =
  (line: number) =>
  (_state: GameState, player: number): Draft => ({ type: 'draft', player, source: CENTER, color: BLUE, line });

describeStores('end vote', (db) => {
  let games: App;

  beforeAll(() => {
    games = createApp(db.store);
  });

  /** Writes a crafted state as the game's (bumping the version, as any change does). */
  async function writeState(gameId: string, state: GameState): Promise<number> {
    await sql(db.store, `UPDATE "games" SET "state" = $1::jsonb, "version" = "version" + 1 WHERE "id" = $2::uuid`, [
      JSON.stringify(state),
      gameId,
    ]);
    return must(await games.reads.get(gameId)).game.version;
  }

  /** Ana (seat 0) and Rui (seat 1), or Ana and a bot, started, at the crafted stall. */
  async function atStall(opts: { bot?: boolean } = {}): Promise<{ gameId: string; version: number }> {
    const opened = must(
      await games.lobby.open({ guildId: 'g1', channelId: channel(), host: ana, seats: 2, bots: opts.bot ? 1 : 0 }),
    );
    const seated = opts.bot ? opened.game : must(await games.lobby.join(opened.game.id, rui)).game;
    must(await games.lobby.start(seated.id, seated.version, ana));
    return { gameId: seated.id, version: await writeState(seated.id, stallState()) };
  }

  /** Ana drafts the last tile to the floor: the round ends with nothing tiled. */
  async function stall(): Promise<{ gameId: string; outcome: TurnOutcome }> {
    const { gameId, version } = await atStall();
    const played = must(await games.play.play(gameId, version, ana.id, centerTo(FLOOR)));
    return { gameId, outcome: played.outcome };
  }

  it('a round in which no tile reached a wall opens the vote (and the game goes on)', async () => {
    const { gameId, outcome } = await stall();
    expect(outcome.round?.round).toBe(5);
    expect(outcome.round?.players.every((p) => p.placed.length === 0)).toBe(true);
    expect(outcome.end).toBeNull();
    const game = must(await games.reads.get(gameId)).game;
    expect(game).toMatchObject({ status: 'active', stallRound: 5, endVotes: [], endedBy: null });
    expect(game.state!.round).toBe(6);
    expect(game.state!.players.map((p) => p.score)).toEqual([8, 20]);
  });

  it('when every person agrees the game ends at once, with the usual bonuses and tie-break (checked by hand)', async () => {
    const { gameId } = await stall();
    const before = must(await games.reads.get(gameId)).game;
    const first = must(await games.vote.vote(gameId, 5, rui, true, before.channelId));
    expect(first.outcome).toBeNull();
    // A vote is not a move: the turn controls drawn for this version stay valid.
    expect(first.game).toMatchObject({ status: 'active', version: before.version, endVotes: [1] });
    const last = must(await games.vote.vote(gameId, 5, ana, true, before.channelId));
    const outcome = last.outcome as EndOutcome;
    expect(outcome).toMatchObject({ kind: 'ended', how: 'agreement', afterRound: 6, voters: [0, 1] });
    expect(outcome.end).toMatchObject({ by: 'agreement', winners: [1], decidedBy: 'score' });
    expect(last.game).toMatchObject({ status: 'finished', endedBy: 'agreement', version: before.version + 1 });
    // Seat 0: 8 + a complete column (7) = 15; seat 1: 20 + a complete row (2) = 22. The 2 blue
    // stuck on seat 0's line 3 and the round in progress are not scored.
    expect(last.game.state!.result).toMatchObject({ scores: [15, 22], completeRows: [0, 1], winners: [1] });
    expect(last.game.state!.result!.bonuses).toEqual([
      { rows: 0, columns: 1, colors: 0, points: 7 },
      { rows: 1, columns: 0, colors: 0, points: 2 },
    ]);
    const results = must(await db.store.results(gameId)).results;
    expect(results.map((r) => [r.userId, r.score, r.rank, r.winner, r.bonusPoints])).toEqual([
      [ana.id, 15, 2, false, 7],
      [rui.id, 22, 1, true, 2],
    ]);
    // The event log tells it, and the final results are to be shown.
    const events = must(await db.store.events(gameId)).events;
    expect(events.at(-1)).toMatchObject({ kind: 'ended', version: before.version + 1 });
    const jobs = must(await db.store.jobs.pending(gameId)).jobs;
    expect(
      jobs.some((j) => j.kind === 'present' && (j.data as { outcome: { kind: string } }).outcome.kind === 'ended'),
    ).toBe(true);
    // It counts for the ratings like any finished game.
    expect(must(await db.store.stats.rateGame(gameId)).outcome).toBe('rated');
    // And a vote after the end changes nothing.
    expect(await games.vote.vote(gameId, 5, rui, false)).toMatchObject({ ok: false, error: 'VOTE_OVER' });
  });

  it('a rematch of the finished game: a new lobby hosted by who asked, the other person invited (not seated), the bots back', async () => {
    const { gameId } = await atStall({ bot: true });
    const before = must(await games.reads.get(gameId)).game;
    expect(await games.lobby.rematch(gameId, ana)).toMatchObject({ ok: false, error: 'NOT_FINISHED' });
    // Ana alone with a bot: her vote ends the stalled game.
    must(await games.play.play(gameId, before.version, ana.id, centerTo(FLOOR)));
    must(await games.vote.vote(gameId, 5, ana, true));
    expect(must(await games.reads.get(gameId)).game.status).toBe('finished');
    expect(await games.lobby.rematch(gameId, eva)).toMatchObject({ ok: false, error: 'NOT_A_PLAYER' });
    const again = must(await games.lobby.rematch(gameId, ana));
    expect(again.game.seats.map((s) => [s.userId, s.botLevel])).toEqual([
      [ana.id, null],
      ['bot:medium', 'medium'],
    ]);
    expect(again.invited).toEqual([]);
    expect(again.game).toMatchObject({ status: 'lobby', hostId: ana.id, channelId: before.channelId, playerCount: 2 });
  });

  it('a rematch of a game between two people invites the other one instead of seating them', async () => {
    const { gameId } = await stall();
    must(await games.vote.vote(gameId, 5, ana, true));
    must(await games.vote.vote(gameId, 5, rui, true));
    const again = must(await games.lobby.rematch(gameId, rui));
    expect(again.game.seats.map((s) => s.userId)).toEqual([rui.id]);
    expect(again.game.hostId).toBe(rui.id);
    expect(again.invited).toEqual([ana.id]);
  });

  it('refuses doubled, withdrawn-twice, forged, outsider and other-channel votes, changing nothing', async () => {
    const { gameId } = await stall();
    const game = must(await games.reads.get(gameId)).game;
    must(await games.vote.vote(gameId, 5, ana, true));
    const doubled = await games.vote.vote(gameId, 5, ana, true);
    expect(doubled).toMatchObject({ ok: false, error: 'VOTE_ALREADY_AGREED' });
    expect(await games.vote.vote(gameId, 6, ana, true)).toMatchObject({ ok: false, error: 'VOTE_NEVER_OFFERED' }); // round 6 is not over
    expect(await games.vote.vote(gameId, 99, rui, true)).toMatchObject({ ok: false, error: 'VOTE_NEVER_OFFERED' });
    expect(await games.vote.vote(gameId, 4, rui, true)).toMatchObject({ ok: false, error: 'VOTE_CLOSED' }); // round 4 is before the stall began
    expect(await games.vote.vote(gameId, 5, eva, true)).toMatchObject({ ok: false, error: 'NOT_A_VOTER' });
    expect(await games.vote.vote(gameId, 5, rui, true, 'another-channel')).toMatchObject({
      ok: false,
      error: 'WRONG_CHANNEL',
    });
    expect(await games.vote.vote('not-a-game', 5, rui, true)).toMatchObject({ ok: false, error: 'NOT_FOUND' });
    expect(must(await games.reads.get(gameId)).game).toMatchObject({
      status: 'active',
      endVotes: [0],
      version: game.version,
    });
    // "Keep playing" withdraws, once.
    expect(must(await games.vote.vote(gameId, 5, ana, false)).game.endVotes).toEqual([]);
    expect(await games.vote.vote(gameId, 5, ana, false)).toMatchObject({
      ok: false,
      error: 'VOTE_NOTHING_TO_WITHDRAW',
    });
    expect(must(await games.reads.get(gameId)).game).toMatchObject({
      status: 'active',
      endVotes: [],
      version: game.version,
    });
  });

  it('the last two votes at once: exactly one ends the game, neither is lost', async () => {
    const { gameId } = await stall();
    const both = await Promise.all([games.vote.vote(gameId, 5, ana, true), games.vote.vote(gameId, 5, rui, true)]);
    expect(both.every((r) => r.ok)).toBe(true);
    expect(both.filter((r) => r.ok && r.outcome !== null)).toHaveLength(1);
    const game = must(await games.reads.get(gameId)).game;
    expect(game).toMatchObject({ status: 'finished', endedBy: 'agreement', endVotes: [0, 1] });
    expect(must(await db.store.events(gameId)).events.filter((e) => e.kind === 'ended')).toHaveLength(1);
  });

  it('a round in which a tile reaches a wall clears the votes and closes the vote', async () => {
    const { gameId } = await stall();
    must(await games.vote.vote(gameId, 5, rui, true));
    const stalled = must(await games.reads.get(gameId)).game;
    expect(stalled.endVotes).toEqual([1]);
    const version = await writeState(gameId, tilingState(stalled.state!, 0));
    const played = must(
      await games.play.play(gameId, version, ana.id, (_s, player) => ({
        type: 'draft',
        player,
        source: CENTER,
        color: YELLOW,
        line: 0,
      })),
    );
    expect(played.outcome.round?.players[0]!.placed).toHaveLength(1);
    expect(played.after).toMatchObject({ status: 'active', stallRound: null, endVotes: [] });
    const after = must(await games.reads.get(gameId)).game;
    expect(after).toMatchObject({ stallRound: null, endVotes: [] });
    // The old button is out of date now.
    expect(await games.vote.vote(gameId, 5, ana, true)).toMatchObject({ ok: false, error: 'VOTE_CLOSED' });
    expect(must(await games.reads.get(gameId)).game.endVotes).toEqual([]);
  });

  it('a seat on autopilot has no say (and agrees): the person left decides alone', async () => {
    const { gameId } = await stall();
    const game = must(await games.reads.get(gameId)).game;
    must(await db.store.setControl(gameId, game.version, { seat: 1, control: 'autopilot', autoTurns: 2 }));
    expect(await games.vote.vote(gameId, 5, rui, true)).toMatchObject({ ok: false, error: 'VOTE_ON_AUTOPILOT' });
    const ended = must(await games.vote.vote(gameId, 5, ana, true));
    expect(ended.outcome).toMatchObject({ kind: 'ended', voters: [0] });
    expect(ended.game.status).toBe('finished');
  });

  it('the one person holding out leaves the game: the others’ agreement ends it at once', async () => {
    const { gameId } = await stall();
    must(await games.vote.vote(gameId, 5, rui, true));
    const game = must(await games.reads.get(gameId)).game;
    const left = must(await games.seats.leave(gameId, game.version, ana));
    expect(left.outcome).toMatchObject({ kind: 'seat', change: 'left' });
    const after = must(await games.reads.get(gameId)).game;
    expect(after).toMatchObject({ status: 'finished', endedBy: 'agreement' });
    expect(after.state!.result!.scores).toEqual([15, 22]);
    const ended = must(await db.store.events(gameId)).events.filter((e) => e.kind === 'ended');
    expect(ended).toHaveLength(1);
  });

  it('the one person holding out runs out of time for good: the game ends by agreement after the autopilot’s move', async () => {
    const { gameId } = await stall();
    must(await games.vote.vote(gameId, 5, rui, true));
    const game = must(await games.reads.get(gameId)).game;
    // Ana already timed out once this stall; her clock runs out again (the clock job's handler).
    const once = must(await db.store.setControl(gameId, game.version, { seat: 0, control: 'player', autoTurns: 1 }));
    const pick: MovePicker = async (state) => legalMoves(state)[0]!;
    const job: TypedJob<'turn-clock'> = {
      id: 1,
      gameId,
      kind: 'turn-clock',
      data: { version: once.game.version, seat: 0 },
      attempts: 0,
      createdAt: new Date(),
    };
    await turnJobHandlers(games, pick)['turn-clock'](job);
    const after = must(await games.reads.get(gameId)).game;
    expect(after.seats[0]!.control).toBe('autopilot');
    expect(after).toMatchObject({ status: 'finished', endedBy: 'agreement' });
    // The autopilot's draft of round 7 is not scored: the walls as they were.
    expect(after.state!.result!.scores).toEqual([15, 22]);
    expect(after.moveCount).toBe(2);
  });

  it('a vote nobody made yet is not ended by a seat changing hands', async () => {
    const { gameId } = await stall();
    const game = must(await games.reads.get(gameId)).game;
    must(await games.seats.leave(gameId, game.version, ana));
    expect(must(await games.reads.get(gameId)).game).toMatchObject({ status: 'active', endedBy: null });
  });

  it('a stall with no person to ask (a bot and a seat on autopilot) ends by itself, in the move that ended the round', async () => {
    const { gameId, version } = await atStall({ bot: true });
    const onAutopilot = must(
      await db.store.setControl(gameId, version, { seat: 0, control: 'autopilot', autoTurns: 2 }),
    );
    const pick: MovePicker = async (state) => centerTo(FLOOR)(state, state.current);
    const played = must(await games.play.playAuto(gameId, onAutopilot.game.version, 'turn', pick));
    expect(played.outcome.round?.round).toBe(5);
    expect(played.outcome.end).toMatchObject({ by: 'agreement', winners: [1] });
    expect(played.outcome.next).toBeNull();
    expect(played.after).toMatchObject({ status: 'finished', endedBy: 'agreement' });
    expect(played.after.state!.result!.scores).toEqual([15, 22]);
    const results = must(await db.store.results(gameId)).results;
    expect(results.map((r) => r.score)).toEqual([15, 22]);
  });
});

describe('who has a say, and when the vote is open (no database)', () => {
  const seat = (n: number, extra: Partial<Seat> = {}): Seat => ({
    seat: n,
    userId: `u${n}`,
    displayName: `P${n}`,
    joinedAt: new Date(),
    botLevel: null,
    control: 'player',
    autoTurns: 0,
    ...extra,
  });

  it('people playing their own seats vote; bots, autopilot and people gone agree', () => {
    const seats = [
      seat(0),
      seat(1, { botLevel: 'hard' }),
      seat(2, { control: 'autopilot' }),
      seat(3, { control: 'left' }),
    ];
    expect(everyoneAgrees(seats, [])).toBe(false);
    expect(everyoneAgrees(seats, [0])).toBe(true);
    expect(everyoneAgrees(seats.slice(1), [])).toBe(true);
  });

  it('open while the stall lasts; closed before it, for rounds not over, and while a gray wall phase is placing tiles', () => {
    const state = structuredClone(newGame({ playerCount: 2, variant: 'gray', seed: 'g', firstPlayer: 0 }));
    state.round = 4;
    const game = { status: 'active', state, stallRound: 2, endVotes: [] } as unknown as Game;
    expect([1, 2, 3, 4].map((r) => voteOpen(game, r))).toEqual([false, true, true, false]);
    expect(voteOpen({ ...game, stallRound: null }, 3)).toBe(false);
    expect(voteOpen({ ...game, status: 'finished' }, 3)).toBe(false);
    const placing = structuredClone(state);
    placing.phase = 'wall';
    placing.lastReport = {
      round: 4,
      players: [0, 1].map((player) => ({
        player,
        scoreBefore: 0,
        placed: player ? [] : [{ player, line: 0, column: 2, color: 0, horizontal: 0, vertical: 0, points: 1 }],
        dumpedLines: [],
        floor: [],
        floorPenalty: 0,
        scoreAfter: 0,
      })),
    };
    expect(voteOpen({ ...game, state: placing }, 3)).toBe(false);
    placing.lastReport.players[0]!.placed = [];
    expect(voteOpen({ ...game, state: placing }, 3)).toBe(true);
  });
});
