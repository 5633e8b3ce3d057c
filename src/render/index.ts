// Public API of the renderer: a game state (+ player names) in, an encoded image
// with its alt text out. Knows nothing of Discord or the database.
import type { GameState } from '../engine/types.ts';
import { describeFinal, describeSummary, describeTable } from './describe.ts';
import { encodeImage, type ImageFormat, type RenderedImage } from './encode.ts';
import { seatNames, spokenNames } from './names.ts';
import { drawFinal } from './final.ts';
import { drawSummary } from './summary.ts';
import { drawTable } from './table.ts';

import type { LastMove } from './last-move.ts';

export type { ImageFormat, RenderedImage } from './encode.ts';
export { lastMoveOf, type LastMove } from './last-move.ts';
export { warmFonts } from './fonts.ts';

/** PNG unless asked otherwise (the CLI writes lossless WebP for a .webp file name). */
export interface RenderOptions {
  format?: ImageFormat;
  /** Table only: the move just made, marked on the image (source ringed, its tiles' new spaces ringed, named in words). */
  lastMove?: LastMove | null;
}

/** The table: displays, center, every board, whose turn it is. */
export async function renderTable(state: GameState, names: string[], options: RenderOptions = {}): Promise<RenderedImage> {
  const shown = seatNames(names, state.playerCount);
  const lastMove = options.lastMove ?? null;
  const { canvas } = drawTable(state, shown, lastMove);
  return encodeImage(canvas, `azul-round-${state.round + 1}-table`, describeTable(state, spokenNames(names, state.playerCount), lastMove), options.format);
}

/** After a wall-tiling (state.lastReport): each player's placed tiles, their points and why, the floor. */
export async function renderRoundSummary(state: GameState, names: string[], options: RenderOptions = {}): Promise<RenderedImage> {
  const shown = seatNames(names, state.playerCount);
  const { canvas } = drawSummary(state, shown);
  return encodeImage(canvas, `azul-round-${(state.lastReport?.round ?? 0) + 1}-summary`, describeSummary(state, spokenNames(names, state.playerCount)), options.format);
}

/** Game over (state.result): final walls, bonuses, scores, the winner and why, a score chart. */
export async function renderFinal(state: GameState, names: string[], options: RenderOptions = {}): Promise<RenderedImage> {
  const shown = seatNames(names, state.playerCount);
  const { canvas } = drawFinal(state, shown);
  return encodeImage(canvas, 'azul-final-results', describeFinal(state, spokenNames(names, state.playerCount)), options.format);
}
