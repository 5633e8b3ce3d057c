// Where the moves since a player's last turn show on the table: for each move,
// whether the table still shows it, and which pattern line slots and floor
// spaces its tiles filled. Pure: tested without pixels (test/render/marks.test.ts).
//
// The moves are walked from the newest back: the newest move's tiles are the
// last ones of its line and floor, the move before it filled the spaces just
// before those, and so on. A move the table no longer shows (made in an
// earlier round, or its display dealt again, or its tiles moved to the wall)
// is kept for the words only.
import { FLOOR, MARKER, type GameState } from '../engine/types.ts';
import { toLineOf, type MoveMark } from './last-move.ts';

/** A run of slots: indices [from, to) of a pattern line's slots (slot 0 filled first) or of the floor. */
export interface SlotRun {
  from: number;
  to: number;
}

export interface PlacedMark {
  /** 1 for the oldest move of the list. */
  number: number;
  move: MoveMark;
  /** The table still shows the move: its source and its tiles can be marked. */
  shown: boolean;
  /** The pattern line slots its tiles filled (null: none, or not shown). */
  line: (SlotRun & { line: number }) | null;
  /** The floor spaces its tiles (and the marker) filled (null: none, or not shown). */
  floor: SlotRun | null;
}

/** The marks of `moves` (oldest first) on `state`, the table after the last of them. */
export function placeMarks(state: GameState, moves: readonly MoveMark[]): PlacedMark[] {
  const lineLeft = state.players.map((p) => p.lineCount.slice());
  const floorLeft = state.players.map((p) => p.floor.length);
  const out: PlacedMark[] = moves.map((move, i) => ({ number: i + 1, move, shown: false, line: null, floor: null }));
  for (let i = moves.length - 1; i >= 0; i--) {
    const move = moves[i];
    const board = state.players[move.player];
    if (!board || state.phase === 'over') continue;
    if (move.round !== undefined && move.round !== state.round) continue;
    if (move.source >= 0 && state.factories[move.source]?.some((n) => n > 0) !== false) continue;
    // Its pattern line: its tiles are the last of the line still there.
    const toLine = toLineOf(move);
    let line: PlacedMark['line'] = null;
    if (move.line !== FLOOR && toLine > 0) {
      const left = lineLeft[move.player][move.line];
      if (board.lineColor[move.line] !== move.color || left < toLine) continue;
      line = { line: move.line, from: left - toLine, to: left };
    }
    // Its floor spaces: the marker first (if it found a space), then its tiles.
    const end = floorLeft[move.player];
    const tilesFrom = end - move.floorCount;
    if (tilesFrom < 0 || board.floor.slice(tilesFrom, end).some((item) => item !== move.color)) continue;
    const markerSpace = move.tookMarker && board.floor[tilesFrom - 1] === MARKER ? 1 : 0;
    const from = tilesFrom - markerSpace;
    if (line) lineLeft[move.player][move.line] = line.from;
    floorLeft[move.player] = from;
    out[i] = { ...out[i], shown: true, line, floor: end > from ? { from, to: end } : null };
  }
  return out;
}
