// The table image: banner, factory displays, center, every player's board.
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { Color, GameState } from '../engine/types.ts';
import { drawBoard } from './board.ts';
import { drawChip, drawPanel, drawSeatMark } from './chrome.ts';
import { ensureFonts } from './fonts.ts';
import { flowSquares, type Rect } from './geometry.ts';
import { layoutTable, type DisplayLayout, type TableLayout } from './layout-table.ts';
import { BOARD, BOARD_EDGE, INK, INK_SOFT, PLATE, PLATE_EDGE, TURN, TURN_INK } from './palette.ts';
import { measure, textInBox, type Phrase } from './text.ts';
import { drawMarker, drawTile, roundRect, scaleCanvas } from './tiles.ts';

/** Tiles of a count-by-color array, as a list in color order. */
export function tilesOf(counts: readonly number[]): Color[] {
  const out: Color[] = [];
  counts.forEach((n, color) => {
    for (let i = 0; i < n; i++) out.push(color as Color);
  });
  return out;
}

/**
 * The 4-player table is drawn at 85% (about 925 px wide instead of 1088): every
 * proportion stays the same, so it reads the same when Discord shrinks it to
 * ~400-550 px, and 28% fewer pixels make drawing and encoding faster (render
 * README). Smaller tables are narrow enough already.
 */
export function tableScale(playerCount: number): number {
  return playerCount === 4 ? 0.85 : 1;
}

export function drawTable(state: GameState, names: string[], scale = tableScale(state.playerCount)): { canvas: Canvas; layout: TableLayout } {
  ensureFonts();
  const layout = layoutTable(state.playerCount, state.factories.length);
  const canvas = createCanvas(Math.round(layout.width * scale), Math.round(layout.height * scale));
  const ctx = canvas.getContext('2d');
  // Whole pixels at both edges: the scale differs by under 0.1% between the axes.
  if (scale !== 1) scaleCanvas(ctx, canvas.width / layout.width, canvas.height / layout.height);
  drawPanel(ctx, layout.width, layout.height);
  drawBanner(ctx, state, names, layout.banner);
  state.factories.forEach((counts, i) => drawDisplay(ctx, layout.displays[i], i, counts));
  drawCenter(ctx, state, layout);
  const acting = state.phase !== 'over';
  layout.boards.forEach((board, seat) =>
    drawBoard(ctx, state, board, {
      seat,
      name: names[seat],
      active: acting && seat === state.current,
      activeLabel: state.phase === 'wall' ? 'PLACING' : 'TO PLAY',
      pendingLine: acting && seat === state.current && state.phase === 'wall' ? state.pendingLine : -1,
      hasMarker: !state.markerInCenter && state.markerTakenBy === seat,
    }),
  );
  return { canvas, layout };
}

/** One line of words saying whose turn it is and what to do. */
export function turnHeadline(state: GameState, names: string[]): Phrase {
  if (state.phase === 'over') return ['Game over'];
  const who = { name: names[state.current] };
  if (state.phase === 'wall') {
    return state.pendingLine >= 0 ? [who, ` places line ${state.pendingLine + 1}`] : [who, ' places tiles'];
  }
  return [who, ' to play'];
}

function drawBanner(ctx: SKRSContext2D, state: GameState, names: string[], box: Rect): void {
  const roundChip = drawChip(ctx, `Round ${state.round + 1}`, box, 5, 27, INK);

  // The headline gets the room it needs; the side note takes what is left, or goes.
  const headline = turnHeadline(state, names);
  const turnX = roundChip.x + roundChip.w + 12;
  const headlineW = Math.min(measure(ctx, headline, 30, true) + 60, box.x + box.w - turnX);
  const room = box.x + box.w - (turnX + headlineW) - 16;
  const wallName = state.variant === 'gray' ? 'Gray wall' : 'Colored wall';
  const long = `${wallName} · bag ${sum(state.bag)} · lid ${sum(state.lid)}`;
  const side = measure(ctx, long, 19) <= room ? long : measure(ctx, wallName, 19) <= room ? wallName : '';
  if (side) textInBox(ctx, side, { x: box.x + box.w - room, y: box.y, w: room, h: box.h }, { size: 19, color: INK_SOFT, align: 'right' });
  const turnBox = { x: turnX, y: roundChip.y, w: headlineW, h: roundChip.h };
  if (state.phase === 'over') {
    textInBox(ctx, headline, { ...turnBox, x: turnBox.x + 6 }, { size: 30, bold: true, color: INK });
    return;
  }
  const pill = turnBox;
  ctx.fillStyle = TURN;
  roundRect(ctx, pill, pill.h / 2);
  ctx.fill();
  drawSeatMark(ctx, state.current, pill.x + 24, pill.y + pill.h / 2, 11);
  textInBox(ctx, headline, { x: pill.x + 44, y: pill.y, w: pill.w - 56, h: pill.h }, { size: 30, bold: true, color: TURN_INK });
}

function drawDisplay(ctx: SKRSContext2D, layout: DisplayLayout, index: number, counts: readonly number[]): void {
  const tiles = tilesOf(counts);
  const empty = tiles.length === 0;
  ctx.save();
  roundRect(ctx, layout.plate, layout.plate.w * 0.32);
  if (empty) {
    // A taken display: just a dashed outline, so the full ones stand out.
    ctx.setLineDash([7, 6]);
    ctx.lineWidth = 2;
    ctx.strokeStyle = PLATE_EDGE;
    ctx.stroke();
  } else {
    ctx.fillStyle = PLATE;
    ctx.fill();
    ctx.lineWidth = 2;
    ctx.strokeStyle = PLATE_EDGE;
    ctx.stroke();
  }
  ctx.restore();
  tiles.slice(0, layout.tiles.length).forEach((color, i) => drawTile(ctx, layout.tiles[i], color));
  // Number badge, as on the Discord buttons ("Display 1".."Display 9").
  const b = layout.badge;
  ctx.save();
  ctx.fillStyle = empty ? PLATE_EDGE : INK;
  ctx.beginPath();
  ctx.arc(b.x + b.w / 2, b.y + b.h / 2, b.w / 2, 0, Math.PI * 2);
  ctx.fill();
  ctx.lineWidth = 2.5;
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
  ctx.restore();
  textInBox(ctx, String(index + 1), b, { size: 19, bold: true, color: '#ffffff', align: 'center' });
}

function drawCenter(ctx: SKRSContext2D, state: GameState, layout: TableLayout): void {
  ctx.fillStyle = BOARD;
  roundRect(ctx, layout.center, 16);
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = BOARD_EDGE;
  ctx.stroke();
  const tiles = tilesOf(state.center);
  const title = tiles.length > 0 ? `Center · ${tiles.length} tile${tiles.length === 1 ? '' : 's'}` : 'Center · empty';
  textInBox(ctx, title, layout.centerTitle, { size: 22, bold: true, color: INK });
  const items = (state.markerInCenter ? 1 : 0) + tiles.length;
  const slots = flowSquares(layout.centerArea, items, layout.tile);
  let next = 0;
  if (state.markerInCenter) drawMarker(ctx, slots[next++]);
  // A little extra space between color groups so counts read at a glance.
  for (const color of tiles) drawTile(ctx, slots[next++], color);
}

function sum(counts: readonly number[]): number {
  return counts.reduce((a, b) => a + b, 0);
}
