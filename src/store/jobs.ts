// The outbox and the interaction claims over the same database as the games. What runs for every
// job (claim, complete, retry...) and every click (the interaction's claim) goes straight through the
// pool under Prisma's adapter, as plain SQL: through Prisma a raw statement cost ~0.25-0.45 ms of the
// bot's CPU against ~0.05-0.08 (and a job takes about six: its claim, its completion, and the other
// lanes looking again). Claiming uses FOR UPDATE SKIP LOCKED plus a lease (locked_until), so several
// processes share the work, a job held by a process that died runs again once its lease ends, and
// the jobs of one game run strictly one after another, in the order they were written. The database
// announces new jobs to every process's worker (on the channel below: notifications.ts).
import type { StoreContext } from './context.ts';
import { noNotifications, type DatabaseNotifications } from './notifications.ts';
import { statement, type Statement } from './statements.ts';
import type { JobQueue, JobRow } from './types.ts';

/**
 * A job a claim may take now: due, held by no worker (or its lease ran out), and not behind an earlier
 * job of its game that is still to run (ordered jobs run one after another). Table alias `j`.
 */
// A lease ends at its instant (<=), as a due time does: the worker's timer for a lease's end fires on the
// millisecond, and the embedded database's clock counts milliseconds, so "<" left a job held at that
// instant claimable by no look and due by no timer (it waited for the safety poll).
const CLAIMABLE = `j."done_at" IS NULL AND j."set_aside_at" IS NULL AND j."run_at" <= now()
      AND (j."locked_until" IS NULL OR j."locked_until" <= now())
      AND (NOT j."ordered" OR NOT EXISTS (
        SELECT 1 FROM "jobs" e WHERE e."game_id" = j."game_id" AND e."ordered" AND e."done_at" IS NULL
          AND e."set_aside_at" IS NULL AND e."id" < j."id"))`;

/** The next claimable job; $3: only these kinds, $4: any kind but these (null: no limit). */
const CLAIM_JOB = statement(
  'job-claim',
  `
  UPDATE "jobs" SET "locked_until" = now() + $1 * interval '1 millisecond', "locked_by" = $2, "attempts" = "attempts" + 1
  WHERE "id" = (
    SELECT j."id" FROM "jobs" j
    WHERE ${CLAIMABLE}
      AND ($3::text[] IS NULL OR j."kind" = ANY($3::text[]))
      AND ($4::text[] IS NULL OR NOT (j."kind" = ANY($4::text[])))
    ORDER BY j."run_at", j."id"
    FOR UPDATE SKIP LOCKED
    LIMIT 1)
  RETURNING "id", "game_id"::text AS "game_id", "kind", "data", "attempts", "created_at"`,
);

/** A lease's length in whole milliseconds, at least one. */
const lease = (ms: number) => Math.max(1, Math.round(ms));

const CLAIM_INTERACTION = statement(
  'interaction-claim',
  'INSERT INTO "interaction_claims" ("id", "claimed_by") VALUES ($1, $2) ON CONFLICT ("id") DO NOTHING',
);
/**
 * How many jobs of each kind a claim would take now (what a worker asks before it claims), and in how
 * many milliseconds a job comes due by time alone (null: none waits): the soonest of a job's time
 * (a timer, a retry) and a held job's lease end (its process may have died). Nothing announces
 * either, so the worker sets its timer by it. Both ends on the database's clock; each soonest is the
 * first entry of an index (jobs_waiting_run_at, jobs_held_until), not a scan of the waiting jobs.
 */
const CLAIMABLE_COUNTS = statement(
  'jobs-claimable',
  `SELECT
    (SELECT coalesce(json_object_agg(c."kind", c."n"), '{}') FROM (
      SELECT j."kind", count(*)::int AS "n" FROM "jobs" j WHERE ${CLAIMABLE} GROUP BY j."kind") c) AS "counts",
    (extract(epoch FROM least(
      (SELECT j."run_at" FROM "jobs" j WHERE j."done_at" IS NULL AND j."run_at" > now() AND j."set_aside_at" IS NULL
        ORDER BY j."run_at" LIMIT 1),
      (SELECT j."locked_until" FROM "jobs" j
        WHERE j."done_at" IS NULL AND j."locked_until" IS NOT NULL AND j."locked_until" > now()
        ORDER BY j."locked_until" LIMIT 1)
    ) - now()) * 1000)::float8 AS "next_in_ms"`,
);

/** An update of a job a worker holds and that is not done: its SET uses $3 on, the job and worker are $1 and $2. */
const held = (name: string, set: string): Statement =>
  statement(name, `${set} WHERE "id" = $1 AND "locked_by" = $2 AND "done_at" IS NULL`);
const COMPLETE = held('job-complete', 'UPDATE "jobs" SET "done_at" = now(), "locked_until" = NULL');
const EXTEND = held('job-extend', `UPDATE "jobs" SET "locked_until" = now() + $3 * interval '1 millisecond'`);
const RETRY = held(
  'job-retry',
  `UPDATE "jobs" SET "locked_until" = NULL, "last_error" = $3, "run_at" = now() + $4 * interval '1 millisecond'`,
);
const SET_ASIDE = held(
  'job-set-aside',
  'UPDATE "jobs" SET "locked_until" = NULL, "last_error" = $3, "set_aside_at" = now()',
);

interface RawJob {
  /** bigint: a string through pg, a bigint through Prisma. */
  id: bigint | string;
  game_id: string | null;
  kind: string;
  data: unknown;
  attempts: number;
  created_at: Date;
}

const toJob = (r: RawJob): JobRow => ({
  id: Number(r.id),
  gameId: r.game_id,
  kind: r.kind,
  data: r.data,
  attempts: r.attempts,
  createdAt: new Date(r.created_at),
});

/** The channel the trigger on "jobs" notifies (named in the migration too). */
export const JOBS_CHANNEL = 'azul_jobs';

/** The queue over `ctx`; `notifications` tell its workers of new work (src/store/notifications.ts). */
export function jobQueue(ctx: StoreContext, notifications: DatabaseNotifications = noNotifications): JobQueue {
  const { prisma } = ctx;
  const update = (what: string, s: Statement, values: unknown[], jobId: number, worker: string) =>
    ctx.guard(what, async () => {
      const n = (await ctx.query(s, [jobId, worker, ...values])).rowCount ?? 0;
      return { ok: true, done: n > 0 };
    });
  return {
    claim: (worker, leaseMs, kinds) =>
      ctx.guard('jobs.claim', async () => {
        const only = kinds && 'only' in kinds ? [...kinds.only] : null;
        const except = kinds && 'except' in kinds ? [...kinds.except] : null;
        const rows = (await ctx.query<RawJob>(CLAIM_JOB, [lease(leaseMs), worker, only, except])).rows;
        return { ok: true, job: rows[0] ? toJob(rows[0]) : null };
      }),

    complete: (jobId, worker) => update('jobs.complete', COMPLETE, [], jobId, worker),

    extend: (jobId, worker, leaseMs) => update('jobs.extend', EXTEND, [lease(leaseMs)], jobId, worker),

    retry: (jobId, worker, error, delayMs) =>
      update('jobs.retry', RETRY, [error.slice(0, 1000), Math.max(0, Math.round(delayMs))], jobId, worker),

    setAside: (jobId, worker, error) => update('jobs.setAside', SET_ASIDE, [error.slice(0, 1000)], jobId, worker),

    setAsideJobs: () =>
      ctx.guard('jobs.setAsideJobs', async () => {
        const rows = await prisma.job.findMany({
          where: { doneAt: null, setAsideAt: { not: null } },
          orderBy: { id: 'asc' },
        });
        return {
          ok: true,
          jobs: rows.map((r) => ({
            ...toJob({
              id: r.id,
              game_id: r.gameId,
              kind: r.kind,
              data: r.data,
              attempts: r.attempts,
              created_at: r.createdAt,
            }),
            lastError: r.lastError,
            setAsideAt: r.setAsideAt!,
          })),
        };
      }),

    putBack: (jobId) =>
      ctx.guard('jobs.putBack', async () => {
        const n = await prisma.$executeRaw`
          UPDATE "jobs" SET "set_aside_at" = NULL, "attempts" = 0, "run_at" = now(), "locked_until" = NULL
          WHERE "id" = ${BigInt(jobId)} AND "set_aside_at" IS NOT NULL AND "done_at" IS NULL`;
        return { ok: true, done: n > 0 };
      }),

    pending: (gameId) =>
      ctx.guard('jobs.pending', async () => {
        const rows = await prisma.job.findMany({
          where: { doneAt: null, setAsideAt: null, ...(gameId ? { gameId } : {}) },
          orderBy: { id: 'asc' },
        });
        return {
          ok: true,
          jobs: rows.map((r) =>
            toJob({
              id: r.id,
              game_id: r.gameId,
              kind: r.kind,
              data: r.data,
              attempts: r.attempts,
              created_at: r.createdAt,
            }),
          ),
        };
      }),

    // Straight through the pool: one cheap read whenever a worker is woken and after each job.
    claimable: () =>
      ctx.guard('jobs.claimable', async () => {
        const row = (await ctx.query<{ counts: Record<string, number>; next_in_ms: number | null }>(CLAIMABLE_COUNTS))
          .rows[0];
        return { ok: true, counts: row?.counts ?? {}, nextDueInMs: row?.next_in_ms ?? null };
      }),

    subscribe: (listener) =>
      notifications.subscribe(JOBS_CHANNEL, {
        notify: () => listener.wake(),
        listening: (on) => listener.listening(on),
      }),

    // Straight through the pool: a click's claim never waits for Prisma's start (StoreContext.pool).
    claimInteraction: (interactionId, worker) =>
      ctx.guard('jobs.claimInteraction', async () => {
        const n = (await ctx.query(CLAIM_INTERACTION, [interactionId, worker])).rowCount ?? 0;
        return { ok: true, claimed: n > 0 };
      }),

    prune: (olderThanMs) =>
      ctx.guard('jobs.prune', async () => {
        const claims = await prisma.$executeRaw`
          DELETE FROM "interaction_claims" WHERE "claimed_at" < now() - ${Math.round(olderThanMs)} * interval '1 millisecond'`;
        const jobs = await prisma.$executeRaw`DELETE FROM "jobs" WHERE "done_at" < now() - interval '1 day'`;
        return { ok: true, claims, jobs };
      }),
  };
}
