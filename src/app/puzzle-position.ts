// A puzzle's position and whether an answer is right, as the generator (src/puzzles) defines them:
// the one door the app goes through to read a stored or shipped puzzle.
import { applyAction, replayRecord } from '../engine/index.ts';
import { CENTER, COLORS, FLOOR, type Action, type Color, type GameState } from '../engine/types.ts';
import { sameOutcome } from '../review/analyse-move.ts';
import { PUZZLE_FORMAT, type Puzzle, type PuzzleMove } from '../puzzles/types.ts';

/** The engine action a puzzle's move stands for, made by `player`. */
export function puzzleMoveToAction(player: number, move: PuzzleMove): Action {
  if (!('source' in move)) return { type: 'place', player, line: move.line, column: move.column };
  return {
    type: 'draft',
    player,
    source: move.source === 'center' ? CENTER : move.source,
    color: COLORS.indexOf(move.color) as Color,
    line: move.line === 'floor' ? FLOOR : move.line,
  };
}

/** The position before the puzzle: its record replayed. Throws when it does not replay. */
export function puzzlePosition(p: Pick<Puzzle, 'record'>): GameState {
  const replayed = replayRecord(p.record);
  if (!replayed.ok) throw new RangeError(`puzzlePosition: the record does not replay: ${replayed.detail}`);
  return replayed.state;
}

/** Whether `move` leaves the same position as the solution (a display holding the same tiles counts as the same). */
export function answerMatches(puzzle: Puzzle, move: PuzzleMove): boolean {
  const state = puzzlePosition(puzzle);
  const answer = puzzleMoveToAction(puzzle.player, move);
  if (!applyAction(state, answer).ok) return false;
  return sameOutcome(state, puzzleMoveToAction(puzzle.player, puzzle.solution), answer);
}

/** A puzzle from a stored JSON value, checked enough to be served (its record replays to its player's move). */
export function parsePuzzle(value: unknown): { ok: true; puzzle: Puzzle } | { ok: false; error: string } {
  const p = value as Puzzle | null;
  if (!p || typeof p !== 'object' || p.format !== PUZZLE_FORMAT || !p.record || !p.solution || !p.second)
    return { ok: false, error: `not an ${PUZZLE_FORMAT} puzzle` };
  const replayed = replayRecord(p.record);
  if (!replayed.ok) return { ok: false, error: `record: ${replayed.detail}` };
  if (replayed.finished || replayed.state.current !== p.player) return { ok: false, error: 'player: not to move' };
  if (!applyAction(replayed.state, puzzleMoveToAction(p.player, p.solution)).ok)
    return { ok: false, error: 'solution: illegal' };
  return { ok: true, puzzle: p };
}
