// Where everything on the Activity's table goes, for the browser: the same pure geometry as the
// pictures (my board's layout, src/render/layout-my-board.ts, and its parts), in two shapes.
// - tall (a phone, from 360 px wide): my board's picture as it is: the banner, the displays as
//   strips, the center beside the supply, the viewer's board large, the others compact;
// - wide (a desktop): the displays, the center and the others' compact boards in a left column,
//   the viewer's board larger on the right.
// Which tile lies where (a display's, the center's) is a pure function too, so a tap on a tile and a
// tile flying from a display to a line find the same places the drawing does.
import type { Color } from '../engine/types.ts';
import { bottom, flowSquares, rect, type Rect } from './geometry.ts';
import {
  MY_BOARD_FONTS,
  STRIPS_WIDTH,
  STRIP_TILE,
  layoutCenterRow,
  layoutMinis,
  layoutMyBoard,
  layoutStrips,
  type MyBoardLayout,
  type StripLayout,
} from './layout-my-board.ts';
import { boardWidth, layoutBoard } from './layout-table.ts';

export type TableShape = 'tall' | 'wide';

const MARGIN = 20;
const SPACING = 12;
/** The viewer's board on a desktop: larger than my board's picture (44). */
export const WIDE_TILE = 64;

/** The Activity's table: my board's layout (tall), or the same parts arranged for a wide screen. */
export function layoutActivity(playerCount: number, displayCount: number, shape: TableShape): MyBoardLayout {
  if (shape === 'tall') return layoutMyBoard(playerCount, displayCount);
  if (![2, 3, 4].includes(playerCount)) throw new Error(`layoutActivity: bad player count ${playerCount}`);
  if (displayCount < 0 || displayCount > 9) throw new Error(`layoutActivity: bad display count ${displayCount}`);
  const fonts = MY_BOARD_FONTS;
  const left = STRIPS_WIDTH;
  const boardW = boardWidth(WIDE_TILE);
  const width = MARGIN + left + 2 * SPACING + boardW + MARGIN;
  const banner = rect(MARGIN, MARGIN, width - 2 * MARGIN, 58);
  const top = bottom(banner) + SPACING;
  // The left column: the displays, the center and the supply, the others' compact boards.
  const { displays, below } = layoutStrips(MARGIN, top, displayCount);
  const { supply, center, centerTitle, centerArea } = layoutCenterRow(MARGIN, MARGIN + left, below, fonts);
  const { others, bottom: lowest } = layoutMinis(MARGIN, bottom(center) + SPACING, left, playerCount - 1, fonts);
  const board = layoutBoard(MARGIN + left + 2 * SPACING, top, fonts, WIDE_TILE);
  const height = Math.max(lowest, bottom(board.rect)) + MARGIN;
  return {
    width,
    height,
    banner,
    displays,
    center,
    centerTitle,
    centerArea,
    supply,
    board,
    others,
    tile: STRIP_TILE,
    fonts,
  };
}

/** The shape for a screen: tall when the table is narrower than it is high, or narrow. */
export function shapeFor(width: number, height: number): TableShape {
  return width < 760 || width < height * 0.9 ? 'tall' : 'wide';
}

/** Tiles of a count-by-color array, in color order. */
export function tilesOf(counts: readonly number[]): Color[] {
  const out: Color[] = [];
  counts.forEach((n, color) => {
    for (let i = 0; i < n; i++) out.push(color as Color);
  });
  return out;
}

export interface PlacedTile {
  color: Color;
  rect: Rect;
}

/** A display's tiles on its strip, in color order (a display holds four). */
export function stripTiles(strip: StripLayout, counts: readonly number[]): PlacedTile[] {
  return tilesOf(counts)
    .slice(0, strip.tiles.length)
    .map((color, i) => ({ color, rect: strip.tiles[i]! }));
}

/** The center's tiles, after the first player marker's place when it lies there; null color: the marker. */
export function centerTiles(
  layout: MyBoardLayout,
  counts: readonly number[],
  marker: boolean,
): { marker: Rect | null; tiles: PlacedTile[] } {
  const tiles = tilesOf(counts);
  const slots = flowSquares(layout.centerArea, tiles.length + (marker ? 1 : 0), layout.tile);
  return {
    marker: marker ? slots[0]! : null,
    tiles: tiles.map((color, i) => ({ color, rect: slots[i + (marker ? 1 : 0)]! })),
  };
}

/** The seats in the order the layout shows them: the viewer's (or the focus) large, then the others in turn order. */
export function seatOrder(playerCount: number, focus: number): number[] {
  return Array.from({ length: playerCount }, (_, i) => (focus + i) % playerCount);
}
