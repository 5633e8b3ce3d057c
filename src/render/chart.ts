// A small line chart of every player's score after each round, plus the final
// score with bonuses. Each seat has its own color and point shape.
import type { SKRSContext2D } from './canvas.ts';
import { drawSeatMark } from './chrome.ts';
import type { Rect } from './geometry.ts';
import { BOARD, BOARD_EDGE, INK, INK_SOFT, SEAT_COLORS } from './palette.ts';
import type { CardFonts } from './layout-cards.ts';
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

/** A dash pattern per seat (with its point shape), so lines that run together stay apart without color. */
const SEAT_DASHES: number[][] = [[], [14, 7], [3, 6], [14, 6, 3, 6]];

/**
 * Y positions for labels wanted at `wanted`, moved apart to be at least `gap`
 * from each other and kept within [top, bottom]; order is kept.
 */
export function spreadLabels(wanted: readonly number[], gap: number, top: number, bottom: number): number[] {
  const order = wanted.map((y, i) => ({ y, i })).sort((a, b) => a.y - b.y || a.i - b.i);
  const placed = order.map((o) => o.y);
  for (let k = 0; k < placed.length; k++) placed[k] = Math.max(placed[k], k === 0 ? top : placed[k - 1] + gap);
  const overflow = placed.length > 0 ? placed[placed.length - 1] - bottom : 0;
  if (overflow > 0) {
    placed[placed.length - 1] -= overflow;
    for (let k = placed.length - 2; k >= 0; k--) placed[k] = Math.min(placed[k], placed[k + 1] - gap);
  }
  const out = new Array<number>(wanted.length);
  order.forEach((o, k) => (out[o.i] = placed[k]));
  return out;
}

export function drawChart(
  ctx: SKRSContext2D,
  FONTS: CardFonts,
  box: Rect,
  series: ChartSeries[],
  xLabels: string[],
  title: string,
): void {
  ctx.fillStyle = BOARD;
  roundRect(ctx, box, 16);
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = BOARD_EDGE;
  ctx.stroke();

  // Title; the names are at the ends of the lines.
  const head = { x: box.x + 16, y: box.y + 8, w: box.w - 32, h: Math.round(FONTS.chartTitle * 1.3) };
  textInBox(ctx, title, head, { size: FONTS.chartTitle, bold: true, color: INK });

  // Room for the names and scores at the lines' ends (as wide as the widest needs, up to 45% of the
  // chart: two names alike, "Bot · hard" and "Bot · hard 2", are read whole), the y axis's numbers,
  // the x axis's words.
  const widest = Math.max(
    ...series.map(
      (s) =>
        measure(ctx, s.name, FONTS.chartEndLabel, true) +
        measure(ctx, String(s.points[s.points.length - 1]), FONTS.chartEndLabel, true),
    ),
  );
  const labelW = Math.round(Math.min(Math.max(FONTS.chartEndLabel * 7, widest + 18 + 6 + 12), (box.w - 32) * 0.45));
  const axisW = Math.round(FONTS.chartAxis * 2);
  const axisH = Math.round(FONTS.chartAxis * 1.25);
  const plotTop = head.y + head.h + 14;
  const plot = {
    x: box.x + axisW + 12,
    y: plotTop,
    w: box.w - axisW - 12 - labelW - 16,
    h: box.y + box.h - plotTop - axisH - 16,
  };
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
    textInBox(
      ctx,
      String(v),
      { x: box.x + 4, y: yAt(v) - axisH / 2, w: axisW, h: axisH },
      { size: FONTS.chartAxis, color: INK_SOFT, align: 'right' },
    );
  }
  xLabels.forEach((label, i) =>
    textInBox(
      ctx,
      label,
      { x: xAt(i) - axisW * 0.7, y: plot.y + plot.h + 8, w: axisW * 1.4, h: axisH },
      {
        size: FONTS.chartAxis,
        bold: i === xLabels.length - 1,
        color: INK_SOFT,
        align: 'center',
      },
    ),
  );

  // Lines that share points are nudged apart a little, each with its own dash and point shape.
  const nudge = (k: number) => (k - (series.length - 1) / 2) * 3;
  series.forEach((s, k) => {
    ctx.save();
    ctx.strokeStyle = SEAT_COLORS[s.seat % SEAT_COLORS.length];
    ctx.lineWidth = 3.5;
    ctx.lineJoin = 'round';
    ctx.setLineDash(SEAT_DASHES[s.seat % SEAT_DASHES.length]);
    ctx.beginPath();
    s.points.forEach((v, i) =>
      i === 0 ? ctx.moveTo(xAt(i), yAt(v) + nudge(k)) : ctx.lineTo(xAt(i), yAt(v) + nudge(k)),
    );
    ctx.stroke();
    ctx.restore();
  });
  series.forEach((s, k) => s.points.forEach((v, i) => drawSeatMark(ctx, s.seat, xAt(i), yAt(v) + nudge(k), 6)));

  // At each line's end: its mark, name and final score, spread so no two overlap.
  const endX = xAt(n) + 14;
  const endH = Math.round(FONTS.chartEndLabel * 1.2);
  const ends = spreadLabels(
    series.map((s) => yAt(s.points[s.points.length - 1])),
    endH,
    plot.y - 6,
    plot.y + plot.h + 6,
  );
  series.forEach((s, k) => {
    const y = ends[k];
    drawSeatMark(ctx, s.seat, endX + 7, y, 7);
    const final = String(s.points[s.points.length - 1]);
    const scoreW = measure(ctx, final, FONTS.chartEndLabel, true);
    const room = box.x + box.w - 10 - (endX + 18);
    const nameW = textInBox(
      ctx,
      [{ name: s.name }],
      { x: endX + 18, y: y - endH / 2, w: room - scoreW - 6, h: endH },
      {
        size: FONTS.chartEndLabel,
        bold: true,
        color: INK,
      },
    );
    textInBox(
      ctx,
      final,
      { x: endX + 18 + nameW + 6, y: y - endH / 2, w: scoreW + 2, h: endH },
      { size: FONTS.chartEndLabel, bold: true, color: INK_SOFT },
    );
  });
}
