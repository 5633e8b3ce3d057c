// The chance each seat wins from the expected final scores of a position: each seat's
// final score taken as normal around its expectation, independent, with a spread that
// shrinks as the game nears its end (fitted on reviewed games, README.md). Any player
// count; the chances of all seats add up to 1.
import { wallColumnOf, type Color, type GameState } from '../engine/core.ts';

/** Spread (points) of a final score left to chance: sqrt(BASE² + PER_ROUND² × rounds left). */
export const SPREAD = { base: 1.25, perRound: 4.5 };

/**
 * Rounds the game has left after this one at least: 5 less the fullest wall row once this round's full lines are tiled.
 */
export function roundsLeftAfter(state: GameState): number {
  if (state.phase === 'over') return 0;
  let fullest = 0;
  for (const board of state.players) {
    for (let row = 0; row < 5; row++) {
      let tiles = 0;
      for (let column = 0; column < 5; column++) if (board.wall[row * 5 + column] >= 0) tiles++;
      const full = board.lineCount[row] === row + 1;
      // A full line tiles this round (gray wall: into some free column, if any).
      if (
        full &&
        (state.variant === 'gray' || board.wall[row * 5 + wallColumnOf(row, board.lineColor[row] as Color)] < 0)
      )
        tiles++;
      fullest = Math.max(fullest, Math.min(5, tiles));
    }
  }
  return 5 - fullest;
}

export function spreadFor(roundsLeft: number): number {
  return Math.sqrt(SPREAD.base ** 2 + SPREAD.perRound ** 2 * roundsLeft);
}

// The normal distribution's CDF, from erf (Abramowitz and Stegun 7.1.26, error < 1.5e-7).
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

const STEPS = 160;

/**
 * Per seat, the chance that its final score is the highest, when each seat's final score is
 * normal around `expected` with spread `spread` (0: the expectations decide; ties share).
 */
export function winChances(expected: readonly number[], spread: number): number[] {
  const n = expected.length;
  if (spread <= 1e-9) {
    const top = Math.max(...expected);
    const winners = expected.filter((v) => v === top).length;
    return expected.map((v) => (v === top ? 1 / winners : 0));
  }
  const chances = expected.map((mine, p) => {
    // ∫ density of p's score at x × P(every other seat scores below x), Simpson's rule over ±7 spreads.
    const lo = mine - 7 * spread;
    const h = (14 * spread) / STEPS;
    let sum = 0;
    for (let k = 0; k <= STEPS; k++) {
      const x = lo + k * h;
      const z = (x - mine) / spread;
      let f = Math.exp(-0.5 * z * z);
      for (let q = 0; q < n; q++) if (q !== p) f *= normalCdf((x - expected[q]) / spread);
      sum += f * (k === 0 || k === STEPS ? 1 : k % 2 === 1 ? 4 : 2);
    }
    return (sum * h) / 3 / (spread * Math.sqrt(2 * Math.PI));
  });
  const total = chances.reduce((a, b) => a + b, 0);
  return chances.map((c) => c / total);
}
