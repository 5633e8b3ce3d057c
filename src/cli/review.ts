// `azul review FILE [--search N] [--value N] [--scale X] [--quiet]`: the game review of every
// record of a JSON or JSON Lines file (src/review).
//   stdout, JSON Lines: per move {"game":K,"kind":"move",...MoveReview,"said":"..."}, then per game
//     {"game":K,"kind":"review",...GameReview without its moves,"elapsedMs":T,"cpuMs":C} (the wall time
//     and the CPU time the game took, the only figures that differ between runs; on a busy machine
//     the CPU time is what it would take on one free core); a record that cannot be reviewed
//     {"game":K,"ok":false,"line":L,"error":"..."} (L: its line in the file, as `azul replay` says).
//   stderr: the text summary of each game (unless --quiet).
// Exit 0 when every record was reviewed; 1 when one could not be (or the file holds none);
// 2 when the file cannot be read or the options are wrong, with a message on stderr.
import { readInputFile } from './read-input.ts';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { parseRecordItems } from '../engine/index.ts';
import {
  analyseMove,
  budgetError,
  DEFAULT_BUDGET,
  finishReview,
  prepareReview,
  type MoveReview,
  type ReviewBudget,
} from '../review/index.ts';
import { costlyMoveWords, moveWords, reviewWords } from '../review/words.ts';

const USAGE = `usage: azul review FILE [--search N] [--value N] [--scale X] [--quiet]
  --search N   playouts of the search for the best move (default ${DEFAULT_BUDGET.search})
  --value N    playouts valuing the played and the best move, each (default ${DEFAULT_BUDGET.value})
  --scale X    multiplies both (e.g. 0.25 for a quick look, 4 for a closer one)
  --quiet      no text summary on stderr`;

function fail(message: string): number {
  console.error(`azul review: ${message}\n${USAGE}`);
  return 2;
}

/** What the JSON line of a move says in words. */
function said(m: MoveReview): string {
  if (m.judgement === 'forced') return `${moveWords(m.played)} (forced)`;
  if (m.judgement === 'best') return `${moveWords(m.played)} (best)`;
  return costlyMoveWords({
    index: m.index,
    round: m.round,
    played: m.played,
    better: m.best,
    loss: m.loss,
    judgement: m.judgement,
  });
}

export function budgetFrom(values: { search?: string; value?: string; scale?: string }): ReviewBudget | string {
  const scale = values.scale === undefined ? 1 : Number(values.scale);
  if (!(Number.isFinite(scale) && scale > 0)) return '--scale must be a positive number';
  const budget: ReviewBudget = { search: DEFAULT_BUDGET.search, value: DEFAULT_BUDGET.value };
  for (const key of ['search', 'value'] as const) {
    const text = values[key];
    if (text === undefined) continue;
    const n = Number(text);
    if (!Number.isInteger(n) || n < 1) return `--${key} must be a positive integer`;
    budget[key] = n;
  }
  budget.search = Math.max(1, Math.round(budget.search * scale));
  budget.value = Math.max(1, Math.round(budget.value * scale));
  return budgetError(budget) ?? budget;
}

export async function run(argv: string[]): Promise<number> {
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  });
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        search: { type: 'string' },
        value: { type: 'string' },
        scale: { type: 'string' },
        quiet: { type: 'boolean', default: false },
      },
      strict: true,
    });
  } catch (error) {
    return fail((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (positionals.length !== 1) return fail('give exactly one FILE');
  const budget = budgetFrom(values);
  if (typeof budget === 'string') return fail(budget);
  const text = await readInputFile('review', positionals[0]);
  if (text === null) return 2;
  const items = parseRecordItems(text);
  if (items.length === 0) {
    console.log(JSON.stringify({ game: 1, ok: false, line: 1, error: 'no record found: the file is empty' }));
    return 1;
  }
  let allReviewed = true;
  for (const [k, item] of items.entries()) {
    const game = k + 1;
    // The review's lines give the reason in words (azul replay gives code and detail).
    const prepared = item.ok ? prepareReview(item.record) : { ok: false as const, error: item.detail };
    if (!prepared.ok) {
      allReviewed = false;
      console.log(JSON.stringify({ game, ok: false, line: item.line, error: prepared.error }));
      continue;
    }
    const started = performance.now();
    const cpu = process.cpuUsage();
    const moves: MoveReview[] = [];
    for (let i = 0; i < prepared.game.moveCount; i++) {
      const move = analyseMove(prepared.game, i, { budget });
      moves.push(move);
      console.log(JSON.stringify({ game, kind: 'move', ...move, said: said(move) }));
    }
    const review = finishReview(prepared.game, moves, budget);
    const { moves: _moves, ...summary } = review;
    const elapsedMs = Math.round(performance.now() - started);
    const used = process.cpuUsage(cpu);
    const cpuMs = Math.round((used.user + used.system) / 1000);
    console.log(JSON.stringify({ game, kind: 'review', ...summary, elapsedMs, cpuMs }));
    if (!values.quiet)
      console.error(
        `${reviewWords(review, `Game ${game}`)}\n(reviewed in ${(elapsedMs / 1000).toFixed(1)} s, ${(cpuMs / 1000).toFixed(1)} s of CPU)\n`,
      );
  }
  return allReviewed ? 0 : 1;
}
