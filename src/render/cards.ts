// Pieces shared by the round summary and final results images: the banner, a
// player card's frame and header, a mini wall.
import type { SKRSContext2D } from './canvas.ts';
import { wallColorAt } from '../engine/index.ts';
import type { Color, Variant } from '../engine/types.ts';
import { drawCardShade, drawChip, drawSeatMark } from './chrome.ts';
import type { Rect } from './geometry.ts';
import type { CardFonts, CardLayout } from './layout-cards.ts';
import { BOARD, BOARD_EDGE, GAIN, INK, TURN } from './palette.ts';
import { measure, textInBox, type Phrase } from './text.ts';
import { drawSlot, drawTile, drawWallHint, roundRect } from './tiles.ts';

export function drawBannerTitle(
  ctx: SKRSContext2D,
  FONTS: CardFonts,
  box: Rect,
  chip: string,
  title: string | Phrase,
  chipColor = INK,
): void {
  const chipBox = drawChip(ctx, chip, box, 8, FONTS.bannerChip, chipColor);
  const titleBox = { x: chipBox.x + chipBox.w + 14, y: box.y, w: box.w - chipBox.w - 14, h: box.h };
  // A smaller font first; only then are names shortened ("<name> starts round 4" keeps its words).
  const size = measure(ctx, title, FONTS.bannerTitle, true) <= titleBox.w ? FONTS.bannerTitle : FONTS.bannerTitleSmall;
  textInBox(ctx, title, titleBox, { size, bold: true, color: INK });
}

/** Card background; `highlight` draws a thick frame in that color. */
export function drawCardFrame(ctx: SKRSContext2D, card: CardLayout, highlight?: string): void {
  drawCardShade(ctx, card.rect, 16);
  ctx.fillStyle = BOARD;
  roundRect(ctx, card.rect, 16);
  ctx.fill();
  ctx.lineWidth = highlight ? 6 : 2;
  ctx.strokeStyle = highlight ?? BOARD_EDGE;
  const i = ctx.lineWidth / 2;
  roundRect(ctx, { x: card.rect.x + i, y: card.rect.y + i, w: card.rect.w - 2 * i, h: card.rect.h - 2 * i }, 16 - i);
  ctx.stroke();
  ctx.fillStyle = BOARD_EDGE;
  ctx.fillRect(card.rect.x + 12, card.header.y + card.header.h, card.rect.w - 24, 1.5);
}

/**
 * Seat mark and name in the card's header, `indent` pixels in (room for a rank
 * badge), leaving `reserve` pixels free on the right (for a badge); returns the
 * name's drawn width.
 */
export function drawCardName(
  ctx: SKRSContext2D,
  FONTS: CardFonts,
  card: CardLayout,
  seat: number,
  name: string,
  reserve = 0,
  indent = 0,
): number {
  const nb = card.nameBox;
  drawSeatMark(ctx, seat, nb.x + indent + 11, nb.y + nb.h / 2, 10);
  return textInBox(
    ctx,
    name,
    { x: nb.x + 28 + indent, y: nb.y, w: nb.w - 28 - indent - reserve, h: nb.h },
    { size: FONTS.name, bold: true, color: INK, name: true },
  );
}

/** A mini wall; spaces listed in `ringed` get an orange ring (tiles placed this round). */
export function drawMiniWall(
  ctx: SKRSContext2D,
  spaces: Rect[],
  wall: readonly number[],
  variant: Variant,
  ringed: ReadonlySet<number> = new Set(),
): void {
  spaces.forEach((space, i) => {
    const tile = wall[i];
    if (tile >= 0) drawTile(ctx, space, tile as Color);
    else if (variant === 'gray') drawSlot(ctx, space, '#e4dccb', '#c4b699');
    else drawWallHint(ctx, space, wallColorAt(Math.floor(i / 5), i % 5));
  });
  for (const i of ringed) {
    const s = spaces[i];
    ctx.save();
    ctx.lineWidth = 3.5;
    ctx.strokeStyle = TURN;
    roundRect(ctx, { x: s.x - 3, y: s.y - 3, w: s.w + 6, h: s.h + 6 }, 8);
    ctx.stroke();
    ctx.restore();
  }
}

/** Green frames around the complete rows and columns of a final wall: where the bonuses came from. */
export function drawCompleteLines(ctx: SKRSContext2D, spaces: Rect[], wall: readonly number[]): void {
  const filled = (i: number) => wall[i] >= 0;
  const frames: Rect[] = [];
  for (let k = 0; k < 5; k++) {
    if ([0, 1, 2, 3, 4].every((c) => filled(k * 5 + c))) frames.push(span(spaces[k * 5], spaces[k * 5 + 4]));
    if ([0, 1, 2, 3, 4].every((r) => filled(r * 5 + k))) frames.push(span(spaces[k], spaces[20 + k]));
  }
  ctx.save();
  ctx.lineWidth = 3;
  ctx.strokeStyle = GAIN;
  for (const f of frames) {
    roundRect(ctx, f, 7);
    ctx.stroke();
  }
  ctx.restore();
}

function span(first: Rect, last: Rect): Rect {
  return { x: first.x - 2.5, y: first.y - 2.5, w: last.x + last.w - first.x + 5, h: last.y + last.h - first.y + 5 };
}
