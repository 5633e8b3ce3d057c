// `azul puzzles FILE [--min-gap N] [--scale S] [--seed S] [--search N] [--value N] [--max-per-game K]
//   [--part I/N] [--two-move] [--quiet]`: the puzzles of every record of a JSON or JSON Lines file (src/puzzles).
// Each game is reviewed (budget --search/--value, default a tenth of the review's default), its
// mistakes and blunders are searched again at S times that budget, and every position where one move
// is clearly best is printed.
//   stdout, JSON Lines: one azul-puzzle/1 per puzzle ("game": the record's 0-based index in the file);
//     a record that cannot be reviewed {"game":K,"ok":false,"line":L,"error":"..."}.
//   stderr: a line per game (moves, positions searched, puzzles, CPU seconds), unless --quiet.
// --part I/N takes the records whose index is I modulo N (0 ≤ I < N): N processes over one file
// make, together, the puzzles one process makes (each game's search depends on its record only).
// Exit 0 when every record was reviewed; 1 when one could not be (or the file holds none);
// 2 when the file cannot be read or the options are wrong, with a message on stderr.
import { readInputFile } from './read-input.ts';
import { parseArgs } from 'node:util';
import { parseRecordItems } from '../engine/index.ts';
import { DEFAULT_BUDGET, budgetError, reviewGame, scaleBudget, type ReviewBudget } from '../review/index.ts';
import { DEFAULT_PUZZLE_OPTIONS, makePuzzleLine, searchPuzzles } from '../puzzles/index.ts';

/** The review budget the generator starts from: a tenth of the review's default (the deep search is 10 times it). */
export const PUZZLE_REVIEW_BUDGET: ReviewBudget = scaleBudget(DEFAULT_BUDGET, 0.1);

const USAGE = `usage: azul puzzles FILE [--min-gap N] [--scale S] [--seed S] [--search N] [--value N] [--max-per-game K] [--part I/N] [--two-move] [--quiet]
  --min-gap N       expected points the solution must beat the second best by (default ${DEFAULT_PUZZLE_OPTIONS.minGap})
  --scale S         the deep search's budget, in times the review's (default ${DEFAULT_PUZZLE_OPTIONS.scale})
  --seed S          seeds the deep searches (default ${DEFAULT_PUZZLE_OPTIONS.seed})
  --search N        the review's search playouts (default ${PUZZLE_REVIEW_BUDGET.search})
  --value N         the review's valuation playouts (default ${PUZZLE_REVIEW_BUDGET.value})
  --max-per-game K  search at most the K costliest mistakes of each game (default all)
  --part I/N        only the records whose 0-based index is I modulo N
  --two-move        when the player's next move of the round is a puzzle too, ask for both
  --quiet           no line per game on stderr`;

function fail(message: string): number {
  console.error(`azul puzzles: ${message}\n${USAGE}`);
  return 2;
}

function positiveInteger(text: string | undefined, name: string): number | string | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? n : `--${name} must be a positive integer`;
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
        'min-gap': { type: 'string' },
        scale: { type: 'string' },
        seed: { type: 'string' },
        search: { type: 'string' },
        value: { type: 'string' },
        'max-per-game': { type: 'string' },
        part: { type: 'string' },
        'two-move': { type: 'boolean', default: false },
        quiet: { type: 'boolean', default: false },
      },
      strict: true,
    });
  } catch (error) {
    return fail((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (positionals.length !== 1) return fail('give exactly one FILE');
  const minGap = values['min-gap'] === undefined ? DEFAULT_PUZZLE_OPTIONS.minGap : Number(values['min-gap']);
  if (!(Number.isFinite(minGap) && minGap >= 0)) return fail('--min-gap must be a number from 0');
  const scale = values.scale === undefined ? DEFAULT_PUZZLE_OPTIONS.scale : Number(values.scale);
  if (!(Number.isFinite(scale) && scale > 0)) return fail('--scale must be a positive number');
  const budget: ReviewBudget = { ...PUZZLE_REVIEW_BUDGET };
  for (const key of ['search', 'value'] as const) {
    const n = positiveInteger(values[key], key);
    if (typeof n === 'string') return fail(n);
    if (n !== undefined) budget[key] = n;
  }
  const problem = budgetError(budget) ?? budgetError(scaleBudget(budget, scale));
  if (problem) return fail(problem);
  const maxCandidates = positiveInteger(values['max-per-game'], 'max-per-game');
  if (typeof maxCandidates === 'string') return fail(maxCandidates);
  let part = { index: 0, of: 1 };
  if (values.part !== undefined) {
    const m = /^(\d+)\/(\d+)$/.exec(values.part);
    const index = Number(m?.[1]);
    const of = Number(m?.[2]);
    if (!m || !(of >= 1 && index < of)) return fail('--part must be I/N with 0 <= I < N');
    part = { index, of };
  }
  const text = await readInputFile('puzzles', positionals[0]!);
  if (text === null) return 2;
  const items = parseRecordItems(text);
  if (items.length === 0) {
    console.log(JSON.stringify({ game: 0, ok: false, line: 1, error: 'no record found: the file is empty' }));
    return 1;
  }
  let allReviewed = true;
  let total = 0;
  for (const [game, item] of items.entries()) {
    if (game % part.of !== part.index) continue;
    const cpu = process.cpuUsage();
    const reviewed = item.ok ? reviewGame(item.record, { budget }) : { ok: false as const, error: item.detail };
    if (!item.ok || !reviewed.ok) {
      allReviewed = false;
      console.log(JSON.stringify({ game, ok: false, line: item.line, error: reviewed.ok ? '' : reviewed.error }));
      continue;
    }
    const reviewCpu = process.cpuUsage(cpu);
    const found = searchPuzzles(item.record, reviewed.review, {
      scale,
      minGap,
      game,
      twoMove: values['two-move'],
      ...(values.seed !== undefined ? { seed: values.seed } : {}),
      ...(maxCandidates !== undefined ? { maxCandidates } : {}),
    });
    for (const p of found.puzzles) console.log(makePuzzleLine(p));
    total += found.puzzles.length;
    const all = process.cpuUsage(cpu);
    const seconds = (u: NodeJS.CpuUsage) => ((u.user + u.system) / 1e6).toFixed(1);
    if (!values.quiet)
      console.error(
        `game ${game}: ${reviewed.review.moves.length} moves reviewed (${seconds(reviewCpu)} s CPU), ` +
          `${found.examined} searched deeply, ${found.puzzles.length} puzzle(s) (${seconds(all)} s CPU in all); ${total} so far`,
      );
  }
  return allReviewed ? 0 : 1;
}
