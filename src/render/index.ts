// Public API of the renderer: a game state (+ player names) in, an encoded image
// with its alt text out. Knows nothing of Discord or the database. Every word
// the images show or say comes from a words object (words.ts), English by default.
import type { GameState } from '../engine/types.ts';
import { describeFinal, describeSummary, describeTable } from './describe.ts';
import { encodeImage, type ImageFormat, type RenderedImage } from './encode.ts';
import { seatNames, spokenNames } from './names.ts';
import { drawFinal } from './final.ts';
import { drawSummary } from './summary.ts';
import { drawTable, validMarks } from './table.ts';
import type { LastMove, MoveMark } from './last-move.ts';
import { ENGLISH_FINAL, ENGLISH_SUMMARY, ENGLISH_TABLE, type FinalWords, type SummaryWords, type TableWords } from './words.ts';

export type { ImageFormat, RenderedImage } from './encode.ts';
export { lastMoveOf, type LastMove, type MoveMark } from './last-move.ts';
export { warmFonts } from './fonts.ts';
export { renderMyBoard, type MyBoardOptions, type Picked } from './my-board.ts';
export { renderScoringExample, SCORING_EXAMPLES, type ScoringExample } from './scoring-examples.ts';
export * from './words.ts';

/** PNG unless asked otherwise (the CLI writes lossless WebP for a .webp file name). */
export interface RenderOptions {
  format?: ImageFormat;
}

export interface TableOptions extends RenderOptions {
  /**
   * The moves since the last turn of the player the image is for, oldest
   * first: each is marked with its number, in its player's color, where its
   * tiles came from and went (a move the table no longer shows, as after a
   * new deal, is listed in words only). Wins over `lastMove`.
   */
  since?: readonly MoveMark[];
  /** One move only (the move just made): the same as `since: [lastMove]`. */
  lastMove?: LastMove | null;
  words?: TableWords;
}

/** The table: displays, center, every board, whose turn it is, the moves since the last turn, the supply. */
export async function renderTable(state: GameState, names: string[], options: TableOptions = {}): Promise<RenderedImage> {
  const words = options.words ?? ENGLISH_TABLE;
  const shown = seatNames(names, state.playerCount, words.seat);
  const moves = validMarks(state, options.since ?? (options.lastMove ? [options.lastMove] : []));
  const { canvas } = drawTable(state, shown, moves, undefined, words);
  const description = describeTable(state, spokenNames(names, state.playerCount, words.seat), moves, words.alt);
  return encodeImage(canvas, `azul-round-${state.round + 1}-table`, description, options.format);
}

/** After a wall-tiling (state.lastReport): each player's placed tiles, their points and why, the floor. */
export async function renderRoundSummary(state: GameState, names: string[], options: RenderOptions & { words?: SummaryWords } = {}): Promise<RenderedImage> {
  const words = options.words ?? ENGLISH_SUMMARY;
  const shown = seatNames(names, state.playerCount, words.seat);
  const { canvas } = drawSummary(state, shown, words);
  const description = describeSummary(state, spokenNames(names, state.playerCount, words.seat), words);
  return encodeImage(canvas, `azul-round-${(state.lastReport?.round ?? 0) + 1}-summary`, description, options.format);
}

/** Game over (state.result): final walls, bonuses, scores, the winner and why, a score chart. */
export async function renderFinal(state: GameState, names: string[], options: RenderOptions & { words?: FinalWords } = {}): Promise<RenderedImage> {
  const words = options.words ?? ENGLISH_FINAL;
  const shown = seatNames(names, state.playerCount, words.seat);
  const { canvas } = drawFinal(state, shown, words);
  return encodeImage(canvas, 'azul-final-results', describeFinal(state, spokenNames(names, state.playerCount, words.seat), words), options.format);
}
