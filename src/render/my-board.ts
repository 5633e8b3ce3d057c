// "My board": the image made for one player and a phone (layout-my-board.ts).
// The displays and center on top, the viewer's board large, the others as
// compact rows; the moves since the viewer's last turn marked and numbered in
// their players' colors; while the viewer chooses, the source and color picked
// so far lit and the rest dimmed, and the pattern lines the color may go to
// outlined.
import { createCanvas, type Canvas, type SKRSContext2D } from './canvas.ts';
import { lineAccepts } from '../engine/draft.ts';
import { floorPenaltyFor, wallColorAt } from '../engine/index.ts';
import { isCenter, MARKER, type Color, type GameState, type Source } from '../engine/types.ts';
import { drawBoard, drawBoardMarks } from './board.ts';
import { drawCardShade, drawPanel, drawSeatMark } from './chrome.ts';
import { clampDescription, describeTableBody } from './describe.ts';
import { encodeImage, type ImageFormat, type RenderedImage } from './encode.ts';
import { ensureFonts } from './fonts.ts';
import { flowSquares, type Rect } from './geometry.ts';
import type { MoveMark } from './last-move.ts';
import { layoutMyBoard, type MiniBoardLayout, type MyBoardLayout, type StripLayout } from './layout-my-board.ts';
import { badgeDiameter, drawMarkBadge, drawMarkRing } from './mark-draw.ts';
import { placeMarks, type PlacedMark } from './marks.ts';
import { seatNames, spokenNames } from './names.ts';
import { BOARD, BOARD_EDGE, INK, INK_SOFT, PANEL, PENALTY, PLATE, PLATE_EDGE, TURN } from './palette.ts';
import { drawBanner, drawSupply, tilesOf, turnHeadlines, validMarks } from './table.ts';
import { drawingNames, textInBox, type Phrase } from './text.ts';
import { drawMarker, drawSlot, drawTile, drawWallHint, roundRect } from './tiles.ts';
import type { MyBoardWords } from './words.ts';

/** What the viewer has chosen so far in their turn: a source, then a color. */
export interface Picked {
  source?: Source;
  color?: Color;
}

export interface MyBoardOptions {
  /** The source and color picked so far (lit; the rest dimmed). */
  picked?: Picked;
  /** The moves since the viewer's last turn, oldest first (as renderTable's `since`). */
  since?: readonly MoveMark[];
  format?: ImageFormat;
  words: MyBoardWords;
  /** The file's name without its extension (default `azul-round-N-my-board`; the turn message's picture is another). */
  file?: string;
  /**
   * Drawn for everyone at the table (the turn message, for the seat to act): the banner names the
   * player to act ("Ana to play") where the viewer's own picture says "Your turn".
   */
  forAll?: boolean;
}

/** My board for the player in seat `viewer`: encoded, with its alt text. */
export async function renderMyBoard(
  state: GameState,
  names: string[],
  viewer: number,
  options: MyBoardOptions,
): Promise<RenderedImage> {
  if (!Number.isInteger(viewer) || viewer < 0 || viewer >= state.playerCount)
    throw new Error(`renderMyBoard: no seat ${viewer} in a ${state.playerCount}-player game`);
  const words = options.words;
  const moves = validMarks(state, options.since ?? []);
  const picked = validPick(state, options.picked);
  const shown = seatNames(names, state.playerCount, words.seat);
  const { canvas } = drawingNames(shown, () =>
    drawMyBoard(state, shown, viewer, moves, picked, words, { forAll: options.forAll }),
  );
  const description = describeMyBoard(
    state,
    spokenNames(names, state.playerCount, words.seat),
    viewer,
    moves,
    picked,
    words,
  );
  return encodeImage(canvas, options.file ?? `azul-round-${state.round + 1}-my-board`, description, options.format);
}

/** A pick that names a source of this table and a color (anything else is dropped, not drawn wrong). */
function validPick(state: GameState, picked: Picked | undefined): Picked {
  if (!picked) return {};
  const source =
    picked.source !== undefined &&
    (isCenter(picked.source) ||
      (Number.isInteger(picked.source) && picked.source >= 0 && picked.source < state.factories.length))
      ? picked.source
      : undefined;
  const color = picked.color !== undefined && [0, 1, 2, 3, 4].includes(picked.color) ? picked.color : undefined;
  return { source, color };
}

export function drawMyBoard(
  state: GameState,
  names: string[],
  viewer: number,
  moves: readonly MoveMark[] = [],
  picked: Picked = {},
  words: MyBoardWords,
  options: { forAll?: boolean } = {},
): { canvas: Canvas; layout: MyBoardLayout } {
  ensureFonts();
  const layout = layoutMyBoard(state.playerCount, state.factories.length);
  const canvas = createCanvas(layout.width, layout.height);
  const ctx = canvas.getContext('2d');
  drawPanel(ctx, layout.width, layout.height);
  const fonts = layout.fonts;
  const marks = placeMarks(state, moves).filter((m) => m.shown);
  const headlines = options.forAll ? turnHeadlines(state, names, words) : headlineFor(state, names, viewer, words);
  drawBanner(ctx, state, names, layout.banner, fonts, words, headlines);
  const choosing = picked.source !== undefined || picked.color !== undefined;
  state.factories.forEach((counts, i) =>
    drawStrip(
      ctx,
      layout.displays[i],
      layout,
      i,
      counts,
      marks.find((m) => m.move.source === i) ?? null,
      picked,
      choosing,
    ),
  );
  drawCenterPanel(
    ctx,
    state,
    layout,
    marks.filter((m) => isCenter(m.move.source)),
    picked,
    choosing,
    words,
  );
  drawSupply(ctx, state, layout.supply, fonts, words);
  const acting = state.phase !== 'over';
  drawBoard(ctx, state, layout.board, {
    seat: viewer,
    name: names[viewer],
    active: acting && state.current === viewer,
    activeLabel: state.phase === 'wall' ? words.placingPill : words.toPlayPill,
    pendingLine: acting && state.current === viewer && state.phase === 'wall' ? state.pendingLine : -1,
    hasMarker: !state.markerInCenter && state.markerTakenBy === viewer,
    floorWord: words.floor,
  });
  if (picked.color !== undefined && state.phase === 'draft' && state.current === viewer)
    drawWhereItMayGo(ctx, state, layout, viewer, picked.color);
  drawBoardMarks(
    ctx,
    layout.board,
    marks.filter((m) => m.move.player === viewer),
    fonts.markBadge,
  );
  othersOf(state, viewer).forEach((seat, i) => {
    const mini = layout.others[i];
    drawMiniBoard(ctx, state, mini, layout, seat, names[seat], words);
    drawBoardMarks(
      ctx,
      mini,
      marks.filter((m) => m.move.player === seat),
      fonts.markBadge,
      'left',
    );
  });
  return { canvas, layout };
}

/** The other seats in turn order after the viewer. */
export function othersOf(state: GameState, viewer: number): number[] {
  return Array.from({ length: state.playerCount - 1 }, (_, i) => (viewer + 1 + i) % state.playerCount);
}

/** The banner's headline, then shorter forms for when a language's words do not fit. */
function headlineFor(state: GameState, names: string[], viewer: number, words: MyBoardWords): Phrase[] {
  if (state.phase !== 'over' && state.current === viewer) {
    return state.phase === 'wall' && state.pendingLine >= 0
      ? [[words.youPlaceLine(state.pendingLine + 1)], [words.yourTurn]]
      : [[words.yourTurn]];
  }
  return turnHeadlines(state, names, words);
}

/** Whether a source is lit by the pick (no pick: every source is). */
function sourceLit(picked: Picked, source: Source): boolean {
  return picked.source === undefined || picked.source === source;
}

/** The picked source: a thick orange ring. */
function ringPicked(ctx: SKRSContext2D, r: Rect, radius: number): void {
  ctx.save();
  ctx.lineWidth = 5;
  ctx.strokeStyle = TURN;
  roundRect(ctx, { x: r.x - 4, y: r.y - 4, w: r.w + 8, h: r.h + 8 }, radius + 4);
  ctx.stroke();
  ctx.restore();
}

/** A veil of the panel's color over what the pick leaves out. */
function dim(ctx: SKRSContext2D, r: Rect, radius: number): void {
  ctx.save();
  ctx.globalAlpha = 0.62;
  ctx.fillStyle = PANEL;
  roundRect(ctx, { x: r.x - 2, y: r.y - 2, w: r.w + 4, h: r.h + 4 }, radius + 2);
  ctx.fill();
  ctx.restore();
}

/** Tiles of a lit source: those of the picked color ringed, the others veiled. */
function drawPickedTiles(
  ctx: SKRSContext2D,
  slots: readonly Rect[],
  tiles: readonly Color[],
  color: Color | undefined,
): void {
  if (color === undefined) return;
  tiles.forEach((c, i) => {
    const r = slots[i];
    if (!r) return;
    if (c !== color) {
      dim(ctx, r, 6);
      return;
    }
    ctx.save();
    ctx.lineWidth = 3.5;
    ctx.strokeStyle = TURN;
    roundRect(ctx, { x: r.x - 3, y: r.y - 3, w: r.w + 6, h: r.h + 6 }, 8);
    ctx.stroke();
    ctx.restore();
  });
}

function drawStrip(
  ctx: SKRSContext2D,
  strip: StripLayout,
  layout: MyBoardLayout,
  index: number,
  counts: readonly number[],
  takenBy: PlacedMark | null,
  picked: Picked,
  choosing: boolean,
): void {
  const fonts = layout.fonts;
  const tiles = tilesOf(counts);
  const radius = strip.plate.h / 2;
  ctx.save();
  roundRect(ctx, strip.plate, radius);
  if (tiles.length === 0) {
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
  tiles.slice(0, 4).forEach((color, i) => drawTile(ctx, strip.tiles[i], color));
  if (takenBy) {
    ctx.save();
    ctx.globalAlpha = 0.42;
    for (let i = 0; i < Math.min(takenBy.move.count, 4); i++) drawTile(ctx, strip.tiles[i], takenBy.move.color);
    ctx.restore();
    drawMarkRing(ctx, strip.plate, radius, takenBy.move.player, 4.5);
  }
  const b = strip.badge;
  ctx.save();
  ctx.fillStyle = tiles.length === 0 ? PLATE_EDGE : INK;
  ctx.beginPath();
  ctx.arc(b.x + b.w / 2, b.y + b.h / 2, b.w / 2, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
  textInBox(ctx, String(index + 1), b, { size: fonts.displayBadge, bold: true, color: '#ffffff', align: 'center' });
  if (choosing) {
    if (!sourceLit(picked, index) || (picked.color !== undefined && counts[picked.color] === 0))
      dim(ctx, strip.plate, radius);
    else {
      if (picked.source === index) ringPicked(ctx, strip.plate, radius);
      drawPickedTiles(ctx, strip.tiles, tiles, picked.color);
    }
  }
  if (takenBy) {
    const d = badgeDiameter(fonts.markBadge);
    // Over the last (ghost) tile of the emptied strip: clear of the neighbouring strips.
    const last = strip.tiles[3];
    drawMarkBadge(
      ctx,
      last.x + last.w / 2,
      last.y + last.h / 2,
      d,
      takenBy.move.player,
      String(takenBy.number),
      fonts.markBadge,
    );
  }
}

function drawCenterPanel(
  ctx: SKRSContext2D,
  state: GameState,
  layout: MyBoardLayout,
  takenBy: readonly PlacedMark[],
  picked: Picked,
  choosing: boolean,
  words: MyBoardWords,
): void {
  const fonts = layout.fonts;
  drawCardShade(ctx, layout.center, 16);
  ctx.fillStyle = BOARD;
  roundRect(ctx, layout.center, 16);
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = BOARD_EDGE;
  ctx.stroke();
  const tiles = tilesOf(state.center);
  const d = badgeDiameter(fonts.markBadge);
  const titleBox = { ...layout.centerTitle, w: layout.centerTitle.w - takenBy.length * (d + 4) };
  textInBox(ctx, tiles.length > 0 ? words.centerShort(tiles.length) : words.centerEmpty, titleBox, {
    size: fonts.centerTitle,
    bold: true,
    color: INK,
  });
  if (takenBy.length > 0) drawMarkRing(ctx, layout.center, 16, takenBy[takenBy.length - 1].move.player, 4.5);
  takenBy.forEach((mark, i) => {
    const cx = layout.centerTitle.x + layout.centerTitle.w - d / 2 - (takenBy.length - 1 - i) * (d + 4);
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
  const tileSlots = slots.slice(next);
  tiles.forEach((color, i) => drawTile(ctx, tileSlots[i], color));
  if (choosing) {
    if (!sourceLit(picked, -1) || (picked.color !== undefined && state.center[picked.color] === 0))
      dim(ctx, layout.center, 16);
    else {
      if (picked.source === -1) ringPicked(ctx, layout.center, 16);
      drawPickedTiles(ctx, tileSlots, tiles, picked.color);
    }
  }
}

/** The pattern lines the picked color may go to, and the floor (always), outlined in orange. */
function drawWhereItMayGo(
  ctx: SKRSContext2D,
  state: GameState,
  layout: MyBoardLayout,
  viewer: number,
  color: Color,
): void {
  const board = layout.board;
  const player = state.players[viewer];
  const outline = (r: Rect) => {
    ctx.save();
    ctx.lineWidth = 3;
    ctx.setLineDash([9, 6]);
    ctx.strokeStyle = TURN;
    roundRect(ctx, r, 8);
    ctx.stroke();
    ctx.restore();
  };
  for (let line = 0; line < 5; line++) if (lineAccepts(player, line, color)) outline(board.lineRows[line]);
  const first = board.floor[0];
  const last = board.floor[board.floor.length - 1];
  outline({ x: first.x - 4, y: first.y - 3, w: last.x + last.w - first.x + 8, h: first.h + 6 });
}

/** Another player in a compact row: pattern lines and wall; name, score, floor beside them. */
function drawMiniBoard(
  ctx: SKRSContext2D,
  state: GameState,
  mini: MiniBoardLayout,
  layout: MyBoardLayout,
  seat: number,
  name: string,
  words: MyBoardWords,
): void {
  const fonts = layout.fonts;
  const player = state.players[seat];
  const active = state.phase !== 'over' && state.current === seat;
  drawCardShade(ctx, mini.rect, 14);
  ctx.fillStyle = BOARD;
  roundRect(ctx, mini.rect, 14);
  ctx.fill();
  ctx.lineWidth = active ? 5 : 2;
  ctx.strokeStyle = active ? TURN : BOARD_EDGE;
  const inset = ctx.lineWidth / 2;
  roundRect(
    ctx,
    { x: mini.rect.x + inset, y: mini.rect.y + inset, w: mini.rect.w - 2 * inset, h: mini.rect.h - 2 * inset },
    14 - inset,
  );
  ctx.stroke();
  for (let line = 0; line < 5; line++) {
    const count = player.lineCount[line];
    const color = player.lineColor[line];
    mini.lines[line].forEach((slot, k) => {
      if (k < count && color >= 0) drawTile(ctx, slot, color as Color);
      else drawSlot(ctx, slot);
    });
  }
  mini.wall.forEach((space, i) => {
    const tile = player.wall[i];
    if (tile >= 0) drawTile(ctx, space, tile as Color);
    else if (state.variant === 'gray') drawSlot(ctx, space, '#e4dccb', '#c4b699');
    else drawWallHint(ctx, space, wallColorAt(Math.floor(i / 5), i % 5));
  });
  const nb = mini.nameBox;
  drawSeatMark(ctx, seat, nb.x + 10, nb.y + nb.h / 2, 9);
  const hasMarker = !state.markerInCenter && state.markerTakenBy === seat;
  const nameW = textInBox(
    ctx,
    name,
    { x: nb.x + 26, y: nb.y, w: nb.w - 26 - (hasMarker ? mini.markerSize + 8 : 0), h: nb.h },
    { size: fonts.otherName, bold: true, color: INK, name: true },
  );
  if (hasMarker)
    drawMarker(ctx, {
      x: nb.x + 26 + nameW + 8,
      y: nb.y + (nb.h - mini.markerSize) / 2,
      w: mini.markerSize,
      h: mini.markerSize,
    });
  textInBox(ctx, String(player.score), mini.scoreBox, {
    size: fonts.otherScore,
    bold: true,
    color: active ? TURN : INK,
  });
  const penalty = floorPenaltyFor(player.floor.length);
  textInBox(ctx, `${words.floor} ${penalty < 0 ? `−${-penalty}` : '0'}`, mini.floorText, {
    size: fonts.otherFloor,
    bold: true,
    color: penalty < 0 ? PENALTY : INK_SOFT,
    align: 'right',
  });
  mini.floor.forEach((slot, i) => {
    const item = player.floor[i];
    if (item === undefined) drawSlot(ctx, slot, '#f1e4dc', '#d9b9a8');
    else if (item === MARKER) drawMarker(ctx, slot);
    else drawTile(ctx, slot, item as Color);
  });
}

/**
 * The alt text: whose board, what was picked, then the table as the table's alt text says it, and each board's lines.
 */
export function describeMyBoard(
  state: GameState,
  names: string[],
  viewer: number,
  moves: readonly MoveMark[],
  picked: Picked,
  words: MyBoardWords,
): string {
  const alt = words.alt;
  const parts = [alt.intro(state.round + 1, state.playerCount, state.variant, names[viewer])];
  const pick = alt.picked(
    picked.source === undefined ? null : alt.sourceName(picked.source),
    picked.color === undefined ? null : words.colors[picked.color],
  );
  if (pick) parts.push(pick);
  parts.push(...describeTableBody(state, names, moves, alt));
  for (const seat of [viewer, ...othersOf(state, viewer)]) {
    const p = state.players[seat];
    const lines = p.lineCount
      .map((count, i) => alt.line(i + 1, count, p.lineColor[i] >= 0 ? words.colors[p.lineColor[i]] : null))
      .join(', ');
    parts.push(alt.board(names[seat], p.score, lines, p.floor.length));
  }
  return clampDescription(parts.join(' '));
}
