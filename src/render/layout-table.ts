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

/** Tile size of boards and displays, in pixels. */
export const TILE = 40;
const GAP = 5;
const STEP = TILE + GAP;
const MARGIN = 20;
const SPACING = 16;
export const BANNER_HEIGHT = 58;
/** The strip under the banner: the last move, or the wall, bag and lid when there is none. */
export const INFO_HEIGHT = 48;

/**
 * Font sizes (px, in layout units) of every text on the table. The drawing takes
 * its sizes from the layout's `fonts` only, so the geometry tests can check that
 * all of them stay readable on a phone (test/render/phone.test.ts). These are
 * the 2-player table's (800 px wide); WIDE_TABLE_FONTS the 3- and 4-player ones.
 */
export const TABLE_FONTS = {
  roundChip: 28,
  headline: 30,
  info: 28,
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

/** The 3- and 4-player tables' fonts: a digit of Inter is 0.73 em high, so 34 px shows 9.1 px high at 400 of 1088 px. */
export const WIDE_TABLE_FONTS: TableFonts = {
  roundChip: 34,
  headline: 36,
  info: 34,
  displayBadge: 34,
  centerTitle: 34,
  boardName: 36,
  turnPill: 34,
  score: 44,
  lineNumber: 34,
  pendingLineNumber: 36,
  wallColumn: 34,
  floorPenalty: 34,
  floorLabel: 34,
  floorTotal: 36,
};

/** The floor's penalties, each over the spaces it counts for (−1 for the first two, −2 for the next three, −3 for the last two). */
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
  /** Under the banner: the last move (its tile icon left, then words). */
  info: Rect;
  infoTile: Rect;
  infoText: Rect;
  fonts: TableFonts;
}

const BOARD_PAD = 16;
const HEADER_H = 54;
const LINE_NUMBER_W = 24;
const ARROW_GAP = 20;
const FLOOR_GAP = 12;
const FIVE = 5 * STEP - GAP;

export const BOARD_WIDTH = BOARD_PAD + LINE_NUMBER_W + FIVE + ARROW_GAP + FIVE + BOARD_PAD;

/** The row of penalties above the floor: as tall as its font needs. */
function penaltyHeight(fonts: TableFonts): number {
  return Math.max(30, Math.ceil(fonts.floorPenalty * 1.06));
}

export function boardHeight(fonts: TableFonts): number {
  return BOARD_PAD + HEADER_H + FIVE + FLOOR_GAP + penaltyHeight(fonts) + TILE + BOARD_PAD;
}

export function layoutBoard(x: number, y: number, fonts: TableFonts = TABLE_FONTS): BoardLayout {
  const board = rect(x, y, BOARD_WIDTH, boardHeight(fonts));
  const inner = x + BOARD_PAD;
  const header = rect(x, y, BOARD_WIDTH, BOARD_PAD + HEADER_H - 8);
  const scoreW = 96;
  // Room for "PLACING" in the pill's font (4.5 em) and its rounded ends.
  const pillW = Math.round(fonts.turnPill * 4.6) + 22;
  const pillH = Math.max(32, fonts.turnPill + 6);
  const scoreBox = rect(right(board) - BOARD_PAD - scoreW, y + 6, scoreW, HEADER_H - 4);
  const turnPill = rect(scoreBox.x - 8 - pillW, y + 7 + Math.round((HEADER_H - 4 - pillH) / 2), pillW, pillH);
  const nameBox = rect(inner, y + 6, turnPill.x - 8 - inner, HEADER_H - 4);

  const top = y + BOARD_PAD + HEADER_H;
  // Large line numbers move into the board's padding, keeping a gap before line 5's first slot.
  const numberShift = Math.max(0, Math.round(fonts.pendingLineNumber * 0.75) + 4 - LINE_NUMBER_W);
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
    lineNumbers.push(rect(inner - numberShift, ry, LINE_NUMBER_W, TILE));
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
      layoutDisplay(x + col * (PLATE_SIZE + PLATE_SPACING), y + BADGE_ROOM + row * (PLATE_SIZE + PLATE_SPACING + BADGE_ROOM)),
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
  const top = MARGIN + BANNER_HEIGHT + 8 + INFO_HEIGHT + 8;

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
  const boardsY = top + gridH + SPACING + 4;
  const boards = [0, 1, 2, 3].map((seat) =>
    layoutBoard(MARGIN + (seat % 2) * (BOARD_WIDTH + SPACING), boardsY + Math.floor(seat / 2) * (boardH + SPACING), fonts),
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
  const banner = rect(MARGIN, MARGIN, width - 2 * MARGIN, BANNER_HEIGHT);
  const info = rect(MARGIN, bottom(banner) + 8, width - 2 * MARGIN, INFO_HEIGHT);
  const infoTile = rect(info.x + 12, info.y + (INFO_HEIGHT - TILE) / 2, TILE, TILE);
  const infoText = rect(right(infoTile) + 12, info.y, right(info) - 12 - (right(infoTile) + 12), INFO_HEIGHT);
  return { width, height, banner, displays, ...parts, boards, tile: TILE, info, infoTile, infoText, fonts };
}

/** A text on the table: where, at what size, and the widest text it ever shows (null: a name, shortened to fit). */
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
export function tableTexts(l: TableLayout): TextSlot[] {
  const f = l.fonts;
  const slot = (what: keyof TableFonts, box: Rect, widest: string | null): TextSlot => ({ what, box, size: f[what], widest });
  const out: TextSlot[] = [
    slot('roundChip', l.banner, 'Round 10'),
    slot('headline', l.banner, null),
    slot('info', l.infoText, null),
    slot('centerTitle', l.centerTitle, 'Center · 27'),
    ...l.displays.map((d) => slot('displayBadge', d.badge, '9')),
  ];
  for (const b of l.boards) {
    out.push(slot('boardName', b.nameBox, null), slot('turnPill', b.turnPill, 'PLACING'), slot('score', b.scoreBox, '240'));
    for (const n of b.lineNumbers) out.push(slot('lineNumber', n, '5'), slot('pendingLineNumber', n, '5'));
    for (const w of b.wall) out.push(slot('wallColumn', w, '5'));
    for (const p of b.floorPenalties) out.push(slot('floorPenalty', p, '−3'));
    out.push(slot('floorLabel', b.floorLabel, 'Floor'), slot('floorTotal', b.floorTotal, '−14'));
  }
  return out;
}
