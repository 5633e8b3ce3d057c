// `azul bench --review [--records FILE] [--positions N] [--factor F] [--moves M] [--rounds R]
//   [--only stability|delays]`: how far the game review can be trusted, and what it costs others.
//
// Stability: N decisions sampled evenly from the games of FILE (default: 4 games played here
// between AI levels), each analysed at the default budget and at F times it (default 4); a
// decision is stable when the best move found at the budget is the best at F times it too, or
// worth at most 0.5 points less there. Also: how much the played move's loss moves, and how
// often its judgement stays in the same class.
//
// Calibration (--only calibration --reviews OUT, OUT being `azul review FILE`'s output for the same
// FILE): fits the win chance's spread on the 2-player games (the chance that seat 0 wins from its
// expected margin, against who did win), by maximum likelihood over a grid, and prints how
// predicted chances compare with the outcomes.
//
// Delays: bot moves computed by the AI host (AiHost, as the bot sets it up; hard, a step budget, so their work is
// fixed) and a 25 ms timer on the main event loop, measured in blocks with no review and with a
// review running in the same process (as the bot wires it: a review's moves go after bot moves,
// one at a time, so a bot move waits for at most the review move in progress). Blocks alternate R
// times, so the machine's load falls on both alike. Prints p50/p95 of each, the added delay (p95
// against the no-review block), and how long one review move takes. Last line: JSON.
import { parseArgs } from 'node:util';
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { loadavg } from 'node:os';
import {
  applyAction,
  newGame,
  parseRecords,
  recordFromActions,
  replayRecord,
  type Action,
  type GameRecord,
  type GameState,
  type PlayerCount,
  type Variant,
} from '../engine/index.ts';
import { chooseMove, distinctMoves } from '../ai/index.ts';
import {
  checkStability,
  DEFAULT_BUDGET,
  prepareReview,
  roundsLeftAfter,
  scaleBudget,
  SPREAD,
  winChances,
  type Decision,
  type ReviewBudget,
  type StabilityCheck,
} from '../review/index.ts';
import { ReviewCancelled, ReviewQueue } from '../review/queue.ts';
import { AiHost } from '../runtime/ai-host.ts';
import { percentile } from './bench-kit.ts';

const USAGE =
  'usage: azul bench --review [--records FILE] [--positions N] [--factor F] [--scale X] [--moves M] [--rounds R] [--only stability|delays]\n' +
  "       azul bench --review --only calibration --records FILE --reviews OUT (OUT: azul review FILE's output)\n" +
  '  --scale X multiplies the review budget the stability is measured at (default 1: the default budget)';

function fail(message: string): number {
  console.error(`azul bench --review: ${message}\n${USAGE}`);
  return 2;
}

const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(', ');
const round1 = (x: number) => Math.round(x * 10) / 10;

/** Games between AI levels, when no records are given: 2, 3 and 4 players, both walls. */
function quickGames(): GameRecord[] {
  const configs: { playerCount: PlayerCount; variant: Variant }[] = [
    { playerCount: 2, variant: 'standard' },
    { playerCount: 3, variant: 'gray' },
    { playerCount: 4, variant: 'standard' },
    { playerCount: 2, variant: 'gray' },
  ];
  return configs.map((c, g) => {
    const init = { ...c, seed: `bench-review-${g}` };
    let s = newGame(init);
    const actions: Action[] = [];
    while (s.phase !== 'over' && s.round < 30) {
      const level = s.current % 2 === 0 ? 'medium' : 'easy';
      const { action } = chooseMove(s, { level, seed: `${g}:${actions.length}`, iterations: 1500 });
      const r = applyAction(s, action);
      if (!r.ok) throw new Error(r.detail);
      actions.push(action);
      s = r.state;
    }
    return recordFromActions(init, actions);
  });
}

/** `count` decisions with a choice, spread evenly over all the games' decisions. */
function sampleDecisions(
  records: GameRecord[],
  count: number,
): { decision: Decision; players: number; seed: string }[] {
  const all: { decision: Decision; players: number; seed: string }[] = [];
  records.forEach((record, g) => {
    const prepared = prepareReview(record);
    if (!prepared.ok) return;
    for (const d of prepared.game.decisions) {
      // A forced move has nothing to be unstable about.
      if (distinctMoves(d.state).length > 1)
        all.push({ decision: d, players: record.playerCount, seed: `stability:${g}:${d.index}` });
    }
  });
  const step = Math.max(1, all.length / count);
  const picked: typeof all = [];
  for (let k = 0; picked.length < count && Math.floor(k * step) < all.length; k++)
    picked.push(all[Math.floor(k * step)]);
  return picked;
}

async function stability(
  records: GameRecord[],
  positions: number,
  factor: number,
  budget: ReviewBudget,
): Promise<Record<string, unknown>> {
  const sample = sampleDecisions(records, positions);
  console.log(
    `stability: ${sample.length} decisions from ${records.length} games, budget ${JSON.stringify(budget)} against ${factor}x (load ${load()})`,
  );
  const checks: (StabilityCheck & { players: number })[] = [];
  const started = performance.now();
  for (const [k, s] of sample.entries()) {
    const c = checkStability(s.decision, { budget, seed: s.seed, factor });
    checks.push({ ...c, players: s.players });
    if ((k + 1) % 10 === 0)
      console.error(`  ${k + 1}/${sample.length} (${Math.round((performance.now() - started) / 1000)} s)`);
  }
  const share = (xs: typeof checks, f: (c: StabilityCheck) => boolean) =>
    xs.length ? round1((100 * xs.filter(f).length) / xs.length) : NaN;
  const cls = (j: string) => (j === 'forced' || j === 'best' || j === 'good' ? 'fine' : j);
  const lossMoves = checks.map((c) => Math.abs(c.loss - c.lossCloser)).sort((a, b) => a - b);
  const byPlayers = [2, 3, 4].map((n) => {
    const xs = checks.filter((c) => c.players === n);
    return {
      players: n,
      decisions: xs.length,
      stablePct: share(xs, (c) => c.stable),
      sameBestPct: share(xs, (c) => c.sameBest),
    };
  });
  const result = {
    decisions: checks.length,
    budget,
    factor,
    stablePct: share(checks, (c) => c.stable),
    sameBestPct: share(checks, (c) => c.sameBest),
    gapP95: round1(
      percentile(
        checks.map((c) => c.gap).sort((a, b) => a - b),
        0.95,
      ),
    ),
    lossChangeP50: round1(percentile(lossMoves, 0.5)),
    lossChangeP95: round1(percentile(lossMoves, 0.95)),
    sameClassPct: share(checks, (c) => cls(c.judgement) === cls(c.judgementCloser)),
    byPlayers,
  };
  console.log(
    `  stable (best move the same, or within 0.5 points at ${factor}x): ${result.stablePct}% (same move: ${result.sameBestPct}%); gap p95 ${result.gapP95} points`,
  );
  for (const b of byPlayers)
    console.log(
      `    ${b.players} players: ${b.decisions} decisions, stable ${b.stablePct}%, same move ${b.sameBestPct}%`,
    );
  console.log(
    `  the played move's loss moves by p50 ${result.lossChangeP50} / p95 ${result.lossChangeP95} points; its class (fine / inaccuracy / mistake / blunder) stays the same for ${result.sameClassPct}%`,
  );
  return result;
}

/** The win chance's spread fitted on reviewed 2-player games (their records and `azul review` output lines). */
function calibration(
  records: GameRecord[],
  lines: { game?: number; kind?: string; index?: number; after?: number[] }[],
): Record<string, unknown> {
  const points: { margin: number; roundsLeft: number; won: number }[] = [];
  records.forEach((record, g) => {
    if (record.playerCount !== 2) return;
    const prepared = prepareReview(record);
    const final = replayRecord(record);
    if (!prepared.ok || !final.ok || !final.state.result) return;
    const winners = final.state.result.winners;
    const won = winners.length === 2 ? 0.5 : winners[0] === 0 ? 1 : 0;
    for (const line of lines) {
      if (line.game !== g + 1 || line.kind !== 'move' || line.index === undefined || !line.after) continue;
      const d = prepared.game.decisions[line.index];
      const next = d && applyAction(d.state, d.played);
      if (!next || !next.ok || next.state.phase === 'over') continue;
      points.push({ margin: line.after[0], roundsLeft: roundsLeftAfter(next.state), won });
    }
  });
  const chance = (p: { margin: number; roundsLeft: number }, base: number, perRound: number) =>
    winChances([p.margin, 0], Math.sqrt(base ** 2 + perRound ** 2 * p.roundsLeft))[0];
  const likelihood = (base: number, perRound: number) =>
    points.reduce((sum, p) => {
      const q = Math.min(1 - 1e-6, Math.max(1e-6, chance(p, base, perRound)));
      return sum + p.won * Math.log(q) + (1 - p.won) * Math.log(1 - q);
    }, 0);
  let best = { base: 0, perRound: 0, logLikelihood: -Infinity };
  for (let base = 0.25; base <= 8; base += 0.25) {
    for (let perRound = 0; perRound <= 10; perRound += 0.25) {
      const v = likelihood(base, perRound);
      if (v > best.logLikelihood) best = { base, perRound, logLikelihood: v };
    }
  }
  console.log(
    `calibration: ${points.length} positions of ${new Set(records.filter((r) => r.playerCount === 2)).size} 2-player games`,
  );
  console.log(
    `  fitted spread: sqrt(${best.base}² + ${best.perRound}² × rounds left) points (in use: sqrt(${SPREAD.base}² + ${SPREAD.perRound}² × rounds left))`,
  );
  const bins = [0, 0.2, 0.4, 0.6, 0.8, 1.000001];
  const table = bins.slice(0, -1).map((lo, i) => {
    const inBin = points
      .map((p) => ({ p, q: chance(p, SPREAD.base, SPREAD.perRound) }))
      .filter((x) => x.q >= lo && x.q < bins[i + 1]);
    const mean = (xs: number[]) => round1((100 * xs.reduce((a, b) => a + b, 0)) / Math.max(1, xs.length));
    const row = {
      from: lo,
      to: Math.min(1, bins[i + 1]),
      positions: inBin.length,
      predictedPct: mean(inBin.map((x) => x.q)),
      wonPct: mean(inBin.map((x) => x.p.won)),
    };
    console.log(
      `  with the spread in use, predicted ${row.from.toFixed(1)}-${row.to.toFixed(1)}: ${row.positions} positions, mean ${row.predictedPct}%, won ${row.wonPct}%`,
    );
    return row;
  });
  return {
    positions: points.length,
    fitted: { base: best.base, perRound: best.perRound },
    inUse: { ...SPREAD },
    table,
  };
}

type Condition = 'none' | 'review';

/** Positions for bot moves: every 7th decision of the games (drafts and placements). */
function botPositions(records: GameRecord[]): GameState[] {
  const out: GameState[] = [];
  for (const record of records) {
    const prepared = prepareReview(record);
    if (prepared.ok) prepared.game.decisions.filter((_, i) => i % 7 === 3).forEach((d) => out.push(d.state));
  }
  return out;
}

async function delays(
  records: GameRecord[],
  movesPerBlock: number,
  rounds: number,
  budget: ReviewBudget,
): Promise<Record<string, unknown>> {
  // As the bot wires it: one AI host for bots' moves and reviews, a review's moves after the bots'.
  const ai = new AiHost();
  const steps: number[] = [];
  const reviews = new ReviewQueue(async (record, index, b) => {
    const t0 = performance.now();
    const move = await ai.reviewMove(record, index, b);
    steps.push(performance.now() - t0);
    return move;
  });
  const positions = botPositions(records);
  const longest = records.reduce((a, b) =>
    a.playerCount * a.rounds.length >= b.playerCount * b.rounds.length ? a : b,
  );
  // A review kept running in its blocks (started again whenever it ends), cancelled outside them.
  let reviewing = false;
  const keepReviewing = () => {
    if (!reviewing) return;
    reviews.review(longest, { budget }).then(keepReviewing, (error) => {
      if (!(error instanceof ReviewCancelled)) console.error(`review failed: ${(error as Error).message}`);
    });
  };
  const setReviewing = (on: boolean) => {
    if (on === reviewing) return;
    reviewing = on;
    if (on) keepReviewing();
    else reviews.cancelAll();
  };
  const moves: Record<Condition, number[]> = { none: [], review: [] };
  const timers: Record<Condition, number[]> = { none: [], review: [] };
  let condition: Condition | null = null; // null: between blocks, not recorded
  // The timer probe: a 25 ms timeout again and again; how late each fires.
  let probing = true;
  const probe = () => {
    const due = performance.now() + 25;
    setTimeout(() => {
      if (condition) timers[condition].push(Math.max(0, performance.now() - due));
      if (probing) probe();
    }, 25);
  };
  probe(); // also keeps the process alive: the AI's process is unref'ed

  // Start the AI's process and warm it (the JIT) before measuring.
  await ai.chooseMove(positions[0], { level: 'hard', seed: 'warm', iterations: 300, useClock: false });
  steps.length = 0;

  let k = 0;
  console.log(
    `delays: ${rounds} rounds of blocks (no review / a review in the AI's process), ${movesPerBlock} hard moves of 1500 playouts each, review budget ${budget.search}/${budget.value} (load ${load()})`,
  );
  for (let r = 0; r < rounds; r++) {
    for (const c of ['none', 'review'] as Condition[]) {
      setReviewing(c === 'review');
      // A review move in progress when the block starts: the first bot move waits for it, as in the bot.
      if (c === 'review') await new Promise((res) => setTimeout(res, 200));
      condition = c;
      for (let m = 0; m < movesPerBlock; m++) {
        const state = positions[k++ % positions.length];
        const t0 = performance.now();
        await ai.chooseMove(state, { level: 'hard', seed: `bench:${k}`, iterations: 1500, useClock: false });
        moves[c].push(performance.now() - t0);
        await new Promise((res) => setTimeout(res, 60)); // the next turn comes a little later
      }
      condition = null;
    }
  }
  setReviewing(false);
  probing = false;
  await ai.close();

  const stat = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    return {
      n: s.length,
      p50: round1(percentile(s, 0.5)),
      p95: round1(percentile(s, 0.95)),
      max: round1(s[s.length - 1] ?? NaN),
    };
  };
  const result = {
    botMoveMs: { none: stat(moves.none), review: stat(moves.review) },
    timerLateMs: { none: stat(timers.none), review: stat(timers.review) },
    reviewMoveMs: stat(steps),
  };
  const added = round1(result.botMoveMs.review.p95 - result.botMoveMs.none.p95);
  const timerAdded = round1(result.timerLateMs.review.p95 - result.timerLateMs.none.p95);
  for (const c of ['none', 'review'] as Condition[]) {
    const m = result.botMoveMs[c];
    const t = result.timerLateMs[c];
    console.log(
      `  ${c.padEnd(6)}: bot move p50 ${m.p50} / p95 ${m.p95} ms (n ${m.n})${c === 'none' ? '' : `, +${added} ms at p95`}; timer late p50 ${t.p50} / p95 ${t.p95} ms (n ${t.n})${c === 'none' ? '' : `, +${timerAdded} ms at p95`}`,
    );
  }
  const step = result.reviewMoveMs;
  console.log(
    `  one review move (what a bot move or a hint waits for at most): p50 ${step.p50} / p95 ${step.p95} / max ${step.max} ms (n ${step.n})`,
  );
  return { ...result, addedBotP95Ms: added, addedTimerP95Ms: timerAdded };
}

export async function run(argv: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        records: { type: 'string' },
        positions: { type: 'string', default: '40' },
        factor: { type: 'string', default: '4' },
        scale: { type: 'string', default: '1' },
        moves: { type: 'string', default: '6' },
        rounds: { type: 'string', default: '4' },
        only: { type: 'string' },
        reviews: { type: 'string' },
      },
      strict: true,
    }));
  } catch (error) {
    return fail((error as Error).message);
  }
  const positions = Number(values.positions);
  const factor = Number(values.factor);
  const moves = Number(values.moves);
  const rounds = Number(values.rounds);
  if (!Number.isInteger(positions) || positions < 1) return fail('--positions must be a positive integer');
  if (!(factor > 1)) return fail('--factor must be a number above 1');
  const scale = Number(values.scale);
  if (!(scale > 0)) return fail('--scale must be a positive number');
  const budget = scaleBudget(DEFAULT_BUDGET, scale);
  if (budget.search < 1 || budget.value < 1) return fail('--scale leaves no playout to run');
  if (!Number.isInteger(moves) || moves < 1) return fail('--moves must be a positive integer');
  if (!Number.isInteger(rounds) || rounds < 1) return fail('--rounds must be a positive integer');
  if (values.only !== undefined && !['stability', 'delays', 'calibration'].includes(values.only))
    return fail('--only must be stability, delays or calibration');
  if (
    (values.only === 'calibration') !== (values.reviews !== undefined) ||
    (values.reviews !== undefined && !values.records)
  ) {
    return fail('--only calibration goes with --records FILE and --reviews OUT');
  }
  let records: GameRecord[];
  if (values.records) {
    let text: string;
    try {
      text = await readFile(values.records, 'utf8');
    } catch (error) {
      return fail(`cannot read ${values.records}: ${(error as Error).message}`);
    }
    const parsed = parseRecords(text);
    if (!parsed.ok) return fail(`${values.records}: ${parsed.error}`);
    records = parsed.records;
  } else {
    console.error('playing 4 games between medium and easy (2, 3, 4 players, both walls)...');
    records = quickGames();
  }
  const out: Record<string, unknown> = { bench: 'review', load: loadavg().map((x) => Math.round(x * 100) / 100) };
  if (values.only === 'calibration') {
    let lines: { game?: number; kind?: string; index?: number; after?: number[] }[];
    try {
      lines = (await readFile(values.reviews!, 'utf8'))
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
    } catch (error) {
      return fail(`cannot read ${values.reviews}: ${(error as Error).message}`);
    }
    out.calibration = calibration(records, lines);
    console.log(JSON.stringify(out));
    return 0;
  }
  if (values.only !== 'delays') out.stability = await stability(records, positions, factor, budget);
  if (values.only !== 'stability') out.delays = await delays(records, moves, rounds, budget);
  console.log(JSON.stringify(out));
  return 0;
}
