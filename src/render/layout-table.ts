// Where everything on the table image goes: a pure function of the player count
// and display count, tested without pixels (test/render/layout-table.test.ts).
//
// Layouts, chosen to stay legible when Discord shows the image ~400 px wide:
// - 2 players: displays and center in a left column, the two boards stacked on
//   the right; the image is narrow, so everything shows larger.
// - 3 players: the 7 displays in one row on top, boards in a 2x2 grid whose
//   fourth cell is the center.
// - 4 players: 9 displays in two rows on the top left, the center on the top
//   right, boards in a 2x2 grid.
// The 3- and 4-player tables are about 1090 px wide (twice a board), so at 400 px
// a layout px shows as 0.37 px: their texts are a third larger than the
// 2-player table's, so that digits and capitals stay 9 px high there.
import { bottom, rect, right, type Rect } from './geometry.ts';
import type { CommonWords } from './words.ts';

/** Tile size of boards and displays, in pixels. */
export const TILE = 40;
const GAP = 5;
const STEP = TILE + GAP;
const MARGIN = 20;
const SPACING = 16;
export const BANNER_HEIGHT = 58;
/**
 * The header: the banner and, under it, two lines for the moves since the
 * last turn (left); the supply grid, tiles per color on the table, in the bag
 * and in the lid (right).
 */
export const HEADER_HEIGHT = 150;
/** One line of the moves under the banner: room for its number badge and a tile. */
export const MOVE_LINE = 43;

/**
 * Font sizes (px, in layout units) of every text on the table. The drawing takes
 * its sizes from the layout's `fonts` only, so the geometry tests can check that
 * all of them stay readable on a phone (test/render/phone.test.ts). These are
 * the 2-player table's (800 px wide); WIDE_TABLE_FONTS the 3- and 4-player ones.
 */
export const TABLE_FONTS = {
  roundChip: 28,
  headline: 30,
  moveText: 28,
  markBadge: 26,
  supplyLabel: 28,
  supplyCount: 28,
  displayBadge: 28,
  centerTitle: 28,
  boardName: 30,
  turnPill: 28,
  score: 40,
  lineNumber: 28,
  pendingLineNumber: 30,
  wallColumn: 28,
  floorPenalty: 26,
  floorLabel: 28,
  floorTotal: 30,
} as const;
export type TableFonts = Record<keyof typeof TABLE_FONTS, number>;

/**
 * The 3- and 4-player tables' fonts: a digit of Inter is 0.73 em high, so 36 px
 * shows 9.6 px high at 400 of 1088 px (and 8.2 px at 340). The board's own texts
 * are larger where their boxes allow.
 */
export const WIDE_TABLE_FONTS: TableFonts = {
  roundChip: 36,
  headline: 38,
  moveText: 36,
  markBadge: 36,
  supplyLabel: 34,
  supplyCount: 36,
  displayBadge: 38,
  centerTitle: 38,
  boardName: 40,
  turnPill: 36,
  score: 48,
  lineNumber: 38,
  pendingLineNumber: 40,
  wallColumn: 36,
  floorPenalty: 38,
  floorLabel: 38,
  floorTotal: 40,
};

/**
 * The floor's penalties, each over the spaces it counts for (−1
 * for the first two, −2 for the next three, −3 for the last two).
 */
export const FLOOR_GROUPS: readonly { penalty: number; first: number; count: number }[] = [
  { penalty: -1, first: 0, count: 2 },
  { penalty: -2, first: 2, count: 3 },
  { penalty: -3, first: 5, count: 2 },
];

export interface BoardLayout {
  rect: Rect;
  header: Rect;
  /** Left part of the header: seat dot, name, marker badge. */
  nameBox: Rect;
  /** Right part of the header: the score. */
  scoreBox: Rect;
  /** Pill left of the score: "TO PLAY" on the current player's board. */
  turnPill: Rect;
  /** Number ("1".."5") left of each pattern line. */
  lineNumbers: Rect[];
  /** lines[i][k]: slot k of pattern line i; slot 0 is the rightmost (filled first). */
  lines: Rect[][];
  /** The whole row of each pattern line, for highlighting the pending line. */
  lineRows: Rect[];
  /** 25 wall spaces, row-major. */
  wall: Rect[];
  /** Above the floor, one per FLOOR_GROUPS entry: its penalty over the spaces it counts for. */
  floorPenalties: Rect[];
  floor: Rect[];
  /** Right of the penalties, above the total: the word "Floor". */
  floorLabel: Rect;
  /** Right of the floor: the total penalty so far. */
  floorTotal: Rect;
  tile: number;
  /** Side of the first player marker shown right of the name. */
  markerSize: number;
  fonts: TableFonts;
}

export interface DisplayLayout {
  plate: Rect;
  /** Circle bounding box for the display's number (1..9). */
  badge: Rect;
  tiles: Rect[];
}

export interface TableLayout {
  width: number;
  height: number;
  banner: Rect;
  displays: DisplayLayout[];
  /** The center's panel, its title strip and the area its tiles flow in. */
  center: Rect;
  centerTitle: Rect;
  centerArea: Rect;
  boards: BoardLayout[];
  tile: number;
  /** Under the banner: the moves since the last turn, two lines (or the variant and totals when there is none). */
  moves: Rect;
  moveLines: MoveLineLayout[];
  /** Right of the banner and moves: tiles per color on the table, in the bag, in the lid. */
  supply: SupplyLayout;
  fonts: TableFonts;
}

/** One line of moves: a move's number badge (in its player's color), its tile, its words. */
export interface MoveLineLayout {
  box: Rect;
  badge: Rect;
  tile: Rect;
  text: Rect;
}

/** The supply grid: a tile heading each color's column, then three rows of counts. */
export interface SupplyLayout {
  box: Rect;
  /** Row labels: on the table, in the bag, in the lid. */
  labels: Rect[];
  /** The tile over each color's column, in color order. */
  heads: Rect[];
  /** cells[row][color]: where the count is written. */
  cells: Rect[][];
}

const BOARD_PAD = 16;
const HEADER_H = 54;
const LINE_NUMBER_W = 24;
const ARROW_GAP = 20;
const FLOOR_GAP = 12;

/** Width of a board whose tiles are `tile` px (the table's: TILE). */
export function boardWidth(tile = TILE): number {
  const five = 5 * (tile + GAP) - GAP;
  return BOARD_PAD + LINE_NUMBER_W + five + ARROW_GAP + five + BOARD_PAD;
}
export const BOARD_WIDTH = boardWidth(TILE);

/** The row of penalties above the floor (the word "Floor" at its right): as tall as their fonts need. */
function penaltyHeight(fonts: TableFonts): number {
  return Math.max(30, Math.ceil(Math.max(fonts.floorPenalty, fonts.floorLabel) * 1.06));
}

export function boardHeight(fonts: TableFonts, tile = TILE): number {
  return BOARD_PAD + HEADER_H + 5 * (tile + GAP) - GAP + FLOOR_GAP + penaltyHeight(fonts) + tile + BOARD_PAD;
}

/** A board at (x, y); `tile` is the side of its tiles (the table's TILE; larger on my board). */
export function layoutBoard(x: number, y: number, fonts: TableFonts = TABLE_FONTS, tile = TILE): BoardLayout {
  const STEP = tile + GAP;
  const FIVE = 5 * STEP - GAP;
  const BOARD_WIDTH = boardWidth(tile);
  const TILE = tile;
  const board = rect(x, y, BOARD_WIDTH, boardHeight(fonts, tile));
  const inner = x + BOARD_PAD;
  const header = rect(x, y, BOARD_WIDTH, BOARD_PAD + HEADER_H - 8);
  // Room for "240" in the score's font.
  const scoreW = Math.max(96, Math.ceil(fonts.score * 2.05));
  // Room for "PLACING" in the pill's font (4.5 em) and its rounded ends.
  const pillW = Math.round(fonts.turnPill * 4.6) + 22;
  const pillH = Math.max(32, fonts.turnPill + 6);
  const scoreBox = rect(right(board) - BOARD_PAD - scoreW, y + 6, scoreW, HEADER_H - 4);
  const turnPill = rect(scoreBox.x - 8 - pillW, y + 7 + Math.round((HEADER_H - 4 - pillH) / 2), pillW, pillH);
  const nameBox = rect(inner, y + 6, turnPill.x - 8 - inner, HEADER_H - 4);

  const top = y + BOARD_PAD + HEADER_H;
  // Large line numbers reach into the board's padding, keeping a gap before line 5's first slot.
  const numberW = Math.max(LINE_NUMBER_W, Math.ceil(fonts.pendingLineNumber * 0.68));
  const linesLeft = inner + LINE_NUMBER_W;
  const linesRight = linesLeft + FIVE;
  const wallLeft = linesRight + ARROW_GAP;
  const lines: Rect[][] = [];
  const lineRows: Rect[] = [];
  const lineNumbers: Rect[] = [];
  const wall: Rect[] = [];
  for (let row = 0; row < 5; row++) {
    const ry = top + row * STEP;
    const slots: Rect[] = [];
    for (let k = 0; k <= row; k++) slots.push(rect(linesRight - (k + 1) * STEP + GAP, ry, TILE, TILE));
    lines.push(slots);
    const leftmost = slots[slots.length - 1];
    lineRows.push(rect(leftmost.x - 4, ry - 3, linesRight - leftmost.x + 8, TILE + 6));
    lineNumbers.push(rect(linesLeft - 3 - numberW, ry, numberW, TILE));
    for (let col = 0; col < 5; col++) wall.push(rect(wallLeft + col * STEP, ry, TILE, TILE));
  }

  const penaltyY = top + FIVE + FLOOR_GAP;
  const penaltyH = penaltyHeight(fonts);
  const floorY = penaltyY + penaltyH;
  const floorLeft = linesLeft;
  const floor: Rect[] = [];
  for (let i = 0; i < 7; i++) floor.push(rect(floorLeft + i * STEP, floorY, TILE, TILE));
  const floorPenalties = FLOOR_GROUPS.map((g) => {
    const first = floor[g.first];
    return rect(first.x, penaltyY, right(floor[g.first + g.count - 1]) - first.x, penaltyH - 4);
  });
  const floorEnd = right(floor[6]);
  const besideFloor = right(board) - BOARD_PAD - floorEnd - 8;
  return {
    rect: board,
    header,
    nameBox,
    scoreBox,
    turnPill,
    lineNumbers,
    lines,
    lineRows,
    wall,
    floorPenalties,
    floor,
    floorLabel: rect(floorEnd + 8, penaltyY, besideFloor, penaltyH - 4),
    floorTotal: rect(floorEnd + 8, floorY, besideFloor, TILE),
    tile: TILE,
    markerSize: TILE,
    fonts,
  };
}

const PLATE_PAD = 10;
export const PLATE_SIZE = 2 * TILE + GAP + 2 * PLATE_PAD;
const PLATE_SPACING = 14;
/** The number badge: a circle centered 7 px inside the plate's top left corner. */
const BADGE = 44;
/** Room above a row of plates for the number badges that stick out. */
const BADGE_ROOM = BADGE / 2 - 7;

function layoutDisplay(x: number, y: number): DisplayLayout {
  const plate = rect(x, y, PLATE_SIZE, PLATE_SIZE);
  const tiles: Rect[] = [];
  for (let i = 0; i < 4; i++) {
    tiles.push(rect(x + PLATE_PAD + (i % 2) * STEP, y + PLATE_PAD + Math.floor(i / 2) * STEP, TILE, TILE));
  }
  return { plate, badge: rect(x + 7 - BADGE / 2, y + 7 - BADGE / 2, BADGE, BADGE), tiles };
}

/** Plates in a grid of `columns`, starting at (x, y). Returns them and the grid's size. */
function displayGrid(count: number, columns: number, x: number, y: number) {
  const displays: DisplayLayout[] = [];
  for (let i = 0; i < count; i++) {
    const col = i % columns;
    const row = Math.floor(i / columns);
    displays.push(
      layoutDisplay(
        x + col * (PLATE_SIZE + PLATE_SPACING),
        y + BADGE_ROOM + row * (PLATE_SIZE + PLATE_SPACING + BADGE_ROOM),
      ),
    );
  }
  const rows = Math.ceil(count / columns);
  const w = Math.min(count, columns) * (PLATE_SIZE + PLATE_SPACING) - PLATE_SPACING;
  const h = rows * (PLATE_SIZE + PLATE_SPACING + BADGE_ROOM) - PLATE_SPACING;
  return { displays, w, h };
}

const CENTER_TITLE_H = 36;

function centerParts(center: Rect) {
  const centerTitle = rect(center.x + 12, center.y + 6, center.w - 24, CENTER_TITLE_H);
  const centerArea = rect(center.x + 12, bottom(centerTitle) + 4, center.w - 24, center.h - CENTER_TITLE_H - 22);
  return { center, centerTitle, centerArea };
}

export function layoutTable(playerCount: number, displayCount: number): TableLayout {
  if (![2, 3, 4].includes(playerCount)) throw new Error(`layoutTable: bad player count ${playerCount}`);
  if (displayCount < 0 || displayCount > 9) throw new Error(`layoutTable: bad display count ${displayCount}`);
  const top = MARGIN + HEADER_HEIGHT + 8;

  if (playerCount === 2) {
    const fonts = TABLE_FONTS;
    const grid = displayGrid(displayCount, 2, MARGIN, top);
    const columnW = Math.max(grid.w, 2 * PLATE_SIZE + PLATE_SPACING);
    const boardsX = MARGIN + columnW + SPACING + 4;
    const boards = [layoutBoard(boardsX, top, fonts), layoutBoard(boardsX, top + boardHeight(fonts) + SPACING, fonts)];
    const boardsBottom = bottom(boards[1].rect);
    const centerY = top + grid.h + SPACING;
    const parts = centerParts(rect(MARGIN, centerY, columnW, boardsBottom - centerY));
    const width = boardsX + BOARD_WIDTH + MARGIN;
    const height = boardsBottom + MARGIN;
    return finish(width, height, grid.displays, parts, boards, fonts);
  }

  const fonts = WIDE_TABLE_FONTS;
  const boardH = boardHeight(fonts);
  const innerW = 2 * BOARD_WIDTH + SPACING;
  if (playerCount === 3) {
    const grid = displayGrid(displayCount, 7, MARGIN, top);
    const gridX = MARGIN + Math.round((innerW - grid.w) / 2);
    const displays = displayGrid(displayCount, 7, gridX, top).displays;
    const boardsY = top + grid.h + SPACING + 4;
    const boards = [
      layoutBoard(MARGIN, boardsY, fonts),
      layoutBoard(MARGIN + BOARD_WIDTH + SPACING, boardsY, fonts),
      layoutBoard(MARGIN, boardsY + boardH + SPACING, fonts),
    ];
    const parts = centerParts(rect(MARGIN + BOARD_WIDTH + SPACING, boardsY + boardH + SPACING, BOARD_WIDTH, boardH));
    return finish(MARGIN + innerW + MARGIN, bottom(parts.center) + MARGIN, displays, parts, boards, fonts);
  }

  const grid = displayGrid(displayCount, 5, MARGIN, top);
  const gridW = 5 * (PLATE_SIZE + PLATE_SPACING) - PLATE_SPACING;
  const gridH = Math.max(grid.h, 2 * (PLATE_SIZE + PLATE_SPACING + BADGE_ROOM) - PLATE_SPACING);
  const centerX = MARGIN + gridW + SPACING + 4;
  const parts = centerParts(rect(centerX, top, MARGIN + innerW - centerX, gridH));
  // A little tighter than the others: the header's supply grid made the table taller, and it stays about square.
  const boardsY = top + gridH + SPACING - 4;
  const boards = [0, 1, 2, 3].map((seat) =>
    layoutBoard(
      MARGIN + (seat % 2) * (BOARD_WIDTH + SPACING),
      boardsY + Math.floor(seat / 2) * (boardH + SPACING),
      fonts,
    ),
  );
  return finish(MARGIN + innerW + MARGIN, bottom(boards[3].rect) + MARGIN, grid.displays, parts, boards, fonts);
}

function finish(
  width: number,
  height: number,
  displays: DisplayLayout[],
  parts: { center: Rect; centerTitle: Rect; centerArea: Rect },
  boards: BoardLayout[],
  fonts: TableFonts,
): TableLayout {
  const supplyW = supplyWidth(fonts, TILE);
  const supply = layoutSupply(width - MARGIN - supplyW, MARGIN, HEADER_HEIGHT, fonts, TILE);
  const leftW = supply.box.x - 12 - MARGIN;
  const banner = rect(MARGIN, MARGIN, leftW, BANNER_HEIGHT);
  const moves = rect(MARGIN, bottom(banner) + 6, leftW, MARGIN + HEADER_HEIGHT - (bottom(banner) + 6));
  const moveLines = [0, 1].map((i) => layoutMoveLine(rect(moves.x, moves.y + i * MOVE_LINE, moves.w, MOVE_LINE), TILE));
  return { width, height, banner, displays, ...parts, boards, tile: TILE, moves, moveLines, supply, fonts };
}

/** A line of moves in `box`: the badge (a circle a little smaller than the line), the tile, the words. */
export function layoutMoveLine(box: Rect, tile: number): MoveLineLayout {
  const badgeD = box.h - 6;
  const badge = rect(box.x + 4, box.y + 3, badgeD, badgeD);
  const tileBox = rect(right(badge) + 8, box.y + Math.round((box.h - tile) / 2), tile, tile);
  const text = rect(right(tileBox) + 10, box.y, right(box) - 6 - (right(tileBox) + 10), box.h);
  return { box, badge, tile: tileBox, text };
}

/** `line` cut into `parts` equal lines side by side (several moves on one line). */
export function splitMoveLine(line: MoveLineLayout, parts: number, tile: number): MoveLineLayout[] {
  const w = Math.floor(line.box.w / parts);
  return Array.from({ length: parts }, (_, i) =>
    layoutMoveLine(rect(line.box.x + i * w, line.box.y, w, line.box.h), tile),
  );
}

const SUPPLY_PAD = 10;
const SUPPLY_GAP = 10;

function supplyColumn(fonts: TableFonts, tile: number): number {
  // Two digits of the count font (Inter's bold digits are about 0.66 em wide), or the tile.
  return Math.max(tile, Math.ceil(fonts.supplyCount * 1.36));
}

function supplyLabelWidth(fonts: TableFonts): number {
  // "Table" in bold: about 2.7 em; other languages' words are shortened to fit.
  return Math.ceil(fonts.supplyLabel * 2.75);
}

export function supplyWidth(fonts: TableFonts, tile: number): number {
  return (
    SUPPLY_PAD + supplyLabelWidth(fonts) + SUPPLY_GAP + 5 * supplyColumn(fonts, tile) + 4 * SUPPLY_GAP + SUPPLY_PAD
  );
}

/** The supply grid at (x, y), `height` tall: the tiles' row on top, then three rows of counts sharing the rest. */
export function layoutSupply(x: number, y: number, height: number, fonts: TableFonts, tile: number): SupplyLayout {
  const box = rect(x, y, supplyWidth(fonts, tile), height);
  const col = supplyColumn(fonts, tile);
  const labelW = supplyLabelWidth(fonts);
  const firstCol = x + SUPPLY_PAD + labelW + SUPPLY_GAP;
  const headY = y + 4;
  const rowsTop = headY + tile + 2;
  const rowH = Math.floor((y + height - 3 - rowsTop) / 3);
  const heads = [0, 1, 2, 3, 4].map((c) =>
    rect(firstCol + c * (col + SUPPLY_GAP) + Math.round((col - tile) / 2), headY, tile, tile),
  );
  const labels = [0, 1, 2].map((r) => rect(x + SUPPLY_PAD, rowsTop + r * rowH, labelW, rowH));
  const cells = [0, 1, 2].map((r) =>
    [0, 1, 2, 3, 4].map((c) => rect(firstCol + c * (col + SUPPLY_GAP), rowsTop + r * rowH, col, rowH)),
  );
  return { box, labels, heads, cells };
}

/**
 * A text on the table: where, at what size, and the widest text
 * it shows in `W`'s language (null: a name, shortened to fit).
 */
export interface TextSlot {
  what: keyof TableFonts;
  box: Rect;
  size: number;
  widest: string | null;
}

/**
 * Every text the table draws, for the phone-size test: each font of TABLE_FONTS
 * with the boxes it is drawn in.
 */
export function tableTexts(l: TableLayout, W: CommonWords): TextSlot[] {
  const f = l.fonts;
  const slot = (what: keyof TableFonts, box: Rect, widest: string | null): TextSlot => ({
    what,
    box,
    size: f[what],
    widest,
  });
  const out: TextSlot[] = [
    slot('roundChip', l.banner, W.round(10)),
    slot('headline', l.banner, null),
    ...l.moveLines.map((m) => slot('moveText', m.text, null)),
    ...l.moveLines.map((m) => slot('markBadge', m.badge, '9')),
    ...l.supply.labels.map((b) => slot('supplyLabel', b, W.supplyTable)),
    ...l.supply.cells.flat().map((b) => slot('supplyCount', b, '20')),
    slot('centerTitle', l.centerTitle, W.centerShort(27)),
    ...l.displays.map((d) => slot('displayBadge', d.badge, '9')),
  ];
  for (const b of l.boards) {
    out.push(
      slot('boardName', b.nameBox, null),
      slot('turnPill', b.turnPill, W.placingPill),
      slot('score', b.scoreBox, '240'),
    );
    for (const n of b.lineNumbers) out.push(slot('lineNumber', n, '5'), slot('pendingLineNumber', n, '5'));
    for (const w of b.wall) out.push(slot('wallColumn', w, '5'));
    for (const p of b.floorPenalties) out.push(slot('floorPenalty', p, '−3'));
    out.push(slot('floorLabel', b.floorLabel, W.floor), slot('floorTotal', b.floorTotal, '−14'));
  }
  return out;
}
