// The game review's evaluation chart: every seat's expected margin over the best other
// seat, move by move, in the seats' colors, dashes and point shapes (as the score chart
// draws them); rounds marked along the x axis; mistakes and blunders ringed on the line
// of the player who made them. Sized for a phone: 800 px wide, so at 400 px every digit
// and capital is at least 12 px high (test/render/phone.test.ts).
import { createCanvas, type Canvas } from './canvas.ts';
import { niceScale } from './chart.ts';
import { drawPanel, drawSeatMark } from './chrome.ts';
import { ensureFonts } from './fonts.ts';
import { rect, type Rect } from './geometry.ts';
import { BOARD, BOARD_EDGE, INK, INK_SOFT, PENALTY, SEAT_COLORS } from './palette.ts';
import { signedPoints, type ReviewWords } from './review-words.ts';
import { measure, textInBox } from './text.ts';
import { roundRect } from './tiles.ts';

export interface EvalChartInput {
  /** One drawable name per seat. */
  names: string[];
  /** Per seat: the expected margin (points) before the first move, then after each move. */
  margins: number[][];
  /** Per point: the round (0-based) it belongs to (the round of the move just made; point 0: the first move's). */
  rounds: number[];
  /** Moves to ring: `point` is the point after the move (index + 1), on `seat`'s line. */
  marks?: { point: number; seat: number; severity: 'mistake' | 'blunder' }[];
  words: ReviewWords;
}

/** Font sizes (px) of the chart; 800 px wide shows at half size on a phone: 34 px draws 12.4 px high digits there. */
export const EVAL_CHART_FONTS = { title: 38, axis: 34, endLabel: 34 } as const;
export type EvalChartFonts = Record<keyof typeof EVAL_CHART_FONTS, number>;

export interface EvalChartLayout {
  width: number;
  height: number;
  title: Rect;
  /** The plotting area. */
  plot: Rect;
  /** Left of the plot: the y axis's numbers. */
  yLabels: Rect;
  /** Under the plot: the rounds. */
  xLabels: Rect;
  /** Under the rounds, one per seat (two to a row): its mark, name and final margin. */
  legend: Rect[];
  fonts: EvalChartFonts;
}

const WIDTH = 800;
const MARGIN = 20;
const PAD = 14;

export function layoutEvalChart(playerCount: number): EvalChartLayout {
  const fonts = { ...EVAL_CHART_FONTS };
  const inner = rect(MARGIN + PAD, MARGIN + 8, WIDTH - 2 * (MARGIN + PAD), 0);
  const title = rect(inner.x, inner.y, inner.w, Math.round(fonts.title * 1.3));
  const yW = Math.round(fonts.axis * 2.1);
  const xH = Math.round(fonts.axis * 1.3);
  const legendH = Math.round(fonts.endLabel * 1.35);
  const legendRows = Math.ceil(playerCount / 2);
  const plotH = 300;
  const top = title.y + title.h + 16;
  const plot = rect(inner.x + yW + 10, top, inner.w - yW - 10 - 8, plotH);
  const xLabels = rect(plot.x, plot.y + plot.h + 8, plot.w, xH);
  const legendTop = xLabels.y + xLabels.h + 10;
  const half = Math.floor(inner.w / 2);
  const legend = Array.from({ length: playerCount }, (_, seat) =>
    rect(inner.x + (seat % 2) * half, legendTop + Math.floor(seat / 2) * legendH, half - 8, legendH),
  );
  const height = legendTop + legendRows * legendH + 12 + MARGIN;
  return { width: WIDTH, height, title, plot, yLabels: rect(inner.x, top, yW, plot.h), xLabels, legend, fonts };
}

/** The y axis: from a multiple of the step at or below the lowest point to one at or above the highest, 0 always in. */
export function marginScale(values: readonly number[]): { low: number; high: number; step: number } {
  const lo = Math.min(0, ...values);
  const hi = Math.max(0, ...values);
  const { step } = niceScale(Math.max(10, (hi - lo) / 1.6));
  const low = Math.min(-step, Math.floor(lo / step) * step);
  const high = Math.max(step, Math.ceil(hi / step) * step);
  return { low, high, step };
}

const SEAT_DASHES: number[][] = [[], [14, 7], [3, 6], [14, 6, 3, 6]];

export function drawEvalChart(input: EvalChartInput): { canvas: Canvas; layout: EvalChartLayout } {
  ensureFonts();
  const n = input.names.length;
  const layout = layoutEvalChart(n);
  const { plot, fonts } = layout;
  const canvas = createCanvas(layout.width, layout.height);
  const ctx = canvas.getContext('2d');
  drawPanel(ctx, layout.width, layout.height);
  const card = rect(MARGIN, MARGIN, layout.width - 2 * MARGIN, layout.height - 2 * MARGIN);
  ctx.fillStyle = BOARD;
  roundRect(ctx, card, 16);
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = BOARD_EDGE;
  ctx.stroke();
  textInBox(ctx, input.words.chartTitle, layout.title, { size: fonts.title, bold: true, color: INK });

  const points = Math.max(2, ...input.margins.map((m) => m.length));
  const { low, high, step } = marginScale(input.margins.flat());
  const xAt = (i: number) => plot.x + (plot.w * i) / (points - 1);
  const yAt = (v: number) => plot.y + plot.h - (plot.h * (Math.max(low, Math.min(high, v)) - low)) / (high - low);

  // Rounds: a faint band on every other round, its label under the axis.
  const starts = roundStarts(input.rounds);
  starts.forEach((s, k) => {
    const x0 = xAt(s.point);
    const x1 = k + 1 < starts.length ? xAt(starts[k + 1].point) : plot.x + plot.w;
    if (k % 2 === 1) {
      ctx.fillStyle = 'rgba(213,195,159,0.22)';
      ctx.fillRect(x0, plot.y, x1 - x0, plot.h);
    }
    const label = input.words.roundShort(s.round);
    if (x1 - x0 >= measure(ctx, label, fonts.axis, true) + 4) {
      textInBox(
        ctx,
        label,
        { x: x0, y: layout.xLabels.y, w: x1 - x0, h: layout.xLabels.h },
        { size: fonts.axis, bold: true, color: INK_SOFT, align: 'center' },
      );
    }
  });
  // The y axis: lines at each step, the zero line darker.
  ctx.lineWidth = 1.5;
  for (let v = low; v <= high; v += step) {
    ctx.strokeStyle = v === 0 ? INK_SOFT : '#e6dac3';
    ctx.lineWidth = v === 0 ? 2.5 : 1.5;
    ctx.beginPath();
    ctx.moveTo(plot.x, yAt(v));
    ctx.lineTo(plot.x + plot.w, yAt(v));
    ctx.stroke();
    const h = Math.round(fonts.axis * 1.2);
    textInBox(
      ctx,
      signedPoints(v),
      { x: layout.yLabels.x, y: yAt(v) - h / 2, w: layout.yLabels.w, h },
      { size: fonts.axis, color: INK_SOFT, align: 'right' },
    );
  }

  input.margins.forEach((series, seat) => {
    ctx.save();
    ctx.strokeStyle = SEAT_COLORS[seat % SEAT_COLORS.length];
    ctx.lineWidth = 4;
    ctx.lineJoin = 'round';
    ctx.setLineDash(SEAT_DASHES[seat % SEAT_DASHES.length]);
    ctx.beginPath();
    series.forEach((v, i) => (i === 0 ? ctx.moveTo(xAt(i), yAt(v)) : ctx.lineTo(xAt(i), yAt(v))));
    ctx.stroke();
    ctx.restore();
  });
  // Mistakes and blunders: a ring on the mover's line (blunders larger and thicker).
  for (const m of input.marks ?? []) {
    const v = input.margins[m.seat]?.[m.point];
    if (v === undefined) continue;
    const blunder = m.severity === 'blunder';
    ctx.save();
    ctx.lineWidth = blunder ? 4.5 : 3;
    ctx.strokeStyle = PENALTY;
    ctx.fillStyle = 'rgba(255,250,240,0.7)';
    ctx.beginPath();
    ctx.arc(xAt(m.point), yAt(v), blunder ? 11 : 7.5, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
    ctx.restore();
  }

  // The legend: each seat's mark (also at its line's end), name and final margin.
  const finals = input.margins.map((series) => series[series.length - 1] ?? 0);
  finals.forEach((v, seat) => {
    drawSeatMark(ctx, seat, xAt(points - 1), yAt(v), 7);
    const box = layout.legend[seat];
    drawSeatMark(ctx, seat, box.x + 12, box.y + box.h / 2, 10);
    const value = signedPoints(v);
    const valueW = measure(ctx, value, fonts.endLabel, true);
    const nameBox = { x: box.x + 30, y: box.y, w: box.w - 30 - valueW - 10, h: box.h };
    const nameW = textInBox(ctx, [{ name: input.names[seat] }], nameBox, {
      size: fonts.endLabel,
      bold: true,
      color: INK,
    });
    textInBox(
      ctx,
      value,
      { x: nameBox.x + nameW + 10, y: box.y, w: valueW + 2, h: box.h },
      { size: fonts.endLabel, bold: true, color: INK_SOFT },
    );
  });
  return { canvas, layout };
}

/** The first point of each round. */
export function roundStarts(rounds: readonly number[]): { round: number; point: number }[] {
  const out: { round: number; point: number }[] = [];
  rounds.forEach((round, point) => {
    if (point === 0 || round !== rounds[point - 1]) out.push({ round, point });
  });
  return out;
}
