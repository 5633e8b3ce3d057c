// The outbox and the interaction claims over the same database as the games. Claiming uses
// FOR UPDATE SKIP LOCKED plus a lease (locked_until), so several processes share the work,
// a job held by a process that died runs again once its lease ends, and the jobs of one game
// run strictly one after another, in the order they were written.
import { Prisma } from '../generated/prisma/client.ts';
import type { StoreContext } from './context.ts';
import type { JobKinds, JobQueue, JobRow } from './types.ts';

/** The claim's condition on the job's kind (none: every kind). */
function kindFilter(kinds: JobKinds | undefined): Prisma.Sql {
  if (!kinds) return Prisma.empty;
  if ('only' in kinds) return Prisma.sql`AND j."kind" = ANY(${[...kinds.only]}::text[])`;
  return Prisma.sql`AND NOT (j."kind" = ANY(${[...kinds.except]}::text[]))`;
}

const CLAIM_SQL = 'INSERT INTO "interaction_claims" ("id", "claimed_by") VALUES ($1, $2) ON CONFLICT ("id") DO NOTHING';
/** The kinds of the jobs that are due and held by no worker: what an idle worker's poll asks. */
const DUE_KINDS_SQL = `SELECT DISTINCT "kind" FROM "jobs"
  WHERE "done_at" IS NULL AND "set_aside_at" IS NULL AND "run_at" <= now() AND ("locked_until" IS NULL OR "locked_until" < now())`;

interface RawJob {
  id: bigint;
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

export function jobQueue(ctx: StoreContext): JobQueue {
  const { prisma } = ctx;
  return {
    claim: (worker, leaseMs, kinds) =>
      ctx.guard('jobs.claim', async () => {
        const rows = await prisma.$queryRaw<RawJob[]>`
          UPDATE "jobs" SET "locked_until" = now() + ${Math.max(1, Math.round(leaseMs))} * interval '1 millisecond',
            "locked_by" = ${worker}, "attempts" = "attempts" + 1
          WHERE "id" = (
            SELECT j."id" FROM "jobs" j
            WHERE j."done_at" IS NULL AND j."set_aside_at" IS NULL AND j."run_at" <= now()
              AND (j."locked_until" IS NULL OR j."locked_until" < now())
              ${kindFilter(kinds)}
              AND (NOT j."ordered" OR NOT EXISTS (
                SELECT 1 FROM "jobs" e WHERE e."game_id" = j."game_id" AND e."ordered" AND e."done_at" IS NULL
                  AND e."set_aside_at" IS NULL AND e."id" < j."id"))
            ORDER BY j."run_at", j."id"
            FOR UPDATE SKIP LOCKED
            LIMIT 1)
          RETURNING "id", "game_id"::text AS "game_id", "kind", "data", "attempts", "created_at"`;
        return { ok: true, job: rows[0] ? toJob(rows[0]) : null };
      }),

    complete: (jobId, worker) =>
      ctx.guard('jobs.complete', async () => {
        const n = await prisma.$executeRaw`
          UPDATE "jobs" SET "done_at" = now(), "locked_until" = NULL WHERE "id" = ${BigInt(jobId)} AND "locked_by" = ${worker} AND "done_at" IS NULL`;
        return { ok: true, done: n > 0 };
      }),

    extend: (jobId, worker, leaseMs) =>
      ctx.guard('jobs.extend', async () => {
        const n = await prisma.$executeRaw`
          UPDATE "jobs" SET "locked_until" = now() + ${Math.max(1, Math.round(leaseMs))} * interval '1 millisecond'
          WHERE "id" = ${BigInt(jobId)} AND "locked_by" = ${worker} AND "done_at" IS NULL`;
        return { ok: true, done: n > 0 };
      }),

    retry: (jobId, worker, error, delayMs) =>
      ctx.guard('jobs.retry', async () => {
        const n = await prisma.$executeRaw`
          UPDATE "jobs" SET "locked_until" = NULL, "last_error" = ${error.slice(0, 1000)},
            "run_at" = now() + ${Math.max(0, Math.round(delayMs))} * interval '1 millisecond'
          WHERE "id" = ${BigInt(jobId)} AND "locked_by" = ${worker} AND "done_at" IS NULL`;
        return { ok: true, done: n > 0 };
      }),

    setAside: (jobId, worker, error) =>
      ctx.guard('jobs.setAside', async () => {
        const n = await prisma.$executeRaw`
          UPDATE "jobs" SET "locked_until" = NULL, "last_error" = ${error.slice(0, 1000)}, "set_aside_at" = now()
          WHERE "id" = ${BigInt(jobId)} AND "locked_by" = ${worker} AND "done_at" IS NULL`;
        return { ok: true, done: n > 0 };
      }),

    setAsideJobs: () =>
      ctx.guard('jobs.setAsideJobs', async () => {
        const rows = await prisma.job.findMany({ where: { doneAt: null, setAsideAt: { not: null } }, orderBy: { id: 'asc' } });
        return {
          ok: true,
          jobs: rows.map((r) => ({
            ...toJob({ id: r.id, game_id: r.gameId, kind: r.kind, data: r.data, attempts: r.attempts, created_at: r.createdAt }),
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
        const rows = await prisma.job.findMany({ where: { doneAt: null, setAsideAt: null, ...(gameId ? { gameId } : {}) }, orderBy: { id: 'asc' } });
        return {
          ok: true,
          jobs: rows.map((r) => toJob({ id: r.id, game_id: r.gameId, kind: r.kind, data: r.data, attempts: r.attempts, created_at: r.createdAt })),
        };
      }),

    // Straight through the pool: one cheap read, several times a second in every idle process.
    dueKinds: () =>
      ctx.guard('jobs.dueKinds', async () => {
        const rows = (await ctx.pool.query<{ kind: string }>(DUE_KINDS_SQL)).rows;
        return { ok: true, kinds: rows.map((r) => r.kind) };
      }),

    // Straight through the pool: a click's claim never waits for Prisma's start (StoreContext.pool).
    claimInteraction: (interactionId, worker) =>
      ctx.guard('jobs.claimInteraction', async () => {
        const n = (await ctx.pool.query(CLAIM_SQL, [interactionId, worker])).rowCount ?? 0;
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
