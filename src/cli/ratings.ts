// `azul ratings --recompute`: rebuilds every rating from the stored results, in game order (the
// order games were rated in, then finished games never rated, by finish time). Same database as
// the bot: DATABASE_URL (also read from .env), else the embedded one in AZUL_DATA_DIR (stop the bot
// first: an embedded database belongs to one process). On Postgres it may run while the bot runs.
import { parseArgs } from 'node:util';
import { openConfiguredStore } from './configured-store.ts';

const USAGE = `usage: azul ratings --recompute
  rebuilds every rating from the stored results; prints {"games":N,"counted":C,"ratings":R,"ms":T}
  DATABASE_URL: the bot's Postgres (default: the embedded database in AZUL_DATA_DIR or ./data)`;

export async function run(argv: string[]): Promise<number> {
  let recompute: boolean | undefined;
  try {
    ({ recompute } = parseArgs({ args: argv, options: { recompute: { type: 'boolean' } } }).values);
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!recompute) {
    console.error(USAGE);
    return 2;
  }
  const store = await openConfiguredStore('ratings');
  if (!store) return 1;
  try {
    const started = performance.now();
    const out = await store.stats.recompute();
    if (!out.ok) {
      console.error(`azul ratings: ${out.detail}`);
      return 1;
    }
    console.log(
      JSON.stringify({
        games: out.games,
        counted: out.counted,
        ratings: out.ratings,
        ms: Math.round(performance.now() - started),
      }),
    );
    return 0;
  } finally {
    await store.close();
  }
}
