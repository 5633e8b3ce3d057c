// What "nothing more happens" waits on in the tests: the outbox (the jobs table) of a game drained,
// rather than a fixed sleep. Every consequence of a move or an event (its messages, the bots' turns,
// the clocks, the rating, the review) is a job of the game; once none is due or running, everything
// that was going to happen has happened, and a check then shows what the bot did, not how fast the
// machine was.
import pg from 'pg';
import type { OpenedStore } from '../../src/store/index.ts';

/** Where a test reads the jobs: an open store (embedded: its own PGlite), or a server database's URL. */
export type JobsPlace = OpenedStore | string;

interface OpenJob {
  kind: string;
  /** Its time has come: it waits for a worker, or runs. */
  due: boolean;
}

/** Runs `fn` with a way to query `place`, on one connection for the whole wait. */
async function reading<T>(
  place: JobsPlace,
  fn: (query: (text: string, values: unknown[]) => Promise<any[]>) => Promise<T>,
) {
  if (typeof place !== 'string' && place.embedded) {
    const db = place.embedded.db;
    return fn(async (text, values) => (await db.query(text, values)).rows as any[]);
  }
  const client = new pg.Client({ connectionString: typeof place === 'string' ? place : place.databaseUrl });
  await client.connect();
  try {
    return await fn(async (text, values) => (await client.query(text, values)).rows);
  } finally {
    await client.end();
  }
}

const OPEN_JOBS = `SELECT kind, run_at <= now() AS due FROM jobs
  WHERE game_id = $1 AND done_at IS NULL AND set_aside_at IS NULL ORDER BY id`;

/** Polls the game's open jobs until `done(jobs)`, or fails after `timeoutMs` naming what is left. */
async function waitOnJobs(
  place: JobsPlace,
  gameId: string,
  what: string,
  done: (jobs: OpenJob[]) => boolean,
  timeoutMs: number,
): Promise<OpenJob[]> {
  return reading(place, async (query) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const jobs = (await query(OPEN_JOBS, [gameId])) as OpenJob[];
      if (done(jobs)) return jobs;
      if (Date.now() > deadline)
        throw new Error(`timed out waiting for ${what} of game ${gameId}: still ${JSON.stringify(jobs)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
}

/**
 * Waits until no job of the game is due or running: what it set off has all run. With `timers`, also
 * until the jobs set for later (turn clocks, reminders) have run, none being left at all.
 */
export async function outboxDrained(
  place: JobsPlace,
  gameId: string,
  options: { timers?: boolean; timeoutMs?: number } = {},
): Promise<void> {
  await waitOnJobs(
    place,
    gameId,
    options.timers ? 'every job, timers included' : 'the due jobs',
    (jobs) => jobs.every((j) => !options.timers && !j.due),
    options.timeoutMs ?? 30_000,
  );
}

/** Waits until a job of `kind` of the game is due (a timer whose time has come). */
export async function jobDue(place: JobsPlace, gameId: string, kind: string, timeoutMs = 30_000): Promise<void> {
  await waitOnJobs(place, gameId, `a due ${kind} job`, (jobs) => jobs.some((j) => j.kind === kind && j.due), timeoutMs);
}
