// A puzzle: a position from a real (or self-played) game where one move is clearly best.
// This is the shape `azul puzzles` prints (one JSON line per puzzle), the shipped pool holds
// and the store keeps; the generator (src/puzzles) makes it, the app serves it.
import type { ColorName, GameRecord } from '../engine/core.ts';

export const PUZZLE_FORMAT = 'azul-puzzle/1';

/** A move as the record writes it, without the player (the puzzle's `player` makes every move). */
export type PuzzleMove =
  { source: number | 'center'; color: ColorName; line: number | 'floor' } | { line: number; column: number };

/** What a puzzle is about; a puzzle has any number (none: the two moves differ in points on the wall only). */
export type PuzzleTheme =
  'floor-penalty' | 'row-bonus' | 'column-bonus' | 'color-bonus' | 'first-player-marker' | 'denial' | 'round-end';

export const PUZZLE_THEMES: readonly PuzzleTheme[] = [
  'floor-penalty',
  'row-bonus',
  'column-bonus',
  'color-bonus',
  'first-player-marker',
  'denial',
  'round-end',
];

export interface Puzzle {
  format: typeof PUZZLE_FORMAT;
  /** 0-based index of the game in the input the puzzle came from. */
  game: number;
  /** An azul-record/1 object whose moves stop right before the puzzle: replaying it gives the position. */
  record: GameRecord;
  /** The seat to move, whose side the solver takes. */
  player: number;
  /** The best move; a two-move puzzle has `then`, the same player's second move of the round. */
  solution: PuzzleMove;
  /** The opponents' replies between the two moves (fixed by the search) and the second move. */
  then?: { replies: (PuzzleMove & { player: number })[]; move: PuzzleMove };
  /** The best other first move. */
  second: PuzzleMove;
  /** Expected points the solution is worth more than `second`, at the deep search's budget. */
  gap: number;
  themes: PuzzleTheme[];
  /** A starting rating on the players' puzzle-rating scale (1500 is an average puzzle). */
  difficulty: number;
}
