// Small illustrated scoring examples for the rules pages (`/azul help`): a row,
// a column, a row and a column at once, and the floor, each drawn from a
// hand-made wall. The points are the engine's (scorePlacement,
// floorPenaltyFor), so a picture never teaches a wrong count. 560 px wide, all
// texts at least 26 px: 12 px high digits and capitals when shown 400 px wide.
import { createCanvas, type Canvas, type SKRSContext2D } from './canvas.ts';
import { floorPenaltyFor, scorePlacement, wallColorAt } from '../engine/index.ts';
import { EMPTY, FLOOR_PENALTIES, MARKER, type Color } from '../engine/types.ts';
import { drawCardShade, drawPanel } from './chrome.ts';
import { encodeImage, type ImageFormat, type RenderedImage } from './encode.ts';
import { ensureFonts, font } from './fonts.ts';
import { rect, right, type Rect } from './geometry.ts';
import { BOARD, BOARD_EDGE, GAIN, INK, INK_SOFT, PENALTY, TURN } from './palette.ts';
import { textInBox } from './text.ts';
import { drawMarker, drawSlot, drawTile, drawWallHint, roundRect } from './tiles.ts';
import type { ScoringWords } from './words.ts';

export type ScoringExample = 'row' | 'column' | 'both' | 'floor';
export const SCORING_EXAMPLES: readonly ScoringExample[] = ['row', 'column', 'both', 'floor'];

export const SCORING_WIDTH = 560;
const MARGIN = 20;
const TITLE_H = 44;
const WALL_TILE = 42;
const WALL_STEP = 47;
const FLOOR_TILE = 54;
const FLOOR_STEP = 62;

export const SCORING_FONTS = {
  title: 30,
  points: 64,
  explain: 26,
  label: 26,
  penalty: 28,
} as const;

/** A wall example: the tiles already there, and the one placed now. */
interface WallExample {
  tiles: [number, number][];
  placed: [number, number];
}

/** Hand-made walls: each placed tile joins exactly the runs its example is about. */
export const WALL_EXAMPLES: Record<Exclude<ScoringExample, 'floor'>, WallExample> = {
  // Row 3 holds columns 2 and 3; the new tile goes to column 4: a row of 3, no column.
  row: {
    tiles: [
      [0, 0],
      [2, 1],
      [2, 2],
      [4, 4],
      [0, 4],
    ],
    placed: [2, 3],
  },
  // Column 2 holds rows 1 to 3; the new tile goes to row 4: a column of 4, no row.
  column: {
    tiles: [
      [0, 1],
      [1, 1],
      [2, 1],
      [0, 3],
      [4, 4],
    ],
    placed: [3, 1],
  },
  // A row of 3 and a column of 2 through the new tile.
  both: {
    tiles: [
      [2, 1],
      [2, 3],
      [1, 2],
      [0, 0],
      [4, 4],
    ],
    placed: [2, 2],
  },
};

/** The floor example: the marker and three tiles. */
export const FLOOR_EXAMPLE: number[] = [MARKER, 2, 2, 3];

/** The wall of an example after its tile is placed (colored wall colors). */
export function exampleWall(example: WallExample): number[] {
  const wall = Array<number>(25).fill(EMPTY);
  for (const [r, c] of [...example.tiles, example.placed]) wall[r * 5 + c] = wallColorAt(r, c);
  return wall;
}

export interface ScoringLayout {
  width: number;
  height: number;
  title: Rect;
  /** Wall examples: the 25 spaces; the floor example: the 7 spaces and the penalties over them. */
  wall: Rect[];
  floor: Rect[];
  penalties: Rect[];
  /** The points, large, and the sentence explaining them. */
  points: Rect;
  explain: Rect;
  /** Under the new tile: "New tile". */
  label: Rect;
}

export function layoutScoring(kind: ScoringExample): ScoringLayout {
  const title = rect(MARGIN + 4, MARGIN, SCORING_WIDTH - 2 * MARGIN - 8, TITLE_H);
  const top = MARGIN + TITLE_H + 12;
  if (kind === 'floor') {
    const floorW = 7 * FLOOR_STEP - (FLOOR_STEP - FLOOR_TILE);
    const x = Math.round((SCORING_WIDTH - floorW) / 2);
    const penalties = Array.from({ length: 7 }, (_, i) => rect(x + i * FLOOR_STEP, top, FLOOR_TILE, 34));
    const floor = Array.from({ length: 7 }, (_, i) => rect(x + i * FLOOR_STEP, top + 38, FLOOR_TILE, FLOOR_TILE));
    const explainY = top + 38 + FLOOR_TILE + 14;
    const points = rect(SCORING_WIDTH - MARGIN - 120, explainY, 110, 105);
    const explain = rect(MARGIN + 12, explainY, points.x - MARGIN - 20, 105);
    return {
      width: SCORING_WIDTH,
      height: explainY + 105 + MARGIN,
      title,
      wall: [],
      floor,
      penalties,
      points,
      explain,
      label: rect(0, 0, 0, 0),
    };
  }
  const wallX = MARGIN + 16;
  const wall: Rect[] = [];
  for (let r = 0; r < 5; r++)
    for (let c = 0; c < 5; c++) wall.push(rect(wallX + c * WALL_STEP, top + r * WALL_STEP, WALL_TILE, WALL_TILE));
  const wallRight = right(wall[4]);
  const sideX = wallRight + 24;
  const sideW = SCORING_WIDTH - MARGIN - 12 - sideX;
  const points = rect(sideX, top + 4, sideW, 76);
  const label = rect(sideX, top + 84, sideW, 36);
  const explain = rect(sideX, top + 126, sideW, 108);
  const height = top + 5 * WALL_STEP - (WALL_STEP - WALL_TILE) + 16 + MARGIN;
  return { width: SCORING_WIDTH, height, title, wall, floor: [], penalties: [], points, explain, label };
}

/** An example as an image, with its alt text. */
export async function renderScoringExample(
  kind: ScoringExample,
  options: { format?: ImageFormat; words: ScoringWords },
): Promise<RenderedImage> {
  if (!SCORING_EXAMPLES.includes(kind)) throw new Error(`renderScoringExample: no example "${String(kind)}"`);
  const words = options.words;
  const { canvas } = drawScoringExample(kind, words);
  return encodeImage(canvas, `azul-scoring-${kind}`, words.alt[kind], options.format);
}

export function drawScoringExample(
  kind: ScoringExample,
  words: ScoringWords,
): { canvas: Canvas; layout: ScoringLayout } {
  ensureFonts();
  const l = layoutScoring(kind);
  const canvas = createCanvas(l.width, l.height);
  const ctx = canvas.getContext('2d');
  drawPanel(ctx, l.width, l.height);
  const card = rect(
    MARGIN - 6,
    l.title.y + l.title.h + 2,
    l.width - 2 * (MARGIN - 6),
    l.height - MARGIN - (l.title.y + l.title.h + 2) + 8,
  );
  drawCardShade(ctx, card, 16);
  ctx.fillStyle = BOARD;
  roundRect(ctx, card, 16);
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = BOARD_EDGE;
  ctx.stroke();
  textInBox(ctx, words.title[kind], l.title, { size: SCORING_FONTS.title, bold: true, color: INK });
  if (kind === 'floor') drawFloorExample(ctx, l, words);
  else drawWallExample(ctx, l, kind, words);
  return { canvas, layout: l };
}

function drawWallExample(
  ctx: SKRSContext2D,
  l: ScoringLayout,
  kind: Exclude<ScoringExample, 'floor'>,
  words: ScoringWords,
): void {
  const example = WALL_EXAMPLES[kind];
  const wall = exampleWall(example);
  const [pr, pc] = example.placed;
  const score = scorePlacement(wall, pr, pc);
  l.wall.forEach((space, i) => {
    if (wall[i] >= 0) drawTile(ctx, space, wall[i] as Color);
    else drawWallHint(ctx, space, wallColorAt(Math.floor(i / 5), i % 5));
  });
  // The runs the new tile joins, framed in green; the new tile ringed in orange.
  const run = (cells: number[]) => {
    const rs = cells.map((i) => l.wall[i]);
    const x = Math.min(...rs.map((r) => r.x));
    const y = Math.min(...rs.map((r) => r.y));
    const r = Math.max(...rs.map((q) => q.x + q.w));
    const b = Math.max(...rs.map((q) => q.y + q.h));
    ctx.save();
    ctx.lineWidth = 4;
    ctx.strokeStyle = GAIN;
    roundRect(ctx, { x: x - 4, y: y - 4, w: r - x + 8, h: b - y + 8 }, 9);
    ctx.stroke();
    ctx.restore();
  };
  const filled = (r: number, c: number) => r >= 0 && r < 5 && c >= 0 && c < 5 && wall[r * 5 + c] >= 0;
  if (score.horizontal > 0) {
    let a = pc;
    let b = pc;
    while (filled(pr, a - 1)) a--;
    while (filled(pr, b + 1)) b++;
    run(Array.from({ length: b - a + 1 }, (_, k) => pr * 5 + a + k));
  }
  if (score.vertical > 0) {
    let a = pr;
    let b = pr;
    while (filled(a - 1, pc)) a--;
    while (filled(b + 1, pc)) b++;
    run(Array.from({ length: b - a + 1 }, (_, k) => (a + k) * 5 + pc));
  }
  const placed = l.wall[pr * 5 + pc];
  ctx.save();
  ctx.lineWidth = 5;
  ctx.strokeStyle = TURN;
  roundRect(ctx, { x: placed.x - 7, y: placed.y - 7, w: placed.w + 14, h: placed.h + 14 }, 11);
  ctx.stroke();
  ctx.restore();
  textInBox(ctx, `+${score.points}`, l.points, { size: SCORING_FONTS.points, bold: true, color: GAIN });
  ctx.save();
  ctx.fillStyle = TURN;
  roundRect(ctx, { x: l.label.x, y: l.label.y + 9, w: 18, h: 18 }, 5);
  ctx.fill();
  ctx.restore();
  textInBox(
    ctx,
    words.newTile,
    { ...l.label, x: l.label.x + 28, w: l.label.w - 28 },
    { size: SCORING_FONTS.label, bold: true, color: INK_SOFT },
  );
  drawWrapped(
    ctx,
    words.explain[kind](score.horizontal, score.vertical, score.points),
    l.explain,
    SCORING_FONTS.explain,
    INK,
  );
}

function drawFloorExample(ctx: SKRSContext2D, l: ScoringLayout, words: ScoringWords): void {
  l.penalties.forEach((box, i) =>
    textInBox(ctx, `−${-FLOOR_PENALTIES[i]}`, box, {
      size: SCORING_FONTS.penalty,
      bold: true,
      color: PENALTY,
      align: 'center',
    }),
  );
  l.floor.forEach((space, i) => {
    const item = FLOOR_EXAMPLE[i];
    if (item === undefined) drawSlot(ctx, space, '#f1e4dc', '#d9b9a8');
    else if (item === MARKER) drawMarker(ctx, space);
    else drawTile(ctx, space, item as Color);
  });
  const penalty = floorPenaltyFor(FLOOR_EXAMPLE.length);
  textInBox(ctx, `−${-penalty}`, l.points, { size: SCORING_FONTS.points, bold: true, color: PENALTY, align: 'right' });
  drawWrapped(
    ctx,
    words.floorExplain(
      FLOOR_PENALTIES.slice(0, FLOOR_EXAMPLE.length)
        .map((p) => `−${-p}`)
        .join(' '),
      `−${-penalty}`,
    ),
    l.explain,
    SCORING_FONTS.explain,
    INK,
  );
}

/** Words broken into lines that fit `box` (at most as many as its height holds; the last one shortened if need be). */
function drawWrapped(ctx: SKRSContext2D, text: string, box: Rect, size: number, color: string): void {
  const lineH = Math.round(size * 1.35);
  const maxLines = Math.max(1, Math.floor(box.h / lineH));
  const lines = wrapWords(ctx, text, box.w, size).slice(0, maxLines);
  const all = wrapWords(ctx, text, box.w, size);
  if (all.length > maxLines) lines[maxLines - 1] = all.slice(maxLines - 1).join(' ');
  lines.forEach((line, i) =>
    textInBox(ctx, line, { x: box.x, y: box.y + i * lineH, w: box.w, h: lineH }, { size, bold: true, color }),
  );
}

/** Greedy word wrap at `size` bold. */
export function wrapWords(ctx: SKRSContext2D, text: string, width: number, size: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  ctx.save();
  ctx.font = font(size, true, text);
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (line && ctx.measureText(next).width > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  ctx.restore();
  return lines;
}
