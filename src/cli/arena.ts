// `azul arena --a SPEC --b SPEC [--players 2..4] [--games N] [--variant standard|gray]
//   [--seed S] [--time-ms T] [--iterations N] [--workers W]`: mirrored matches
// between AI levels or external engines (cmd:<command>), refereed by the rules
// engine. Progress on stderr; a table, then the summary JSON as the last line.
import { parseArgs } from 'node:util';
import { availableParallelism } from 'node:os';
import { parsePlayerSpec } from '../ai/arena/players.ts';
import { runArena } from '../ai/arena/run.ts';
import { summarize, summaryJson, type SideSummary } from '../ai/arena/stats.ts';

const USAGE =
  'usage: azul arena --a SPEC --b SPEC [--players 2..4] [--games N] [--variant standard|gray] [--seed S] [--time-ms T] [--iterations N] [--workers W]\n' +
  "  SPEC: random | greedy | easy | medium | hard, LEVEL/ITERATIONS (e.g. hard/2000), or cmd:<command speaking `azul engine`'s protocol>";

function fail(message: string): number {
  console.error(`azul arena: ${message}\n${USAGE}`);
  return 2;
}

function positiveInt(text: string | undefined, name: string): number | string {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : `--${name} must be a positive integer`;
}

export async function run(argv: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        a: { type: 'string' },
        b: { type: 'string' },
        players: { type: 'string', default: '2' },
        games: { type: 'string', default: '20' },
        variant: { type: 'string', default: 'standard' },
        seed: { type: 'string', default: 'arena' },
        'time-ms': { type: 'string' },
        iterations: { type: 'string' },
        workers: { type: 'string', default: String(Math.min(2, availableParallelism())) },
        'move-timeout-ms': { type: 'string' },
        'max-rounds': { type: 'string', default: '100' },
      },
      strict: true,
    }));
  } catch (error) {
    return fail((error as Error).message);
  }
  if (!values.a || !values.b) return fail('--a and --b are required');
  const a = parsePlayerSpec(values.a);
  if (typeof a === 'string') return fail(`--a: ${a}`);
  const b = parsePlayerSpec(values.b);
  if (typeof b === 'string') return fail(`--b: ${b}`);
  const players = Number(values.players);
  if (players !== 2 && players !== 3 && players !== 4) return fail('--players must be 2, 3 or 4');
  if (values.variant !== 'standard' && values.variant !== 'gray') return fail('--variant must be standard or gray');
  const games = positiveInt(values.games, 'games');
  const workers = positiveInt(values.workers, 'workers');
  const maxRounds = positiveInt(values['max-rounds'], 'max-rounds');
  for (const x of [games, workers, maxRounds]) if (typeof x === 'string') return fail(x);
  const timeMs = values['time-ms'] === undefined ? undefined : positiveInt(values['time-ms'], 'time-ms');
  if (typeof timeMs === 'string') return fail(timeMs);
  const iterations = values.iterations === undefined ? undefined : positiveInt(values.iterations, 'iterations');
  if (typeof iterations === 'string') return fail(iterations);
  const moveTimeout = positiveInt(
    values['move-timeout-ms'] ?? String(Math.max(10_000, (timeMs ?? 1000) * 10)),
    'move-timeout-ms',
  );
  if (typeof moveTimeout === 'string') return fail(moveTimeout);

  const started = Date.now();
  const outcomes = await runArena({
    a,
    b,
    players,
    variant: values.variant,
    games: games as number,
    seed: values.seed,
    timeMs,
    iterations,
    workers: workers as number,
    moveTimeoutMs: moveTimeout,
    maxRounds: maxRounds as number,
    onProgress: (done, total, outcome) => {
      const s = Math.round((Date.now() - started) / 1000);
      const what = outcome.illegal ? ` (${outcome.illegal.side.toUpperCase()} illegal: ${outcome.illegal.error})` : '';
      process.stderr.write(`arena: ${done}/${total} games, ${s}s${what}\n`);
    },
  });
  const summary = summarize(outcomes, { a: values.a, b: values.b }, players);
  const line = (name: string, side: SideSummary) =>
    `${name} ${side.spec.padEnd(14)} wins ${String(side.wins).padStart(6)}  rate ${side.winRate.toFixed(3)}  score ${side.meanScore.toFixed(1).padStart(5)}` +
    `  margin ${side.meanMargin.toFixed(1).padStart(6)}  move ms p50 ${side.moveMsP50} p95 ${side.moveMsP95}  illegal ${side.illegal}`;
  console.log(
    `${summary.games} games, ${players} players (${values.variant}), A holds one seat, B the others; mirrored sets, seed ${values.seed}`,
  );
  console.log(line('A', summary.a));
  console.log(line('B', summary.b));
  console.log(
    `A win rate ${summary.a.winRate.toFixed(3)}, 95% CI [${summary.ci95[0]}, ${summary.ci95[1]}]${summary.stopped ? `; ${summary.stopped} games stopped at round ${maxRounds as number}` : ''}`,
  );
  for (const g of summary.illegalGames)
    console.log(`game ${g.game}: side ${g.side.toUpperCase()} lost by an illegal or missing answer: ${g.error}`);
  console.log(summaryJson(summary));
  return 0;
}
