// Where everything on "my board" goes: the image made for one player and a
// phone. A pure function of the player count and display count, tested
// without pixels (test/render/my-board-layout.test.ts, test/render/phone.test.ts).
//
// Top to bottom: the banner (whose turn); the displays as strips of four tiles,
// three to a row; the center beside the supply grid (tiles per color on the
// table, in the bag, in the lid); the viewer's board, large; then each other
// player as a compact row: pattern lines, wall, and beside them name, score,
// floor. The image is 640 px wide and shown about 400 px wide on a phone, so a
// layout px shows as 0.625 px: every text is at least 28 px, whose digits and
// capitals (0.73 em) show 12.7 px high there, and every tile at least 23 px
// (14 px shown).
import { badgeDiameter, bottom, rect, right, type Rect } from './geometry.ts';
import type { MyBoardWords } from './words.ts';
import {
  boardHeight,
  boardWidth,
  layoutBoard,
  layoutSupply,
  supplyWidth,
  type BoardLayout,
  type SupplyLayout,
  type TableFonts,
} from './layout-table.ts';

export const MY_BOARD_WIDTH = 640;
const MARGIN = 20;
const SPACING = 12;
const INNER = MY_BOARD_WIDTH - 2 * MARGIN;
const BANNER = 58;
/** The viewer's board: tiles larger than the table's 40. */
export const MY_TILE = 44;
/** Display strips: tile side, gap between tiles, the plate's padding, the number badge. */
export const STRIP_TILE = 32;
const STRIP_GAP = 4;
const STRIP_PAD = 6;
const STRIP_BADGE = 34;
const STRIP_COLUMNS = 3;
const STRIP_SPACING = 9;
/** The center and the supply beside it. */
const CENTER_TITLE = 38;
const SUPPLY_TILE = 32;
const SUPPLY_HEIGHT = 156;
/** The others' compact rows. */
const MINI_TILE = 24;
const MINI_STEP = 27;
const ROW_PAD = 10;
/** Left of the pattern lines: room for a move's number beside line 5. */
const MINI_GUTTER = 30;

/** Every text's font size; all at least 28 px (12 px high digits and capitals at 400 px wide). */
export const MY_BOARD_FONTS = {
  roundChip: 30,
  headline: 32,
  moveText: 28,
  markBadge: 28,
  supplyLabel: 28,
  supplyCount: 28,
  displayBadge: 28,
  centerTitle: 30,
  boardName: 32,
  turnPill: 28,
  score: 44,
  lineNumber: 30,
  pendingLineNumber: 32,
  wallColumn: 32,
  floorPenalty: 28,
  floorLabel: 30,
  floorTotal: 32,
  otherName: 30,
  otherScore: 40,
  otherFloor: 28,
} as const;
export type MyBoardFonts = TableFonts & { otherName: number; otherScore: number; otherFloor: number };

/** A display as a strip: its number, then its four tiles in a row. */
export interface StripLayout {
  plate: Rect;
  badge: Rect;
  tiles: Rect[];
}

/** Another player, compact: pattern lines and wall side by side, name, score and floor beside them. */
export interface MiniBoardLayout {
  rect: Rect;
  /** lines[i][k]: slot k of pattern line i; slot 0 is the rightmost (filled first). */
  lines: Rect[][];
  wall: Rect[];
  floor: Rect[];
  nameBox: Rect;
  scoreBox: Rect;
  /** Right of the score: "Floor −3". */
  floorText: Rect;
  tile: number;
  markerSize: number;
}

export interface MyBoardLayout {
  width: number;
  height: number;
  banner: Rect;
  displays: StripLayout[];
  center: Rect;
  centerTitle: Rect;
  centerArea: Rect;
  supply: SupplyLayout;
  board: BoardLayout;
  others: MiniBoardLayout[];
  /** Tile size in the center (it shrinks only when the center is very full). */
  tile: number;
  fonts: MyBoardFonts;
}

function layoutStrip(x: number, y: number, w: number): StripLayout {
  const plate = rect(x, y, w, STRIP_TILE + 2 * STRIP_PAD);
  const badge = rect(x + STRIP_PAD - 2, y + (plate.h - STRIP_BADGE) / 2, STRIP_BADGE, STRIP_BADGE);
  const tiles = [0, 1, 2, 3].map((i) =>
    rect(right(badge) + 6 + i * (STRIP_TILE + STRIP_GAP), y + STRIP_PAD, STRIP_TILE, STRIP_TILE),
  );
  return { plate, badge, tiles };
}

/** Width of a display strip: badge, four tiles, padding. */
export const STRIP_WIDTH = STRIP_PAD - 2 + STRIP_BADGE + 6 + 4 * STRIP_TILE + 3 * STRIP_GAP + STRIP_PAD;

function layoutMini(x: number, y: number, w: number, fonts: MyBoardFonts): MiniBoardLayout {
  const five = 5 * MINI_STEP - (MINI_STEP - MINI_TILE);
  const box = rect(x, y, w, five + 2 * ROW_PAD);
  const top = y + ROW_PAD;
  const linesRight = x + ROW_PAD + MINI_GUTTER + five;
  const wallLeft = linesRight + 12;
  const lines: Rect[][] = [];
  const wall: Rect[] = [];
  for (let row = 0; row < 5; row++) {
    const ry = top + row * MINI_STEP;
    const slots: Rect[] = [];
    for (let k = 0; k <= row; k++)
      slots.push(rect(linesRight - (k + 1) * MINI_STEP + (MINI_STEP - MINI_TILE), ry, MINI_TILE, MINI_TILE));
    lines.push(slots);
    for (let col = 0; col < 5; col++) wall.push(rect(wallLeft + col * MINI_STEP, ry, MINI_TILE, MINI_TILE));
  }
  // Room left of the floor for a move's number beside it.
  const sideX = wallLeft + five + 24;
  const sideW = right(box) - ROW_PAD - sideX;
  const nameH = Math.ceil(fonts.otherName * 1.25);
  const nameBox = rect(sideX, top, sideW, nameH);
  const scoreH = Math.ceil(fonts.otherScore * 1.1);
  const scoreBox = rect(sideX, bottom(nameBox) + 2, Math.ceil(fonts.otherScore * 2.05), scoreH);
  const floorText = rect(right(scoreBox) + 8, scoreBox.y, right(box) - ROW_PAD - (right(scoreBox) + 8), scoreH);
  const floorY = top + five - MINI_TILE;
  const floor = Array.from({ length: 7 }, (_, i) => rect(sideX + i * MINI_STEP, floorY, MINI_TILE, MINI_TILE));
  return { rect: box, lines, wall, floor, nameBox, scoreBox, floorText, tile: MINI_TILE, markerSize: MINI_TILE };
}

/** The displays as strips, STRIP_COLUMNS to a row from (x, top); `below`: where what follows them starts. */
export function layoutStrips(x: number, top: number, count: number): { displays: StripLayout[]; below: number } {
  const stripH = STRIP_TILE + 2 * STRIP_PAD;
  const displays = Array.from({ length: count }, (_, i) =>
    layoutStrip(
      x + (i % STRIP_COLUMNS) * (STRIP_WIDTH + STRIP_SPACING),
      top + Math.floor(i / STRIP_COLUMNS) * (stripH + 8),
      STRIP_WIDTH,
    ),
  );
  const rows = Math.ceil(count / STRIP_COLUMNS);
  return { displays, below: top + (rows > 0 ? rows * (stripH + 8) - 8 : 0) + SPACING };
}

/** The width of STRIP_COLUMNS strips side by side. */
export const STRIPS_WIDTH = STRIP_COLUMNS * (STRIP_WIDTH + STRIP_SPACING) - STRIP_SPACING;

/** The center from `x`, with the supply beside it ending at `right`, at `y`. */
export function layoutCenterRow(
  x: number,
  right: number,
  y: number,
  fonts: MyBoardFonts,
): Pick<MyBoardLayout, 'supply' | 'center' | 'centerTitle' | 'centerArea'> {
  const supply = layoutSupply(right - supplyWidth(fonts, SUPPLY_TILE), y, SUPPLY_HEIGHT, fonts, SUPPLY_TILE);
  const center = rect(x, y, supply.box.x - SPACING - x, SUPPLY_HEIGHT);
  const centerTitle = rect(center.x + 12, center.y + 4, center.w - 24, CENTER_TITLE);
  const centerArea = rect(
    center.x + 12,
    bottom(centerTitle) + 2,
    center.w - 24,
    bottom(center) - 8 - (bottom(centerTitle) + 2),
  );
  return { supply, center, centerTitle, centerArea };
}

/** The others' compact boards, one under another from `y`; `bottom`: the last one's lower edge. */
export function layoutMinis(
  x: number,
  y: number,
  w: number,
  count: number,
  fonts: MyBoardFonts,
): { others: MiniBoardLayout[]; bottom: number } {
  const others: MiniBoardLayout[] = [];
  let next = y;
  for (let i = 0; i < count; i++) {
    const mini = layoutMini(x, next, w, fonts);
    others.push(mini);
    next = bottom(mini.rect) + 10;
  }
  return { others, bottom: next - 10 };
}

export function layoutMyBoard(
  playerCount: number,
  displayCount: number,
  fonts: MyBoardFonts = MY_BOARD_FONTS,
): MyBoardLayout {
  if (![2, 3, 4].includes(playerCount)) throw new Error(`layoutMyBoard: bad player count ${playerCount}`);
  if (displayCount < 0 || displayCount > 9) throw new Error(`layoutMyBoard: bad display count ${displayCount}`);
  const banner = rect(MARGIN, MARGIN, INNER, BANNER);
  const stripsX = MARGIN + Math.round((INNER - STRIPS_WIDTH) / 2);
  const { displays, below } = layoutStrips(stripsX, bottom(banner) + SPACING, displayCount);
  const middle = layoutCenterRow(MARGIN, MARGIN + INNER, below, fonts);
  const boardW = boardWidth(MY_TILE);
  const board = layoutBoard(MARGIN + Math.round((INNER - boardW) / 2), bottom(middle.center) + SPACING, fonts, MY_TILE);
  const { others, bottom: lowest } = layoutMinis(MARGIN, bottom(board.rect) + SPACING, INNER, playerCount - 1, fonts);
  const height = lowest + MARGIN;
  const { supply, center, centerTitle, centerArea } = middle;
  return {
    width: MY_BOARD_WIDTH,
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

/** A text on my board: where, at what size, and the widest text it shows (null: a name, shortened to fit). */
export interface MyBoardText {
  what: keyof MyBoardFonts;
  box: Rect;
  size: number;
  widest: string | null;
}

/** Fonts of TableFonts my board has no text for (the table's moves strip). */
export const UNUSED_ON_MY_BOARD: readonly (keyof MyBoardFonts)[] = ['moveText'];

/** Every text my board draws, for the phone test (each font with the boxes it is drawn in). */
export function myBoardTexts(l: MyBoardLayout, W: MyBoardWords): MyBoardText[] {
  const f = l.fonts;
  const slot = (what: keyof MyBoardFonts, box: Rect, widest: string | null): MyBoardText => ({
    what,
    box,
    size: f[what],
    widest,
  });
  const b = l.board;
  const out: MyBoardText[] = [
    slot('roundChip', l.banner, W.round(10)),
    slot('headline', l.banner, null),
    ...l.displays.map((d) => slot('displayBadge', d.badge, '9')),
    slot('markBadge', rect(0, 0, badgeDiameter(f.markBadge), badgeDiameter(f.markBadge)), '9'),
    slot('centerTitle', l.centerTitle, W.centerShort(27)),
    ...l.supply.labels.map((r) => slot('supplyLabel', r, W.supplyTable)),
    ...l.supply.cells.flat().map((r) => slot('supplyCount', r, '20')),
    slot('boardName', b.nameBox, null),
    slot('turnPill', b.turnPill, W.placingPill),
    slot('score', b.scoreBox, '240'),
    ...b.lineNumbers.flatMap((n) => [slot('lineNumber', n, '5'), slot('pendingLineNumber', n, '5')]),
    ...b.wall.map((w) => slot('wallColumn', w, '5')),
    ...b.floorPenalties.map((p) => slot('floorPenalty', p, '−3')),
    slot('floorLabel', b.floorLabel, W.floor),
    slot('floorTotal', b.floorTotal, '−14'),
  ];
  for (const o of l.others) {
    out.push(
      slot('otherName', o.nameBox, null),
      slot('otherScore', o.scoreBox, '240'),
      slot('otherFloor', o.floorText, `${W.floor} −14`),
    );
  }
  return out;
}

/** Board height at my board's tile size, for tests. */
export function myBoardHeight(fonts: TableFonts = MY_BOARD_FONTS): number {
  return boardHeight(fonts, MY_TILE);
}
