// Public API of the renderer: a game state (+ player names) in, an encoded image
// with its alt text out. Knows nothing of Discord or the database. Every word
// the images show or say comes from a words object (words.ts) the caller gives,
// in the reader's language (the app builds them from the catalog).
import type { GameState } from '../engine/types.ts';
import { describeFinal, describeSummary, describeTable } from './describe.ts';
import { encodeImage, type ImageFormat, type RenderedImage } from './encode.ts';
import { drawableName, seatNames, spokenNames } from './names.ts';
import { drawEvalChart, type EvalChartInput } from './review-chart.ts';
import { drawReviewPosition, type ReviewPositionInput } from './review-position.ts';
import { describeEvalChart, describeReviewPosition } from './review-words.ts';
import { drawFinal } from './final.ts';
import { drawStandings, type StandingsTable } from './standings.ts';
import { drawSummary } from './summary.ts';
import { drawTable, validMarks } from './table.ts';
import { drawingNames } from './text.ts';
import type { LastMove, MoveMark } from './last-move.ts';
import type { FinalWords, SummaryWords, TableWords } from './words.ts';

export type { ImageFormat, RenderedImage } from './encode.ts';
export { shrinkImage } from './encode.ts';
export { lastMoveOf, type LastMove, type MoveMark } from './last-move.ts';
export { warmFonts } from './fonts.ts';
export { renderMyBoard, type MyBoardOptions, type Picked } from './my-board.ts';
export { renderScoringExample, SCORING_EXAMPLES, type ScoringExample } from './scoring-examples.ts';
export * from './words.ts';
export type { NamePart, Phrase } from './text.ts';
export { shortMoveWords, type ReviewWords } from './review-words.ts';

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
  words: TableWords;
}

/** The table: displays, center, every board, whose turn it is, the moves since the last turn, the supply. */
export async function renderTable(state: GameState, names: string[], options: TableOptions): Promise<RenderedImage> {
  const words = options.words;
  const shown = seatNames(names, state.playerCount, words.seat);
  const moves = validMarks(state, options.since ?? (options.lastMove ? [options.lastMove] : []));
  const { canvas } = drawingNames(shown, () => drawTable(state, shown, moves, undefined, words));
  const description = describeTable(state, spokenNames(names, state.playerCount, words.seat), moves, words.alt);
  return encodeImage(canvas, `azul-round-${state.round + 1}-table`, description, options.format);
}

/** After a wall-tiling (state.lastReport): each player's placed tiles, their points and why, the floor. */
export async function renderRoundSummary(
  state: GameState,
  names: string[],
  options: RenderOptions & { words: SummaryWords },
): Promise<RenderedImage> {
  const words = options.words;
  const shown = seatNames(names, state.playerCount, words.seat);
  const { canvas } = drawingNames(shown, () => drawSummary(state, shown, words));
  const description = describeSummary(state, spokenNames(names, state.playerCount, words.seat), words);
  return encodeImage(canvas, `azul-round-${(state.lastReport?.round ?? 0) + 1}-summary`, description, options.format);
}

/** Game over (state.result): final walls, bonuses, scores, the winner and why, a score chart. */
export async function renderFinal(
  state: GameState,
  names: string[],
  options: RenderOptions & { words: FinalWords },
): Promise<RenderedImage> {
  const words = options.words;
  const shown = seatNames(names, state.playerCount, words.seat);
  const { canvas } = drawingNames(shown, () => drawFinal(state, shown, words));
  return encodeImage(
    canvas,
    'azul-final-results',
    describeFinal(state, spokenNames(names, state.playerCount, words.seat), words),
    options.format,
  );
}

export type { StandingsTable } from './standings.ts';

/** A tournament's standings as a table (title, headings, one row per entrant), and its alt text as given. */
export async function renderStandings(
  table: StandingsTable,
  description: string,
  options: RenderOptions = {},
): Promise<RenderedImage> {
  const { canvas } = drawStandings(table);
  return encodeImage(canvas, 'azul-tournament-standings', description, options.format);
}

// The game review's images (review-chart.ts, review-position.ts; their words in review-words.ts).
export type { EvalChartInput } from './review-chart.ts';
export type { ReviewPositionInput } from './review-position.ts';

/** The review's chart: every seat's expected margin move by move, mistakes and blunders ringed. */
export async function renderReviewChart(input: EvalChartInput, options: RenderOptions = {}): Promise<RenderedImage> {
  const names = seatNames(input.names, input.names.length, input.words.seat);
  const { canvas } = drawingNames(names, () => drawEvalChart({ ...input, names }));
  const finals = input.margins.map((s) => s[s.length - 1] ?? 0);
  const moves = Math.max(0, ...input.margins.map((s) => s.length - 1));
  return encodeImage(
    canvas,
    'azul-review-chart',
    describeEvalChart(spokenNames(input.names, input.names.length, input.words.seat), finals, moves, input.words),
    options.format,
  );
}

/** A costly move: the mover's board, the move played (red, dashed) and the better move (green), in words too. */
export async function renderReviewPosition(
  input: ReviewPositionInput,
  options: RenderOptions = {},
): Promise<RenderedImage> {
  // The mover's name told apart from the others at the table (two bots of a level start alike).
  const names = input.names ? seatNames(input.names, input.names.length, input.words.seat) : [];
  const { canvas } = drawingNames(names, () =>
    drawReviewPosition({ ...input, name: drawableName(input.name, input.played.player, input.words.seat) }),
  );
  const spoken = input.name.replace(/\s+/g, ' ').trim() || input.words.seat(input.played.player + 1);
  return encodeImage(
    canvas,
    `azul-review-round-${input.state.round + 1}`,
    describeReviewPosition(input.state, spoken, input.played, input.better, input.loss, input.words),
    options.format,
  );
}
