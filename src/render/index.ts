// Public API of the renderer: a game state (+ player names) in, an encoded image
// with its alt text out. Knows nothing of Discord or the database.
import type { GameState } from '../engine/types.ts';
import { describeTable } from './describe.ts';
import { encodeImage, type RenderedImage } from './encode.ts';
import { seatNames } from './names.ts';
import { drawTable } from './table.ts';

export type { RenderedImage } from './encode.ts';

/** The table: displays, center, every board, whose turn it is. */
export async function renderTable(state: GameState, names: string[]): Promise<RenderedImage> {
  const shown = seatNames(names, state.playerCount);
  const { canvas } = drawTable(state, shown);
  return encodeImage(canvas, `azul-round-${state.round + 1}-table`, describeTable(state, shown));
}
