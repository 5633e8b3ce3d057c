// The table image: a header (whose turn, the moves since the last turn, the
// tiles per color on the table, in the bag and in the lid), the factory
// displays, the center, every player's board.
import { createCanvas, type Canvas, type SKRSContext2D } from './canvas.ts';
import { isCenter, type Color, type GameState } from '../engine/types.ts';
import { drawBoard, drawBoardMarks } from './board.ts';
import { drawChip, drawPanel, drawSeatMark } from './chrome.ts';
import { ensureFonts } from './fonts.ts';
import { flowSquares, type Rect } from './geometry.ts';
import { moveFacts, type MoveMark } from './last-move.ts';
import {
  layoutTable,
  splitMoveLine,
  type DisplayLayout,
  type SupplyLayout,
  type TableFonts,
  type TableLayout,
} from './layout-table.ts';
import { badgeDiameter, drawMarkBadge, drawMarkRing } from './mark-draw.ts';
import { placeMarks, type PlacedMark } from './marks.ts';
import { BOARD, BOARD_EDGE, INK, INK_SOFT, PLATE, PLATE_EDGE, TURN, TURN_INK } from './palette.ts';
import { measure, textInBox, type Phrase } from './text.ts';
import { drawMarker, drawTile, roundRect, scaleCanvas } from './tiles.ts';
import type { CommonWords } from './words.ts';

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

/** The moves worth marking: those of seats that exist. */
export function validMarks(state: GameState, moves: readonly MoveMark[]): MoveMark[] {
  return moves.filter((m) => Number.isInteger(m.player) && m.player >= 0 && m.player < state.playerCount);
}

export function drawTable(
  state: GameState,
  names: string[],
  moves: readonly MoveMark[] = [],
  scale = tableScale(state.playerCount),
  words: CommonWords,
): { canvas: Canvas; layout: TableLayout } {
  ensureFonts();
  const layout = layoutTable(state.playerCount, state.factories.length);
  const canvas = createCanvas(Math.round(layout.width * scale), Math.round(layout.height * scale));
  const ctx = canvas.getContext('2d');
  // Whole pixels at both edges: the scale differs by under 0.1% between the axes.
  if (scale !== 1) scaleCanvas(ctx, canvas.width / layout.width, canvas.height / layout.height);
  drawPanel(ctx, layout.width, layout.height);
  const marks = placeMarks(state, validMarks(state, moves));
  const fonts = layout.fonts;
  drawBanner(ctx, state, names, layout.banner, fonts, words);
  drawMoves(ctx, state, names, layout, marks, words);
  drawSupply(ctx, state, layout.supply, fonts, words);
  const shown = marks.filter((m) => m.shown);
  state.factories.forEach((counts, i) =>
    drawDisplay(ctx, layout.displays[i], fonts, i, counts, shown.find((m) => m.move.source === i) ?? null),
  );
  drawCenter(
    ctx,
    state,
    layout,
    shown.filter((m) => isCenter(m.move.source)),
    words,
  );
  const acting = state.phase !== 'over';
  layout.boards.forEach((board, seat) =>
    drawBoard(ctx, state, board, {
      seat,
      name: names[seat],
      active: acting && seat === state.current,
      activeLabel: state.phase === 'wall' ? words.placingPill : words.toPlayPill,
      pendingLine: acting && seat === state.current && state.phase === 'wall' ? state.pendingLine : -1,
      hasMarker: !state.markerInCenter && state.markerTakenBy === seat,
      floorWord: words.floor,
    }),
  );
  layout.boards.forEach((board, seat) =>
    drawBoardMarks(
      ctx,
      board,
      shown.filter((m) => m.move.player === seat),
      fonts.markBadge,
    ),
  );
  return { canvas, layout };
}

/** One line of words saying whose turn it is and what to do. */
export function turnHeadline(state: GameState, names: string[], words: CommonWords): Phrase {
  return turnHeadlines(state, names, words)[0];
}

/**
 * The headline, then shorter forms for a narrow banner (a language's words may not fit the
 * 2-player table's): the name in the orange pill alone still says whose turn it is.
 */
export function turnHeadlines(state: GameState, names: string[], words: CommonWords): Phrase[] {
  if (state.phase === 'over') return [[words.gameOver]];
  const who = { name: names[state.current] };
  if (state.phase === 'wall') {
    return state.pendingLine >= 0
      ? [words.placesLine(who, state.pendingLine + 1), words.placesLineShort(who, state.pendingLine + 1), [who]]
      : [words.placesTiles(who), words.placesTilesShort(who), [who]];
  }
  return [words.toPlay(who), [who]];
}

/** Whether a phrase's words fit `room` with each name cut to a few letters at most ("Maxi…"). */
function wordsFit(ctx: SKRSContext2D, phrase: Phrase, size: number, room: number): boolean {
  let width = 0;
  for (const part of phrase)
    width +=
      typeof part === 'string'
        ? measure(ctx, part, size, true)
        : Math.min(measure(ctx, part.name, size, true), measure(ctx, 'Mmmm…', size, true));
  return width <= room;
}

/** The round chip and, in an orange pill, whose turn it is (the headline may differ: my board says "Your turn"). */
export function drawBanner(
  ctx: SKRSContext2D,
  state: GameState,
  names: string[],
  box: Rect,
  fonts: TableFonts,
  words: CommonWords,
  headlines = turnHeadlines(state, names, words),
): void {
  const roundChip = drawChip(ctx, words.round(state.round + 1), box, 5, fonts.roundChip, INK);
  const turnX = roundChip.x + roundChip.w + 12;
  const room = box.x + box.w - turnX - 56;
  const headline = headlines.find((h) => wordsFit(ctx, h, fonts.headline, room)) ?? headlines[headlines.length - 1];
  const turnBox = {
    x: turnX,
    y: roundChip.y,
    w: Math.min(measure(ctx, headline, fonts.headline, true) + 60, box.x + box.w - turnX),
    h: roundChip.h,
  };
  if (state.phase === 'over') {
    textInBox(ctx, headline, { ...turnBox, x: turnBox.x + 6 }, { size: fonts.headline, bold: true, color: INK });
    return;
  }
  ctx.fillStyle = TURN;
  roundRect(ctx, turnBox, turnBox.h / 2);
  ctx.fill();
  drawSeatMark(ctx, state.current, turnBox.x + 24, turnBox.y + turnBox.h / 2, 11);
  textInBox(
    ctx,
    headline,
    { x: turnBox.x + 44, y: turnBox.y, w: turnBox.w - 56, h: turnBox.h },
    { size: fonts.headline, bold: true, color: TURN_INK },
  );
}

function drawDisplay(
  ctx: SKRSContext2D,
  layout: DisplayLayout,
  fonts: TableFonts,
  index: number,
  counts: readonly number[],
  takenBy: PlacedMark | null,
): void {
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
  if (takenBy) {
    // A move since the last turn emptied this display: faint ghosts
    // of the tiles taken, a ring and its number in the mover's color.
    ctx.save();
    ctx.globalAlpha = 0.42;
    for (let i = 0; i < Math.min(takenBy.move.count, layout.tiles.length); i++)
      drawTile(ctx, layout.tiles[i], takenBy.move.color);
    ctx.restore();
    drawMarkRing(ctx, layout.plate, layout.plate.w * 0.32, takenBy.move.player, 5);
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
  textInBox(ctx, String(index + 1), b, { size: fonts.displayBadge, bold: true, color: '#ffffff', align: 'center' });
  if (takenBy) {
    const d = badgeDiameter(fonts.markBadge);
    // In the middle of the (empty) plate, over the ghosts: clear of the neighbours' number badges.
    drawMarkBadge(
      ctx,
      layout.plate.x + layout.plate.w / 2,
      layout.plate.y + layout.plate.h / 2,
      d,
      takenBy.move.player,
      String(takenBy.number),
      fonts.markBadge,
    );
  }
}

function drawCenter(
  ctx: SKRSContext2D,
  state: GameState,
  layout: TableLayout,
  takenBy: readonly PlacedMark[],
  words: CommonWords,
): void {
  const fonts = layout.fonts;
  ctx.fillStyle = BOARD;
  roundRect(ctx, layout.center, 16);
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = BOARD_EDGE;
  ctx.stroke();
  const tiles = tilesOf(state.center);
  // The numbers of the moves that took from the center, at the right of its title.
  const d = badgeDiameter(fonts.markBadge);
  const badgesW = takenBy.length * (d + 6);
  const titleBox = { ...layout.centerTitle, w: layout.centerTitle.w - badgesW };
  // A narrow center (2 players) shows just the count rather than cut it.
  const long = tiles.length > 0 ? words.center(tiles.length) : words.centerEmpty;
  const title = measure(ctx, long, fonts.centerTitle, true) <= titleBox.w ? long : words.centerShort(tiles.length);
  textInBox(ctx, title, titleBox, { size: fonts.centerTitle, bold: true, color: INK });
  if (takenBy.length > 0) drawMarkRing(ctx, layout.center, 16, takenBy[takenBy.length - 1].move.player, 5);
  takenBy.forEach((mark, i) => {
    const cx = layout.centerTitle.x + layout.centerTitle.w - d / 2 - (takenBy.length - 1 - i) * (d + 6);
    drawMarkBadge(
      ctx,
      cx,
      layout.centerTitle.y + layout.centerTitle.h / 2,
      d,
      mark.move.player,
      String(mark.number),
      fonts.markBadge,
    );
  });
  const items = (state.markerInCenter ? 1 : 0) + tiles.length;
  const slots = flowSquares(layout.centerArea, items, layout.tile);
  let next = 0;
  if (state.markerInCenter) drawMarker(ctx, slots[next++]);
  for (const color of tiles) drawTile(ctx, slots[next++], color);
}

function sum(counts: readonly number[]): number {
  return counts.reduce((a, b) => a + b, 0);
}

/** Tiles per color on the table: the displays and the center. */
export function tableCounts(state: GameState): number[] {
  const out = state.center.slice();
  for (const d of state.factories) d.forEach((n, c) => (out[c] += n));
  return out;
}

/**
 * Under the banner, the moves since the last turn, each with its number (the
 * one marked on the table) and its tile: one move in words on two lines, two
 * moves a line each, more as short tokens sharing the two lines. With none:
 * the variant and the totals.
 */
export function drawMoves(
  ctx: SKRSContext2D,
  state: GameState,
  names: string[],
  layout: Pick<TableLayout, 'moves' | 'moveLines' | 'fonts' | 'tile'>,
  marks: readonly PlacedMark[],
  words: CommonWords,
): void {
  const box = layout.moves;
  const fonts = layout.fonts;
  ctx.fillStyle = BOARD;
  roundRect(ctx, box, 18);
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = marks.length > 0 ? INK : BOARD_EDGE;
  ctx.stroke();
  const [first, second] = layout.moveLines;
  const regular = { size: fonts.moveText, color: INK_SOFT };
  const bold = { size: fonts.moveText, bold: true, color: INK };
  const inset = (r: Rect) => ({ ...r, x: r.x + 14, w: r.w - 28 });
  if (marks.length === 0) {
    textInBox(ctx, words.variant[state.variant], inset(first.box), { ...regular, bold: true });
    textInBox(ctx, words.totals(sum(state.bag), sum(state.lid), sum(tableCounts(state))), inset(second.box), regular);
    return;
  }
  const badge = (line: typeof first, mark: PlacedMark) => {
    drawMarkBadge(
      ctx,
      line.badge.x + line.badge.w / 2,
      line.badge.y + line.badge.h / 2,
      line.badge.w,
      mark.move.player,
      String(mark.number),
      fonts.markBadge,
    );
    drawTile(ctx, line.tile, mark.move.color);
  };
  const who = (mark: PlacedMark) => ({ name: names[mark.move.player] });
  if (marks.length === 1) {
    const mark = marks[0];
    badge(first, mark);
    textInBox(ctx, words.moveWhat(who(mark), moveFacts(mark.move)), first.text, bold);
    textInBox(ctx, words.moveWhere(moveFacts(mark.move)), second.text, regular);
    return;
  }
  if (marks.length === 2) {
    marks.forEach((mark, i) => {
      const line = layout.moveLines[i];
      badge(line, mark);
      textInBox(ctx, words.moveLine(who(mark), moveFacts(mark.move)), line.text, bold);
    });
    return;
  }
  const perLine = Math.ceil(marks.length / 2);
  [first, second].forEach((line, i) => {
    const part = marks.slice(i * perLine, (i + 1) * perLine);
    splitMoveLine(line, perLine, layout.tile).forEach((token, k) => {
      const mark = part[k];
      if (!mark) return;
      badge(token, mark);
      textInBox(ctx, words.moveToken(moveFacts(mark.move)), token.text, bold);
    });
  });
}

/** The supply grid: each color's tile heading its column; on the table, in the bag, in the lid. */
export function drawSupply(
  ctx: SKRSContext2D,
  state: GameState,
  supply: SupplyLayout,
  fonts: TableFonts,
  words: CommonWords,
): void {
  ctx.fillStyle = BOARD;
  roundRect(ctx, supply.box, 18);
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = BOARD_EDGE;
  ctx.stroke();
  supply.heads.forEach((r, color) => drawTile(ctx, r, color as Color));
  const rows = [
    { label: words.supplyTable, counts: tableCounts(state) },
    { label: words.supplyBag, counts: state.bag },
    { label: words.supplyLid, counts: state.lid },
  ];
  rows.forEach((row, r) => {
    textInBox(ctx, row.label, supply.labels[r], { size: fonts.supplyLabel, bold: true, color: INK_SOFT });
    row.counts.forEach((n, color) =>
      textInBox(ctx, String(n), supply.cells[r][color], {
        size: fonts.supplyCount,
        bold: true,
        color: n > 0 ? INK : INK_SOFT,
        align: 'center',
      }),
    );
  });
}
