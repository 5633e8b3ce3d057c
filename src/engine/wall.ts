// The wall and the floor: where a tile may go, what it scores, what the floor costs.
import { COLORS, EMPTY, FLOOR_PENALTIES, WALL_SIZE, WALL_SPACES, type Bonuses, type Color } from './types.ts';
import { BONUS_POINTS } from './standings.ts';

// The colored wall: each row is the first one (blue yellow red black white) shifted right by
// its row index, wrapping around. (A compare, not `%`: this runs for every tile placed.)

/** Colored wall: the color printed at row r, column c. */
export function wallColorAt(row: number, column: number): Color {
  const c = column - row;
  return (c < 0 ? c + WALL_SIZE : c) as Color;
}

/** Colored wall: the column of `color` in `row`. */
export function wallColumnOf(row: number, color: number): number {
  const column = color + row;
  return column >= WALL_SIZE ? column - WALL_SIZE : column;
}

/** Whether `color` already lies anywhere in `row` (both variants). */
export function rowHasColor(wall: readonly number[], row: number, color: number): boolean {
  for (let c = 0; c < WALL_SIZE; c++) if (wall[row * WALL_SIZE + c] === color) return true;
  return false;
}

/** Whether `color` already lies anywhere in `column`. */
export function columnHasColor(wall: readonly number[], column: number, color: number): boolean {
  for (let r = 0; r < WALL_SIZE; r++) if (wall[r * WALL_SIZE + column] === color) return true;
  return false;
}

/** Gray wall: may a tile of `color` go to (row, column) now? */
export function canPlaceGray(wall: readonly number[], row: number, column: number, color: number): boolean {
  return wall[row * WALL_SIZE + column] === EMPTY && !columnHasColor(wall, column, color);
}

/** Gray wall: is there any column in `row` for `color`? */
export function hasGrayColumn(wall: readonly number[], row: number, color: number): boolean {
  for (let c = 0; c < WALL_SIZE; c++) if (canPlaceGray(wall, row, c, color)) return true;
  return false;
}

/** Horizontal run through (row, column) if longer than 1, else 0. */
export function horizontalRun(wall: readonly number[], row: number, column: number): number {
  let h = 1;
  for (let c = column - 1; c >= 0 && wall[row * WALL_SIZE + c] !== EMPTY; c--) h++;
  for (let c = column + 1; c < WALL_SIZE && wall[row * WALL_SIZE + c] !== EMPTY; c++) h++;
  return h > 1 ? h : 0;
}

/** Vertical run through (row, column) if longer than 1, else 0. */
export function verticalRun(wall: readonly number[], row: number, column: number): number {
  let v = 1;
  for (let r = row - 1; r >= 0 && wall[r * WALL_SIZE + column] !== EMPTY; r--) v++;
  for (let r = row + 1; r < WALL_SIZE && wall[r * WALL_SIZE + column] !== EMPTY; r++) v++;
  return v > 1 ? v : 0;
}

/**
 * Points for a tile just placed at (row, column): the horizontal run through
 * it if longer than 1, plus the vertical run likewise; a lone tile scores 1.
 */
export function scorePlacement(
  wall: readonly number[],
  row: number,
  column: number,
): { horizontal: number; vertical: number; points: number } {
  const horizontal = horizontalRun(wall, row, column);
  const vertical = verticalRun(wall, row, column);
  return { horizontal, vertical, points: horizontal + vertical || 1 };
}

/** Penalty (negative or 0) for `tileCount` items on the floor; beyond 7 nothing more. */
export function floorPenaltyFor(tileCount: number): number {
  let sum = 0;
  const n = Math.min(tileCount, FLOOR_PENALTIES.length);
  for (let i = 0; i < n; i++) sum += FLOOR_PENALTIES[i];
  return sum;
}

// Unrolled over the five spaces of a row or column: these run for every player at every game's end.

export function completeRows(wall: readonly number[]): number {
  let rows = 0;
  for (let base = 0; base < WALL_SPACES; base += WALL_SIZE) {
    if (
      wall[base] !== EMPTY &&
      wall[base + 1] !== EMPTY &&
      wall[base + 2] !== EMPTY &&
      wall[base + 3] !== EMPTY &&
      wall[base + 4] !== EMPTY
    )
      rows++;
  }
  return rows;
}

function completeColumns(wall: readonly number[]): number {
  const W = WALL_SIZE;
  let columns = 0;
  for (let c = 0; c < W; c++) {
    if (
      wall[c] !== EMPTY &&
      wall[c + W] !== EMPTY &&
      wall[c + 2 * W] !== EMPTY &&
      wall[c + 3 * W] !== EMPTY &&
      wall[c + 4 * W] !== EMPTY
    )
      columns++;
  }
  return columns;
}

export function bonusesOf(wall: readonly number[]): Bonuses {
  const rows = completeRows(wall);
  const columns = completeColumns(wall);
  // A color counts once all its tiles (one per row) are on the wall, wherever (gray wall).
  const perColor = [0, 0, 0, 0, 0]; // per Color
  for (let i = 0; i < WALL_SPACES; i++) {
    const space = wall[i];
    if (space !== EMPTY) perColor[space]++;
  }
  let colors = 0;
  for (let k = 0; k < COLORS.length; k++) if (perColor[k] === WALL_SIZE) colors++;
  return {
    rows,
    columns,
    colors,
    points: rows * BONUS_POINTS.row + columns * BONUS_POINTS.column + colors * BONUS_POINTS.color,
  };
}
