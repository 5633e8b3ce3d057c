// `azul jobs`: what an operator needs to see of the outbox: the jobs set aside after too many
// failed attempts (with their last error), and `--retry ID` to put one back once its cause is
// fixed. Same database as the bot (DATABASE_URL, or the embedded database in ./data).
import { parseArgs } from 'node:util';
import { openConfiguredStore } from './configured-store.ts';

const USAGE = `usage: azul jobs [--retry ID]
  lists the jobs set aside (one JSON line each); --retry ID runs that job again`;

export async function run(argv: string[]): Promise<number> {
  let retry: number | undefined;
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: { retry: { type: 'string' } },
      allowPositionals: true,
    });
    if (positionals.length > 0) throw new Error(`unexpected ${positionals.join(' ')}`);
    if (values.retry !== undefined) {
      retry = Number(values.retry);
      if (!Number.isInteger(retry) || retry <= 0) throw new Error(`--retry needs a job id, not "${values.retry}"`);
    }
  } catch (error) {
    console.error(`azul jobs: ${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const store = await openConfiguredStore('jobs');
  if (!store) return 1;
  try {
    if (retry !== undefined) {
      const back = await store.jobs.putBack(retry);
      if (!back.ok) return fail(`${back.error}: ${back.detail}`);
      if (!back.done) return fail(`no job ${retry} is set aside`);
      console.log(JSON.stringify({ ok: true, retried: retry }));
      return 0;
    }
    const listed = await store.jobs.setAsideJobs();
    if (!listed.ok) return fail(`${listed.error}: ${listed.detail}`);
    for (const job of listed.jobs) {
      console.log(
        JSON.stringify({
          id: job.id,
          gameId: job.gameId,
          kind: job.kind,
          attempts: job.attempts,
          setAsideAt: job.setAsideAt,
          lastError: job.lastError,
        }),
      );
    }
    console.error(`${listed.jobs.length} job(s) set aside`);
    return 0;
  } finally {
    await store.close();
  }
}

function fail(message: string): number {
  console.error(`azul jobs: ${message}`);
  return 1;
}
