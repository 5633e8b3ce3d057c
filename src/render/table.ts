// The table image: banner, factory displays, center, every player's board.
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { COLORS, FLOOR, isCenter, MARKER, type Color, type GameState } from '../engine/types.ts';
import { drawBoard, drawJustPlaced } from './board.ts';
import { drawChip, drawPanel, drawSeatMark } from './chrome.ts';
import { ensureFonts } from './fonts.ts';
import { flowSquares, type Rect } from './geometry.ts';
import { layoutTable, type DisplayLayout, type TableFonts, type TableLayout } from './layout-table.ts';
import type { LastMove } from './last-move.ts';
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

export function drawTable(
  state: GameState,
  names: string[],
  lastMove: LastMove | null = null,
  scale = tableScale(state.playerCount),
): { canvas: Canvas; layout: TableLayout } {
  ensureFonts();
  const layout = layoutTable(state.playerCount, state.factories.length);
  const canvas = createCanvas(Math.round(layout.width * scale), Math.round(layout.height * scale));
  const ctx = canvas.getContext('2d');
  // Whole pixels at both edges: the scale differs by under 0.1% between the axes.
  if (scale !== 1) scaleCanvas(ctx, canvas.width / layout.width, canvas.height / layout.height);
  drawPanel(ctx, layout.width, layout.height);
  const move = lastMove && lastMove.player >= 0 && lastMove.player < state.playerCount ? lastMove : null;
  drawBanner(ctx, state, names, layout.banner, layout.fonts, move !== null);
  drawInfo(ctx, state, names, layout, move);
  // The marks only where the table is the one right after the move (not after a wall-tiling and a new deal).
  const marked = move && showsAfter(state, move) ? move : null;
  state.factories.forEach((counts, i) => drawDisplay(ctx, layout.displays[i], layout.fonts, i, counts, marked && marked.source === i ? marked : null));
  drawCenter(ctx, state, layout, marked !== null && isCenter(marked.source));
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
  if (marked) {
    const move = marked;
    // The marker took a floor space only if there was one (it is first on the floor then).
    const markerOnFloor = move.tookMarker && state.players[move.player].floor.includes(MARKER);
    drawJustPlaced(ctx, state, layout.boards[move.player], move.player, {
      line: move.line === FLOOR ? -1 : move.line,
      lineSlots: move.line === FLOOR ? 0 : toLineOf(move),
      floorSpaces: move.floorCount + (markerOnFloor ? 1 : 0),
    });
  }
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

function drawBanner(ctx: SKRSContext2D, state: GameState, names: string[], box: Rect, FONTS: TableFonts, showFactsInBanner: boolean): void {
  const roundChip = drawChip(ctx, `Round ${state.round + 1}`, box, 5, FONTS.roundChip, INK);

  // The headline gets the room it needs; the side note takes what is left, or goes.
  const headline = turnHeadline(state, names);
  const turnX = roundChip.x + roundChip.w + 12;
  const headlineW = Math.min(measure(ctx, headline, FONTS.headline, true) + 60, box.x + box.w - turnX);
  // Right of the headline, if it fits: the bag and lid (the info strip shows them when it has no move to show).
  const room = box.x + box.w - (turnX + headlineW) - 16;
  const facts = tableFacts(state);
  if (showFactsInBanner && measure(ctx, facts, FONTS.info) <= room) {
    textInBox(ctx, facts, { x: box.x + box.w - room, y: box.y, w: room, h: box.h }, { size: FONTS.info, color: INK_SOFT, align: 'right' });
  }
  const turnBox = { x: turnX, y: roundChip.y, w: headlineW, h: roundChip.h };
  if (state.phase === 'over') {
    textInBox(ctx, headline, { ...turnBox, x: turnBox.x + 6 }, { size: FONTS.headline, bold: true, color: INK });
    return;
  }
  const pill = turnBox;
  ctx.fillStyle = TURN;
  roundRect(ctx, pill, pill.h / 2);
  ctx.fill();
  drawSeatMark(ctx, state.current, pill.x + 24, pill.y + pill.h / 2, 11);
  textInBox(ctx, headline, { x: pill.x + 44, y: pill.y, w: pill.w - 56, h: pill.h }, { size: FONTS.headline, bold: true, color: TURN_INK });
}

function drawDisplay(ctx: SKRSContext2D, layout: DisplayLayout, FONTS: TableFonts, index: number, counts: readonly number[], takenFrom: LastMove | null): void {
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
  if (takenFrom) {
    // The last move emptied this display: faint ghosts of the tiles taken, and a dark ring.
    ctx.save();
    ctx.globalAlpha = 0.42;
    for (let i = 0; i < Math.min(takenFrom.count, layout.tiles.length); i++) drawTile(ctx, layout.tiles[i], takenFrom.color);
    ctx.restore();
    drawLastMoveRing(ctx, layout.plate, layout.plate.w * 0.32);
  }
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
  textInBox(ctx, String(index + 1), b, { size: FONTS.displayBadge, bold: true, color: '#ffffff', align: 'center' });
}

function drawCenter(ctx: SKRSContext2D, state: GameState, layout: TableLayout, takenFrom: boolean): void {
  const FONTS = layout.fonts;
  ctx.fillStyle = BOARD;
  roundRect(ctx, layout.center, 16);
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = BOARD_EDGE;
  ctx.stroke();
  const tiles = tilesOf(state.center);
  const long = tiles.length > 0 ? `Center · ${tiles.length} tile${tiles.length === 1 ? '' : 's'}` : 'Center · empty';
  // A narrow center (2 players) shows just the count rather than cut it.
  const title = measure(ctx, long, FONTS.centerTitle, true) <= layout.centerTitle.w ? long : `Center · ${tiles.length}`;
  textInBox(ctx, title, layout.centerTitle, { size: FONTS.centerTitle, bold: true, color: INK });
  if (takenFrom) drawLastMoveRing(ctx, layout.center, 16);
  const items = (state.markerInCenter ? 1 : 0) + tiles.length;
  const slots = flowSquares(layout.centerArea, items, layout.tile);
  let next = 0;
  if (state.markerInCenter) drawMarker(ctx, slots[next++]);
  // A little extra space between color groups so counts read at a glance.
  for (const color of tiles) drawTile(ctx, slots[next++], color);
}

/** "Colored wall · bag 12 · lid 40". */
function tableFacts(state: GameState): string {
  const wallName = state.variant === 'gray' ? 'Gray wall' : 'Colored wall';
  return `${wallName} · bag ${sum(state.bag)} · lid ${sum(state.lid)}`;
}

function sum(counts: readonly number[]): number {
  return counts.reduce((a, b) => a + b, 0);
}

/** A dark double ring around where the last move took its tiles. */
function drawLastMoveRing(ctx: SKRSContext2D, r: Rect, radius: number): void {
  ctx.save();
  ctx.lineWidth = 4;
  ctx.strokeStyle = INK;
  roundRect(ctx, { x: r.x - 5, y: r.y - 5, w: r.w + 10, h: r.h + 10 }, radius + 5);
  ctx.stroke();
  ctx.restore();
}

/** The last move in words, as the app's move outcome gives it. */
export function lastMovePhrase(move: LastMove, names: string[]): Phrase {
  const what = `${move.count} ${COLORS[move.color]}${move.tookMarker ? ' + marker' : ''}`;
  const from = isCenter(move.source) ? 'center' : `Display ${move.source + 1}`;
  const toLine = toLineOf(move);
  const lid = move.lidCount ?? 0;
  const floor = move.floorCount + (move.tookMarker ? 1 : 0);
  const extra = [floor > 0 ? `${floor} floor` : '', lid > 0 ? `${lid} lid` : ''].filter(Boolean).join(' + ');
  const to = move.line === FLOOR || toLine <= 0 ? ['floor', lid > 0 ? `${lid} lid` : ''].filter(Boolean).join(' + ') : `line ${move.line + 1}${extra ? ` + ${extra}` : ''}`;
  return ['Last move: ', { name: names[move.player] }, `, ${what}, ${from} → ${to}`];
}

/**
 * Whether `state` is the table right after `move`: the display it took from is
 * empty and the line it chose holds its color. After the round's last draft
 * the walls are tiled and the displays dealt again: then only the words remain.
 */
export function showsAfter(state: GameState, move: LastMove): boolean {
  if (!isCenter(move.source) && state.factories[move.source]?.some((n) => n > 0) !== false) return false;
  if (move.line === FLOOR || toLineOf(move) === 0) return true;
  const board = state.players[move.player];
  return board.lineColor[move.line] === move.color && board.lineCount[move.line] >= toLineOf(move);
}

/** Tiles of the last move that went onto its pattern line. */
function toLineOf(move: LastMove): number {
  return move.line === FLOOR ? 0 : Math.max(0, move.count - move.floorCount - (move.lidCount ?? 0));
}

/** The strip under the banner: the last move (tile icon and words), or the wall, bag and lid. */
function drawInfo(ctx: SKRSContext2D, state: GameState, names: string[], layout: TableLayout, move: LastMove | null): void {
  const box = layout.info;
  const FONTS = layout.fonts;
  ctx.fillStyle = BOARD;
  roundRect(ctx, box, box.h / 2);
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = move ? INK : BOARD_EDGE;
  ctx.stroke();
  const facts = tableFacts(state);
  if (!move) {
    textInBox(ctx, facts, { x: box.x + 20, y: box.y, w: box.w - 40, h: box.h }, { size: FONTS.info, color: INK_SOFT });
    return;
  }
  drawTile(ctx, layout.infoTile, move.color);
  const textBox = layout.infoText;
  const phrase = lastMovePhrase(move, names);
  textInBox(ctx, phrase, textBox, { size: FONTS.info, bold: true, color: INK });
}