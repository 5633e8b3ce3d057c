// Self-play tuning: plays a candidate configuration of `hard` (or `medium`)
// against the current defaults over mirrored sets, with a fixed step budget so
// a run is reproducible. Usage (one experiment per line of output):
//   node --import tsx src/ai/tune.ts --level hard --iterations 800 --games 60 --seed t1 \
//        --set 'hard.roundsAhead=0' --set 'weights.adjacency=0.2'
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { chooseMove, DEFAULT_HARD, DEFAULT_WEIGHTS, HARD_WEIGHTS, type HardSettings, type Weights } from './index.ts';
import { playGame } from './arena/game.ts';
import { arenaTasks } from './arena/run.ts';
import type { ArenaPlayer } from './arena/players.ts';
import { summarize } from './arena/stats.ts';

const { values } = parseArgs({
  options: {
    level: { type: 'string', default: 'hard' },
    iterations: { type: 'string', default: '800' },
    games: { type: 'string', default: '60' },
    players: { type: 'string', default: '2' },
    seed: { type: 'string', default: 'tune' },
    set: { type: 'string', multiple: true, default: [] },
  },
});
const level = values.level as 'hard' | 'medium';
const baseWeights = level === 'hard' ? HARD_WEIGHTS : DEFAULT_WEIGHTS;
const weights: Weights = { ...baseWeights };
const hard: HardSettings = { ...DEFAULT_HARD };
for (const item of values.set!) {
  const [path, value] = item.split('=');
  const [group, key] = path.split('.');
  const target = (group === 'weights' ? weights : hard) as unknown as Record<string, number>;
  if (!(key in target)) throw new Error(`unknown setting ${path}`);
  target[key] = Number(value);
}
const iterations = Number(values.iterations);
const player = (w: Weights, h: HardSettings): ArenaPlayer => ({
  async move(state, _record, seed) {
    const t = performance.now();
    const c = chooseMove(state, { level, seed, iterations, weights: w, hard: h });
    return { ok: true, action: c.action, ms: performance.now() - t };
  },
  close() {},
});
const players = Number(values.players) as 2 | 3 | 4;
const tasks = arenaTasks({
  players,
  variant: 'standard',
  games: Number(values.games),
  seed: values.seed!,
  maxRounds: 100,
});
const outcomes = [];
for (const task of tasks)
  outcomes.push(await playGame(task, { a: player(weights, hard), b: player(baseWeights, DEFAULT_HARD) }));
const s = summarize(outcomes, { a: values.set!.join(',') || 'defaults', b: 'defaults' }, players);
console.log(
  JSON.stringify({
    candidate: s.a.spec,
    level,
    iterations,
    games: s.games,
    winRate: s.a.winRate,
    ci95: s.ci95,
    margin: s.a.meanMargin,
    scoreA: s.a.meanScore,
    scoreB: s.b.meanScore,
  }),
);
