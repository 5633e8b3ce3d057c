// Playing the game: a person's move from their clicks, and the AI's move for a bot, a seat on
// autopilot or a person whose clock ran out. Each loads the game, asks the engine, and saves the
// move with its outcome, the seat changes it implies and what must follow, in one statement,
// only if the game is still at the version the move was chosen on.
import { applyAction, endByAgreement, reachedWall } from '../engine/index.ts';
import type { Action, Color, GameState, Source, Target } from '../engine/types.ts';
import type { Level } from '../ai/index.ts';
import type { Game, SeatUpdate, Store } from '../store/types.ts';
import { everyoneAgrees } from './end-vote.ts';
import { fromStore, fromWrite, refuse, type AppFail, type AppResult } from './errors.ts';
import { followUps } from './follow-up.ts';
import { nextTurn, turnOutcome, type PlayedBy, type TurnOutcome, type UndoneOutcome } from './outcome.ts';
import type { GameReads } from './reads.ts';
import {
  AUTOPILOT_AFTER,
  actorOfSeat,
  inGameChannel,
  isAutomated,
  isBot,
  levelOf,
  seatOf,
  seatToAct,
} from './seats.ts';
import { undoOffer, undoSpan, type UndoOffer } from './undo.ts';
import { scaled } from '../clock.ts';

/** Picks the AI's move (in a worker thread in production); pure and seeded underneath. */
export type MovePicker = (state: GameState, level: Level, seed: string) => Promise<Action>;

/** A draft of the player to act, from the clicks: the source, the color and the pattern line (or floor). */
export function draftAction(source: Source, color: Color, line: Target): (state: GameState, player: number) => Action {
  return (_state, player) => ({ type: 'draft', player, source, color, line });
}

/** A gray-wall placement of the player to act: the pending line's tile in `column`. */
export function placeAction(line: number, column: number): (state: GameState, player: number) => Action {
  return (_state, player) => ({ type: 'place', player, line, column });
}

export interface Played {
  before: Game;
  after: Game;
  action: Action;
  outcome: TurnOutcome;
}

/**
 * The clock a turn given back runs on: where it was when its person moved, if still ahead; else half
 * a turn from now (what is left at the reminder), so an undo neither ends a turn at once nor buys a
 * whole new one. Undefined without a clock: followUps starts one if the game has turn times.
 */
function resumedClock(game: Game, move: TurnOutcome, now: number): Date | undefined {
  if (!game.turnSeconds || !move.clockEndsAt) return undefined;
  const was = new Date(move.clockEndsAt).getTime();
  return new Date(was > now ? was : now + scaled((game.turnSeconds * 1000) / 2));
}

/**
 * Whether `userId` may act in `game` as drawn at `version`: the click is current, at this game's
 * table, the user is seated and it is their turn. Null when they may; the refusal otherwise.
 */
export function turnRefusal(game: Game, version: number, userId: string, channelId?: string): AppFail | null {
  if (game.status === 'broken') return refuse('BROKEN', `game ${game.id} is broken`, game);
  // Its thread, or its channel (a `/azul board` answer typed there carries the controls too).
  if (channelId !== undefined && !inGameChannel(game, channelId))
    return refuse('WRONG_CHANNEL', `clicked in ${channelId}`, game);
  if (game.status !== 'active' || !game.state) return refuse('NOT_RUNNING', `game is ${game.status}`, game);
  if (seatOf(game, userId) < 0) return refuse('NOT_IN_GAME', `${userId} is not seated`, game);
  if (game.seats.find((s) => s.userId === userId)?.control === 'left')
    return refuse('LEFT_GAME', `${userId} left`, game);
  if (game.version !== version)
    return refuse('TURN_STALE', `drawn for version ${version}, game at ${game.version}`, game);
  if (seatToAct(game)?.userId !== userId) return refuse('NOT_YOUR_TURN', `seat ${game.state.current} is to act`, game);
  return null;
}

/** An undo saved: the game before and after, and what it took back. */
export interface Undone {
  before: Game;
  after: Game;
  outcome: UndoneOutcome;
}

/** Times an undo is decided again when the game changed between its read and its write (a bot's reply landing). */
const UNDO_ATTEMPTS = 3;

export class Play {
  constructor(
    private readonly store: Store,
    private readonly reads: GameReads,
    /** Ends a stalled game when everyone agreed (the end vote's own use case). */
    private readonly onSeatsChanged: (gameId: string) => Promise<unknown>,
  ) {}

  /** The game as drawn at `version` if `userId` may act in it now (to show the next step of their turn). */
  async forTurn(
    gameId: string,
    version: number,
    userId: string,
    channelId?: string,
  ): Promise<AppResult<{ game: Game }>> {
    const loaded = await this.reads.get(gameId);
    if (!loaded.ok) return loaded;
    const refused = turnRefusal(loaded.game, version, userId, channelId);
    return refused ?? loaded;
  }

  /** Plays one action for `userId` on the game as drawn at `version`. */
  async play(
    gameId: string,
    version: number,
    userId: string,
    build: (state: GameState, player: number) => Action,
    channelId?: string,
    onMessage?: string,
  ): Promise<AppResult<Played>> {
    const loaded = await this.forTurn(gameId, version, userId, channelId);
    if (!loaded.ok) return loaded;
    return this.playOn(loaded.game, build, onMessage);
  }

  /**
   * Plays one action on `before`, the game as `forTurn` gave it (a click's handler checks the turn
   * first, then plays without reading the game again). The save holds only while the game is still at
   * that version: of a move and anything that changed the game meanwhile, one is refused.
   */
  async playOn(
    before: Game,
    build: (state: GameState, player: number) => Action,
    onMessage?: string,
    clickedAt?: number,
  ): Promise<AppResult<Played>> {
    const state = before.state as GameState;
    const action = build(state, state.current);
    const applied = applyAction(state, action);
    if (!applied.ok) return refuse('ILLEGAL', applied.detail, before, { rule: applied.error });
    return this.save(before, action, applied.state, 'player', onMessage, clickedAt);
  }

  /**
   * The AI's turn for the seat to act in the game at `version`: a bot's own turn, a seat on
   * autopilot (or left), or (`timeout`) a person whose clock ran out. Nothing happens when the
   * game moved on meanwhile (a click won the race): exactly one of the two is saved.
   */
  async playAuto(
    gameId: string,
    version: number,
    reason: 'turn' | 'timeout',
    pick: MovePicker,
  ): Promise<AppResult<Played>> {
    const loaded = await this.reads.get(gameId);
    if (!loaded.ok) return loaded;
    const before = loaded.game;
    const seat = seatToAct(before);
    if (before.version !== version || !seat || !before.state)
      return refuse('STALE', `game at ${before.version}, job for ${version}`, before);
    if (reason === 'turn' && !isAutomated(seat)) return refuse('NOT_BOT_TURN', 'a person is to play', before);
    if (reason === 'timeout' && isAutomated(seat))
      return refuse('NOT_BOT_TURN', 'the AI already plays that seat', before);
    const action = await pick(before.state, levelOf(seat), `${before.id}:${version}`);
    const applied = applyAction(before.state, action);
    if (!applied.ok)
      return refuse('ILLEGAL', `the AI chose an illegal move: ${applied.detail}`, before, { rule: applied.error });
    const saved = await this.save(before, action, applied.state, isBot(seat) ? 'bot' : 'autopilot');
    // A person out of time for good no longer holds out on an open end vote.
    if (saved.ok && reason === 'timeout' && saved.after.status === 'active' && saved.after.endVotes.length > 0)
      await this.onSeatsChanged(gameId);
    return saved;
  }

  /**
   * Takes back move number `moveCount` (what the undo button names) for `userId`, with the automated
   * replies made since (src/app/undo.ts says which moves may go). The state is replayed from the
   * moves kept; the version goes up, so every control drawn before is stale. Their turn clock runs
   * on to where it was when they moved if that is still ahead, else they get half a turn (no
   * reminder). Of two racing changes (an undo and the next player's click, or two undos) exactly
   * one is saved; the other is refused.
   */
  async undo(gameId: string, moveCount: number, userId: string, channelId?: string): Promise<AppResult<Undone>> {
    for (let attempt = 1; ; attempt++) {
      const tried = await this.tryUndo(gameId, moveCount, userId, channelId);
      // A bot's reply saved between our read and our write: decide again on the game as it is now.
      if (tried.ok || tried.error !== 'CONFLICT' || attempt >= UNDO_ATTEMPTS) return tried;
    }
  }

  /** The undo on offer in `game` now (for the view model's `undoable`), or null. */
  async undoOffer(game: Game): Promise<AppResult<{ offer: UndoOffer | null }>> {
    if (game.status !== 'active') return { ok: true, offer: null };
    const events = await this.store.events(game.id);
    if (!events.ok) return fromStore(events, game);
    return { ok: true, offer: undoOffer(game, events.events) };
  }

  private async tryUndo(
    gameId: string,
    moveCount: number,
    userId: string,
    channelId?: string,
  ): Promise<AppResult<Undone>> {
    const loaded = await this.reads.get(gameId);
    if (!loaded.ok) return loaded;
    const before = loaded.game;
    if (channelId !== undefined && !inGameChannel(before, channelId))
      return refuse('WRONG_CHANNEL', `clicked in ${channelId}`, before);
    if (before.status !== 'active' || !before.state) return refuse('NOT_RUNNING', `game is ${before.status}`, before);
    const seat = before.seats.find((s) => s.userId === userId && s.botLevel === null);
    if (!seat) return refuse('NOT_IN_GAME', `${userId} is not seated`, before);
    if (seat.control === 'left') return refuse('LEFT_GAME', `${userId} left`, before);
    const events = await this.store.events(gameId);
    if (!events.ok) return fromStore(events, before);
    const checked = undoSpan(before, events.events, moveCount, userId);
    if (!checked.ok)
      return refuse(checked.error, `undo of move ${moveCount} by ${userId} at version ${before.version}`, before);
    const { span } = checked;
    const kept = moveCount - 1;
    const then = await this.reads.asOf(before, kept);
    if (!then.ok) return then;
    const state = then.game.state!;
    // The replay must give the turn back to its person (a log that says otherwise is a bug).
    if (state.current !== span.seat || state.phase === 'over')
      throw new Error(`game ${gameId}: move ${moveCount} replays to seat ${state.current} in phase ${state.phase}`);
    const version = before.version + 1;
    const outcome: UndoneOutcome = {
      kind: 'undone',
      seat: span.seat,
      moves: span.moves,
      moveCount: kept,
      next: nextTurn(state)!,
    };
    const after: Game = { ...before, state, version, moveCount: kept };
    const now = Date.now();
    const saved = await this.store.undo(gameId, before.version, {
      toMoveCount: kept,
      fromVersion: span.fromVersion,
      state,
      ...followUps(after, version, kept, outcome, { now, resumeClockAt: resumedClock(before, span.moves[0]!, now) }),
    });
    if (!saved.ok) return fromWrite(saved, before);
    return { ok: true, before, after: saved.game, outcome };
  }

  /** Saves a move with its outcome, the seat changes it implies, and what must follow. */
  private async save(
    before: Game,
    action: Action,
    played: GameState,
    playedBy: PlayedBy,
    onMessage?: string,
    clickedAt?: number,
  ): Promise<AppResult<Played>> {
    const seat = before.seats[before.state!.current]!;
    const turnGoesOn =
      played.phase === 'wall' &&
      before.state!.phase === 'wall' &&
      played.current === before.state!.current &&
      played.round === before.state!.round;
    const seats: SeatUpdate[] = [];
    if (playedBy === 'autopilot' && seat.control === 'player') {
      // Out of time: after AUTOPILOT_AFTER turns in a row the seat stays on autopilot until its person
      // is back. A gray-wall tiling counts as one turn, counted once its last tile is placed.
      if (!turnGoesOn) {
        const autoTurns = seat.autoTurns + 1;
        seats.push({ seat: seat.seat, control: autoTurns >= AUTOPILOT_AFTER ? 'autopilot' : 'player', autoTurns });
      }
    } else if (playedBy === 'player' && (seat.autoTurns > 0 || seat.control === 'autopilot')) {
      seats.push({ seat: seat.seat, control: 'player', autoTurns: 0 });
    }
    const version = before.version + 1;
    const seatsAfter = before.seats.map((s) => {
      const u = seats.find((x) => x.seat === s.seat);
      return u ? { ...s, control: u.control, autoTurns: u.autoTurns } : s;
    });
    // The round this move ended: a tile on a wall ends any stall; none starts or continues one,
    // and with nobody left to ask (bots, autopilot, people gone) or everyone agreed, the game ends here.
    const report = played.scoreHistory.length > before.state!.scoreHistory.length ? played.lastReport : null;
    const stalled = !!report && !reachedWall(report) && played.phase !== 'over';
    const agreed = stalled && everyoneAgrees(seatsAfter, before.endVotes);
    const state = agreed ? endByAgreement(played) : played;
    const outcome = turnOutcome(before.state!, action, state, playedBy);
    // The clock the person moved on: an undo gives it back.
    if (playedBy === 'player') outcome.clockEndsAt = before.clockEndsAt?.toISOString() ?? null;
    if (onMessage) outcome.onMessage = onMessage;
    if (clickedAt !== undefined) outcome.clickedAt = new Date(clickedAt).toISOString();
    if (agreed && outcome.end) outcome.end.by = 'agreement';
    const status = state.phase === 'over' ? ('finished' as const) : before.status;
    const after: Game = {
      ...before,
      state,
      status,
      version,
      moveCount: before.moveCount + 1,
      seats: seatsAfter,
      ...(agreed ? { endedBy: 'agreement' as const } : {}),
    };
    const saved = await this.store.applyAction(before.id, before.version, {
      actorId: actorOfSeat(seat, playedBy),
      action,
      state,
      seats,
      ...(report
        ? { stall: stalled ? { kind: 'stalled' as const, round: report.round } : { kind: 'tiled' as const } }
        : {}),
      ...(agreed ? { agreement: { votes: before.endVotes } } : {}),
      ...followUps(after, version, before.moveCount + 1, outcome, { before }),
    });
    if (!saved.ok) return fromWrite(saved, before);
    return { ok: true, before, after: saved.game, action, outcome };
  }
}
