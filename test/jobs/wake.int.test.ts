// The database wakes the outbox's workers: a job written by any statement, in this process or
// another, starts at once, while the worker's polls are a minute apart; a job due later, or held by
// a process that died, starts when it comes due or its lease ends; a lost listen connection comes
// back, and the jobs written meanwhile run once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedStore } from '../../src/store/index.ts';
import type { JobRow } from '../../src/store/types.ts';
import { JobWorker, type WorkerOptions } from '../../src/jobs/worker.ts';
import { LISTEN_APPLICATION, retryDelayMs } from '../../src/store/notifications.ts';
import { describeStores, freshStore, openSecond, sql, type FreshStore } from '../setup/stores.ts';
import { hasServer, serverOnly } from '../setup/databases.ts';

const quiet = { info() {}, warn() {}, error() {} };
/** Polls a minute apart: a job that starts sooner was woken. */
const DEAF_POLLS: WorkerOptions = { pollMs: 60_000, safetyPollMs: 60_000 };
/** Far below the polls, far above a wake-up's round trip on a busy machine. */
const WOKEN_WITHIN_MS = 2_000;

/** A worker running 'wake' jobs, recording when each started. */
function recordingWorker(store: OpenedStore, workerId: string, options: WorkerOptions = DEAF_POLLS) {
  const started = new Map<number, number[]>();
  const worker = new JobWorker(
    store.jobs,
    {
      wake: async (job: JobRow) => {
        started.set(job.id, [...(started.get(job.id) ?? []), Date.now()]);
      },
    },
    quiet,
    { workerId, ...options },
  );
  return { worker, started };
}

/** Resolves once wake-ups reach `store`'s subscribers (a worker subscribed first keeps them going after). */
function listening(store: OpenedStore): Promise<void> {
  return new Promise((resolve) => {
    const stop = store.jobs.subscribe({
      wake() {},
      listening(on) {
        if (!on) return;
        queueMicrotask(stop);
        resolve();
      },
    });
  });
}

/** Writes one 'wake' job with a statement of its own (another connection; embedded: PGlite itself). */
async function writeJob(store: OpenedStore, runInMs = 0): Promise<number> {
  const { rows } = await sql(
    store,
    `INSERT INTO "jobs" ("kind", "data", "ordered", "run_at") VALUES ('wake', '{}', false, now() + $1 * interval '1 millisecond') RETURNING "id"`,
    [runInMs],
  );
  return Number(rows[0].id);
}

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
}

it('retries a lost listen connection after doubling delays, capped, with jitter', () => {
  expect([1, 2, 3, 4].map((n) => retryDelayMs(n, () => 1))).toEqual([100, 200, 400, 800]);
  expect(retryDelayMs(1, () => 0)).toBe(50);
  expect(retryDelayMs(30, () => 1)).toBe(30_000);
});

describeStores('job wake-ups', (db) => {
  let store: OpenedStore;
  beforeAll(() => {
    store = db.store;
  });

  it('starts a job written by any statement at once, not at the next poll', async () => {
    const { worker, started } = recordingWorker(store, 'own');
    worker.start();
    try {
      await listening(store);
      for (let i = 0; i < 5; i++) {
        const before = Date.now();
        const id = await writeJob(store);
        await until(() => started.has(id));
        expect(started.get(id)?.[0], `job ${i}`).toBeDefined();
        expect(started.get(id)![0]! - before).toBeLessThan(WOKEN_WITHIN_MS);
      }
    } finally {
      await worker.stop();
    }
  });

  it('starts a job due later when it comes due, without a poll', async () => {
    const { worker, started } = recordingWorker(store, 'timer');
    worker.start();
    try {
      await listening(store);
      const before = Date.now();
      const id = await writeJob(store, 400);
      await until(() => started.has(id));
      const after = started.get(id)![0]! - before;
      expect(after).toBeGreaterThanOrEqual(390);
      expect(after).toBeLessThan(400 + WOKEN_WITHIN_MS);
    } finally {
      await worker.stop();
    }
  });

  it('starts a job held by a process that died when its lease ends, without a poll', async () => {
    const id = await writeJob(store);
    // The lease runs from the claim's statement: measured from before it, it cannot end sooner.
    const held = Date.now();
    const taken = await store.jobs.claim('died', 500, { only: ['wake'] });
    expect(taken.ok && taken.job?.id).toBe(id);
    const { worker, started } = recordingWorker(store, 'heir');
    worker.start();
    try {
      await until(() => started.has(id));
      if (!started.has(id)) {
        // Say what the database saw: the job's lease and what a look would find.
        const { rows } = await sql(
          store,
          `SELECT "locked_by", "locked_until", "done_at", "attempts", now() AS "now" FROM "jobs" WHERE "id" = $1`,
          [id],
        );
        const due = await store.jobs.claimable();
        throw new Error(`the job did not start 10 s after its lease: ${JSON.stringify({ row: rows[0], due })}`);
      }
      const after = started.get(id)![0]! - held;
      expect(after).toBeGreaterThanOrEqual(490);
      expect(after).toBeLessThan(500 + WOKEN_WITHIN_MS);
    } finally {
      await worker.stop();
    }
  });

  it('looks again when a job is made due or put back, as for a new one', async () => {
    const { worker, started } = recordingWorker(store, 'moved');
    const id = await writeJob(store, 3_600_000);
    worker.start();
    try {
      await listening(store);
      await new Promise((r) => setTimeout(r, 100));
      expect(started.has(id)).toBe(false);
      const before = Date.now();
      await sql(store, `UPDATE "jobs" SET "run_at" = now() WHERE "id" = $1`, [id]);
      await until(() => started.has(id));
      expect(started.get(id)![0]! - before).toBeLessThan(WOKEN_WITHIN_MS);
    } finally {
      await worker.stop();
    }
  });
});

describe.skipIf(!hasServer())(serverOnly('job wake-ups across processes on one Postgres'), () => {
  let fresh: FreshStore;
  let writer: OpenedStore;
  let runner: OpenedStore;

  beforeAll(async () => {
    fresh = await freshStore('postgres', 'wake');
    writer = fresh.store;
    runner = await openSecond(writer);
  });
  afterAll(async () => {
    await runner?.close();
    await fresh?.close();
  });

  it("starts a job written by one process in another's worker at once, each job once", async () => {
    const a = recordingWorker(writer, 'a');
    const b = recordingWorker(runner, 'b');
    b.worker.start();
    try {
      await listening(runner);
      // The writing process runs no worker: only the other's can start its jobs.
      const latencies: number[] = [];
      for (let i = 0; i < 10; i++) {
        const before = Date.now();
        const id = await writeJob(writer);
        await until(() => b.started.has(id));
        expect(b.started.has(id), `job ${i}`).toBe(true);
        latencies.push(b.started.get(id)![0]! - before);
      }
      expect(Math.max(...latencies), latencies.join(' ')).toBeLessThan(WOKEN_WITHIN_MS);
      // Both processes' workers woken by every write: still each job runs once.
      a.worker.start();
      await listening(writer);
      const ids = (await Promise.all(Array.from({ length: 40 }, () => writeJob(writer)))).concat(
        (
          await sql(
            writer,
            `INSERT INTO "jobs" ("kind", "data", "ordered") SELECT 'wake', '{}', false FROM generate_series(1, 20) RETURNING "id"`,
          )
        ).rows.map((r) => Number(r.id)),
      );
      const ran = () => ids.filter((id) => a.started.has(id) || b.started.has(id)).length;
      await until(() => ran() === ids.length);
      expect(ran()).toBe(ids.length);
      for (const id of ids) expect([...(a.started.get(id) ?? []), ...(b.started.get(id) ?? [])]).toHaveLength(1);
    } finally {
      await a.worker.stop();
      await b.worker.stop();
    }
  });

  it('gets its listen connection back when Postgres cuts it; jobs written meanwhile and after run, once', async () => {
    const { worker, started } = recordingWorker(runner, 'cut');
    const states: boolean[] = [];
    const observer = runner.jobs.subscribe({ wake() {}, listening: (on) => void states.push(on) });
    worker.start();
    try {
      await until(() => states.includes(true));
      const database = new URL(runner.databaseUrl).pathname.slice(1);
      const cut = await sql(
        writer,
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND application_name = $2`,
        [database, LISTEN_APPLICATION],
      );
      expect(cut.rows).toHaveLength(1);
      // Written while the connection is down or coming back: the worker looks once it listens again
      // (its poll is a minute away).
      const meanwhile = await writeJob(writer);
      await until(() => started.has(meanwhile));
      expect(started.has(meanwhile)).toBe(true);
      await until(() => states.at(-1) === true);
      expect(states).toEqual([true, false, true]);
      const before = Date.now();
      const after = await writeJob(writer);
      await until(() => started.has(after));
      expect(started.get(after)![0]! - before).toBeLessThan(WOKEN_WITHIN_MS);
      expect([started.get(meanwhile), started.get(after)].map((t) => t?.length)).toEqual([1, 1]);
    } finally {
      observer();
      await worker.stop();
    }
  });
});
