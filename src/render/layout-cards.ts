// Geometry of the round summary and final results images: a banner, one card
// per player, and for the final results a score chart under the cards.
//
// Made for phones, where Discord shows an image about 400 px wide, and for the
// chat's height limit, which shrinks tall images: the images stay about as tall
// as wide. A 2-player round summary stacks two wide cards (560 px wide); the
// others set compact cards two by two (840 px wide). At 400 px a compact card
// is under 190 px wide, too narrow for the wall and readable words side by
// side: its rows run under the wall, one line each, and beside the wall the
// score shows large. So tiles stay >= 14 px and digits and capitals >= 9 px high
// at 400 px (test/render/phone.test.ts). Pure, tested without pixels.
import { bottom, rect, type Rect } from './geometry.ts';

const MARGIN = 20;
const SPACING = 16;
export const CARD_HEADER = 56;
/** Mini wall inside a card. */
export const MINI_TILE = 30;
const BANNER = 62;
const SUBTITLE = 34;
const CHART_HEIGHT = 240;

/** The two card sizes: wide (2-player summary, one column) and compact (two columns). */
interface CardSpec {
  width: number;
  pad: number;
  miniStep: number;
  rowHeight: number;
  scoreW: number;
  /**
   * Compact: rows under the wall, the score beside it, the floor on a line of its own under
   * the rows. Wide: rows beside the wall, the floor their last, the score in the header.
   */
  compact: boolean;
}
const WIDE: CardSpec = { width: 520, pad: 16, miniStep: 34, rowHeight: 44, scoreW: 210, compact: false };
const COMPACT: CardSpec = { width: 392, pad: 12, miniStep: 33, rowHeight: 34, scoreW: 0, compact: true };
const FINAL_COMPACT: CardSpec = { ...COMPACT, rowHeight: 32 };
/** Between the wall and the rows under it (compact). */
const UNDER_WALL = 10;
const FLOOR_LINE = 40;
/** The tile left of each scoring row of a wide summary card, and the floor's tiles (wide, compact). */
export const ROW_TILE = 32;
const FLOOR_TILE_WIDE = 24;
const FLOOR_TILE_COMPACT = 30;

/**
 * Font sizes (px) of every text on the summary and final images; the drawing
 * takes its sizes from the layout's `fonts` only, so the phone test checks them
 * all. These are the wide cards' (the 2-player summary, 560 px wide).
 */
export const CARD_FONTS = {
  bannerChip: 24,
  bannerTitle: 28,
  /** The banner title when it does not fit at bannerTitle, before names are shortened. */
  bannerTitleSmall: 22,
  subtitle: 20,
  name: 27,
  rank: 24,
  score: 36,
  finalScore: 40,
  scoreFrom: 22,
  scoreChange: 20,
  rowTitle: 19,
  rowReason: 19,
  rowPoints: 27,
  note: 19,
  finalLabel: 19,
  finalLastLabel: 20,
  finalValue: 24,
  finalLastValue: 27,
  chartTitle: 22,
  chartLegend: 19,
  chartAxis: 19,
  chartEndLabel: 19,
  /** Compact cards only: the new score beside the wall. */
  sideScore: 19,
} as const;
export type CardFonts = Record<keyof typeof CARD_FONTS, number>;

/**
 * The compact cards' fonts (images 840 px wide): a digit of Inter is 0.73 em
 * high, so 26 px shows 9.1 px high at 400 px.
 */
export const COMPACT_CARD_FONTS: CardFonts = {
  bannerChip: 27,
  bannerTitle: 30,
  bannerTitleSmall: 27,
  subtitle: 27,
  name: 30,
  rank: 27,
  score: 40,
  finalScore: 40,
  scoreFrom: 27,
  scoreChange: 27,
  rowTitle: 27,
  rowReason: 27,
  rowPoints: 27,
  note: 27,
  finalLabel: 27,
  finalLastLabel: 27,
  finalValue: 27,
  finalLastValue: 28,
  chartTitle: 28,
  chartLegend: 27,
  chartAxis: 27,
  chartEndLabel: 27,
  sideScore: 60,
};

export interface CardLayout {
  rect: Rect;
  header: Rect;
  /** Left of the header: rank (final), seat mark and name. */
  nameBox: Rect;
  /** Right of the header (wide), or beside the wall (compact): the score and its change. */
  scoreBox: Rect;
  /** 25 spaces of the card's mini wall, row-major. */
  wall: Rect[];
  /** Rows of text right of the wall: one per placed tile, bonus, etc. */
  rows: Rect[];
  /** Round summary: the floor's row (under the wall and rows on a compact card), else null. */
  floorRow: Rect | null;
  /** Compact cards show the scoring rows without a tile, in short words, one line each, under the wall. */
  compact: boolean;
}

export interface CardsLayout {
  width: number;
  height: number;
  banner: Rect;
  cards: CardLayout[];
  /** Final results only: the score chart (else null). */
  chart: Rect | null;
  /** Final results only: a line under the banner saying how the winner was decided (else null). */
  subtitle: Rect | null;
  fonts: CardFonts;
  /** Side of the tile drawn left of a scoring row (wide cards only). */
  rowTile: number;
  floorTile: number;
}

function layoutCard(x: number, y: number, rowCount: number, spec: CardSpec, withFloor: boolean): CardLayout {
  if (spec.compact) return layoutCompactCard(x, y, rowCount, spec, withFloor);
  const miniWall = 5 * spec.miniStep - (spec.miniStep - MINI_TILE);
  const bodyH = Math.max(miniWall, rowCount * spec.rowHeight);
  const card = rect(x, y, spec.width, spec.pad + CARD_HEADER + bodyH + spec.pad);
  const inner = x + spec.pad;
  const header = rect(x, y, spec.width, spec.pad + CARD_HEADER - 8);
  const scoreBox = rect(x + spec.width - spec.pad - spec.scoreW, y + 6, spec.scoreW, CARD_HEADER - 4);
  const nameBox = rect(inner, y + 6, scoreBox.x - 10 - inner, CARD_HEADER - 4);
  const top = y + spec.pad + CARD_HEADER;
  const wall: Rect[] = [];
  for (let r = 0; r < 5; r++)
    for (let c = 0; c < 5; c++)
      wall.push(rect(inner + c * spec.miniStep, top + r * spec.miniStep, MINI_TILE, MINI_TILE));
  const rowsX = inner + miniWall + 20;
  const rowsW = x + spec.width - spec.pad - rowsX;
  const rows: Rect[] = [];
  for (let i = 0; i < rowCount; i++) rows.push(rect(rowsX, top + i * spec.rowHeight, rowsW, spec.rowHeight - 4));
  let floorRow: Rect | null = null;
  if (withFloor) {
    floorRow = rect(rowsX, top + rowCount * spec.rowHeight, rowsW, spec.rowHeight - 4);
    // The wide card's floor is its last row: make room for it.
    card.h = Math.max(card.h, spec.pad + CARD_HEADER + (rowCount + 1) * spec.rowHeight + spec.pad);
  }
  return { rect: card, header, nameBox, scoreBox, wall, rows, floorRow, compact: false };
}

/**
 * A compact card: the name across the header, the wall with the score beside it, the rows under them, then the floor.
 */
function layoutCompactCard(x: number, y: number, rowCount: number, spec: CardSpec, withFloor: boolean): CardLayout {
  const miniWall = 5 * spec.miniStep - (spec.miniStep - MINI_TILE);
  const innerW = spec.width - 2 * spec.pad;
  const inner = x + spec.pad;
  const header = rect(x, y, spec.width, spec.pad + CARD_HEADER - 8);
  const nameBox = rect(inner, y + 6, innerW, CARD_HEADER - 4);
  const top = y + spec.pad + CARD_HEADER;
  const wall: Rect[] = [];
  for (let r = 0; r < 5; r++)
    for (let c = 0; c < 5; c++)
      wall.push(rect(inner + c * spec.miniStep, top + r * spec.miniStep, MINI_TILE, MINI_TILE));
  const scoreX = inner + miniWall + 10;
  const scoreBox = rect(scoreX, top, x + spec.width - spec.pad - scoreX, miniWall);
  const rowsY = top + miniWall + UNDER_WALL;
  const rows: Rect[] = [];
  for (let i = 0; i < rowCount; i++) rows.push(rect(inner, rowsY + i * spec.rowHeight, innerW, spec.rowHeight - 2));
  const rowsBottom = rowsY + rowCount * spec.rowHeight;
  const floorRow = withFloor ? rect(inner, rowsBottom + 6, innerW, FLOOR_LINE) : null;
  const card = rect(x, y, spec.width, (floorRow ? bottom(floorRow) : rowsBottom) + spec.pad - y);
  return { rect: card, header, nameBox, scoreBox, wall, rows, floorRow, compact: true };
}

/**
 * Cards for `rowCounts.length` players, each as tall as the tallest. The round
 * summary (`final` false) gives each card a floor row besides its `rowCounts`
 * rows; the final results add the chart.
 */
export function layoutCards(rowCounts: readonly number[], final: boolean): CardsLayout {
  const players = rowCounts.length;
  if (players < 2 || players > 4) throw new Error(`layoutCards: bad player count ${players}`);
  const maxRows = Math.max(...rowCounts);
  const spec = final ? FINAL_COMPACT : players === 2 ? WIDE : COMPACT;
  const columns = spec === WIDE ? 1 : 2;
  const width = MARGIN + columns * spec.width + (columns - 1) * SPACING + MARGIN;
  const banner = rect(MARGIN, MARGIN, width - 2 * MARGIN, BANNER);
  const subtitle = final ? rect(MARGIN + 8, MARGIN + BANNER + 2, width - 2 * MARGIN - 16, SUBTITLE) : null;
  const top = MARGIN + BANNER + (subtitle ? SUBTITLE + 6 : 0) + 12;
  const cardH = layoutCard(0, 0, maxRows, spec, !final).rect.h;
  const cards: CardLayout[] = [];
  for (let i = 0; i < players; i++) {
    const row = Math.floor(i / columns);
    // An odd last card sits in the middle.
    const alone = columns === 2 && i === players - 1 && players % 2 === 1;
    const x = alone ? MARGIN + Math.round((spec.width + SPACING) / 2) : MARGIN + (i % columns) * (spec.width + SPACING);
    cards.push(layoutCard(x, top + row * (cardH + SPACING), maxRows, spec, !final));
  }
  const cardBottom = Math.max(...cards.map((c) => bottom(c.rect)));
  const chart = final ? rect(MARGIN, cardBottom + SPACING, width - 2 * MARGIN, CHART_HEIGHT) : null;
  const height = (chart ? bottom(chart) : cardBottom) + MARGIN;
  const fonts = spec.compact ? COMPACT_CARD_FONTS : CARD_FONTS;
  return {
    width,
    height,
    banner,
    cards,
    chart,
    subtitle,
    fonts,
    rowTile: ROW_TILE,
    floorTile: spec === WIDE ? FLOOR_TILE_WIDE : FLOOR_TILE_COMPACT,
  };
}
