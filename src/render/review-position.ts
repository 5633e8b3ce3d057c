// A costly move of the game review, as a small image: the mover's board as it stood,
// the display or center each move took from, the move played ringed in red (dashed)
// and the better move in green (solid), named in words underneath. Two different
// strokes, so the marks read without color vision too. 556 px wide: at 400 px on a
// phone every digit and capital is at least 12 px high (test/render/phone.test.ts).
import { createCanvas, type Canvas, type SKRSContext2D } from './canvas.ts';
import { CENTER, FLOOR, type Action, type Color, type GameState } from '../engine/types.ts';
import { drawBoard } from './board.ts';
import { drawChip, drawPanel } from './chrome.ts';
import { ensureFonts } from './fonts.ts';
import { bottom, flowSquares, rect, right, type Rect } from './geometry.ts';
import { BOARD_WIDTH, TABLE_FONTS, TILE, layoutBoard, type BoardLayout } from './layout-table.ts';
import { BOARD, BOARD_EDGE, GAIN, INK, PENALTY, PLATE, PLATE_EDGE } from './palette.ts';
import { shortMoveWords, type ReviewWords } from './review-words.ts';
import { measure, textInBox, wrapWords } from './text.ts';
import { tilesOf } from './table.ts';
import { drawMarker, drawTile, roundRect } from './tiles.ts';

export const REVIEW_POSITION_FONTS = {
  title: 30,
  loss: 32,
  sourceBadge: 28,
  centerTitle: 28,
  legendChip: 26,
  legend: 27,
} as const;
export type ReviewPositionFonts = Record<keyof typeof REVIEW_POSITION_FONTS, number>;

const MARGIN = 20;
const GAP = 5;
const PLATE_PAD = 10;
const PLATE_SIDE = 2 * TILE + GAP + 2 * PLATE_PAD;
const BADGE = 40;
/** The smallest tile of a crowded center (20 px on a phone). */
const CENTER_TILE = 28;

export interface SourceLayout {
  /** A display index, or CENTER. */
  source: number;
  plate: Rect;
  /** Displays: the number badge; the center: its title strip. */
  label: Rect;
  /** Where its tiles go (the center: the marker first, then the tiles by color). */
  tiles: Rect[];
}

export interface ReviewPositionLayout {
  width: number;
  height: number;
  banner: Rect;
  /** The sources the two moves took from (none for gray-wall placements). */
  sources: SourceLayout[];
  board: BoardLayout;
  /** Two rows under the board: the played move, then the better one. */
  legend: [Rect, Rect];
  fonts: ReviewPositionFonts;
}

/** A legend row's height for one line of words, and what a second line adds. */
const LEGEND_ROW = 44;
const LEGEND_LINE = 34;

/**
 * Where everything goes, for the sources the moves take from, how many items the center holds and
 * how many lines the words of each move take in the legend (a long move in a long language: two).
 */
export function layoutReviewPosition(
  sources: readonly number[],
  centerItems: number,
  legendLines: readonly [number, number] = [1, 1],
): ReviewPositionLayout {
  const fonts = { ...REVIEW_POSITION_FONTS };
  const width = BOARD_WIDTH + 2 * MARGIN;
  const banner = rect(MARGIN, MARGIN, width - 2 * MARGIN, 58);
  let y = bottom(banner) + 14;
  const laid: SourceLayout[] = [];
  if (sources.length > 0) {
    const top = y + BADGE / 2 - 6;
    let x = MARGIN + BADGE / 2 - 6;
    // Displays first, left to right; the center takes the rest of the row.
    for (const source of [...sources].sort((a, b) => a - b)) {
      if (source === CENTER) continue;
      const plate = rect(x, top, PLATE_SIDE, PLATE_SIDE);
      const tiles = [0, 1, 2, 3].map((i) =>
        rect(x + PLATE_PAD + (i % 2) * (TILE + GAP), top + PLATE_PAD + Math.floor(i / 2) * (TILE + GAP), TILE, TILE),
      );
      laid.push({ source, plate, label: rect(x + 6 - BADGE / 2, top + 6 - BADGE / 2, BADGE, BADGE), tiles });
      x += PLATE_SIDE + 18;
    }
    let rowBottom = top + PLATE_SIDE;
    if (sources.includes(CENTER)) {
      // As many rows of tiles at least CENTER_TILE wide as the center's items need.
      const areaW = width - MARGIN - x - 24;
      const perRow = Math.max(1, Math.floor((areaW + GAP) / (CENTER_TILE + GAP)));
      const rows = Math.ceil(Math.max(1, centerItems) / perRow);
      const areaH = Math.max(PLATE_SIDE - 48, rows * (CENTER_TILE + GAP) - GAP);
      const plate = rect(x, top, width - MARGIN - x, areaH + 48);
      const label = rect(plate.x + 12, plate.y + 4, plate.w - 24, 34);
      const area = rect(plate.x + 12, bottom(label) + 2, areaW, areaH);
      laid.push({ source: CENTER, plate, label, tiles: flowSquares(area, Math.max(1, centerItems), TILE) });
      rowBottom = Math.max(rowBottom, bottom(plate));
    }
    y = rowBottom + 16;
  }
  const board = layoutBoard(MARGIN, y, TABLE_FONTS);
  const rowH = (lines: number) => LEGEND_ROW + (Math.max(1, lines) - 1) * LEGEND_LINE;
  const legendTop = bottom(board.rect) + 14;
  const legend: [Rect, Rect] = [
    rect(MARGIN, legendTop, width - 2 * MARGIN, rowH(legendLines[0])),
    rect(MARGIN, legendTop + rowH(legendLines[0]) + 8, width - 2 * MARGIN, rowH(legendLines[1])),
  ];
  return { width, height: bottom(legend[1]) + MARGIN, banner, sources: laid, board, legend, fonts };
}

export interface ReviewPositionInput {
  state: GameState;
  /** The mover's drawable name. */
  name: string;
  /** Every player's name by seat (the mover's shortened so it is not taken for another's). */
  names?: readonly string[];
  played: Action;
  better: Action;
  /** Expected points the played move gave away. */
  loss: number;
  words: ReviewWords;
}

type Mark = 'played' | 'better';
const MARK_COLOR: Record<Mark, string> = { played: PENALTY, better: GAIN };

function strokeMark(ctx: SKRSContext2D, r: Rect, mark: Mark, grow: number): void {
  ctx.save();
  ctx.lineWidth = 6;
  ctx.strokeStyle = BOARD;
  roundRect(ctx, { x: r.x - grow, y: r.y - grow, w: r.w + 2 * grow, h: r.h + 2 * grow }, 8 + grow / 2);
  ctx.stroke();
  ctx.lineWidth = mark === 'played' ? 4 : 4.5;
  ctx.strokeStyle = MARK_COLOR[mark];
  if (mark === 'played') ctx.setLineDash([9, 6]);
  roundRect(ctx, { x: r.x - grow, y: r.y - grow, w: r.w + 2 * grow, h: r.h + 2 * grow }, 8 + grow / 2);
  ctx.stroke();
  ctx.restore();
}

function span(rects: readonly Rect[]): Rect {
  const x = Math.min(...rects.map((r) => r.x));
  const y = Math.min(...rects.map((r) => r.y));
  return { x, y, w: Math.max(...rects.map(right)) - x, h: Math.max(...rects.map(bottom)) - y };
}

/** The board spaces a move ends in: a pattern line's row, the floor, or a wall space. */
function targetOf(layout: BoardLayout, action: Action): Rect {
  if (action.type === 'place') return layout.wall[action.line * 5 + action.column];
  if (action.line === FLOOR) return span(layout.floor);
  return layout.lineRows[action.line];
}

export function drawReviewPosition(input: ReviewPositionInput): { canvas: Canvas; layout: ReviewPositionLayout } {
  ensureFonts();
  const { state, played, better } = input;
  const sources = [...new Set([played, better].flatMap((a) => (a.type === 'draft' ? [a.source] : [])))];
  const centerItems = (state.markerInCenter ? 1 : 0) + state.center.reduce((a, b) => a + b, 0);
  // The moves in words, each on as many lines as it needs (two at most): "centro → fil…" was cut.
  const measuring = createCanvas(1, 1).getContext('2d');
  const chipW =
    Math.max(
      measure(measuring, input.words.played, REVIEW_POSITION_FONTS.legendChip, true),
      measure(measuring, input.words.better, REVIEW_POSITION_FONTS.legendChip, true),
    ) + 28;
  const wordsW = BOARD_WIDTH - 4 - chipW - 14;
  const said = ([played, better] as const).map((action) =>
    wrapWords(measuring, shortMoveWords(state, action, input.words), wordsW, REVIEW_POSITION_FONTS.legend, true, 2),
  );
  const layout = layoutReviewPosition(sources, centerItems, [said[0]!.length, said[1]!.length]);
  const { fonts } = layout;
  const canvas = createCanvas(layout.width, layout.height);
  const ctx = canvas.getContext('2d');
  drawPanel(ctx, layout.width, layout.height);

  // Banner: the round and the points given away. The mover is named in full on their board below
  // (a name squeezed in here too was cut to "Bot · h…", and two bots of a level looked alike).
  const chip = drawChip(ctx, input.words.roundChip(state.round), layout.banner, 5, fonts.title, INK);
  textInBox(
    ctx,
    input.words.loss(input.loss),
    { x: right(chip) + 12, y: layout.banner.y, w: right(layout.banner) - right(chip) - 16, h: layout.banner.h },
    { size: fonts.loss, bold: true, color: PENALTY, align: 'right' },
  );

  // The sources as they were, the taken tiles ringed.
  const tileRects = new Map<number, { rects: Rect[]; colors: Color[] }>();
  for (const s of layout.sources) {
    const center = s.source === CENTER;
    ctx.save();
    ctx.fillStyle = center ? BOARD : PLATE;
    roundRect(ctx, s.plate, center ? 16 : s.plate.w * 0.32);
    ctx.fill();
    ctx.lineWidth = 2;
    ctx.strokeStyle = center ? BOARD_EDGE : PLATE_EDGE;
    ctx.stroke();
    ctx.restore();
    const colors = tilesOf(center ? state.center : state.factories[s.source]);
    const rects = s.tiles.slice(center && state.markerInCenter ? 1 : 0);
    if (center && state.markerInCenter) drawMarker(ctx, s.tiles[0]);
    colors.forEach((c, i) => rects[i] && drawTile(ctx, rects[i], c));
    tileRects.set(s.source, { rects, colors });
    if (center) textInBox(ctx, input.words.center, s.label, { size: fonts.centerTitle, bold: true, color: INK });
  }

  // The mover's board before the move (gray wall phase: the line to place and its columns shown).
  const seat = played.player;
  drawBoard(ctx, state, layout.board, {
    seat,
    name: input.name,
    active: false,
    activeLabel: '',
    pendingLine: state.phase === 'wall' && state.current === seat ? state.pendingLine : -1,
    hasMarker: !state.markerInCenter && state.markerTakenBy === seat,
    floorWord: input.words.floorTitle,
  });

  // The marks: where each move took from and where it put the tiles; on a shared spot the better ring sits inside.
  const sameTarget = JSON.stringify(targetOf(layout.board, played)) === JSON.stringify(targetOf(layout.board, better));
  for (const [mark, action] of [
    ['played', played],
    ['better', better],
  ] as const) {
    const inner = mark === 'better';
    strokeMark(ctx, targetOf(layout.board, action), mark, sameTarget ? (inner ? 2 : 9) : 5);
    if (action.type !== 'draft') continue;
    const from = tileRects.get(action.source);
    if (!from) continue;
    const taken = from.rects.filter((_, i) => from.colors[i] === action.color);
    const sameTiles =
      played.type === 'draft' &&
      better.type === 'draft' &&
      played.source === better.source &&
      played.color === better.color;
    if (taken.length > 0) strokeMark(ctx, span(taken), mark, sameTiles ? (inner ? 2 : 8) : 4);
  }

  // Display numbers over the rings, as on the table and the buttons ("Display 1".."Display 9").
  for (const s of layout.sources) {
    if (s.source === CENTER) continue;
    const b = s.label;
    ctx.save();
    ctx.fillStyle = INK;
    ctx.beginPath();
    ctx.arc(b.x + b.w / 2, b.y + b.h / 2, b.w / 2, 0, Math.PI * 2);
    ctx.fill();
    ctx.lineWidth = 2.5;
    ctx.strokeStyle = '#ffffff';
    ctx.stroke();
    ctx.restore();
    textInBox(ctx, String(s.source + 1), b, { size: fonts.sourceBadge, bold: true, color: '#ffffff', align: 'center' });
  }

  // The legend: a sample of each mark, its word, the move in words.
  for (const [k, mark] of [
    [0, 'played'],
    [1, 'better'],
  ] as const) {
    const row = layout.legend[k];
    const chipText = mark === 'played' ? input.words.played : input.words.better;
    const chipBox = rect(row.x + 4, row.y + 4, chipW, LEGEND_ROW - 8);
    ctx.save();
    ctx.fillStyle = BOARD;
    roundRect(ctx, chipBox, chipBox.h / 2);
    ctx.fill();
    ctx.restore();
    strokeMark(ctx, chipBox, mark, 0);
    textInBox(ctx, chipText, chipBox, { size: fonts.legendChip, bold: true, color: MARK_COLOR[mark], align: 'center' });
    said[k]!.forEach((line, i) =>
      textInBox(
        ctx,
        line,
        { x: right(chipBox) + 14, y: row.y + i * LEGEND_LINE, w: right(row) - right(chipBox) - 14, h: LEGEND_ROW },
        { size: fonts.legend, bold: true, color: INK },
      ),
    );
  }
  return { canvas, layout };
}
