// A small line chart of every player's score after each round, plus the final
// score with bonuses. Each seat has its own color and point shape.
import type { SKRSContext2D } from '@napi-rs/canvas';
import { drawSeatMark } from './chrome.ts';
import type { Rect } from './geometry.ts';
import { BOARD, BOARD_EDGE, INK, INK_SOFT, SEAT_COLORS } from './palette.ts';
import { measure, textInBox } from './text.ts';
import { roundRect } from './tiles.ts';

export interface ChartSeries {
  seat: number;
  name: string;
  /** Score after round 1, 2, ... and, last, the final score. */
  points: number[];
}

/** A "nice" top for the y axis and its tick step. */
export function niceScale(max: number): { top: number; step: number } {
  const raw = Math.max(10, max) / 4;
  const steps = [5, 10, 20, 25, 50, 100];
  const step = steps.find((s) => s >= raw) ?? 100 * Math.ceil(raw / 100);
  return { top: Math.ceil(Math.max(10, max) / step) * step, step };
}

export function drawChart(ctx: SKRSContext2D, box: Rect, series: ChartSeries[], xLabels: string[]): void {
  ctx.fillStyle = BOARD;
  roundRect(ctx, box, 16);
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = BOARD_EDGE;
  ctx.stroke();

  // Title and legend on one line.
  const head = { x: box.x + 16, y: box.y + 8, w: box.w - 32, h: 34 };
  const titleW = textInBox(ctx, 'Score by round', head, { size: 22, bold: true, color: INK });
  let lx = head.x + titleW + 24;
  for (const s of series) {
    const w = Math.min(measure(ctx, s.name, 18, true), 150);
    if (lx + 24 + w > head.x + head.w) break;
    drawSeatMark(ctx, s.seat, lx + 8, head.y + head.h / 2, 7);
    textInBox(ctx, s.name, { x: lx + 20, y: head.y, w, h: head.h }, { size: 18, bold: true, color: INK });
    lx += 20 + w + 18;
  }

  const plot = { x: box.x + 56, y: box.y + 56, w: box.w - 56 - 28, h: box.h - 56 - 40 };
  const max = Math.max(0, ...series.flatMap((s) => s.points));
  const { top, step } = niceScale(max);
  const n = Math.max(1, xLabels.length - 1);
  const xAt = (i: number) => plot.x + (plot.w * i) / n;
  const yAt = (v: number) => plot.y + plot.h - (plot.h * v) / top;

  ctx.lineWidth = 1;
  for (let v = 0; v <= top; v += step) {
    ctx.strokeStyle = v === 0 ? INK_SOFT : '#e6dac3';
    ctx.beginPath();
    ctx.moveTo(plot.x, yAt(v));
    ctx.lineTo(plot.x + plot.w, yAt(v));
    ctx.stroke();
    textInBox(ctx, String(v), { x: box.x + 8, y: yAt(v) - 10, w: 40, h: 20 }, { size: 15, color: INK_SOFT, align: 'right' });
  }
  xLabels.forEach((label, i) =>
    textInBox(ctx, label, { x: xAt(i) - 30, y: plot.y + plot.h + 8, w: 60, h: 24 }, {
      size: 15,
      bold: i === xLabels.length - 1,
      color: INK_SOFT,
      align: 'center',
    }),
  );

  for (const s of series) {
    ctx.save();
    ctx.strokeStyle = SEAT_COLORS[s.seat % SEAT_COLORS.length];
    ctx.lineWidth = 3.5;
    ctx.lineJoin = 'round';
    ctx.beginPath();
    s.points.forEach((v, i) => (i === 0 ? ctx.moveTo(xAt(i), yAt(v)) : ctx.lineTo(xAt(i), yAt(v))));
    ctx.stroke();
    ctx.restore();
    s.points.forEach((v, i) => drawSeatMark(ctx, s.seat, xAt(i), yAt(v), 6));
  }
}
