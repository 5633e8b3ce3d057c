// The round summary image, after a wall-tiling: per player, the tiles moved to
// the wall and what each scored and why, the floor penalty, old and new score.
import { createCanvas, type Canvas, type SKRSContext2D } from './canvas.ts';
import { MARKER, type Color, type GameState, type PlayerTiling, type TileScore } from '../engine/types.ts';
import { drawBannerTitle, drawCardFrame, drawCardName, drawMiniWall } from './cards.ts';
import { drawPanel } from './chrome.ts';
import { ensureFonts } from './fonts.ts';
import type { Rect } from './geometry.ts';
import { layoutCards, ROW_TILE, type CardFonts, type CardLayout, type CardsLayout } from './layout-cards.ts';
import { GAIN, INK, INK_SOFT, PENALTY } from './palette.ts';
import { measure, textInBox, type Phrase } from './text.ts';
import { drawMarker, drawTile } from './tiles.ts';
import type { SummaryWords } from './words.ts';

/** Why a tile scored what it did, in words. */
export function tileReason(t: TileScore, words: SummaryWords): string {
  return words.reason(t.horizontal, t.vertical);
}

/** The same in few words, for compact cards: "2 across, 3 down". */
export function tileReasonShort(t: TileScore, words: SummaryWords): string {
  return words.reasonShort(t.horizontal, t.vertical);
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

export function drawSummary(
  state: GameState,
  names: string[],
  words: SummaryWords,
): { canvas: Canvas; layout: CardsLayout } {
  const report = state.lastReport;
  if (!report) throw new Error('renderRoundSummary: the state has no lastReport (no wall-tiling yet)');
  ensureFonts();
  const layout = layoutCards(report.players.map(summaryRowCount), false);
  const canvas = createCanvas(layout.width, layout.height);
  const ctx = canvas.getContext('2d');
  drawPanel(ctx, layout.width, layout.height);
  const next: Phrase =
    state.phase === 'over' ? [words.gameOver] : words.startsRound({ name: names[state.startPlayer] }, state.round + 1);
  drawBannerTitle(ctx, layout.fonts, layout.banner, words.scored(report.round + 1), next);
  report.players.forEach((tiling, i) =>
    drawPlayerCard(ctx, layout.fonts, state, layout.cards[i], tiling, names[tiling.player], layout.floorTile, words),
  );
  return { canvas, layout };
}

function drawPlayerCard(
  ctx: SKRSContext2D,
  FONTS: CardFonts,
  state: GameState,
  card: CardLayout,
  t: PlayerTiling,
  name: string,
  floorTile: number,
  words: SummaryWords,
): void {
  drawCardFrame(ctx, card);
  drawCardName(ctx, FONTS, card, t.player, name);
  if (card.compact) drawSideScore(ctx, FONTS, card.scoreBox, t, words);
  else drawHeaderScore(ctx, FONTS, card.scoreBox, t);

  const ringed = new Set(t.placed.map((p) => p.line * 5 + p.column));
  drawMiniWall(ctx, card.wall, state.players[t.player].wall, state.variant, ringed);

  const drawRow = card.compact ? drawScoreLine : drawScoreRow;
  let row = 0;
  for (const placed of t.placed) {
    const reason = card.compact ? tileReasonShort(placed, words) : tileReason(placed, words);
    drawRow(
      ctx,
      FONTS,
      card.rows[row++],
      card.compact ? null : placed.color,
      words.line(placed.line + 1),
      reason,
      signed(placed.points),
      GAIN,
    );
  }
  for (const line of t.dumpedLines) {
    drawRow(
      ctx,
      FONTS,
      card.rows[row++],
      null,
      words.line(line + 1),
      card.compact ? words.noFreeColumn : words.noFreeColumnLong,
      '',
      INK_SOFT,
    );
  }
  if (t.placed.length === 0 && t.dumpedLines.length === 0) {
    textInBox(ctx, words.noFullLine, card.rows[0], { size: FONTS.note, color: INK_SOFT });
  }
  drawFloorRow(ctx, FONTS, card.floorRow!, t.floor, t.floorPenalty, floorTile, words);
}

/** Beside a compact card's wall: the new score large, the old one and the change under it. */
function drawSideScore(ctx: SKRSContext2D, FONTS: CardFonts, box: Rect, t: PlayerTiling, words: SummaryWords): void {
  const change = t.scoreAfter - t.scoreBefore;
  const line = FONTS.scoreFrom * 1.3;
  const bigH = box.h - 2 * line;
  textInBox(
    ctx,
    String(t.scoreAfter),
    { ...box, h: bigH },
    { size: FONTS.sideScore, bold: true, color: INK, align: 'center' },
  );
  textInBox(
    ctx,
    words.was(t.scoreBefore),
    { ...box, y: box.y + bigH, h: line },
    { size: FONTS.scoreFrom, bold: true, color: INK_SOFT, align: 'center' },
  );
  // A three-digit change (the last round, with the bonuses) drops the words rather than be cut.
  const long = words.thisRound(signed(change));
  const shown = measure(ctx, long, FONTS.scoreChange, true) <= box.w ? long : signed(change);
  textInBox(
    ctx,
    shown,
    { ...box, y: box.y + bigH + line, h: line },
    {
      size: FONTS.scoreChange,
      bold: true,
      color: change > 0 ? GAIN : change < 0 ? PENALTY : INK_SOFT,
      align: 'center',
    },
  );
}

/** In a wide card's header: "9 → 19" with the new score big and the change colored. */
function drawHeaderScore(ctx: SKRSContext2D, FONTS: CardFonts, sb: Rect, t: PlayerTiling): void {
  const change = t.scoreAfter - t.scoreBefore;
  const afterW = measure(ctx, String(t.scoreAfter), FONTS.score, true);
  textInBox(ctx, String(t.scoreAfter), sb, { size: FONTS.score, bold: true, color: INK, align: 'right' });
  const fromText = `${t.scoreBefore} →`;
  const fromBox = { ...sb, w: sb.w - afterW - 10 };
  const fromW = textInBox(ctx, fromText, fromBox, {
    size: FONTS.scoreFrom,
    bold: true,
    color: INK_SOFT,
    align: 'right',
  });
  textInBox(
    ctx,
    `(${signed(change)})`,
    { ...fromBox, w: fromBox.w - fromW - 8 },
    {
      size: FONTS.scoreChange,
      bold: true,
      color: change > 0 ? GAIN : change < 0 ? PENALTY : INK_SOFT,
      align: 'right',
    },
  );
}

/**
 * A scoring row of a compact card, on one line: title, reason, the points
 * right. The points take only their own width, so the reason gets the rest
 * ("Line 4  5 across, 5 down +10" fits a compact card: test/render/phone.test.ts).
 */
function drawScoreLine(
  ctx: SKRSContext2D,
  FONTS: CardFonts,
  box: Rect,
  _color: Color | null,
  title: string,
  reason: string,
  points: string,
  ink: string,
): void {
  const pointsW = points ? measure(ctx, points, FONTS.rowPoints, true) : 0;
  const reasonEnd = box.x + box.w - (points ? pointsW + SCORE_LINE_POINT_GAP : 0);
  const titleW = textInBox(
    ctx,
    title,
    { ...box, w: reasonEnd - box.x },
    { size: FONTS.rowTitle, bold: true, color: INK },
  );
  const reasonX = box.x + titleW + SCORE_LINE_GAP;
  textInBox(
    ctx,
    reason,
    { x: reasonX, y: box.y, w: reasonEnd - reasonX, h: box.h },
    { size: FONTS.rowReason, color: INK_SOFT },
  );
  if (points)
    textInBox(
      ctx,
      points,
      { x: box.x + box.w - pointsW - 2, y: box.y, w: pointsW + 2, h: box.h },
      { size: FONTS.rowPoints, bold: true, color: ink, align: 'right' },
    );
}

/** A compact scoring line: the gap after its title, and the gap before its points. */
export const SCORE_LINE_GAP = 10;
export const SCORE_LINE_POINT_GAP = 8;

/** A scoring row: the tile (wide cards), title and reason on two lines, the points right. */
function drawScoreRow(
  ctx: SKRSContext2D,
  FONTS: CardFonts,
  box: Rect,
  color: Color | null,
  title: string,
  reason: string,
  points: string,
  ink: string,
): void {
  let textX = box.x;
  if (color !== null) {
    const tile = { x: box.x, y: box.y + (box.h - ROW_TILE) / 2, w: ROW_TILE, h: ROW_TILE };
    drawTile(ctx, tile, color);
    textX = tile.x + tile.w + 10;
  }
  const pointsW = points ? 48 : 0;
  const textW = box.x + box.w - pointsW - textX;
  textInBox(
    ctx,
    title,
    { x: textX, y: box.y, w: textW, h: box.h / 2 + 2 },
    { size: FONTS.rowTitle, bold: true, color: INK },
  );
  textInBox(
    ctx,
    reason,
    { x: textX, y: box.y + box.h / 2, w: textW, h: box.h / 2 },
    { size: FONTS.rowReason, color: INK_SOFT },
  );
  textInBox(
    ctx,
    points,
    { x: box.x + box.w - pointsW, y: box.y, w: pointsW, h: box.h },
    { size: FONTS.rowPoints, bold: true, color: ink, align: 'right' },
  );
}

function drawFloorRow(
  ctx: SKRSContext2D,
  FONTS: CardFonts,
  box: Rect,
  floor: readonly number[],
  penalty: number,
  size: number,
  words: SummaryWords,
): void {
  if (floor.length === 0) {
    textInBox(ctx, words.floorEmpty, { ...box, w: box.w - 56 }, { size: FONTS.note, bold: true, color: INK_SOFT });
    textInBox(
      ctx,
      '0',
      { x: box.x + box.w - 56, y: box.y, w: 56, h: box.h },
      { size: FONTS.rowPoints, bold: true, color: INK_SOFT, align: 'right' },
    );
    return;
  }
  const step = size + 3;
  // The label takes what the floor's tiles and the penalty leave (a longer word in another language).
  const room = Math.max(FLOOR_LABEL_W, box.w - 56 - 8 - Math.min(7, floor.length) * step - 4);
  const labelW = textInBox(ctx, words.floor, { ...box, w: room }, { size: FONTS.note, bold: true, color: INK });
  floor.slice(0, 7).forEach((item, i) => {
    const r = { x: box.x + labelW + 8 + i * step, y: box.y + (box.h - size) / 2, w: size, h: size };
    if (item === MARKER) drawMarker(ctx, r);
    else drawTile(ctx, r, item as Color);
  });
  textInBox(
    ctx,
    signed(penalty),
    { x: box.x + box.w - 56, y: box.y, w: 56, h: box.h },
    { size: FONTS.rowPoints, bold: true, color: PENALTY, align: 'right' },
  );
}
