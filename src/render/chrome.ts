// Pieces shared by every image: the opaque background panel, seat marks, title chips.
import type { SKRSContext2D } from './canvas.ts';
import type { Rect } from './geometry.ts';
import { PANEL, PANEL_EDGE, SEAT_COLORS, SEAT_SHAPES } from './palette.ts';
import { measure, textInBox } from './text.ts';
import { roundRect } from './tiles.ts';

/** The opaque rounded panel the whole image sits on (readable on dark and light themes). */
export function drawPanel(ctx: SKRSContext2D, width: number, height: number): void {
  ctx.clearRect(0, 0, width, height);
  ctx.fillStyle = PANEL;
  roundRect(ctx, { x: 0, y: 0, w: width, h: height }, 22);
  ctx.fill();
  ctx.lineWidth = 3;
  ctx.strokeStyle = PANEL_EDGE;
  roundRect(ctx, { x: 1.5, y: 1.5, w: width - 3, h: height - 3 }, 21);
  ctx.stroke();
}

/** A seat's mark: its color in its own shape, so seats differ without color vision. */
export function drawSeatMark(ctx: SKRSContext2D, seat: number, cx: number, cy: number, radius: number): void {
  ctx.save();
  ctx.fillStyle = SEAT_COLORS[seat % SEAT_COLORS.length];
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = Math.max(1.5, radius * 0.25);
  ctx.beginPath();
  switch (SEAT_SHAPES[seat % SEAT_SHAPES.length]) {
    case 'circle':
      ctx.arc(cx, cy, radius, 0, Math.PI * 2);
      break;
    case 'square':
      ctx.rect(cx - radius * 0.88, cy - radius * 0.88, radius * 1.76, radius * 1.76);
      break;
    case 'triangle':
      ctx.moveTo(cx, cy - radius * 1.1);
      ctx.lineTo(cx + radius * 1.05, cy + radius * 0.8);
      ctx.lineTo(cx - radius * 1.05, cy + radius * 0.8);
      ctx.closePath();
      break;
    case 'diamond':
      ctx.moveTo(cx, cy - radius * 1.15);
      ctx.lineTo(cx + radius * 1.15, cy);
      ctx.lineTo(cx, cy + radius * 1.15);
      ctx.lineTo(cx - radius * 1.15, cy);
      ctx.closePath();
      break;
  }
  ctx.stroke();
  ctx.fill();
  ctx.restore();
}

/** A card lifted off the panel: a hard offset shade (a blurred shadow costs ~5 ms per card). */
export function drawCardShade(ctx: SKRSContext2D, r: Rect, radius: number): void {
  ctx.fillStyle = 'rgba(90,66,30,0.16)';
  roundRect(ctx, { x: r.x, y: r.y + 4, w: r.w, h: r.h }, radius);
  ctx.fill();
}

/**
 * A pill-shaped chip of bold white text ("Round 3", "Game over") at the left of
 * `row`, `inset` pixels in from its top and bottom. Returns the chip's box.
 */
export function drawChip(
  ctx: SKRSContext2D,
  text: string,
  row: Rect,
  inset: number,
  size: number,
  color: string,
): Rect {
  const chip = { x: row.x, y: row.y + inset, w: measure(ctx, text, size, true) + 30, h: row.h - 2 * inset };
  ctx.fillStyle = color;
  roundRect(ctx, chip, chip.h / 2);
  ctx.fill();
  textInBox(ctx, text, chip, { size, bold: true, color: '#ffffff', align: 'center' });
  return chip;
}
