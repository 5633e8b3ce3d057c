// The fleet on one Postgres: which bot processes are alive and in which role (bot_processes, a row
// each renewed by heartbeat), which machine runs which shard (shard_leases, a row per shard held by
// its owner until it expires), and what the outbox holds by kind (for /metrics and for jobs nobody
// runs). Plain SQL over a pg pool: the sharding manager, which loads no Prisma, uses it too.
import type pg from 'pg';

/** What this module needs of a pool: queries, and a connection of its own for a transaction. */
export type FleetPool = Pick<pg.Pool, 'query' | 'connect'>;

// ---------------------------------------------------------------- processes

export interface ProcessInfo {
  id: string;
  role: string;
  host: string;
  pid: number;
  shards: number[];
}

/** Records (or renews) this process as alive now. */
export async function heartbeat(pool: FleetPool, p: ProcessInfo): Promise<void> {
  await pool.query(
    `INSERT INTO "bot_processes" ("id", "role", "host", "pid", "shards") VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT ("id") DO UPDATE SET "seen_at" = now(), "role" = excluded."role", "shards" = excluded."shards"`,
    [p.id, p.role, p.host, p.pid, p.shards],
  );
}

/** Takes this process off the list (a graceful stop), and rows not seen for a day (processes long gone). */
export async function forgetProcess(pool: FleetPool, id: string): Promise<void> {
  await pool.query(`DELETE FROM "bot_processes" WHERE "id" = $1 OR "seen_at" < now() - interval '1 day'`, [id]);
}

/** Processes seen within `aliveMs`, by role: how many of each. */
export async function liveRoles(pool: FleetPool, aliveMs: number): Promise<Map<string, number>> {
  const { rows } = await pool.query<{ role: string; n: number }>(
    `SELECT "role", count(*)::int AS "n" FROM "bot_processes"
     WHERE "seen_at" > now() - $1 * interval '1 millisecond' GROUP BY "role"`,
    [Math.max(1, Math.round(aliveMs))],
  );
  return new Map(rows.map((r) => [r.role, r.n]));
}

// ---------------------------------------------------------------- the outbox by kind

export interface JobCounts {
  kind: string;
  /** Waiting to run (due or not), never failed yet. */
  queued: number;
  /** Waiting to run again after a failed attempt. */
  retrying: number;
  /** Held by a worker now (its lease not run out). */
  running: number;
  /** Set aside after too many failures (`azul jobs`). */
  setAside: number;
  /** Seconds since the oldest due job that is waiting became due (0 when none waits). */
  oldestDueSeconds: number;
}

/** The jobs not done, by kind and state: one scan of the outbox's open rows. */
export async function jobCounts(pool: FleetPool): Promise<JobCounts[]> {
  const { rows } = await pool.query<{
    kind: string;
    queued: number;
    retrying: number;
    running: number;
    set_aside: number;
    oldest: number | null;
  }>(
    `SELECT "kind",
       count(*) FILTER (WHERE "set_aside_at" IS NULL AND NOT "held" AND "last_error" IS NULL)::int AS "queued",
       count(*) FILTER (WHERE "set_aside_at" IS NULL AND NOT "held" AND "last_error" IS NOT NULL)::int AS "retrying",
       count(*) FILTER (WHERE "set_aside_at" IS NULL AND "held")::int AS "running",
       count(*) FILTER (WHERE "set_aside_at" IS NOT NULL)::int AS "set_aside",
       extract(epoch FROM now() - min("run_at") FILTER (WHERE "set_aside_at" IS NULL AND NOT "held" AND "run_at" <= now()))::float8 AS "oldest"
     FROM (SELECT *, coalesce("locked_until" > now(), false) AS "held" FROM "jobs" WHERE "done_at" IS NULL) j
     GROUP BY "kind" ORDER BY "kind"`,
  );
  return rows.map((r) => ({
    kind: r.kind,
    queued: r.queued,
    retrying: r.retrying,
    running: r.running,
    setAside: r.set_aside,
    oldestDueSeconds: Math.max(0, r.oldest ?? 0),
  }));
}

// ---------------------------------------------------------------- shard leases

export interface LeaseHolder {
  /** Unique per process run: host, pid and a random part. */
  owner: string;
  host: string;
  pid: number;
}

export interface HeldLease {
  shard: number;
  shardCount: number;
  owner: string;
  host: string;
  pid: number;
  expiresAt: Date;
}

export type LeaseResult =
  | { ok: true }
  /** Some of the shards are held by others until their leases expire (each renewed while its owner lives). */
  | { ok: false; error: 'HELD'; held: HeldLease[] }
  /** Live leases belong to a fleet with another SHARD_COUNT. */
  | { ok: false; error: 'SHARD_COUNT'; held: HeldLease[] };

/** Any number, as long as every process uses the same one: serializes the acquisitions (rare, short). */
const LEASE_LOCK = 0x617a756c; // "azul"

const toLease = (r: {
  shard: number;
  shard_count: number;
  owner: string;
  host: string;
  pid: number;
  expires_at: Date;
}): HeldLease => ({
  shard: r.shard,
  shardCount: r.shard_count,
  owner: r.owner,
  host: r.host,
  pid: r.pid,
  expiresAt: new Date(r.expires_at),
});

/**
 * Takes every shard of `shards` for `ttlMs`, or none: refused while another owner's lease on one of
 * them has not expired, or while live leases say the fleet has another shard count. A lease that
 * expired (its machine died, or lost the database) is taken over.
 */
export async function acquireShards(
  pool: FleetPool,
  holder: LeaseHolder,
  shards: number[],
  shardCount: number,
  ttlMs: number,
): Promise<LeaseResult> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [LEASE_LOCK]);
    const live = (
      await client.query(`SELECT * FROM "shard_leases" WHERE "owner" <> $1 AND "expires_at" > now() ORDER BY "shard"`, [
        holder.owner,
      ])
    ).rows.map(toLease);
    const otherCount = live.filter((l) => l.shardCount !== shardCount);
    const held = live.filter((l) => shards.includes(l.shard));
    if (otherCount.length > 0 || held.length > 0) {
      await client.query('ROLLBACK');
      return otherCount.length > 0
        ? { ok: false, error: 'SHARD_COUNT', held: otherCount }
        : { ok: false, error: 'HELD', held };
    }
    await client.query(
      `INSERT INTO "shard_leases" ("shard", "shard_count", "owner", "host", "pid", "expires_at")
       SELECT s, $2, $3, $4, $5, now() + $6 * interval '1 millisecond' FROM unnest($1::int[]) AS s
       ON CONFLICT ("shard") DO UPDATE SET "shard_count" = excluded."shard_count", "owner" = excluded."owner",
         "host" = excluded."host", "pid" = excluded."pid", "expires_at" = excluded."expires_at"`,
      [shards, shardCount, holder.owner, holder.host, holder.pid, Math.round(ttlMs)],
    );
    await client.query('COMMIT');
    return { ok: true };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Moves the owner's leases on by `ttlMs`; returns the shards still held (fewer than before: some were lost). */
export async function renewShards(pool: FleetPool, owner: string, ttlMs: number): Promise<number[]> {
  const { rows } = await pool.query<{ shard: number }>(
    `UPDATE "shard_leases" SET "expires_at" = now() + $2 * interval '1 millisecond' WHERE "owner" = $1 RETURNING "shard"`,
    [owner, Math.round(ttlMs)],
  );
  return rows.map((r) => r.shard).sort((a, b) => a - b);
}

/** Gives the owner's shards back at once (a graceful stop): a replacement need not wait for the leases to expire. */
export async function releaseShards(pool: FleetPool, owner: string): Promise<void> {
  await pool.query(`DELETE FROM "shard_leases" WHERE "owner" = $1`, [owner]);
}

/** Every lease row (expired or not), by shard: for /readyz, the tests and an operator. */
export async function shardLeases(pool: FleetPool): Promise<HeldLease[]> {
  const { rows } = await pool.query(`SELECT * FROM "shard_leases" ORDER BY "shard"`);
  return rows.map(toLease);
}
