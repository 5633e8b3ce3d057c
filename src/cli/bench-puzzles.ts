// `azul bench --puzzles [--games N] [--seed S] [--review-scale R] [--scale X] [--min-gap G] [--candidates FILE]`:
// what the puzzle generator (src/puzzles) finds and what it costs, on games played here between
// weak, medium and hard players (so that mistakes exist): 2, 3 and 4 players, both walls.
//
// Per game: the review (the default budget times R, default 0.1) and the deep search of its
// mistakes and blunders (X times the review's budget, default 10), each timed in CPU seconds.
// Then every position searched deeply is searched again at twice the deep budget (another seed):
// the answer is kept when the best move found there leaves the same position. Printed: puzzles per
// 100 games, CPU per game, the share of puzzles whose answer is kept, and that share for every
// position by its gap (the measurement MIN_GAP is chosen from). Last line: JSON.
// --candidates FILE writes one JSON line per position searched (gap, seeds, kept, ranks, themes).
import { parseArgs } from 'node:util';
import { writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import {
  applyAction,
  newGame,
  recordFromActions,
  type Action,
  type GameRecord,
  type PlayerCount,
  type Variant,
} from '../engine/index.ts';
import { chooseMove, type Level } from '../ai/index.ts';
import { DEFAULT_BUDGET, reviewGame, sameOutcome, scaleBudget } from '../review/index.ts';
import {
  DEFAULT_PUZZLE_OPTIONS,
  examinePosition,
  searchPuzzles,
  themesOf,
  type Examination,
  type Puzzle,
} from '../puzzles/index.ts';
import type { Decision } from '../review/positions.ts';

const USAGE =
  'usage: azul bench --puzzles [--games N] [--seed S] [--review-scale R] [--scale X] [--min-gap G] [--candidates FILE]';

function fail(message: string): number {
  console.error(`azul bench --puzzles: ${message}\n${USAGE}`);
  return 2;
}

const CONFIGS: { playerCount: PlayerCount; variant: Variant }[] = [
  { playerCount: 2, variant: 'standard' },
  { playerCount: 3, variant: 'gray' },
  { playerCount: 4, variant: 'standard' },
  { playerCount: 2, variant: 'gray' },
  { playerCount: 3, variant: 'standard' },
  { playerCount: 4, variant: 'gray' },
];

/** The seats' players of game `g`: easy, medium and hard (small step budgets) in turn. */
const SEATS: { level: Level; iterations?: number }[] = [
  { level: 'easy' },
  { level: 'medium', iterations: 1000 },
  { level: 'hard', iterations: 300 },
];

/** Game `g` of the benchmark: self-play between the levels, seeded. */
export function benchGame(seed: string, g: number): GameRecord {
  const init = { ...CONFIGS[g % CONFIGS.length]!, seed: `${seed}-${g}` };
  let s = newGame(init);
  const actions: Action[] = [];
  while (s.phase !== 'over' && s.round < 30) {
    const seat = SEATS[(s.current + g) % SEATS.length]!;
    const { action } = chooseMove(s, { ...seat, seed: `${init.seed}:${actions.length}` });
    const r = applyAction(s, action);
    if (!r.ok) throw new Error(r.detail);
    actions.push(action);
    s = r.state;
  }
  return recordFromActions(init, actions);
}

function cpuSeconds(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1e6;
}

/** The gap classes the agreement is shown for (expected points). */
const BUCKETS = [0, 1, 2, 3, 4, 5, 7, Infinity];

export async function run(argv: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        games: { type: 'string', default: '12' },
        seed: { type: 'string', default: 'bench-puzzles' },
        'review-scale': { type: 'string', default: '0.1' },
        scale: { type: 'string', default: String(DEFAULT_PUZZLE_OPTIONS.scale) },
        'min-gap': { type: 'string', default: String(DEFAULT_PUZZLE_OPTIONS.minGap) },
        candidates: { type: 'string' },
      },
      strict: true,
    }));
  } catch (error) {
    return fail((error as Error).message);
  }
  const games = Number(values.games);
  const reviewScale = Number(values['review-scale']);
  const scale = Number(values.scale);
  const minGap = Number(values['min-gap']);
  if (!Number.isInteger(games) || games < 1) return fail('--games must be a positive integer');
  if (!(reviewScale > 0) || !(scale > 0)) return fail('--review-scale and --scale must be positive numbers');
  if (!(minGap >= 0)) return fail('--min-gap must be a number from 0');
  const reviewBudget = scaleBudget(DEFAULT_BUDGET, reviewScale);
  const deep = scaleBudget(reviewBudget, scale);
  const double = scaleBudget(deep, 2);
  console.log(
    `puzzles: ${games} games (2-4 players, both walls; easy, medium/1000, hard/300 seats), review ${reviewBudget.search}/${reviewBudget.value}, ` +
      `deep ${deep.search}/${deep.value} (x${scale}), check ${double.search}/${double.value}, min gap ${minGap}; load ${loadavg()
        .map((x) => x.toFixed(2))
        .join(', ')}`,
  );

  type Seen = { decision: Decision; examination: Examination; puzzle: Puzzle | null; game: number; players: number };
  const seen: Seen[] = [];
  let reviewCpu = 0;
  let deepCpu = 0;
  let puzzles = 0;
  let examined = 0;
  for (let g = 0; g < games; g++) {
    const record = benchGame(values.seed, g);
    let cpu = process.cpuUsage();
    const reviewed = reviewGame(record, { budget: reviewBudget });
    reviewCpu += cpuSeconds(cpu);
    if (!reviewed.ok) return fail(`game ${g}: ${reviewed.error}`);
    cpu = process.cpuUsage();
    const found = searchPuzzles(record, reviewed.review, {
      scale,
      minGap,
      game: g,
      onExamined: (s) => seen.push({ ...s, game: g, players: record.playerCount }),
    });
    deepCpu += cpuSeconds(cpu);
    puzzles += found.puzzles.length;
    examined += found.examined;
    console.error(`game ${g}: ${found.examined} searched deeply, ${found.puzzles.length} puzzle(s); ${puzzles} so far`);
  }

  // The same positions at twice the deep budget: is the answer the same?
  const checkCpu = process.cpuUsage();
  const rows = seen.map((s) => {
    const state = s.decision.state;
    const again = examinePosition(state, {
      budget: double,
      seed: `${values.seed}:double:${s.game}:${s.decision.index}`,
      refills: 1,
      extra: [s.decision.played],
    });
    const e = s.examination;
    return {
      game: s.game,
      players: s.players,
      index: s.decision.index,
      candidates: e.candidates,
      gap: e.gap,
      gaps: e.gaps,
      kept: e.kept,
      greedyRank: e.greedyRank,
      shallowRank: e.shallowRank,
      puzzle: s.puzzle !== null,
      played: sameOutcome(state, e.best, s.decision.played),
      sameAtDouble: sameOutcome(state, e.best, again.best),
      themes: e.second ? themesOf(state, e.best, e.second) : [],
      difficulty: s.puzzle?.difficulty ?? null,
    };
  });
  const check = cpuSeconds(checkCpu);
  if (values.candidates) await writeFile(values.candidates, rows.map((r) => JSON.stringify(r)).join('\n') + '\n');

  const share = (list: typeof rows) =>
    list.length ? Math.round((1000 * list.filter((r) => r.sameAtDouble).length) / list.length) / 10 : NaN;
  const byGap = BUCKETS.slice(0, -1).map((lo, i) => {
    const hi = BUCKETS[i + 1]!;
    const inBucket = rows.filter((r) => r.gap >= lo && r.gap < hi && r.candidates >= 2);
    const full = inBucket.filter((r) => r.gaps.length > 1);
    return {
      gap: hi === Infinity ? `${lo}+` : `${lo}-${hi}`,
      positions: inBucket.length,
      kept: share(inBucket),
      allSeeds: full.filter((r) => r.kept === r.gaps.length).length,
      keptAllSeeds: share(full.filter((r) => r.kept === r.gaps.length)),
    };
  });
  const found = rows.filter((r) => r.puzzle);
  const summary = {
    games,
    examined,
    puzzles,
    puzzlesPer100Games: Math.round((100 * puzzles) / games),
    reviewCpuPerGame: Math.round((10 * reviewCpu) / games) / 10,
    deepCpuPerGame: Math.round((10 * deepCpu) / games) / 10,
    checkCpu: Math.round(check),
    keptAtDouble: share(found),
    byGap,
    themes: Object.fromEntries(
      [...new Set(found.flatMap((r) => r.themes))].map((t) => [t, found.filter((r) => r.themes.includes(t)).length]),
    ),
    noTheme: found.filter((r) => r.themes.length === 0).length,
    load: loadavg().map((x) => Math.round(x * 100) / 100),
  };
  console.log(
    `${puzzles} puzzles from ${games} games (${summary.puzzlesPer100Games} per 100), ${examined} positions searched deeply`,
  );
  console.log(
    `CPU per game: review ${summary.reviewCpuPerGame} s, deep search ${summary.deepCpuPerGame} s (the check at twice the budget: ${summary.checkCpu} s in all)`,
  );
  console.log(`answer kept at twice the deep budget: ${summary.keptAtDouble}% of the puzzles (goal: 95%)`);
  console.log('by gap (all positions searched deeply): gap, positions, kept %, of them best on every seed, kept %');
  for (const b of byGap) console.log(`  ${b.gap}\t${b.positions}\t${b.kept}\t${b.allSeeds}\t${b.keptAllSeeds}`);
  console.log(JSON.stringify(summary));
  return 0;
}
