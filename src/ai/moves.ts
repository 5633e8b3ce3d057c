// The moves worth thinking about, and a quick guess at how good each one is
// (for ordering a search, for rollouts, and for the easy player).
import {
  CENTER,
  EMPTY,
  FLOOR,
  FLOOR_SIZE,
  floorPenaltyFor,
  legalMoves,
  wallColumnOf,
  type Action,
  type GameState,
} from '../engine/core.ts';

/**
 * The legal actions, less the duplicates: two displays holding the same tiles
 * lead to the same position, so only the first of them is offered.
 */
export function candidateMoves(s: GameState): Action[] {
  const moves = legalMoves(s);
  if (s.phase !== 'draft') return moves;
  const seen = new Set<number>();
  const duplicate: boolean[] = [];
  for (let i = 0; i < s.factories.length; i++) {
    const t = s.factories[i];
    const key = t[0] + 5 * t[1] + 25 * t[2] + 125 * t[3] + 625 * t[4];
    duplicate.push(key !== 0 && seen.has(key));
    seen.add(key);
  }
  return moves.filter((m) => m.type !== 'draft' || m.source === CENTER || !duplicate[m.source]);
}

/** Points a tile at (row, column) of `wall` would score now (the space itself counted as filled). */
export function placementPoints(wall: readonly number[], row: number, column: number): number {
  let h = 1;
  for (let c = column - 1; c >= 0 && wall[row * 5 + c] !== EMPTY; c--) h++;
  for (let c = column + 1; c < 5 && wall[row * 5 + c] !== EMPTY; c++) h++;
  let v = 1;
  for (let r = row - 1; r >= 0 && wall[r * 5 + column] !== EMPTY; r--) v++;
  for (let r = row + 1; r < 5 && wall[r * 5 + column] !== EMPTY; r++) v++;
  return (h > 1 ? h : 0) + (v > 1 ? v : 0) || 1;
}

/**
 * Gray wall: the legal column where `color` scores most in `row` now, or -1; ties keep the middle
 * open. The same choice as evaluate's bestGrayColumn, on the board's own array (no copy).
 */
export function bestGrayColumnOf(wall: readonly number[], row: number, color: number): number {
  let best = -1;
  let bestPoints = -1;
  for (let c = 0; c < 5; c++) {
    if (wall[row * 5 + c] !== EMPTY) continue;
    let taken = false;
    for (let r = 0; r < 5; r++) if (wall[r * 5 + c] === color) taken = true;
    if (taken) continue;
    const points = placementPoints(wall, row, c) + (c === 2 ? 0.1 : 0);
    if (points > bestPoints) {
      bestPoints = points;
      best = c;
    }
  }
  return best;
}

function tilesInColumn(wall: readonly number[], column: number): number {
  let n = 0;
  for (let r = 0; r < 5; r++) if (wall[r * 5 + column] !== EMPTY) n++;
  return n;
}

/**
 * A fast estimate of what `a` is worth to the player making it, in points:
 * the tile it completes (with adjacency), progress on a line, the floor it
 * costs, the marker. No copy, no search.
 */
export function quickScore(s: GameState, a: Action): number {
  const b = s.players[a.player];
  if (a.type === 'place') {
    return placementPoints(b.wall, a.line, a.column) + 0.2 * tilesInColumn(b.wall, a.column);
  }
  const n = a.source === CENTER ? s.center[a.color] : s.factories[a.source][a.color];
  const takesMarker = a.source === CENTER && s.markerInCenter ? 1 : 0;
  const floorBefore = b.floor.length;
  let toLine = 0;
  let value = 0;
  if (a.line !== FLOOR) {
    const line = a.line;
    const have = b.lineCount[line];
    toLine = Math.min(n, line + 1 - have);
    const column = s.variant === 'gray' ? bestGrayColumnOf(b.wall, line, a.color) : wallColumnOf(line, a.color);
    const points = column >= 0 ? placementPoints(b.wall, line, column) : -(line + 1);
    const after = have + toLine;
    if (after === line + 1) value += points + 0.5 + (column >= 0 ? 0.25 * tilesInColumn(b.wall, column) : 0);
    else value += 0.5 * points * (toLine / (line + 1)) - 0.2 * (line + 1 - after);
  } else value -= 0.5;
  const items = Math.min(FLOOR_SIZE, floorBefore + takesMarker + (n - toLine));
  value += floorPenaltyFor(items) - floorPenaltyFor(floorBefore);
  if (takesMarker) value += 0.8;
  return value;
}

/** Indices of `moves` sorted by quickScore, best first. */
export function orderByQuickScore(s: GameState, moves: readonly Action[]): { move: Action; score: number }[] {
  return moves.map((move) => ({ move, score: quickScore(s, move) })).sort((x, y) => y.score - x.score);
}
