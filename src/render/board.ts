// Drawing one player's board on the table image, at the place its layout gives.
import type { SKRSContext2D } from './canvas.ts';
import type { Rect } from './geometry.ts';
import { MARKER, type Color, type GameState } from '../engine/types.ts';
import { drawCardShade, drawSeatMark } from './chrome.ts';
import { FLOOR_GROUPS, type BoardLayout } from './layout-table.ts';
import { BOARD, BOARD_EDGE, INK, INK_SOFT, PENALTY, SLOT_EDGE, TURN, TURN_INK } from './palette.ts';
import { textInBox } from './text.ts';
import { badgeDiameter, drawMarkBadge, drawMarkRing, span } from './mark-draw.ts';
import type { PlacedMark } from './marks.ts';
import { drawMarker, drawSlot, drawTile, drawWallHint, roundRect } from './tiles.ts';
import { canPlaceGray, floorPenaltyFor, wallColorAt } from '../engine/index.ts';

const GRAY_SPACE = '#e4dccb';
const GRAY_SPACE_EDGE = '#c4b699';

export interface BoardView {
  seat: number;
  name: string;
  /** This board's player is the one to act. */
  active: boolean;
  /** Pill text on the active board ("TO PLAY", "PLACING"). */
  activeLabel: string;
  /** Gray wall phase: the pattern line to place next, else -1. */
  pendingLine: number;
  /** This player took the starting player marker this round. */
  hasMarker: boolean;
  /** The word over the floor's total ("Floor"). */
  floorWord: string;
}

export function drawBoard(ctx: SKRSContext2D, state: GameState, layout: BoardLayout, view: BoardView): void {
  const player = state.players[view.seat];
  const { rect } = layout;
  const FONTS = layout.fonts;

  // Card, with a thick orange frame and header band for the player to act.
  drawCardShade(ctx, rect, 16);
  ctx.fillStyle = BOARD;
  roundRect(ctx, rect, 16);
  ctx.fill();
  if (view.active) {
    ctx.save();
    ctx.fillStyle = TURN;
    ctx.beginPath();
    ctx.roundRect(rect.x, rect.y, rect.w, layout.header.h, [16, 16, 0, 0]);
    ctx.fill();
    ctx.restore();
  }
  ctx.lineWidth = view.active ? 6 : 2;
  ctx.strokeStyle = view.active ? TURN : BOARD_EDGE;
  const inset = ctx.lineWidth / 2;
  roundRect(ctx, { x: rect.x + inset, y: rect.y + inset, w: rect.w - 2 * inset, h: rect.h - 2 * inset }, 16 - inset);
  ctx.stroke();

  // Header: seat mark, name, marker badge; pill; score.
  const headInk = view.active ? TURN_INK : INK;
  const nb = layout.nameBox;
  drawSeatMark(ctx, view.seat, nb.x + 11, nb.y + nb.h / 2, 10);
  const markerSize = view.hasMarker ? layout.markerSize : 0;
  // Without the turn pill, the name may use its room too.
  const nameRight = view.active ? nb.x + nb.w : layout.turnPill.x + layout.turnPill.w;
  const nameBox = { x: nb.x + 28, y: nb.y, w: nameRight - nb.x - 28 - (markerSize ? markerSize + 8 : 0), h: nb.h };
  const nameWidth = textInBox(ctx, view.name, nameBox, {
    size: FONTS.boardName,
    bold: true,
    color: headInk,
    name: true,
  });
  if (view.hasMarker) {
    drawMarker(ctx, { x: nameBox.x + nameWidth + 8, y: nb.y + (nb.h - markerSize) / 2, w: markerSize, h: markerSize });
  }
  if (view.active) {
    const pill = layout.turnPill;
    ctx.fillStyle = TURN_INK;
    roundRect(ctx, pill, pill.h / 2);
    ctx.fill();
    textInBox(ctx, view.activeLabel, pill, { size: FONTS.turnPill, bold: true, color: TURN, align: 'center' });
  }
  textInBox(ctx, String(player.score), layout.scoreBox, {
    size: FONTS.score,
    bold: true,
    color: headInk,
    align: 'right',
  });
  if (!view.active) {
    ctx.fillStyle = BOARD_EDGE;
    ctx.fillRect(rect.x + 12, layout.header.y + layout.header.h, rect.w - 24, 1.5);
  }

  // Pattern lines, filled from the right like the real board.
  for (let line = 0; line < 5; line++) {
    if (line === view.pendingLine) {
      ctx.save();
      ctx.fillStyle = 'rgba(232,113,10,0.18)';
      roundRect(ctx, layout.lineRows[line], 8);
      ctx.fill();
      ctx.lineWidth = 3;
      ctx.strokeStyle = TURN;
      ctx.stroke();
      ctx.restore();
    }
    const pending = line === view.pendingLine;
    textInBox(ctx, String(line + 1), layout.lineNumbers[line], {
      size: pending ? FONTS.pendingLineNumber : FONTS.lineNumber,
      bold: true,
      color: pending ? TURN : INK_SOFT,
      align: 'center',
    });
    const count = player.lineCount[line];
    const color = player.lineColor[line];
    layout.lines[line].forEach((slot, k) => {
      if (k < count && color >= 0) drawTile(ctx, slot, color as Color);
      else drawSlot(ctx, slot);
    });
    // A small pointer from each line to its wall row.
    const last = layout.lines[line][0];
    const wallFirst = layout.wall[line * 5];
    const px = (last.x + last.w + wallFirst.x) / 2;
    const py = last.y + last.h / 2;
    ctx.fillStyle = pending ? TURN : SLOT_EDGE;
    ctx.beginPath();
    ctx.moveTo(px - 4, py - 6);
    ctx.lineTo(px + 4, py);
    ctx.lineTo(px - 4, py + 6);
    ctx.closePath();
    ctx.fill();
  }

  // Wall: placed tiles; empty spaces show their color faintly (colored wall) or plain (gray wall).
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 5; col++) {
      const space = layout.wall[row * 5 + col];
      const tile = player.wall[row * 5 + col];
      if (tile >= 0) drawTile(ctx, space, tile as Color);
      else if (state.variant === 'gray') drawSlot(ctx, space, GRAY_SPACE, GRAY_SPACE_EDGE);
      else drawWallHint(ctx, space, wallColorAt(row, col));
    }
  }

  // Gray wall phase: the spaces where the pending line's tile may go, numbered
  // like the "Column N" buttons.
  const pendingColor = view.pendingLine >= 0 ? player.lineColor[view.pendingLine] : -1;
  if (state.variant === 'gray' && pendingColor >= 0) {
    for (let col = 0; col < 5; col++) {
      if (!canPlaceGray(player.wall, view.pendingLine, col, pendingColor)) continue;
      const space = layout.wall[view.pendingLine * 5 + col];
      ctx.save();
      ctx.fillStyle = 'rgba(232,113,10,0.16)';
      roundRect(ctx, space, 7);
      ctx.fill();
      ctx.lineWidth = 3;
      ctx.strokeStyle = TURN;
      roundRect(ctx, { x: space.x + 1.5, y: space.y + 1.5, w: space.w - 3, h: space.h - 3 }, 6);
      ctx.stroke();
      ctx.restore();
      textInBox(ctx, String(col + 1), space, { size: FONTS.wallColumn, bold: true, color: TURN, align: 'center' });
    }
  }

  // Floor line; above it each penalty once, over a bracket spanning the spaces it counts for.
  FLOOR_GROUPS.forEach((group, g) => {
    const box = layout.floorPenalties[g];
    ctx.fillStyle = PENALTY;
    ctx.globalAlpha = 0.45;
    ctx.fillRect(box.x + 3, box.y + box.h - 2, box.w - 6, 2);
    ctx.fillRect(box.x + 3, box.y + box.h - 7, 2, 7);
    ctx.fillRect(box.x + box.w - 5, box.y + box.h - 7, 2, 7);
    ctx.globalAlpha = 1;
    textInBox(
      ctx,
      `−${-group.penalty}`,
      { ...box, h: box.h - 4 },
      { size: FONTS.floorPenalty, bold: true, color: PENALTY, align: 'center' },
    );
  });
  for (let i = 0; i < layout.floor.length; i++) {
    const item = player.floor[i];
    const slot = layout.floor[i];
    if (item === undefined) drawSlot(ctx, slot, '#f1e4dc', '#d9b9a8');
    else if (item === MARKER) drawMarker(ctx, slot);
    else drawTile(ctx, slot, item as Color);
  }
  const penalty = floorPenaltyFor(player.floor.length);
  textInBox(ctx, view.floorWord, layout.floorLabel, {
    size: FONTS.floorLabel,
    bold: true,
    color: INK_SOFT,
    align: 'right',
  });
  textInBox(ctx, penalty < 0 ? `−${-penalty}` : '0', layout.floorTotal, {
    size: FONTS.floorTotal,
    bold: true,
    color: penalty < 0 ? PENALTY : INK_SOFT,
    align: 'right',
  });
}

/** What the marks need of a board: its pattern line slots, floor spaces and tile size. */
export interface MarkableBoard {
  lines: Rect[][];
  floor: Rect[];
  tile: number;
}

/**
 * The marks of the moves since the viewer's last turn on one board: a ring in
 * the mover's color around the pattern line slots and the floor spaces each
 * move filled, its number in a badge at the ring's top left corner (large
 * tiles) or left of the ring (small tiles, which the badge would hide).
 */
export function drawBoardMarks(
  ctx: SKRSContext2D,
  layout: MarkableBoard,
  marks: readonly PlacedMark[],
  badgeFont: number,
  place: 'corner' | 'left' = 'corner',
): void {
  const rings: { r: Rect; mark: PlacedMark }[] = [];
  for (const mark of marks) {
    if (!mark.shown) continue;
    if (mark.line && mark.line.to > mark.line.from)
      rings.push({ r: span(layout.lines[mark.line.line].slice(mark.line.from, mark.line.to)), mark });
    const floor = mark.floor ? layout.floor.slice(mark.floor.from, Math.min(mark.floor.to, layout.floor.length)) : [];
    if (floor.length > 0) rings.push({ r: span(floor), mark });
  }
  const width = layout.tile >= 36 ? 4.5 : 3.5;
  for (const { r, mark } of rings) drawMarkRing(ctx, r, Math.max(4, layout.tile * 0.18), mark.move.player, width);
  const d = badgeDiameter(badgeFont);
  for (const { r, mark } of rings) {
    const [cx, cy] = place === 'corner' ? [r.x - 2, r.y - 2] : [r.x - d / 2 - 1, r.y + r.h / 2];
    drawMarkBadge(ctx, cx, cy, d, mark.move.player, String(mark.number), badgeFont);
  }
}
