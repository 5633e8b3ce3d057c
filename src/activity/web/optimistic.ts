// The viewer's own move shown at once, while the server carries it out: the tiles go where the
// server's own words for the choice say they go (a line option's tiles to the line, to the floor, to
// the lid; a display's others to the center; a gray-wall tile to its column, with the points the server
// said it scores there): no rule is decided here (a player's last placement, after which the floor is
// counted, is corrected by the server's table).
// The server's table replaces it as soon as it comes (the same, or the table as it was if the tap was
// refused).
import type { TableView } from '../protocol.ts';

export interface OwnMove {
  kind: 'draft' | 'place';
  source: number;
  color: number;
  line: number;
  toLine: number;
  toFloor: number;
  column: number;
  /** A gray-wall placement: what the tile scores there (the server's word for that column). */
  points?: number;
}

const FLOOR_SPACES = 7;
const MARKER = 5;

/** `view` with the viewer's move made on it, nothing offered until the server answers. */
export function withOwnMove(view: TableView, move: OwnMove): TableView {
  const table = view.table;
  if (!table || view.me === null) return view;
  const next = structuredClone(view);
  const t = next.table!;
  const board = t.boards[view.me]!;
  if (move.kind === 'place') {
    board.wall[move.line * 5 + move.column] = move.color;
    board.score += move.points ?? 0;
    board.lineCount[move.line] = 0;
    board.lineColor[move.line] = -1;
  } else {
    if (move.source >= 0) {
      const display = t.factories[move.source]!;
      display.forEach((n, color) => {
        if (color !== move.color) t.center[color] = (t.center[color] ?? 0) + n;
      });
      t.factories[move.source] = display.map(() => 0);
    } else {
      t.center[move.color] = 0;
      if (t.markerInCenter) {
        t.markerInCenter = false;
        if (board.floor.length < FLOOR_SPACES) board.floor.push(MARKER);
      }
    }
    if (move.line < 5 && move.toLine > 0) {
      board.lineColor[move.line] = move.color;
      board.lineCount[move.line] = (board.lineCount[move.line] ?? 0) + move.toLine;
    }
    for (let i = 0; i < move.toFloor && board.floor.length < FLOOR_SPACES; i++) board.floor.push(move.color);
  }
  next.controls = null;
  next.hint = false;
  next.undo = null;
  return next;
}
