// Public API of the renderer: a game state (+ player names) in, an encoded image
// with its alt text out. Knows nothing of Discord or the database.
import type { GameState } from '../engine/types.ts';
import { describeFinal, describeSummary, describeTable } from './describe.ts';
import { encodeImage, type ImageFormat, type RenderedImage } from './encode.ts';
import { drawableName, seatNames, spokenNames } from './names.ts';
import { drawEvalChart, type EvalChartInput } from './review-chart.ts';
import { drawReviewPosition, type ReviewPositionInput } from './review-position.ts';
import { describeEvalChart, describeReviewPosition } from './review-words.ts';
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

// The game review's images (review-chart.ts, review-position.ts; their words in review-words.ts).
export type { EvalChartInput } from './review-chart.ts';
export type { ReviewPositionInput } from './review-position.ts';

/** The review's chart: every seat's expected margin move by move, mistakes and blunders ringed. */
export async function renderReviewChart(input: EvalChartInput, options: RenderOptions = {}): Promise<RenderedImage> {
  const names = seatNames(input.names, input.names.length);
  const { canvas } = drawEvalChart({ ...input, names });
  const finals = input.margins.map((s) => s[s.length - 1] ?? 0);
  const moves = Math.max(0, ...input.margins.map((s) => s.length - 1));
  return encodeImage(canvas, 'azul-review-chart', describeEvalChart(spokenNames(input.names, input.names.length), finals, moves), options.format);
}

/** A costly move: the mover's board, the move played (red, dashed) and the better move (green), in words too. */
export async function renderReviewPosition(input: ReviewPositionInput, options: RenderOptions = {}): Promise<RenderedImage> {
  const { canvas } = drawReviewPosition({ ...input, name: drawableName(input.name, input.played.player) });
  const spoken = input.name.replace(/\s+/g, ' ').trim() || `Player ${input.played.player + 1}`;
  return encodeImage(canvas, `azul-review-round-${input.state.round + 1}`, describeReviewPosition(input.state, spoken, input.played, input.better, input.loss), options.format);
}
