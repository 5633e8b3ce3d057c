// Playing the game: a person's move from their clicks, and the AI's move for a bot, a seat on
// autopilot or a person whose clock ran out. Each loads the game, asks the engine, and saves the
// move with its outcome, the seat changes it implies and what must follow, in one statement,
// only if the game is still at the version the move was chosen on.
import { applyAction, endByAgreement, reachedWall } from '../engine/index.ts';
import type { Action, Color, GameState, Source, Target } from '../engine/types.ts';
import type { Level } from '../ai/index.ts';
import type { Game, SeatUpdate, Store } from '../store/types.ts';
import { everyoneAgrees } from './end-vote.ts';
import { fromStore, refuse, type AppFail, type AppResult } from './errors.ts';
import { followUps } from './follow-up.ts';
import { turnOutcome, type PlayedBy, type TurnOutcome } from './outcome.ts';
import type { GameReads } from './reads.ts';
import { AUTOPILOT_AFTER, actorOfSeat, inGameChannel, isAutomated, isBot, levelOf, seatOf, seatToAct } from './seats.ts';

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
 * Whether `userId` may act in `game` as drawn at `version`: the click is current, at this game's
 * table, the user is seated and it is their turn. Null when they may; the refusal otherwise.
 */
export function turnRefusal(game: Game, version: number, userId: string, channelId?: string): AppFail | null {
  if (game.status === 'broken') return refuse('BROKEN', `game ${game.id} is broken`, game);
  // Its thread, or its channel (a `/azul board` answer typed there carries the controls too).
  if (channelId !== undefined && !inGameChannel(game, channelId)) return refuse('WRONG_CHANNEL', `clicked in ${channelId}`, game);
  if (game.status !== 'active' || !game.state) return refuse('NOT_RUNNING', `game is ${game.status}`, game);
  if (seatOf(game, userId) < 0) return refuse('NOT_IN_GAME', `${userId} is not seated`, game);
  if (game.seats.find((s) => s.userId === userId)?.control === 'left') return refuse('LEFT_GAME', `${userId} left`, game);
  if (game.version !== version) return refuse('TURN_STALE', `drawn for version ${version}, game at ${game.version}`, game);
  if (seatToAct(game)?.userId !== userId) return refuse('NOT_YOUR_TURN', `seat ${game.state.current} is to act`, game);
  return null;
}

export class Play {
  constructor(
    private readonly store: Store,
    private readonly reads: GameReads,
    /** Ends a stalled game when everyone agreed (the end vote's own use case). */
    private readonly onSeatsChanged: (gameId: string) => Promise<unknown>,
  ) {}

  /** The game as drawn at `version` if `userId` may act in it now (to show the next step of their turn). */
  async forTurn(gameId: string, version: number, userId: string, channelId?: string): Promise<AppResult<{ game: Game }>> {
    const loaded = await this.reads.get(gameId);
    if (!loaded.ok) return loaded;
    const refused = turnRefusal(loaded.game, version, userId, channelId);
    return refused ?? loaded;
  }

  /** Plays one action for `userId` on the game as drawn at `version`. */
  async play(gameId: string, version: number, userId: string, build: (state: GameState, player: number) => Action, channelId?: string): Promise<AppResult<Played>> {
    const loaded = await this.forTurn(gameId, version, userId, channelId);
    if (!loaded.ok) return loaded;
    const before = loaded.game;
    const state = before.state as GameState;
    const action = build(state, state.current);
    const applied = applyAction(state, action);
    if (!applied.ok) return refuse('ILLEGAL', applied.detail, before, { rule: applied.error });
    return this.save(before, action, applied.state, 'player');
  }

  /**
   * The AI's turn for the seat to act in the game at `version`: a bot's own turn, a seat on
   * autopilot (or left), or (`timeout`) a person whose clock ran out. Nothing happens when the
   * game moved on meanwhile (a click won the race): exactly one of the two is saved.
   */
  async playAuto(gameId: string, version: number, reason: 'turn' | 'timeout', pick: MovePicker): Promise<AppResult<Played>> {
    const loaded = await this.reads.get(gameId);
    if (!loaded.ok) return loaded;
    const before = loaded.game;
    const seat = seatToAct(before);
    if (before.version !== version || !seat || !before.state) return refuse('STALE', `game at ${before.version}, job for ${version}`, before);
    if (reason === 'turn' && !isAutomated(seat)) return refuse('NOT_BOT_TURN', 'a person is to play', before);
    if (reason === 'timeout' && isAutomated(seat)) return refuse('NOT_BOT_TURN', 'the AI already plays that seat', before);
    const action = await pick(before.state, levelOf(seat), `${before.id}:${version}`);
    const applied = applyAction(before.state, action);
    if (!applied.ok) return refuse('ILLEGAL', `the AI chose an illegal move: ${applied.detail}`, before, { rule: applied.error });
    const saved = await this.save(before, action, applied.state, isBot(seat) ? 'bot' : 'autopilot');
    // A person out of time for good no longer holds out on an open end vote.
    if (saved.ok && reason === 'timeout' && saved.after.status === 'active' && saved.after.endVotes.length > 0) await this.onSeatsChanged(gameId);
    return saved;
  }

  /** Saves a move with its outcome, the seat changes it implies, and what must follow. */
  private async save(before: Game, action: Action, played: GameState, playedBy: PlayedBy): Promise<AppResult<Played>> {
    const seat = before.seats[before.state!.current]!;
    const turnGoesOn = played.phase === 'wall' && before.state!.phase === 'wall' && played.current === before.state!.current && played.round === before.state!.round;
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
    if (agreed && outcome.end) outcome.end.by = 'agreement';
    const status = state.phase === 'over' ? ('finished' as const) : before.status;
    const after: Game = { ...before, state, status, version, moveCount: before.moveCount + 1, seats: seatsAfter, ...(agreed ? { endedBy: 'agreement' as const } : {}) };
    const saved = await this.store.applyAction(before.id, before.version, {
      actorId: actorOfSeat(seat, playedBy),
      action,
      state,
      seats,
      ...(report ? { stall: stalled ? { kind: 'stalled' as const, round: report.round } : { kind: 'tiled' as const } } : {}),
      ...(agreed ? { agreement: { votes: before.endVotes } } : {}),
      ...followUps(after, version, before.moveCount + 1, outcome, { before }),
    });
    if (!saved.ok) return fromStore(saved, before);
    return { ok: true, before, after: saved.game, action, outcome };
  }
}
