// What happened, as players would say it: every use case returns these and the store keeps
// them as the game's event log, so the Discord layer (and a later "since your last turn")
// only formats them and never compares two states or re-reads counts.
import { draftOutcome, firstPlayerOf, rankSeats } from '../engine/index.ts';
import {
  isCenter,
  isFloor,
  type Action,
  type Draft,
  type Bonuses,
  type Color,
  type GameState,
  type RoundReport,
  type Source,
  type Target,
} from '../engine/types.ts';

/** A draft: who took how many of which color from where, and where they went. */
export interface Drafted {
  type: 'drafted';
  player: number;
  source: Source;
  color: Color;
  count: number;
  target: Target;
  /** Tiles that went onto the pattern line (0 when the target is the floor). */
  toLine: number;
  /** Tiles that went onto the floor (the marker not counted). */
  toFloor: number;
  /** Tiles that found no floor space and went to the lid. */
  toLid: number;
  /** This draft took the first player marker from the center. */
  tookMarker: boolean;
  /** Whether the pattern line is full after the draft. */
  lineFull: boolean;
}

/** Gray wall: a tile moved from a full pattern line to a wall column. */
export interface Placed {
  type: 'placed';
  player: number;
  line: number;
  column: number;
  color: Color;
}

export type MoveOutcome = Drafted | Placed;

export interface Standing {
  seat: number;
  score: number;
  /** 1 for the winners; equal score and complete rows share a rank. */
  rank: number;
  bonuses: Bonuses;
  completeRows: number;
}

export interface GameEnd {
  winners: number[];
  decidedBy: 'score' | 'rows' | 'shared';
  /** By seat. */
  standings: Standing[];
  rounds: number;
  /** Set when the players agreed to end a stalled game (the rules would not have ended it). */
  by?: 'agreement';
}

/** Who acts next, or null when nobody does (the game is over). */
export interface NextTurn {
  player: number;
  phase: 'draft' | 'wall';
  round: number;
}

/** Who made a move: the seat's person, a bot, or the autopilot for a person (out of time, or left). */
export type PlayedBy = 'player' | 'bot' | 'autopilot';

/** One move and everything it set off. */
export interface TurnOutcome {
  kind: 'turn';
  /** The round the move was made in (0-based). */
  inRound: number;
  move: MoveOutcome;
  playedBy: PlayedBy;
  /** The wall-tiling this move triggered (the round's last draft, or the last gray placement). */
  round: RoundReport | null;
  end: GameEnd | null;
  next: NextTurn | null;
  /**
   * A person's move: when their turn clock was to run out as they moved (ISO time; null without a
   * clock). An undo gives them that clock back. Absent on moves saved before it was kept.
   */
  clockEndsAt?: string | null;
  /**
   * The public turn message a person's move was made on: it stays as that move's line (a turn
   * message left with live controls is removed). Absent for moves made elsewhere.
   */
  onMessage?: string;
  /** A person's move by a click: when they clicked (ISO time), to measure the click → table shown. */
  clickedAt?: string;
}

/**
 * A person took their last move back (undo), with the automated replies made since (bots, seats
 * whose people left); they are to act again, as they were before that move.
 */
export interface UndoneOutcome {
  kind: 'undone';
  /** The seat whose person took their move back. */
  seat: number;
  /** The moves taken back, in the order they were made: the person's own first, then the replies. */
  moves: TurnOutcome[];
  /**
   * Moves in the log after the undo (the move taken back was
   * number moveCount + 1; the next move takes that number again).
   */
  moveCount: number;
  next: NextTurn;
}

export interface StartOutcome {
  kind: 'started';
  firstPlayer: number;
  /** Why that player starts: the rules let any player start; the bot draws one from the seed. */
  firstPlayerBy: 'random' | 'fixed';
  players: number;
  next: NextTurn;
}

/** A person's seat changed hands during the game. */
export interface SeatOutcome {
  kind: 'seat';
  seat: number;
  /**
   * 'left' (or 'left-server': they left the Discord server): the autopilot
   * plays on; 'back': they took their seat back from the autopilot.
   */
  change: 'left' | 'left-server' | 'back';
}

export interface CancelOutcome {
  kind: 'cancelled';
  /** 'cancelled' by the host or a moderator, 'abandoned' when the last person left. */
  how: 'cancelled' | 'abandoned';
  /** What was cancelled: a lobby (no game was played) or a game (absent in outcomes stored before it was said). */
  stage?: 'lobby' | 'game';
  byUserId: string;
  byName: string;
}

/**
 * A stalled game ended without a move: everyone at the table agreed ("End the game here"), scored
 * with the usual bonuses and tie-break on the walls as they were.
 */
export interface EndOutcome {
  kind: 'ended';
  how: 'agreement';
  /** Rounds completed when it ended (the game ended after round `afterRound`, counted from 1). */
  afterRound: number;
  /** The seats whose people voted for it (bots and the autopilot agree without voting). */
  voters: number[];
  end: GameEnd;
}

export type Outcome = TurnOutcome | StartOutcome | SeatOutcome | CancelOutcome | EndOutcome | UndoneOutcome;

export function nextTurn(state: GameState): NextTurn | null {
  if (state.phase === 'over') return null;
  return { player: state.current, phase: state.phase, round: state.round };
}

/** The draft as it lands on `before` (the engine says where the tiles go: line, floor, lid). */
export function drafted(before: GameState, action: Draft): Drafted {
  const source = action.source as Source;
  const counts = isCenter(source) ? before.center : before.factories[source];
  const target = action.line as Target;
  const { toLine, toFloor, toLid } = draftOutcome(before, action);
  const board = before.players[action.player]!;
  return {
    type: 'drafted',
    player: action.player,
    source,
    color: action.color,
    count: counts?.[action.color] ?? 0,
    target,
    toLine,
    toFloor,
    toLid,
    tookMarker: isCenter(source) && before.markerInCenter,
    lineFull: !isFloor(target) && (board.lineCount[target] ?? 0) + toLine === target + 1,
  };
}

function moveOutcome(before: GameState, action: Action): MoveOutcome {
  if (action.type === 'draft') return drafted(before, action);
  const color = before.players[action.player]!.lineColor[action.line] as Color;
  return { type: 'placed', player: action.player, line: action.line, column: action.column, color };
}

export function gameEnd(state: GameState): GameEnd | null {
  const result = state.result;
  if (state.phase !== 'over' || !result) return null;
  const { bySeat } = rankSeats(result.scores, result.completeRows);
  const standings = result.scores.map((score, seat): Standing => ({
    seat,
    score,
    rank: bySeat[seat]!.rank,
    bonuses: result.bonuses[seat]!,
    completeRows: result.completeRows[seat] ?? 0,
  }));
  return { winners: result.winners, decidedBy: result.decidedBy, standings, rounds: state.round + 1 };
}

/** The outcome of `action` played on `before`, giving `after`. */
export function turnOutcome(
  before: GameState,
  action: Action,
  after: GameState,
  playedBy: PlayedBy = 'player',
): TurnOutcome {
  const tiled = after.scoreHistory.length > before.scoreHistory.length;
  return {
    kind: 'turn',
    inRound: before.round,
    move: moveOutcome(before, action),
    playedBy,
    round: tiled ? after.lastReport : null,
    end: gameEnd(after),
    next: nextTurn(after),
  };
}

export function startOutcome(state: GameState): StartOutcome {
  const first = firstPlayerOf(state);
  return {
    kind: 'started',
    firstPlayer: first.seat,
    firstPlayerBy: first.atRandom ? 'random' : 'fixed',
    players: state.playerCount,
    next: nextTurn(state)!,
  };
}
