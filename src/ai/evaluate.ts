// What a position is worth to each player: the score they would have if the
// round ended now (full pattern lines tiled, floor charged), plus what their
// wall and unfinished lines promise for the rest of the game. One function
// for mid-round states, the gray wall phase and states between rounds, so a
// search can stop anywhere.
import { EMPTY, FLOOR_SIZE, floorPenaltyFor, wallColumnOf, type GameState } from '../engine/core.ts';

/** The evaluation's knobs (points per unit of each feature); tuned by self-play, see README. */
export interface Weights {
  /** Per tile already on an unfinished pattern line, times the points it would score when done. */
  partialLine: number;
  /** Future adjacency: per empty wall space, the points a tile there would score now (beyond 1). */
  adjacency: number;
  /** Progress toward a complete column (7 points): weight of (tiles/5)^2 * 7. */
  column: number;
  /** Progress toward all five of a color (10 points): weight of (tiles/5)^2 * 10. */
  color: number;
  /** Progress toward a complete row (2 points, and the game's end). */
  row: number;
  /** Holding the first player marker for the next round. */
  marker: number;
  /** Unfinished pattern lines that will cost tiles on the floor if never finished: per missing tile. */
  missing: number;
  /**
   * A column (7) or color (10) already complete: its bonus is certain at the game's end. The
   * levels play with 0 (as they were tuned: a complete bonus then counts nothing until the round
   * that ends the game, less than a nearly complete one); the game review counts it in full (1).
   */
  banked: number;
}

export const DEFAULT_WEIGHTS: Weights = {
  partialLine: 0.55,
  adjacency: 0.12,
  column: 0.9,
  color: 0.9,
  row: 0.4,
  marker: 1.2,
  missing: 1.0,
  banked: 0,
};

/** hard's weights: the same (a smaller `missing` for hard lost 0.425 of 80 games, see README). */
export const HARD_WEIGHTS: Weights = DEFAULT_WEIGHTS;

// Scratch walls, one per seat: evaluation allocates nothing.
const scratchWalls = [new Int32Array(25), new Int32Array(25), new Int32Array(25), new Int32Array(25)];
const scratchScores = new Float64Array(4);
const scratchRows = new Int32Array(4);

function runPoints(wall: Int32Array, row: number, column: number): number {
  let h = 1;
  for (let c = column - 1; c >= 0 && wall[row * 5 + c] !== EMPTY; c--) h++;
  for (let c = column + 1; c < 5 && wall[row * 5 + c] !== EMPTY; c++) h++;
  let v = 1;
  for (let r = row - 1; r >= 0 && wall[r * 5 + column] !== EMPTY; r--) v++;
  for (let r = row + 1; r < 5 && wall[r * 5 + column] !== EMPTY; r++) v++;
  const points = (h > 1 ? h : 0) + (v > 1 ? v : 0);
  return points || 1;
}

function grayColumnFree(wall: Int32Array, row: number, column: number, color: number): boolean {
  if (wall[row * 5 + column] !== EMPTY) return false;
  for (let r = 0; r < 5; r++) if (wall[r * 5 + column] === color) return false;
  return true;
}

/** Gray wall: the legal column where `color` scores most in `row` now, or -1. */
export function bestGrayColumn(w: Int32Array, row: number, color: number): number {
  let best = -1;
  let bestPoints = -1;
  for (let c = 0; c < 5; c++) {
    if (!grayColumnFree(w, row, c, color)) continue;
    const points = runPoints(w, row, c) + (c === 2 ? 0.1 : 0); // ties: keep the middle open for neighbors
    if (points > bestPoints) {
      bestPoints = points;
      best = c;
    }
  }
  return best;
}

/**
 * Player p's score once this round's wall-tiling is done (the projected wall
 * goes to scratchWalls[p]); gray lines go to the column that scores most now.
 */
function projectTiling(s: GameState, p: number): number {
  const b = s.players[p];
  const wall = scratchWalls[p];
  for (let i = 0; i < 25; i++) wall[i] = b.wall[i];
  let score = b.score;
  let floorItems = b.floor.length;
  const gray = s.variant === 'gray';
  for (let line = 0; line < 5; line++) {
    if (b.lineCount[line] !== line + 1) continue;
    const color = b.lineColor[line];
    const column = gray ? bestGrayColumn(wall, line, color) : wallColumnOf(line, color);
    if (column < 0) {
      floorItems += line + 1;
      continue;
    }
    wall[line * 5 + column] = color;
    score += runPoints(wall, line, column);
  }
  // In the gray wall phase, seats before the one placing have paid their floor already.
  const charged = s.phase === 'wall' && p < s.current;
  if (!charged) score = Math.max(0, score + floorPenaltyFor(Math.min(floorItems, FLOOR_SIZE)));
  return score;
}

function completeRowCount(wall: Int32Array): number {
  let rows = 0;
  for (let base = 0; base < 25; base += 5) {
    if (wall[base] >= 0 && wall[base + 1] >= 0 && wall[base + 2] >= 0 && wall[base + 3] >= 0 && wall[base + 4] >= 0)
      rows++;
  }
  return rows;
}

function exactBonus(wall: Int32Array): number {
  let points = completeRowCount(wall) * 2;
  for (let c = 0; c < 5; c++) {
    if (wall[c] >= 0 && wall[c + 5] >= 0 && wall[c + 10] >= 0 && wall[c + 15] >= 0 && wall[c + 20] >= 0) points += 7;
  }
  const perColor = [0, 0, 0, 0, 0];
  for (let i = 0; i < 25; i++) if (wall[i] >= 0) perColor[wall[i]]++;
  for (let k = 0; k < 5; k++) if (perColor[k] === 5) points += 10;
  return points;
}

/** What the projected wall and the lines left on the board promise for the rounds to come. */
function potential(s: GameState, p: number, wall: Int32Array, roundsLeft: number, wt: Weights): number {
  const b = s.players[p];
  let value = 0;
  // Bonus progress, discounted by whether enough rounds remain to finish it.
  const perColor = [0, 0, 0, 0, 0];
  for (let c = 0; c < 5; c++) {
    let n = 0;
    for (let r = 0; r < 5; r++) {
      const x = wall[r * 5 + c];
      if (x >= 0) {
        n++;
        perColor[x]++;
      }
    }
    if (n < 5) value += wt.column * 7 * (n / 5) * (n / 5) * Math.min(1, roundsLeft / (5 - n));
    else value += wt.banked * 7;
  }
  for (let k = 0; k < 5; k++) {
    const n = perColor[k];
    if (n < 5) value += wt.color * 10 * (n / 5) * (n / 5) * Math.min(1, roundsLeft / (5 - n));
    else value += wt.banked * 10;
  }
  for (let r = 0; r < 5; r++) {
    let n = 0;
    for (let c = 0; c < 5; c++) if (wall[r * 5 + c] >= 0) n++;
    if (n < 5) value += wt.row * n * n * 0.2;
    // Unfinished pattern lines (full ones were tiled by the projection).
    const count = b.lineCount[r];
    if (count > 0 && count < r + 1) {
      const color = b.lineColor[r];
      const column = s.variant === 'gray' ? bestGrayColumn(wall, r, color) : wallColumnOf(r, color);
      if (column >= 0) {
        wall[r * 5 + column] = color;
        value += wt.partialLine * (count / (r + 1)) * runPoints(wall, r, column);
        wall[r * 5 + column] = EMPTY;
      }
      value -= wt.missing * (r + 1 - count);
    }
  }
  // Future adjacency: an empty space next to placed tiles is worth more later.
  if (wt.adjacency !== 0) {
    let adj = 0;
    for (let i = 0; i < 25; i++) {
      if (wall[i] !== EMPTY) continue;
      adj += runPoints(wall, (i / 5) | 0, i % 5) - 1;
    }
    value += wt.adjacency * adj;
  }
  return value;
}

/**
 * Each player's value of `s` (written into `out`, length playerCount): final
 * scores once over; if this round's tiling completes a row, the final scores
 * that tiling gives; otherwise projected score plus potential.
 */
export function evaluate(s: GameState, wt: Weights, out: Float64Array): Float64Array {
  const n = s.playerCount;
  if (s.phase === 'over') {
    const scores = s.result!.scores;
    const rows = s.result!.completeRows;
    for (let p = 0; p < n; p++) out[p] = scores[p] + rows[p] * 0.01; // tie-break: complete rows
    return out;
  }
  let ends = false;
  let mostInRow = 0;
  for (let p = 0; p < n; p++) {
    scratchScores[p] = projectTiling(s, p);
    const wall = scratchWalls[p];
    const rows = completeRowCount(wall);
    scratchRows[p] = rows;
    if (rows > 0) ends = true;
    for (let r = 0; r < 5; r++) {
      let k = 0;
      for (let c = 0; c < 5; c++) if (wall[r * 5 + c] >= 0) k++;
      if (k > mostInRow) mostInRow = k;
    }
  }
  // A full pattern line cannot be undone: a row complete on the projected wall ends the game
  // after this round, so the final scores are known but for what the others still draft.
  if (ends) {
    for (let p = 0; p < n; p++) out[p] = scratchScores[p] + exactBonus(scratchWalls[p]) + scratchRows[p] * 0.01;
    return out;
  }
  const roundsLeft = Math.max(1, 5 - mostInRow);
  const markerHolder = s.phase === 'draft' ? (s.markerInCenter ? -1 : s.markerTakenBy) : s.markerTakenBy;
  for (let p = 0; p < n; p++) {
    let v = scratchScores[p] + potential(s, p, scratchWalls[p], roundsLeft, wt);
    if (markerHolder === p) v += wt.marker;
    out[p] = v;
  }
  return out;
}

/** How much better p stands than the best of the others (the quantity every search maximizes). */
export function margin(values: Float64Array, p: number, n: number): number {
  let best = -Infinity;
  for (let q = 0; q < n; q++) if (q !== p && values[q] > best) best = values[q];
  return values[p] - best;
}

/** Player p's score after this round's wall-tiling if the round ended now (the gray wall: best columns). */
export function projectedRoundScore(s: GameState, p: number): number {
  if (s.phase === 'over') return s.players[p].score;
  return projectTiling(s, p);
}
