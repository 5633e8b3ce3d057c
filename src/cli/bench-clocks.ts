// `azul bench --clocks [--games N] [--spread-s S] [--workers W]`: N games waiting on turn clocks
// (timer jobs due over S seconds) in a fresh Postgres database, run out by W outbox workers
// (as W bot processes would, each with the bot's lanes); prints how late the timers fire (p50/p95/max after their due
// time), that each fired once, and the database load of an idle worker (queries per minute).
import { parseArgs } from 'node:util';
import pg from 'pg';
import { JobWorker } from '../jobs/worker.ts';
import { BACKGROUND_JOBS, JOB_LANES } from '../runtime/job-lanes.ts';
import { createScratchDatabase, percentile } from './bench-kit.ts';
import { openStore, type OpenedStore } from '../store/index.ts';
import type { JobQueue } from '../store/types.ts';

const quietLog = { info() {}, warn() {}, error() {} };

/** Counts the queue's calls: each is one database round trip. */
function counted(queue: JobQueue): { queue: JobQueue; calls: () => number } {
  let calls = 0;
  const wrap = <F extends (...args: never[]) => Promise<unknown>>(f: F) =>
    ((...args: Parameters<F>) => (calls++, f(...args))) as F;
  const q: JobQueue = {
    claim: wrap(queue.claim.bind(queue)),
    claimable: wrap(queue.claimable.bind(queue)),
    extend: wrap(queue.extend.bind(queue)),
    complete: wrap(queue.complete.bind(queue)),
    retry: wrap(queue.retry.bind(queue)),
    setAside: wrap(queue.setAside.bind(queue)),
    setAsideJobs: wrap(queue.setAsideJobs.bind(queue)),
    putBack: wrap(queue.putBack.bind(queue)),
    pending: wrap(queue.pending.bind(queue)),
    claimInteraction: wrap(queue.claimInteraction.bind(queue)),
    prune: wrap(queue.prune.bind(queue)),
    subscribe: queue.subscribe.bind(queue),
  };
  return { queue: q, calls: () => calls };
}

export async function run(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      games: { type: 'string', default: '1000' },
      'spread-s': { type: 'string', default: '10' },
      workers: { type: 'string', default: '2' },
    },
  });
  const games = Number(values.games);
  const spreadMs = Number(values['spread-s']) * 1000;
  const workerCount = Number(values.workers);
  if (!(games > 0) || !(spreadMs >= 0) || !(workerCount >= 1)) {
    console.error('usage: azul bench --clocks [--games N] [--spread-s S] [--workers W]');
    return 2;
  }
  const db = await createScratchDatabase('clocks');
  const url = new URL(db.url);
  const stores: OpenedStore[] = [];
  try {
    for (let i = 0; i < workerCount; i++)
      stores.push(await openStore({ databaseUrl: url.toString(), migrate: i === 0 }));
    // N timers, one per game, due spread over the next S seconds (a turn clock each).
    const start = Date.now() + 1_000;
    const due = Array.from({ length: games }, (_, i) => start + Math.floor((i / games) * spreadMs));
    const raw = new pg.Client({ connectionString: url.toString() });
    await raw.connect();
    await raw.query(
      `INSERT INTO jobs (kind, data, run_at, ordered)
       SELECT 'turn-clock', jsonb_build_object('due', d), to_timestamp(d / 1000.0), false FROM unnest($1::bigint[]) AS d`,
      [due],
    );
    const late: number[] = [];
    const fired = new Map<number, number>();
    const handler = async (job: { id: number; data: unknown }) => {
      late.push(Date.now() - Number((job.data as { due: number }).due));
      fired.set(job.id, (fired.get(job.id) ?? 0) + 1);
    };
    const counters = stores.map((s) => counted(s.jobs));
    const workers = counters.map(
      (c, i) =>
        new JobWorker(c.queue, { 'turn-clock': handler }, quietLog, {
          workerId: `bench-${i}`,
          lanes: JOB_LANES,
          background: BACKGROUND_JOBS,
        }),
    );
    for (const w of workers) w.start();
    const deadline = start + spreadMs + 60_000;
    while (late.length < games && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const sorted = [...late].sort((a, b) => a - b);
    const twice = [...fired.values()].filter((n) => n > 1).length;
    // Idle: nothing due; count the worker loop's round trips over 10 s.
    const before = counters.reduce((n, c) => n + c.calls(), 0);
    await new Promise((r) => setTimeout(r, 10_000));
    const idlePerMinute = ((counters.reduce((n, c) => n + c.calls(), 0) - before) / workers.length) * 6;
    for (const w of workers) await w.stop();
    await raw.end();
    const out = {
      bench: 'clocks',
      games,
      workers: workerCount,
      fired: late.length,
      firedTwice: twice,
      lateP50Ms: percentile(sorted, 0.5),
      lateP95Ms: percentile(sorted, 0.95),
      lateMaxMs: sorted[sorted.length - 1] ?? 0,
      idleQueriesPerMinutePerWorker: Math.round(idlePerMinute),
    };
    console.log(
      `${games} turn clocks over ${spreadMs / 1000} s, ${workerCount} workers: fired ${late.length}, twice ${twice}`,
    );
    console.log(`late after due: p50 ${out.lateP50Ms} ms, p95 ${out.lateP95Ms} ms, max ${out.lateMaxMs} ms`);
    console.log(`idle worker: ${out.idleQueriesPerMinutePerWorker} queries per minute`);
    console.log(JSON.stringify(out));
    return twice === 0 && late.length === games ? 0 : 1;
  } finally {
    for (const s of stores) await s.close().catch(() => undefined);
    await db.drop();
  }
}
