// Undo, through the app and the real store, on Postgres and on the embedded database:
// the person who made the last move takes it back (with the bots' replies since) until someone
// else acts or the round ends; the log, the events, the jobs and the clock stay exact.
import { beforeAll, expect, it } from 'vitest';
import { boardModel, createApp, type App, type MovePicker, type UndoneOutcome } from '../../src/app/index.ts';
import { seatToAct, isAutomated } from '../../src/app/seats.ts';
import {
  applyAction,
  legalMoves,
  newGame,
  type Action,
  type GameState,
  type PlayerCount,
} from '../../src/engine/index.ts';
import type { Game } from '../../src/store/index.ts';
import { describeStores, sql } from '../setup/stores.ts';
import { channel, must } from '../store/helpers.ts';

const ana = { id: '500000000000000001', name: 'Ana' };
const rui = { id: '500000000000000002', name: 'Rui' };
const eva = { id: '500000000000000003', name: 'Eva' };

/** The first legal move: a deterministic player. */
const first = (state: GameState, player: number): Action => ({ ...legalMoves(state)[0]!, player }) as Action;
const pick: MovePicker = async (state) => legalMoves(state)[0]!;

describeStores('undo', (db) => {
  let a: App;

  beforeAll(() => {
    a = createApp(db.store);
  });

  async function game(gameId: string): Promise<Game> {
    return must(await a.reads.get(gameId)).game;
  }

  /** Ana and Rui (or Ana and `bots` bots), started; `turnTime` a clock key. */
  async function started(opts: { bots?: number; turnTime?: string } = {}): Promise<Game> {
    const seats = 2 + Math.max(0, (opts.bots ?? 0) - 1);
    const opened = must(
      await a.lobby.open({
        guildId: 'g1',
        channelId: channel(),
        host: ana,
        seats,
        bots: opts.bots ?? 0,
        turnTime: opts.turnTime ?? 'none',
      }),
    );
    const seated = opts.bots ? opened.game : must(await a.lobby.join(opened.game.id, rui)).game;
    return must(await a.lobby.start(seated.id, seated.version, ana)).game;
  }

  /** The person to act plays the first legal move. */
  async function move(g: Game): Promise<Game> {
    const actor = seatToAct(g)!;
    return must(await a.play.play(g.id, g.version, actor.userId, first)).after;
  }

  /** Bots (and the autopilot) play until a person is to act (or the game ends). */
  async function botsReply(gameId: string): Promise<Game> {
    let g = await game(gameId);
    while (g.status === 'active' && isAutomated(seatToAct(g)))
      g = must(await a.play.playAuto(g.id, g.version, 'turn', pick)).after;
    return g;
  }

  /** The state `actions` lead to from a fresh game with the same seed. */
  function replayed(g: Game, actions: Action[]): GameState {
    let state = newGame({ playerCount: g.playerCount as PlayerCount, variant: g.variant, seed: g.seed });
    for (const action of actions) state = must(applyAction(state, action)).state;
    return state;
  }

  async function moveRows(gameId: string): Promise<Action[]> {
    return must(await db.store.moves(gameId)).moves.map((m) => m.action);
  }

  it('alone: the last mover takes their move back; the log, the events, the jobs and the clock are as before it', async () => {
    const g0 = await started({ turnTime: '1h' });
    const mover = seatToAct(g0)!;
    const other = mover.userId === ana.id ? rui : ana;
    expect(g0.clockEndsAt).not.toBeNull();
    const g1 = await move(g0);
    expect(g1.clockEndsAt!.getTime()).toBeGreaterThan(g0.clockEndsAt!.getTime() - 1);
    expect(must(await a.play.undoOffer(g1)).offer).toEqual({
      seat: mover.seat,
      userId: mover.userId,
      moveCount: 1,
      replies: 0,
    });

    // Refused, nothing changed: by the other player, by an outsider, naming a move never made.
    expect(await a.play.undo(g0.id, 1, other.id)).toMatchObject({ ok: false, error: 'UNDO_NOT_YOURS' });
    expect(await a.play.undo(g0.id, 1, eva.id)).toMatchObject({ ok: false, error: 'NOT_IN_GAME' });
    expect(await a.play.undo(g0.id, 2, mover.userId)).toMatchObject({ ok: false, error: 'UNDO_GONE' });
    expect(await a.play.undo(g0.id, 1, mover.userId, 'another-channel')).toMatchObject({
      ok: false,
      error: 'WRONG_CHANNEL',
    });
    expect((await game(g0.id)).version).toBe(g1.version);

    const undone = must(await a.play.undo(g0.id, 1, mover.userId, g0.channelId));
    const outcome: UndoneOutcome = undone.outcome;
    expect(outcome).toMatchObject({
      kind: 'undone',
      seat: mover.seat,
      moveCount: 0,
      next: { player: mover.seat, phase: 'draft', round: 0 },
    });
    expect(outcome.moves).toHaveLength(1);
    expect(outcome.moves[0]).toMatchObject({ kind: 'turn', playedBy: 'player', move: { player: mover.seat } });
    const g2 = await game(g0.id);
    // The version goes on (controls drawn before are stale); the move count goes back.
    expect(g2).toMatchObject({ version: g1.version + 1, moveCount: 0, status: 'active' });
    expect(g2.state).toEqual(g0.state);
    // Their clock runs on to where it was when they moved.
    expect(g2.clockEndsAt?.getTime()).toBe(g0.clockEndsAt!.getTime());
    expect(await moveRows(g0.id)).toEqual([]);
    const events = must(await db.store.events(g0.id)).events;
    expect(events.map((e) => e.kind)).toEqual(['started', 'undone']);
    expect(must(await a.reads.turns(g0.id)).turns).toEqual([]);
    // The undone move's jobs are closed; the undo's own follow: its present job, Ana's clock and reminder.
    const pending = must(await db.store.jobs.pending(g0.id)).jobs;
    const versions = pending.map((j) => (j.data as { version?: number }).version);
    expect(versions.filter((v) => v !== undefined && v >= g1.version && v < g2.version)).toEqual([]);
    expect(
      pending.filter(
        (j) => j.kind === 'present' && (j.data as { outcome: { kind: string } }).outcome.kind === 'undone',
      ),
    ).toHaveLength(1);
    expect(pending.filter((j) => j.kind === 'turn-clock').map((j) => j.data)).toContainEqual({
      version: g2.version,
      seat: mover.seat,
    });
    // Nothing more to take back; a second click of the same button is refused.
    expect(must(await a.play.undoOffer(g2)).offer).toBeNull();
    expect(await a.play.undo(g0.id, 1, mover.userId)).toMatchObject({ ok: false, error: 'UNDO_GONE' });
    // The next move takes number 1 again, and the record replays.
    const g3 = await move(g2);
    expect(must(await db.store.moves(g0.id)).moves.map((m) => m.seq)).toEqual([1]);
    expect(g3.moveCount).toBe(1);
    expect(must(await db.store.exportRecord(g0.id)).line).toContain('azul-record/1');
  });

  it('a clock that ran out meanwhile comes back as half a turn, without a reminder', async () => {
    const g0 = await started({ turnTime: '1h' });
    const mover = seatToAct(g0)!;
    const g1 = await move(g0);
    // As if the move had been made with a minute left, an hour ago.
    const past = new Date(Date.now() - 3_600_000).toISOString();
    await sql(
      db.store,
      `UPDATE "game_events" SET "data" = jsonb_set("data", '{clockEndsAt}', to_jsonb($1::text)) WHERE "game_id" = $2::uuid AND "kind" = 'turn'`,
      [past, g0.id],
    );
    const from = Date.now();
    must(await a.play.undo(g0.id, 1, mover.userId));
    const g2 = await game(g0.id);
    expect(g2.clockEndsAt!.getTime()).toBeGreaterThanOrEqual(from + 1_800_000);
    expect(g2.clockEndsAt!.getTime()).toBeLessThanOrEqual(Date.now() + 1_800_000);
    const timers = must(await db.store.jobs.pending(g0.id)).jobs.filter(
      (j) => (j.data as { version?: number }).version === g2.version,
    );
    expect(timers.map((j) => j.kind).sort()).toEqual(['present', 'turn-clock']);
    expect(g1.version).toBe(g2.version - 1);
  });

  it('the db.store refuses an inconsistent or stale undo and changes nothing', async () => {
    const g0 = await started();
    const g1 = await move(g0);
    const events = must(await db.store.events(g0.id)).events;
    const fromVersion = events.find((e) => e.kind === 'turn')!.version;
    const input = { toMoveCount: 0, fromVersion, state: g0.state! };
    expect(await db.store.undo(g0.id, g1.version - 1, input)).toMatchObject({ ok: false, error: 'CONFLICT' });
    expect(await db.store.undo(g0.id, g1.version, { ...input, fromVersion: fromVersion + 1 })).toMatchObject({
      ok: false,
      error: 'BAD_INPUT',
    });
    expect(await db.store.undo(g0.id, g1.version, { ...input, toMoveCount: 1 })).toMatchObject({
      ok: false,
      error: 'BAD_INPUT',
    });
    expect(
      await db.store.undo(g0.id, g1.version, {
        ...input,
        state: newGame({ playerCount: 3, variant: 'standard', seed: 'x' }),
      }),
    ).toMatchObject({ ok: false, error: 'BAD_INPUT' });
    expect(await db.store.undo('not-a-game', 1, input)).toMatchObject({ ok: false, error: 'NOT_FOUND' });
    expect(await game(g0.id)).toMatchObject({ version: g1.version, moveCount: 1 });
    expect(await moveRows(g0.id)).toHaveLength(1);
    must(await a.endings.cancel(g0.id, ana, true));
    expect(await db.store.undo(g0.id, g1.version + 1, input)).toMatchObject({ ok: false, error: 'NOT_ACTIVE' });
  });

  it('is refused after another person moved, and by a second click; the other person may then undo theirs', async () => {
    const g0 = await started();
    const first0 = seatToAct(g0)!;
    const g1 = await move(g0);
    const second = seatToAct(g1)!;
    const g2 = await move(g1);
    expect(await a.play.undo(g0.id, 1, first0.userId)).toMatchObject({ ok: false, error: 'UNDO_TOO_LATE' });
    expect(must(await a.play.undoOffer(g2)).offer).toMatchObject({ userId: second.userId, moveCount: 2, replies: 0 });
    must(await a.play.undo(g0.id, 2, second.userId));
    // An undo is not undone further back: the first mover's move stays.
    const g3 = await game(g0.id);
    expect(g3.moveCount).toBe(1);
    expect(must(await a.play.undoOffer(g3)).offer).toBeNull();
    expect(await a.play.undo(g0.id, 1, first0.userId)).toMatchObject({ ok: false, error: 'UNDO_TOO_LATE' });
    expect(g3.state).toEqual(g1.state);
  });

  it('is refused once a round ended (the next deal is random)', async () => {
    let g = await started();
    let ender: { userId: string; moveCount: number } | null = null;
    while (!ender) {
      const actor = seatToAct(g)!;
      const played = must(await a.play.play(g.id, g.version, actor.userId, first));
      g = played.after;
      if (played.outcome.round) ender = { userId: actor.userId, moveCount: g.moveCount };
    }
    const before = await game(g.id);
    expect(await a.play.undo(g.id, ender.moveCount, ender.userId)).toMatchObject({
      ok: false,
      error: 'UNDO_ROUND_OVER',
    });
    expect(must(await a.play.undoOffer(before)).offer).toBeNull();
    // The first move of the new round may be taken back again.
    const next = seatToAct(before)!;
    const after = await move(before);
    expect(must(await a.play.undoOffer(after)).offer).toMatchObject({
      userId: next.userId,
      moveCount: after.moveCount,
    });
    expect((await game(g.id)).version).toBe(after.version);
  });

  it("with bots: takes back my move and the bots' replies since; their pending jobs do not act", async () => {
    let g = await started({ bots: 2 });
    g = await botsReply(g.id);
    const before = g;
    const mine = await move(g);
    // Undo before the first bot replied: the pending AI turn finds the game moved on and plays nothing.
    const quick = must(await a.play.undo(g.id, mine.moveCount, ana.id));
    expect(quick.outcome.moves).toHaveLength(1);
    expect(await a.play.playAuto(g.id, mine.version, 'turn', pick)).toMatchObject({ ok: false, error: 'STALE' });
    expect((await game(g.id)).state).toEqual(before.state);

    // Now the bots reply, and Ana takes it all back.
    const again = await move(await game(g.id));
    const replied = await botsReply(g.id);
    expect(seatToAct(replied)?.userId).toBe(ana.id);
    // (Four moves into the first round: none of them can end it.)
    expect(replied.state!.round).toBe(again.state!.round);
    const offer = must(await a.play.undoOffer(replied)).offer;
    expect(offer).toEqual({
      seat: 0,
      userId: ana.id,
      moveCount: again.moveCount,
      replies: replied.moveCount - again.moveCount,
    });
    expect(offer!.replies).toBe(2);
    const undone = must(await a.play.undo(g.id, again.moveCount, ana.id));
    expect(undone.outcome.moves.map((t) => t.playedBy)).toEqual(['player', 'bot', 'bot']);
    const after = await game(g.id);
    expect(after).toMatchObject({ moveCount: again.moveCount - 1, version: replied.version + 1 });
    expect(after.state).toEqual(before.state);
    const actions = await moveRows(g.id);
    expect(actions).toHaveLength(after.moveCount);
    expect(must(await a.reads.turns(g.id)).turns).toHaveLength(after.moveCount);
    // No job of the moves taken back is left to run: no present, AI turn, clock or reminder.
    const pending = must(await db.store.jobs.pending(g.id)).jobs;
    const versionOf = (j: { data: unknown }) => (j.data as { version?: number }).version ?? -1;
    expect(pending.filter((j) => versionOf(j) >= again.version && versionOf(j) < after.version)).toEqual([]);
    expect(pending.filter((j) => versionOf(j) === after.version).map((j) => j.kind)).toEqual(['present']);
  });

  it('gives a turn message its undo, the moves since and the message last played on from one read, as the separate reads do', async () => {
    let g = await botsReply((await started({ bots: 2 })).id);
    // Ana plays on a turn message; the bots reply.
    const actor = seatToAct(g)!;
    const played = must(await a.play.play(g.id, g.version, actor.userId, first, undefined, '900000000000000001')).after;
    g = await botsReply(played.id);
    const facts = must(await a.reads.turnMessageFacts(g));
    const seat = seatToAct(g)!.seat;
    expect(facts.undo).toEqual(must(await a.play.undoOffer(g)).offer);
    expect(facts.undo).not.toBeNull();
    expect(facts.since).toEqual(must(await a.reads.sinceLastTurn(g.id, seat)).since);
    expect(facts.since.map((t) => t.playedBy)).toEqual(['bot', 'bot']);
    expect(facts.lastPlayedOn).toBe('900000000000000001');
    // A move made elsewhere (no message): none last played on.
    const elsewhere = await botsReply((await move(g)).id);
    expect(must(await a.reads.turnMessageFacts(elsewhere)).lastPlayedOn).toBeNull();
  });
  it("racing the next player's click: exactly one of the two is saved", async () => {
    for (let i = 0; i < 3; i++) {
      const g0 = await started();
      const mover = seatToAct(g0)!;
      const g1 = await move(g0);
      const next = seatToAct(g1)!;
      const [undo, click] = await Promise.all([
        a.play.undo(g0.id, 1, mover.userId),
        a.play.play(g0.id, g1.version, next.userId, first),
      ]);
      expect([undo.ok, click.ok].filter(Boolean)).toHaveLength(1);
      const g = await game(g0.id);
      if (undo.ok) {
        expect(click).toMatchObject({ ok: false });
        expect(g).toMatchObject({ moveCount: 0, version: g1.version + 1 });
      } else {
        expect(undo).toMatchObject({ ok: false, error: 'UNDO_TOO_LATE' });
        expect(g).toMatchObject({ moveCount: 2, version: g1.version + 1 });
      }
      expect(await moveRows(g0.id)).toHaveLength(g.moveCount);
    }
  });

  it('clicked twice at once: exactly one undo is saved', async () => {
    const g0 = await started();
    const mover = seatToAct(g0)!;
    const g1 = await move(g0);
    const both = await Promise.all([a.play.undo(g0.id, 1, mover.userId), a.play.undo(g0.id, 1, mover.userId)]);
    expect(both.filter((r) => r.ok)).toHaveLength(1);
    expect(both.find((r) => !r.ok)).toMatchObject({ ok: false, error: 'UNDO_GONE' });
    expect(await game(g0.id)).toMatchObject({ moveCount: 0, version: g1.version + 1 });
    expect(must(await db.store.events(g0.id)).events.filter((e) => e.kind === 'undone')).toHaveLength(1);
  });

  it('a game with an undo plays on to its end, exact: the record replays, the results are written, it is rated', async () => {
    let g = await started();
    g = await move(g);
    const second = seatToAct(g)!;
    g = await move(g);
    must(await a.play.undo(g.id, 2, second.userId));
    g = await game(g.id);
    while (g.status === 'active') g = await move(g);
    expect(g.status).toBe('finished');
    const actions = await moveRows(g.id);
    expect(actions).toHaveLength(g.moveCount);
    expect(replayed(g, actions)).toEqual(g.state);
    expect(must(await a.reads.turns(g.id)).turns).toHaveLength(g.moveCount);
    expect(must(await db.store.exportRecord(g.id)).line).toContain('azul-record/1');
    expect(must(await db.store.results(g.id)).results).toHaveLength(2);
    expect(must(await db.store.stats.rateGame(g.id)).outcome).toBe('rated');
    // After the game, in its thread: the game is found, its board is its final standings, its log whole.
    const thread = `thread-${g.id}`;
    must(await a.bookkeeping.setThread(g.id, { threadId: thread }));
    const found = must(await a.reads.inChannel(thread, ana.id, { finished: true })).game;
    expect(found.id).toBe(g.id);
    const board = boardModel(found, ana.id, [], { undo: must(await a.play.undoOffer(found)).offer });
    expect(board).toMatchObject({ status: 'finished', acting: null, tap: null, undoable: null });
    expect(board.final?.standings).toHaveLength(2);
    const { log } = must(await a.reads.gameLog(g.id));
    expect(log.moves).toBe(g.moveCount);
    expect(log.rounds.map((r) => r.scores)).toEqual(g.state!.scoreHistory);
    expect(log.end).toMatchObject({ kind: 'finished', by: 'rules' });
  });
});
