// Drawing the marks of the moves since a player's last turn: a ring in the
// mover's seat color around where the tiles came from and where they went, and
// the move's number in a badge of that color. Shared by the table and my board.
import type { SKRSContext2D } from './canvas.ts';
import { badgeDiameter, type Rect } from './geometry.ts';
import { BOARD, SEAT_COLORS } from './palette.ts';
import { textInBox } from './text.ts';
import { roundRect } from './tiles.ts';

export function seatColor(seat: number): string {
  return SEAT_COLORS[seat % SEAT_COLORS.length];
}

/** A ring around `r` in the seat's color over a light halo, so it reads on tiles and on the board alike. */
export function drawMarkRing(ctx: SKRSContext2D, r: Rect, radius: number, seat: number, width = 4.5): void {
  ctx.save();
  const out = width / 2 + 2;
  ctx.lineWidth = width + 3;
  ctx.strokeStyle = BOARD;
  roundRect(ctx, { x: r.x - out, y: r.y - out, w: r.w + 2 * out, h: r.h + 2 * out }, radius + out);
  ctx.stroke();
  ctx.lineWidth = width;
  ctx.strokeStyle = seatColor(seat);
  roundRect(ctx, { x: r.x - out, y: r.y - out, w: r.w + 2 * out, h: r.h + 2 * out }, radius + out);
  ctx.stroke();
  ctx.restore();
}

/** A round badge of diameter `d` centered at (cx, cy): the move's number, white on the seat's color. */
export function drawMarkBadge(
  ctx: SKRSContext2D,
  cx: number,
  cy: number,
  d: number,
  seat: number,
  label: string,
  fontSize: number,
): void {
  ctx.save();
  ctx.fillStyle = seatColor(seat);
  ctx.beginPath();
  ctx.arc(cx, cy, d / 2, 0, Math.PI * 2);
  ctx.fill();
  ctx.lineWidth = Math.max(2, d * 0.07);
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
  ctx.restore();
  textInBox(
    ctx,
    label,
    { x: cx - d / 2, y: cy - d / 2, w: d, h: d },
    { size: fontSize, bold: true, color: '#ffffff', align: 'center' },
  );
}

export { badgeDiameter };

/** The box around a run of rectangles. */
export function span(rects: readonly Rect[]): Rect {
  const x = Math.min(...rects.map((r) => r.x));
  const y = Math.min(...rects.map((r) => r.y));
  const r = Math.max(...rects.map((q) => q.x + q.w));
  const b = Math.max(...rects.map((q) => q.y + q.h));
  return { x, y, w: r - x, h: b - y };
}
