// The table drawn in the page: every element placed where the pictures' pure layout puts it
// (src/render/layout-activity.ts), in layout units, the whole stage scaled to the frame. Tiles that
// may be taken carry their source and color; the viewer's pattern lines, floor and (gray wall) wall
// spaces carry what a tap there plays. Drawn anew for each table the server sends.
import { FLOOR_GROUPS, type BoardLayout } from '../../render/layout-table.ts';
import type { MiniBoardLayout, MyBoardLayout } from '../../render/layout-my-board.ts';
import { centerTiles, layoutActivity, seatOrder, stripTiles, type TableShape } from '../../render/layout-activity.ts';
import { SEAT_COLORS } from '../../render/palette.ts';
import type { Rect } from '../../render/geometry.ts';
import { wallColorAt } from '../../engine/wall.ts';
import type { BoardView, Labels, PickOption, TableView } from '../protocol.ts';

export interface Picked {
  source: number;
  color: number;
}

/** Where things were drawn, for the flights of the next table: tiles by source, slots by seat. */
export interface Drawn {
  layout: MyBoardLayout;
  view: TableView;
  /** Seat -> the board it is drawn on. */
  boards: Map<number, BoardLayout | MiniBoardLayout>;
  /** Source (-1 the center) -> its tiles. */
  sources: Map<number, { color: number; rect: Rect }[]>;
}

export function seatColor(seat: number): string {
  return SEAT_COLORS[seat % SEAT_COLORS.length]!;
}

function place(el: HTMLElement, r: Rect): HTMLElement {
  el.style.left = `${r.x}px`;
  el.style.top = `${r.y}px`;
  el.style.width = `${r.w}px`;
  el.style.height = `${r.h}px`;
  return el;
}

function box(parent: HTMLElement, className: string, r: Rect, text?: string): HTMLElement {
  const el = document.createElement('div');
  el.className = className;
  place(el, r);
  if (text !== undefined) el.textContent = text;
  parent.append(el);
  return el;
}

function span(rects: readonly Rect[], pad = 0): Rect {
  const x = Math.min(...rects.map((r) => r.x)) - pad;
  const y = Math.min(...rects.map((r) => r.y)) - pad;
  return {
    x,
    y,
    w: Math.max(...rects.map((r) => r.x + r.w)) + pad - x,
    h: Math.max(...rects.map((r) => r.y + r.h)) + pad - y,
  };
}

/** The focus seat: the viewer's own, else (a watcher) the seat to act, else the first. */
export function focusOf(view: TableView): number {
  return view.me ?? view.acting ?? 0;
}

export function pickOf(view: TableView, picked: Picked | null): PickOption | null {
  if (!picked || view.controls?.kind !== 'draft') return null;
  return view.controls.picks.find((p) => p.source === picked.source && p.color === picked.color) ?? null;
}

export function drawTable(
  stage: HTMLElement,
  view: TableView,
  labels: Labels,
  shape: TableShape,
  picked: Picked | null,
): Drawn | null {
  stage.replaceChildren();
  const table = view.table;
  if (!table) return null;
  const layout = layoutActivity(view.playerCount, table.factories.length, shape);
  stage.style.width = `${layout.width}px`;
  stage.style.height = `${layout.height}px`;
  const f = layout.fonts;
  const pick = pickOf(view, picked);
  const pickable = new Set(
    view.controls?.kind === 'draft' ? view.controls.picks.map((p) => `${p.source}/${p.color}`) : [],
  );
  const drawn: Drawn = { layout, view, boards: new Map(), sources: new Map() };

  // The banner: the round, whose turn (or what the viewer does), the clock.
  const banner = box(stage, `banner${view.me !== null && view.acting === view.me ? ' mine' : ''}`, layout.banner);
  const chip = document.createElement('span');
  chip.className = 'round';
  chip.textContent = view.text.round;
  chip.style.fontSize = `${f.roundChip}px`;
  const headline = document.createElement('span');
  headline.className = 'headline';
  headline.textContent = view.text.headline;
  headline.style.fontSize = `${f.headline}px`;
  const clock = document.createElement('span');
  clock.className = 'clock';
  clock.style.fontSize = `${f.roundChip}px`;
  banner.append(chip, headline, clock);

  const tile = (parent: HTMLElement, color: number, r: Rect, extra = '') => box(parent, `tile c${color}${extra}`, r);

  // The displays, as strips.
  table.factories.forEach((counts, source) => {
    const strip = layout.displays[source]!;
    const empty = counts.every((n) => n === 0);
    box(stage, `plate${empty ? ' empty' : ''}`, strip.plate);
    const badge = box(stage, 'badge', strip.badge, String(source + 1));
    badge.style.fontSize = `${f.displayBadge}px`;
    const tiles = stripTiles(strip, counts);
    drawn.sources.set(source, tiles);
    for (const t of tiles) tileAt(stage, t.color, t.rect, source);
  });

  // The center, and the supply beside it.
  box(stage, 'center', layout.center);
  const title = box(stage, 'center-title', layout.centerTitle, view.text.center);
  title.style.fontSize = `${f.centerTitle}px`;
  const center = centerTiles(layout, table.center, table.markerInCenter);
  if (center.marker) box(stage, 'tile marker', center.marker, '1');
  drawn.sources.set(-1, center.tiles);
  for (const t of center.tiles) tileAt(stage, t.color, t.rect, -1);
  const supply = layout.supply;
  box(stage, 'supply', supply.box);
  [labels.onTable, labels.bag, labels.lid].forEach((label, row) => {
    const el = box(stage, 'supply-label', supply.labels[row]!, label);
    el.style.fontSize = `${f.supplyLabel}px`;
  });
  supply.heads.forEach((r, color) => tile(stage, color, r));
  if (view.supply) {
    [view.supply.out, view.supply.bag, view.supply.lid].forEach((counts, row) =>
      counts.forEach((n, color) => {
        const el = box(stage, 'supply-count', supply.cells[row]![color]!, String(n));
        el.style.fontSize = `${f.supplyCount}px`;
      }),
    );
  }

  // The boards: the focus seat's large, the others compact.
  seatOrder(view.playerCount, focusOf(view)).forEach((seat, i) => {
    const board = table.boards[seat]!;
    if (i === 0) {
      drawn.boards.set(seat, layout.board);
      drawBoard(stage, view, labels, layout.board, layout, seat, board, pick);
    } else {
      const mini = layout.others[i - 1]!;
      drawn.boards.set(seat, mini);
      drawMini(stage, view, labels, mini, layout, seat, board);
    }
  });
  drawMarks(stage, view, drawn);
  return drawn;

  function tileAt(parent: HTMLElement, color: number, r: Rect, source: number): void {
    const can = pickable.has(`${source}/${color}`);
    const chosen = picked?.source === source && picked.color === color;
    const el = tile(parent, color, r, `${can ? ' can' : ''}${chosen ? ' picked' : ''}`);
    el.dataset.source = String(source);
    el.dataset.color = String(color);
  }
}

function drawBoard(
  stage: HTMLElement,
  view: TableView,
  labels: Labels,
  b: BoardLayout,
  layout: MyBoardLayout,
  seat: number,
  board: BoardView,
  pick: PickOption | null,
): void {
  const f = layout.fonts;
  const acting = view.acting === seat;
  const panel = box(stage, `board${acting ? ' acting' : ''}`, b.rect);
  panel.dataset.seat = String(seat);
  const name = box(stage, 'board-name', b.nameBox, view.seats[seat]?.name ?? '');
  name.style.fontSize = `${f.boardName}px`;
  name.style.setProperty('--seat', seatColor(seat));
  if (acting) {
    const pill = box(stage, 'pill', b.turnPill, view.phase === 'wall' ? labels.placingPill : labels.toPlayPill);
    pill.style.fontSize = `${f.turnPill}px`;
  }
  const score = box(stage, 'score', b.scoreBox, String(board.score));
  score.style.fontSize = `${f.score}px`;
  const legal = new Set(pick?.lines.map((l) => l.line) ?? []);
  const placing = view.controls?.kind === 'place' && view.me === seat ? view.controls : null;
  for (let line = 0; line < 5; line++) {
    const number = box(
      stage,
      `line-number${table(view).pendingLine === line && acting ? ' pending' : ''}`,
      b.lineNumbers[line]!,
      String(line + 1),
    );
    number.style.fontSize = `${f.lineNumber}px`;
    const row = box(stage, `line-row${legal.has(line) ? ' legal' : ''}`, b.lineRows[line]!);
    row.dataset.line = String(line);
    row.dataset.seat = String(seat);
    b.lines[line]!.forEach((r, k) => {
      const el = k < board.lineCount[line]! ? box(stage, `tile c${board.lineColor[line]}`, r) : box(stage, 'slot', r);
      el.dataset.slot = `${seat}/${line}/${k}`;
    });
  }
  b.wall.forEach((r, index) => {
    const row = Math.floor(index / 5);
    const column = index % 5;
    const color = board.wall[index]!;
    const canPlace = placing && placing.line === row && placing.places.some((p) => p.column === column);
    const el =
      color >= 0
        ? box(stage, `tile c${color}`, r)
        : box(stage, view.variant === 'standard' ? `hint c${wallColorAt(row, column)}` : 'slot', r);
    el.dataset.wall = `${seat}/${index}`;
    if (canPlace) {
      el.classList.add('legal');
      el.dataset.column = String(column);
    }
  });
  FLOOR_GROUPS.forEach((g, i) => {
    const el = box(stage, 'floor-penalty', b.floorPenalties[i]!, String(g.penalty).replace('-', '−'));
    el.style.fontSize = `${f.floorPenalty}px`;
  });
  const floorRow = box(stage, `floor-row${legal.has(5) ? ' legal' : ''}`, span(b.floor, 4));
  floorRow.dataset.line = '5';
  floorRow.dataset.seat = String(seat);
  drawFloor(stage, b.floor, board, seat);
  const label = box(stage, 'floor-label', b.floorLabel, labels.floor);
  label.style.fontSize = `${f.floorLabel}px`;
  const total = box(stage, 'floor-total', b.floorTotal, penaltyText(board));
  total.style.fontSize = `${f.floorTotal}px`;
}

function table(view: TableView): NonNullable<TableView['table']> {
  return view.table!;
}

function drawFloor(stage: HTMLElement, floor: readonly Rect[], board: BoardView, seat: number): void {
  floor.forEach((r, k) => {
    const item = board.floor[k];
    const el =
      item === undefined
        ? box(stage, 'slot', r)
        : item === 5
          ? box(stage, 'tile marker', r, '1')
          : box(stage, `tile c${item}`, r);
    el.dataset.slot = `${seat}/5/${k}`;
  });
}

/** The floor's penalty so far: "−4", or "0". */
function penaltyText(board: BoardView): string {
  let total = 0;
  board.floor.forEach((_, k) => {
    const group = FLOOR_GROUPS.find((g) => k >= g.first && k < g.first + g.count);
    total += group?.penalty ?? 0;
  });
  return total === 0 ? '0' : `−${-total}`;
}

function drawMini(
  stage: HTMLElement,
  view: TableView,
  labels: Labels,
  m: MiniBoardLayout,
  layout: MyBoardLayout,
  seat: number,
  board: BoardView,
): void {
  const f = layout.fonts;
  const acting = view.acting === seat;
  const panel = box(stage, `mini${acting ? ' acting' : ''}`, m.rect);
  panel.dataset.seat = String(seat);
  m.lines.forEach((slots, line) =>
    slots.forEach((r, k) => {
      const el = k < board.lineCount[line]! ? box(stage, `tile c${board.lineColor[line]}`, r) : box(stage, 'slot', r);
      el.dataset.slot = `${seat}/${line}/${k}`;
    }),
  );
  m.wall.forEach((r, index) => {
    const color = board.wall[index]!;
    if (color >= 0) box(stage, `tile c${color}`, r);
    else box(stage, view.variant === 'standard' ? `hint c${wallColorAt(Math.floor(index / 5), index % 5)}` : 'slot', r);
  });
  drawFloor(stage, m.floor, board, seat);
  const name = box(stage, 'mini-name', m.nameBox, view.seats[seat]?.name ?? '');
  name.style.fontSize = `${f.otherName}px`;
  name.style.setProperty('--seat', seatColor(seat));
  const score = box(stage, 'mini-score', m.scoreBox, String(board.score));
  score.style.fontSize = `${f.otherScore}px`;
  const floorText = box(stage, 'mini-floor', m.floorText, `${labels.floor} ${penaltyText(board)}`);
  floorText.style.fontSize = `${f.otherFloor}px`;
}

/** Rings, in the mover's seat color, where the moves since the viewer's turn put their tiles. */
function drawMarks(stage: HTMLElement, view: TableView, drawn: Drawn): void {
  view.since.forEach((move, i) => {
    const board = drawn.boards.get(move.seat);
    if (!board || move.kind !== 'draft') return;
    const rects = move.line === 5 || move.toLine === 0 ? board.floor : board.lines[move.line]!;
    const ring = box(stage, 'mark', span(rects, 5));
    ring.style.setProperty('--seat', seatColor(move.seat));
    ring.dataset.number = String(i + 1);
  });
}

/** Where a tile of `seat`'s board lies (a pattern line's slot k, or the floor's, line 5). */
export function slotRect(drawn: Drawn, seat: number, line: number, k: number): Rect | null {
  const board = drawn.boards.get(seat);
  if (!board) return null;
  const slots = line === 5 ? board.floor : board.lines[line];
  return slots?.[k] ?? null;
}
