// The round summary image, after a wall-tiling: per player, the tiles moved to
// the wall and what each scored and why, the floor penalty, old and new score.
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { MARKER, type Color, type GameState, type PlayerTiling, type TileScore } from '../engine/types.ts';
import { drawBannerTitle, drawCardFrame, drawCardName, drawMiniWall } from './cards.ts';
import { drawPanel } from './chrome.ts';
import { ensureFonts } from './fonts.ts';
import type { Rect } from './geometry.ts';
import { layoutCards, ROW_TILE, type CardFonts, type CardLayout, type CardsLayout } from './layout-cards.ts';
import { GAIN, INK, INK_SOFT, PENALTY } from './palette.ts';
import { measure, textInBox, type Phrase } from './text.ts';
import { drawMarker, drawTile } from './tiles.ts';

/** Why a tile scored what it did, in words. */
export function tileReason(t: TileScore): string {
  if (t.horizontal > 0 && t.vertical > 0) return `row of ${t.horizontal} + column of ${t.vertical}`;
  if (t.horizontal > 0) return `row of ${t.horizontal}`;
  if (t.vertical > 0) return `column of ${t.vertical}`;
  return 'no neighbour';
}

/** The same in few words, for compact cards: "2 across, 3 down". */
export function tileReasonShort(t: TileScore): string {
  if (t.horizontal > 0 && t.vertical > 0) return `${t.horizontal} across, ${t.vertical} down`;
  if (t.horizontal > 0) return `${t.horizontal} across`;
  if (t.vertical > 0) return `${t.vertical} down`;
  return 'alone';
}

/** Scoring rows of one player's card: one per placed tile and per dumped line (at least one); the floor has its own. */
export function summaryRowCount(p: PlayerTiling): number {
  return Math.max(1, p.placed.length + p.dumpedLines.length);
}

/** Room for the word "Floor" at the left of the floor row. */
export const FLOOR_LABEL_W = 72;

export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

export function drawSummary(state: GameState, names: string[]): { canvas: Canvas; layout: CardsLayout } {
  const report = state.lastReport;
  if (!report) throw new Error('renderRoundSummary: the state has no lastReport (no wall-tiling yet)');
  ensureFonts();
  const layout = layoutCards(report.players.map(summaryRowCount), false);
  const canvas = createCanvas(layout.width, layout.height);
  const ctx = canvas.getContext('2d');
  drawPanel(ctx, layout.width, layout.height);
  const next: Phrase = state.phase === 'over' ? ['Game over'] : [{ name: names[state.startPlayer] }, ` starts round ${state.round + 1}`];
  drawBannerTitle(ctx, layout.fonts, layout.banner, `Round ${report.round + 1} scored`, next);
  report.players.forEach((tiling, i) => drawPlayerCard(ctx, layout.fonts, state, layout.cards[i], tiling, names[tiling.player], layout.floorTile));
  return { canvas, layout };
}

function drawPlayerCard(ctx: SKRSContext2D, FONTS: CardFonts, state: GameState, card: CardLayout, t: PlayerTiling, name: string, floorTile: number): void {
  drawCardFrame(ctx, card);
  drawCardName(ctx, FONTS, card, t.player, name);
  if (card.compact) drawSideScore(ctx, FONTS, card.scoreBox, t);
  else drawHeaderScore(ctx, FONTS, card.scoreBox, t);

  const ringed = new Set(t.placed.map((p) => p.line * 5 + p.column));
  drawMiniWall(ctx, card.wall, state.players[t.player].wall, state.variant, ringed);

  const drawRow = card.compact ? drawScoreLine : drawScoreRow;
  let row = 0;
  for (const placed of t.placed) {
    const reason = card.compact ? tileReasonShort(placed) : tileReason(placed);
    drawRow(ctx, FONTS, card.rows[row++], card.compact ? null : placed.color, `Line ${placed.line + 1}`, reason, signed(placed.points), GAIN);
  }
  for (const line of t.dumpedLines) {
    drawRow(ctx, FONTS, card.rows[row++], null, `Line ${line + 1}`, card.compact ? 'no free column' : 'no free column, to the floor', '', INK_SOFT);
  }
  if (t.placed.length === 0 && t.dumpedLines.length === 0) {
    textInBox(ctx, 'No full line', card.rows[0], { size: FONTS.note, color: INK_SOFT });
  }
  drawFloorRow(ctx, FONTS, card.floorRow!, t.floor, t.floorPenalty, floorTile);
}

/** Beside a compact card's wall: the new score large, the old one and the change under it. */
function drawSideScore(ctx: SKRSContext2D, FONTS: CardFonts, box: Rect, t: PlayerTiling): void {
  const change = t.scoreAfter - t.scoreBefore;
  const line = FONTS.scoreFrom * 1.3;
  const bigH = box.h - 2 * line;
  textInBox(ctx, String(t.scoreAfter), { ...box, h: bigH }, { size: FONTS.sideScore, bold: true, color: INK, align: 'center' });
  textInBox(ctx, `was ${t.scoreBefore}`, { ...box, y: box.y + bigH, h: line }, { size: FONTS.scoreFrom, bold: true, color: INK_SOFT, align: 'center' });
  // A three-digit change (the last round, with the bonuses) drops the words rather than be cut.
  const words = `${signed(change)} this round`;
  const shown = measure(ctx, words, FONTS.scoreChange, true) <= box.w ? words : signed(change);
  textInBox(ctx, shown, { ...box, y: box.y + bigH + line, h: line }, {
    size: FONTS.scoreChange,
    bold: true,
    color: change > 0 ? GAIN : change < 0 ? PENALTY : INK_SOFT,
    align: 'center',
  });
}

/** In a wide card's header: "9 → 19" with the new score big and the change colored. */
function drawHeaderScore(ctx: SKRSContext2D, FONTS: CardFonts, sb: Rect, t: PlayerTiling): void {
  const change = t.scoreAfter - t.scoreBefore;
  const afterW = measure(ctx, String(t.scoreAfter), FONTS.score, true);
  textInBox(ctx, String(t.scoreAfter), sb, { size: FONTS.score, bold: true, color: INK, align: 'right' });
  const fromText = `${t.scoreBefore} →`;
  const fromBox = { ...sb, w: sb.w - afterW - 10 };
  const fromW = textInBox(ctx, fromText, fromBox, { size: FONTS.scoreFrom, bold: true, color: INK_SOFT, align: 'right' });
  textInBox(ctx, `(${signed(change)})`, { ...fromBox, w: fromBox.w - fromW - 8 }, {
    size: FONTS.scoreChange,
    bold: true,
    color: change > 0 ? GAIN : change < 0 ? PENALTY : INK_SOFT,
    align: 'right',
  });
}

/** A scoring row of a compact card, on one line: title, reason, the points right. */
function drawScoreLine(ctx: SKRSContext2D, FONTS: CardFonts, box: Rect, _color: Color | null, title: string, reason: string, points: string, ink: string): void {
  const pointsW = SCORE_LINE_POINTS;
  const titleW = textInBox(ctx, title, { ...box, w: box.w - pointsW }, { size: FONTS.rowTitle, bold: true, color: INK });
  const reasonX = box.x + titleW + SCORE_LINE_GAP;
  textInBox(ctx, reason, { x: reasonX, y: box.y, w: box.x + box.w - pointsW - reasonX, h: box.h }, { size: FONTS.rowReason, color: INK_SOFT });
  textInBox(ctx, points, { x: box.x + box.w - pointsW, y: box.y, w: pointsW, h: box.h }, { size: FONTS.rowPoints, bold: true, color: ink, align: 'right' });
}

/** A compact scoring line: the room its points take on the right, and the gap after its title. */
export const SCORE_LINE_POINTS = 56;
export const SCORE_LINE_GAP = 12;

/** A scoring row: the tile (wide cards), title and reason on two lines, the points right. */
function drawScoreRow(ctx: SKRSContext2D, FONTS: CardFonts, box: Rect, color: Color | null, title: string, reason: string, points: string, ink: string): void {
  let textX = box.x;
  if (color !== null) {
    const tile = { x: box.x, y: box.y + (box.h - ROW_TILE) / 2, w: ROW_TILE, h: ROW_TILE };
    drawTile(ctx, tile, color);
    textX = tile.x + tile.w + 10;
  }
  const pointsW = points ? 48 : 0;
  const textW = box.x + box.w - pointsW - textX;
  textInBox(ctx, title, { x: textX, y: box.y, w: textW, h: box.h / 2 + 2 }, { size: FONTS.rowTitle, bold: true, color: INK });
  textInBox(ctx, reason, { x: textX, y: box.y + box.h / 2, w: textW, h: box.h / 2 }, { size: FONTS.rowReason, color: INK_SOFT });
  textInBox(ctx, points, { x: box.x + box.w - pointsW, y: box.y, w: pointsW, h: box.h }, { size: FONTS.rowPoints, bold: true, color: ink, align: 'right' });
}

function drawFloorRow(ctx: SKRSContext2D, FONTS: CardFonts, box: Rect, floor: readonly number[], penalty: number, size: number): void {
  if (floor.length === 0) {
    textInBox(ctx, 'Floor: empty', { ...box, w: box.w - 56 }, { size: FONTS.note, bold: true, color: INK_SOFT });
    textInBox(ctx, '0', { x: box.x + box.w - 56, y: box.y, w: 56, h: box.h }, { size: FONTS.rowPoints, bold: true, color: INK_SOFT, align: 'right' });
    return;
  }
  const labelW = textInBox(ctx, 'Floor', { ...box, w: FLOOR_LABEL_W }, { size: FONTS.note, bold: true, color: INK });
  const step = size + 3;
  floor.slice(0, 7).forEach((item, i) => {
    const r = { x: box.x + labelW + 8 + i * step, y: box.y + (box.h - size) / 2, w: size, h: size };
    if (item === MARKER) drawMarker(ctx, r);
    else drawTile(ctx, r, item as Color);
  });
  textInBox(ctx, signed(penalty), { x: box.x + box.w - 56, y: box.y, w: 56, h: box.h }, { size: FONTS.rowPoints, bold: true, color: PENALTY, align: 'right' });
}
