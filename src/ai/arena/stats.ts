// The arena's summary: wins (ties half), win rate with a 95% interval,
// scores, margins and move times per side.
import type { GameOutcome } from './game.ts';

export interface SideSummary {
  spec: string;
  wins: number;
  winRate: number;
  meanScore: number;
  meanMargin: number;
  moveMsP50: number;
  moveMsP95: number;
  illegal: number;
}

export interface ArenaSummary {
  games: number;
  players: number;
  a: SideSummary;
  b: SideSummary;
  ci95: [number, number];
  stopped: number;
  illegalGames: { game: number; side: string; error: string }[];
}

export function percentile(xs: readonly number[], q: number): number {
  if (xs.length === 0) return 0;
  const sorted = xs.slice().sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/** Wilson score interval of a proportion (ties counted as half a win). */
export function wilson95(p: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.959964;
  const denom = 1 + (z * z) / n;
  const center = (p + (z * z) / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denom;
  return [Math.max(0, center - half), Math.min(1, center + half)];
}

const round = (x: number, digits = 3) => Math.round(x * 10 ** digits) / 10 ** digits;

export function summarize(
  outcomes: readonly GameOutcome[],
  specs: { a: string; b: string },
  players: number,
): ArenaSummary {
  const n = outcomes.length;
  const winsA = outcomes.reduce((s, o) => s + o.pointsA, 0);
  const mean = (f: (o: GameOutcome) => number) => (n ? outcomes.reduce((s, o) => s + f(o), 0) / n : 0);
  const timesA = outcomes.flatMap((o) => o.movesMs.a);
  const timesB = outcomes.flatMap((o) => o.movesMs.b);
  const rateA = n ? winsA / n : 0;
  return {
    games: n,
    players,
    a: {
      spec: specs.a,
      wins: winsA,
      winRate: round(rateA),
      meanScore: round(
        mean((o) => o.scoreA),
        2,
      ),
      meanMargin: round(
        mean((o) => o.marginA),
        2,
      ),
      moveMsP50: round(percentile(timesA, 0.5), 1),
      moveMsP95: round(percentile(timesA, 0.95), 1),
      illegal: outcomes.filter((o) => o.illegal?.side === 'a').length,
    },
    b: {
      spec: specs.b,
      wins: n - winsA,
      winRate: round(n ? 1 - rateA : 0),
      meanScore: round(
        mean((o) => o.scoreB),
        2,
      ),
      meanMargin: round(
        mean((o) => -o.marginA),
        2,
      ),
      moveMsP50: round(percentile(timesB, 0.5), 1),
      moveMsP95: round(percentile(timesB, 0.95), 1),
      illegal: outcomes.filter((o) => o.illegal?.side === 'b').length,
    },
    ci95: wilson95(rateA, n).map((x) => round(x)) as [number, number],
    stopped: outcomes.filter((o) => o.stopped).length,
    illegalGames: outcomes.flatMap((o, game) =>
      o.illegal ? [{ game, side: o.illegal.side, error: o.illegal.error }] : [],
    ),
  };
}

/** The arena's summary as one JSON line: the last line it prints, for scripts to read. */
export function summaryJson(s: ArenaSummary): string {
  return JSON.stringify({
    a: s.a.spec,
    b: s.b.spec,
    games: s.games,
    players: s.players,
    winRateA: s.a.winRate,
    ci95: s.ci95,
    meanScoreA: s.a.meanScore,
    meanScoreB: s.b.meanScore,
    meanMarginA: s.a.meanMargin,
    moveMsP50A: s.a.moveMsP50,
    moveMsP50B: s.b.moveMsP50,
    moveMsP95A: s.a.moveMsP95,
    moveMsP95B: s.b.moveMsP95,
    illegalA: s.a.illegal,
    illegalB: s.b.illegal,
  });
}
