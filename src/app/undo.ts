// Undo, after Board Game Arena's policy: the person who made the last move may take it back until
// someone else acts or the round ends (the next deal is random, so a move that ended a round stays).
// In a game where everyone else is a bot, the bots' replies since go back with it. The rules here
// are pure, over the game and its event log: which move may be taken back, and what goes with it.
import type { Game, GameEventRow } from '../store/types.ts';
import type { AppError } from './errors.ts';
import type { TurnOutcome, UndoneOutcome } from './outcome.ts';
import { seatOf } from './seats.ts';

/** Who may take a move back now, and the move to name (its number in the move log). */
export interface UndoOffer {
  seat: number;
  userId: string;
  /** The person's move, numbered from 1 in the move log: what the undo button names. */
  moveCount: number;
  /** Automated replies made since, taken back with it. */
  replies: number;
}

/** What an undo of one move takes back. */
export interface UndoSpan {
  seat: number;
  /** The moves taken back, the person's first. */
  moves: TurnOutcome[];
  /** The version the person's move was saved at (its turn event's). */
  fromVersion: number;
}

type UndoRefusal = Extract<AppError, 'UNDO_NOT_YOURS' | 'UNDO_GONE' | 'UNDO_ROUND_OVER' | 'UNDO_TOO_LATE'>;

/**
 * A move made since without anyone choosing it: a bot's, or the autopilot's for a person who left
 * the game (for good). The autopilot playing for a person whose clock ran out is time acting: it
 * changed their seat's count of missed turns, and stops any undo.
 */
function automatedReply(game: Game, event: GameEventRow): boolean {
  if (event.kind !== 'turn') return false;
  const turn = event.data as TurnOutcome;
  if (turn.playedBy === 'bot') return true;
  return turn.playedBy === 'autopilot' && game.seats[turn.move.player]?.control === 'left';
}

/**
 * Whether `userId` may take back move number `moveCount` of `game` (its whole event log in
 * `events`), and what goes with it: that move and every later one, all automated replies, none
 * ending a round. An event of another kind since (a seat change, an earlier undo) stops it: an undo
 * takes back one move of a person's at a time, never the moves before an undo.
 */
export function undoSpan(
  game: Game,
  events: readonly GameEventRow[],
  moveCount: number,
  userId: string,
): { ok: true; span: UndoSpan } | { ok: false; error: UndoRefusal } {
  const turns = events.filter((e) => e.kind === 'turn');
  const seat = seatOf(game, userId);
  if (!Number.isInteger(moveCount) || moveCount < 1) return { ok: false, error: 'UNDO_NOT_YOURS' };
  if (moveCount > game.moveCount || moveCount > turns.length) return { ok: false, error: 'UNDO_GONE' };
  const mine = turns[moveCount - 1]!;
  const move = mine.data as TurnOutcome;
  if (move.playedBy !== 'player' || move.move.player !== seat) return { ok: false, error: 'UNDO_NOT_YOURS' };
  const moves = turns.slice(moveCount - 1).map((e) => e.data as TurnOutcome);
  if (moves.some((t) => t.round !== null || t.end !== null)) return { ok: false, error: 'UNDO_ROUND_OVER' };
  if (events.some((e) => e.version > mine.version && !automatedReply(game, e)))
    return { ok: false, error: 'UNDO_TOO_LATE' };
  return { ok: true, span: { seat, moves, fromVersion: mine.version } };
}

/**
 * The undo on offer in `game` now (whose, and which move), or
 * null: the latest person's move, if it may still be taken back.
 */
export function undoOffer(game: Game, events: readonly GameEventRow[]): UndoOffer | null {
  if (game.status !== 'active' || !game.state) return null;
  const turns = events.filter((e) => e.kind === 'turn');
  let index = -1;
  turns.forEach((e, i) => {
    if ((e.data as TurnOutcome).playedBy === 'player') index = i;
  });
  if (index < 0) return null;
  const seat = game.seats[(turns[index]!.data as TurnOutcome).move.player];
  if (!seat || seat.botLevel !== null || seat.control === 'left') return null;
  const checked = undoSpan(game, events, index + 1, seat.userId);
  if (!checked.ok) return null;
  return { seat: seat.seat, userId: seat.userId, moveCount: index + 1, replies: checked.span.moves.length - 1 };
}

/**
 * The move lines (the public messages people's moves were made on) that may still show an Undo
 * that can no longer work: the lines of the latest two moves people made, but the one whose undo
 * is on offer, and the lines of moves taken back from elsewhere (My board). A move line gets its
 * Undo when it is made; the next turn message (or the end of the game) takes away the ones this
 * names, so a button that cannot work is not left in the thread: between two moves of people one
 * turn message is always posted, so older lines lost theirs already. Stale clicks are refused
 * anyway (`undoSpan`).
 */
export function voidUndoLines(events: readonly GameEventRow[], offer: UndoOffer | null): string[] {
  const turns = events.filter((e) => e.kind === 'turn').map((e) => e.data as TurnOutcome);
  const offered = offer ? turns[offer.moveCount - 1]?.onMessage : undefined;
  const people = turns.filter((t) => t.playedBy === 'player' && t.onMessage);
  const lastUndo = events.findLast((e) => e.kind === 'undone');
  const takenBack = lastUndo ? (lastUndo.data as UndoneOutcome).moves : [];
  const lines = [...people.slice(-2), ...takenBack].flatMap((t) => (t.onMessage ? [t.onMessage] : []));
  return [...new Set(lines)].filter((id) => id !== offered);
}
