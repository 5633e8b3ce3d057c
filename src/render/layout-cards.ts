// Geometry of the round summary and final results images: a banner, one card
// per player in a 2-column grid (an odd last card is centered), and for the
// final results a score chart under the cards. A 2-player summary stacks its two
// cards in one column, so that it shows larger in a narrow chat.
// Pure, tested without pixels.
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
const CHART_HEIGHT = 300;

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
  const columns = players === 2 && !withChart ? 1 : 2;
  const width = MARGIN + columns * CARD_WIDTH + (columns - 1) * SPACING + MARGIN;
  const banner = rect(MARGIN, MARGIN, width - 2 * MARGIN, BANNER);
  const top = MARGIN + BANNER + 12;
  const cards: CardLayout[] = [];
  let cardBottom = top;
  for (let seat = 0; seat < players; seat++) {
    const row = Math.floor(seat / columns);
    const lastAlone = columns === 2 && seat === players - 1 && players % 2 === 1;
    const x = lastAlone ? MARGIN + Math.round((CARD_WIDTH + SPACING) / 2) : MARGIN + (seat % columns) * (CARD_WIDTH + SPACING);
    const probe = layoutCard(0, 0, maxRows);
    const card = layoutCard(x, top + row * (probe.rect.h + SPACING), maxRows);
    cards.push(card);
    cardBottom = bottom(card.rect);
  }
  const chart = withChart ? rect(MARGIN, cardBottom + SPACING, width - 2 * MARGIN, CHART_HEIGHT) : null;
  const height = (chart ? bottom(chart) : cardBottom) + MARGIN;
  return { width, height, banner, cards, chart };
}
