// Geometry of the round summary and final results images: a banner, one card
// per player stacked in one column, and for the final results a score chart
// under the cards. One column keeps the image narrow (560 px), so that on a
// phone, where Discord shows it 400 px wide, tiles and text stay readable
// (test/render/phone.test.ts). Pure, tested without pixels.
import { bottom, rect, type Rect } from './geometry.ts';

const MARGIN = 20;
const SPACING = 16;
export const CARD_WIDTH = 520;
export const CARD_PAD = 16;
export const CARD_HEADER = 56;
/** Mini wall inside a card. */
export const MINI_TILE = 30;
export const MINI_STEP = 34;
const MINI_WALL = 5 * MINI_STEP - (MINI_STEP - MINI_TILE);
export const ROW_HEIGHT = 44;
const BANNER = 62;
const SUBTITLE = 30;
const CHART_HEIGHT = 320;
/** The tile left of each scoring row of the summary, and the floor's tiles. */
export const ROW_TILE = 32;
export const FLOOR_TILE = 24;

/**
 * Font sizes (px) of every text on the summary and final images; the drawing
 * takes its sizes from here only, so the phone test checks them all.
 */
export const CARD_FONTS = {
  bannerChip: 24,
  bannerTitle: 28,
  subtitle: 20,
  name: 28,
  rank: 24,
  score: 40,
  finalScore: 42,
  scoreFrom: 24,
  scoreChange: 22,
  rowTitle: 18,
  rowReason: 16,
  rowPoints: 28,
  note: 18,
  winnerPill: 17,
  finalLabel: 19,
  finalLastLabel: 20,
  finalValue: 24,
  finalLastValue: 28,
  chartTitle: 22,
  chartLegend: 18,
  chartAxis: 15,
  chartEndLabel: 16,
} as const;
export type CardFonts = typeof CARD_FONTS;

export interface CardLayout {
  rect: Rect;
  header: Rect;
  /** Left of the header: seat mark and name. */
  nameBox: Rect;
  /** Right of the header: the score (or score change). */
  scoreBox: Rect;
  /** 25 spaces of the card's mini wall, row-major. */
  wall: Rect[];
  /** Rows of text right of the wall: one per placed tile, bonus, etc. */
  rows: Rect[];
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
  rowTile: number;
  floorTile: number;
}

export function layoutCard(x: number, y: number, rowCount: number): CardLayout {
  const bodyH = Math.max(MINI_WALL, rowCount * ROW_HEIGHT);
  const card = rect(x, y, CARD_WIDTH, CARD_PAD + CARD_HEADER + bodyH + CARD_PAD);
  const inner = x + CARD_PAD;
  const header = rect(x, y, CARD_WIDTH, CARD_PAD + CARD_HEADER - 8);
  const scoreW = 210;
  const scoreBox = rect(x + CARD_WIDTH - CARD_PAD - scoreW, y + 6, scoreW, CARD_HEADER - 4);
  const nameBox = rect(inner, y + 6, scoreBox.x - 10 - inner, CARD_HEADER - 4);
  const top = y + CARD_PAD + CARD_HEADER;
  const wall: Rect[] = [];
  for (let r = 0; r < 5; r++) for (let c = 0; c < 5; c++) wall.push(rect(inner + c * MINI_STEP, top + r * MINI_STEP, MINI_TILE, MINI_TILE));
  const rowsX = inner + MINI_WALL + 20;
  const rowsW = x + CARD_WIDTH - CARD_PAD - rowsX;
  const rows: Rect[] = [];
  for (let i = 0; i < rowCount; i++) rows.push(rect(rowsX, top + i * ROW_HEIGHT, rowsW, ROW_HEIGHT - 4));
  return { rect: card, header, nameBox, scoreBox, wall, rows };
}

/** Cards for `rowCounts.length` players, each as tall as the tallest. */
export function layoutCards(rowCounts: readonly number[], withChart: boolean): CardsLayout {
  const players = rowCounts.length;
  if (players < 2 || players > 4) throw new Error(`layoutCards: bad player count ${players}`);
  const maxRows = Math.max(...rowCounts);
  const width = MARGIN + CARD_WIDTH + MARGIN;
  const banner = rect(MARGIN, MARGIN, width - 2 * MARGIN, BANNER);
  const subtitle = withChart ? rect(MARGIN + 8, MARGIN + BANNER + 2, width - 2 * MARGIN - 16, SUBTITLE) : null;
  const top = MARGIN + BANNER + (subtitle ? SUBTITLE + 6 : 0) + 12;
  const cardH = layoutCard(0, 0, maxRows).rect.h;
  const cards = rowCounts.map((_, i) => layoutCard(MARGIN, top + i * (cardH + SPACING), maxRows));
  const cardBottom = bottom(cards[cards.length - 1].rect);
  const chart = withChart ? rect(MARGIN, cardBottom + SPACING, width - 2 * MARGIN, CHART_HEIGHT) : null;
  const height = (chart ? bottom(chart) : cardBottom) + MARGIN;
  return { width, height, banner, cards, chart, subtitle, fonts: CARD_FONTS, rowTile: ROW_TILE, floorTile: FLOOR_TILE };
}
