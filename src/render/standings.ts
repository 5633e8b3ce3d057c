// A tournament's standings as a table image, made to be read on a phone: a title and a line under it,
// then one row per entrant (rank, name, points, then the tie-breaks' columns), large type, every other
// row shaded. It draws what it is given: the app decides the order and writes every cell, numbers
// included, in the reader's language.
import { createCanvas, type Canvas } from './canvas.ts';
import { drawPanel } from './chrome.ts';
import { ensureFonts } from './fonts.ts';
import type { Rect } from './geometry.ts';
import { BOARD, BOARD_EDGE, INK, INK_SOFT, SLOT } from './palette.ts';
import { measure, textInBox } from './text.ts';
import { roundRect } from './tiles.ts';

export interface StandingsTable {
  title: string;
  subtitle: string;
  /** Column headings: rank, name, then the number columns (points first). */
  headings: string[];
  /** One row per entrant, best first: the same columns as the headings. */
  rows: { cells: string[]; /** Drawn softer (an entrant who withdrew, or was knocked out). */ faded?: boolean }[];
}

const MIN_WIDTH = 640;
const PAD = 20;
const TITLE_H = 52;
const SUBTITLE_H = 34;
const HEAD_H = 40;
const ROW_H = 46;
/** Text sizes: read on a 400 px wide phone, every capital and digit stays at least 9 px high. */
const TEXT = 25;
const HEADING = 21;
const SUBTITLE = 22;
/** Room the rank column takes, the least a number column and the name column take, and between columns. */
const RANK_W = 56;
const NUMBER_MIN_W = 80;
const NAME_MIN_W = 200;
const GAP = 14;
const GOLD = '#c98a00';

export function drawStandings(table: StandingsTable): { canvas: Canvas; height: number } {
  ensureFonts();
  const numbers = Math.max(0, table.headings.length - 2);
  // Each number column as wide as its widest heading or cell (so a longer word in another language
  // fits), the name what is left of at least MIN_WIDTH; the picture widens only when it must.
  const probe = createCanvas(10, 10).getContext('2d');
  const widths = Array.from({ length: numbers }, (_, i) => {
    const cells = table.rows.map((r) => measure(probe, r.cells[i + 2] ?? '', TEXT + 1, true));
    return Math.max(NUMBER_MIN_W, measure(probe, table.headings[i + 2] ?? '', HEADING, true), ...cells) + GAP;
  });
  const numbersW = widths.reduce((a, b) => a + b, 0);
  const width = Math.max(MIN_WIDTH, 2 * PAD + 20 + RANK_W + NAME_MIN_W + numbersW);
  const height = PAD + TITLE_H + SUBTITLE_H + 12 + HEAD_H + table.rows.length * ROW_H + PAD + 8;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  drawPanel(ctx, width, height);
  const inner = width - 2 * PAD;
  textInBox(ctx, table.title, { x: PAD + 4, y: PAD, w: inner - 8, h: TITLE_H }, { size: 32, bold: true, color: INK });
  textInBox(
    ctx,
    table.subtitle,
    { x: PAD + 4, y: PAD + TITLE_H, w: inner - 8, h: SUBTITLE_H },
    { size: SUBTITLE, bold: true, color: INK_SOFT },
  );
  const top = PAD + TITLE_H + SUBTITLE_H + 12;
  const board: Rect = { x: PAD, y: top, w: inner, h: HEAD_H + table.rows.length * ROW_H + 8 };
  ctx.fillStyle = BOARD;
  roundRect(ctx, board, 14);
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = BOARD_EDGE;
  roundRect(ctx, board, 14);
  ctx.stroke();
  const nameW = inner - 20 - RANK_W - numbersW;
  const columns = (y: number, h: number): Rect[] => {
    const cells: Rect[] = [{ x: PAD + 10, y, w: RANK_W - 6, h }];
    cells.push({ x: PAD + 10 + RANK_W, y, w: nameW - GAP, h });
    let x = PAD + 10 + RANK_W + nameW;
    for (const w of widths) {
      cells.push({ x, y, w: w - GAP / 2, h });
      x += w;
    }
    return cells;
  };
  columns(top + 4, HEAD_H).forEach((cell, i) =>
    textInBox(ctx, table.headings[i] ?? '', cell, {
      size: HEADING,
      bold: true,
      color: INK_SOFT,
      align: i === 1 ? 'left' : i === 0 ? 'center' : 'right',
    }),
  );
  table.rows.forEach((row, r) => {
    const y = top + 4 + HEAD_H + r * ROW_H;
    if (r % 2 === 0) {
      ctx.fillStyle = SLOT;
      roundRect(ctx, { x: PAD + 6, y, w: inner - 12, h: ROW_H }, 8);
      ctx.fill();
    }
    const leader = row.cells[0] === '1' && !row.faded;
    columns(y, ROW_H).forEach((cell, i) =>
      textInBox(ctx, row.cells[i] ?? '', cell, {
        size: i === 2 ? TEXT + 1 : TEXT,
        bold: i === 0 || i === 2,
        color: row.faded ? INK_SOFT : leader && i === 0 ? GOLD : INK,
        align: i === 1 ? 'left' : i === 0 ? 'center' : 'right',
        ...(i === 1 ? { name: true } : {}),
      }),
    );
  });
  return { canvas, height };
}
