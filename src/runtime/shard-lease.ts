// What keeps two machines from running the same shard: before it connects a shard, a machine (its
// sharding manager, or its one bot process) leases every shard of its range in Postgres
// (src/store/fleet.ts), all or none, and renews the leases while it runs. A machine whose range
// overlaps a live lease is refused with a clear error; a dead machine's leases expire (30 s) and a
// replacement takes them over. A machine that cannot renew (the database is gone, or another machine
// took a shard) stops its shards before its lease can run out, so the gap never holds two owners.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import pg from 'pg';
import type { Logger } from 'pino';
import { scaled } from '../clock.ts';
import { acquireShards, releaseShards, renewShards, type FleetPool, type HeldLease } from '../store/fleet.ts';
import { formatRange } from './shard-range.ts';

/** How long a lease lasts without renewal; renewed every third of it. */
export const LEASE_MS = 30_000;

/** A machine that overlaps a live lease, or a fleet of another SHARD_COUNT: refused, with what to do. */
export class ShardLeaseRefused extends Error {
  override name = 'ShardLeaseRefused';
}

export interface ShardLeases {
  owner: string;
  shards: number[];
  /** Resolves (with why) when the leases are lost: the shards must stop now. Never rejects. */
  lost: Promise<string>;
  /** Stops renewing and gives the shards back at once (a graceful stop). */
  release(): Promise<void>;
}

export interface LeaseOptions {
  /** Lease length (default LEASE_MS, scaled by AZUL_CLOCK_SCALE). */
  ttlMs?: number;
  owner?: string;
}

/** A new owner name: which host and process, and a random part (a pid is reused after a restart). */
export function leaseOwner(): string {
  return `${hostname()}/${process.pid}/${randomBytes(3).toString('hex')}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function describe(held: HeldLease[]): string {
  const byOwner = new Map<string, HeldLease[]>();
  for (const l of held) byOwner.set(l.owner, [...(byOwner.get(l.owner) ?? []), l]);
  return [...byOwner.values()]
    .map((ls) => {
      const s = ls.map((l) => l.shard);
      return `shard${s.length > 1 ? 's' : ''} ${s.join(', ')} by ${ls[0]!.host} (pid ${ls[0]!.pid}, SHARD_COUNT=${ls[0]!.shardCount})`;
    })
    .join('; ');
}

/**
 * Leases `shards` (of `shardCount`) for this machine, or throws ShardLeaseRefused. A lease held by
 * another owner is waited out while it is not renewed (its machine is dead: it expires within a lease
 * length), and refused as soon as it is renewed (its machine is alive).
 */
export async function holdShardLeases(
  pool: FleetPool,
  shards: number[],
  shardCount: number,
  log: Logger,
  options: LeaseOptions = {},
): Promise<ShardLeases> {
  const ttl = options.ttlMs ?? scaled(LEASE_MS);
  const owner = options.owner ?? leaseOwner();
  const holder = { owner, host: hostname(), pid: process.pid };
  const range = formatRange({ first: shards[0]!, last: shards.at(-1)! });
  const firstSeen = new Map<string, number>();
  const deadline = Date.now() + ttl * 2;
  let expiresBy = 0;
  for (;;) {
    const asked = Date.now();
    const got = await acquireShards(pool, holder, shards, shardCount, ttl);
    if (got.ok) {
      expiresBy = asked + ttl;
      break;
    }
    // Renewed since we first saw it, or still held past two lease lengths: its machine is alive.
    const renewed = got.held.some((l) => {
      const key = `${l.shard}/${l.owner}`;
      const seen = firstSeen.get(key);
      if (seen === undefined) firstSeen.set(key, l.expiresAt.getTime());
      return seen !== undefined && l.expiresAt.getTime() > seen;
    });
    if (renewed || Date.now() > deadline) {
      if (got.error === 'SHARD_COUNT')
        throw new ShardLeaseRefused(
          `This machine runs SHARD_COUNT=${shardCount}, but the fleet on this database runs SHARD_COUNT=` +
            `${got.held[0]!.shardCount} (${describe(got.held)}). Every machine must use the same SHARD_COUNT; ` +
            'to change it, stop every machine first.',
        );
      throw new ShardLeaseRefused(
        `Shards ${range} of ${shardCount} overlap shards another machine runs: ${describe(got.held)}. ` +
          'Its lease is renewed while it runs. Give this machine a SHARD_RANGE that overlaps no other, or stop that ' +
          `machine first (a graceful stop frees its shards at once; a dead machine's expire within ${Math.round(ttl / 1000)} s).`,
      );
    }
    const soonest = Math.min(...got.held.map((l) => l.expiresAt.getTime()));
    log.warn(
      { shards: range, heldBy: describe(got.held), expiresAt: new Date(soonest).toISOString() },
      'shard leases: held by another machine; waiting to see whether its lease runs out or is renewed',
    );
    await sleep(Math.max(20, Math.min(ttl / 3 + 50, soonest - Date.now() + 50)));
  }
  log.info({ shards: range, shardCount, owner }, 'shard leases: held');

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let onLost!: (why: string) => void;
  const lost = new Promise<string>((resolve) => (onLost = resolve));
  const lose = (why: string) => {
    if (stopped) return;
    stopped = true;
    clearTimeout(timer);
    log.fatal({ shards: range, owner }, `shard leases lost: ${why}`);
    onLost(why);
  };
  // Stops a sixth of a lease before it would expire unrenewed, so another machine never takes a shard still running
  // here.
  const margin = ttl / 6;
  const renew = async () => {
    if (stopped) return;
    const asked = Date.now();
    try {
      const still = await renewShards(pool, owner, ttl);
      if (stopped) return;
      const gone = shards.filter((s) => !still.includes(s));
      if (gone.length > 0) return lose(`shards ${gone.join(', ')} were taken over by another machine`);
      expiresBy = asked + ttl;
      timer = setTimeout(() => void renew(), ttl / 3);
    } catch (error) {
      if (stopped) return;
      if (Date.now() >= expiresBy - margin)
        return lose(
          `could not renew them for ${Math.round((Date.now() - expiresBy + ttl) / 1000)} s (${String(error)})`,
        );
      log.warn({ err: error }, 'shard leases: renewing failed; trying again');
      timer = setTimeout(() => void renew(), Math.min(ttl / 10, Math.max(10, expiresBy - margin - Date.now())));
    }
  };
  timer = setTimeout(() => void renew(), ttl / 3);
  return {
    owner,
    shards,
    lost,
    async release() {
      if (stopped) return;
      stopped = true;
      clearTimeout(timer);
      await releaseShards(pool, owner).catch((error: unknown) =>
        log.warn({ err: error }, 'shard leases: could not give them back; they expire by themselves'),
      );
      log.info({ shards: range }, 'shard leases: given back');
    },
  };
}

/**
 * A small pool of the machine's own for its leases (and the fleet's job counts on /metrics), once the
 * database is migrated: the sharding manager holds leases before any bot process opens the store.
 * A database still coming up is retried for a while, as a bot process does.
 */
export async function openFleetPool(url: string, log: Logger, retryMs = scaled(30_000)): Promise<pg.Pool> {
  const { migrate } = await import('../store/migrations.ts');
  const { isUnavailable } = await import('../store/errors.ts');
  const deadline = Date.now() + retryMs;
  for (let attempt = 1; ; attempt++) {
    try {
      const applied = await migrate(url);
      if (applied.length) log.info({ applied }, 'store: migrations applied');
      break;
    } catch (error) {
      if (!isUnavailable(error) || Date.now() >= deadline) throw error;
      log.warn({ attempt, err: error }, 'store: database not reachable yet, retrying');
      await sleep(Math.min(2_000, 250 * attempt));
    }
  }
  const pool = new pg.Pool({ connectionString: url, max: 2, connectionTimeoutMillis: 5_000, query_timeout: 5_000 });
  pool.on('error', (err) => log.warn({ err }, 'fleet: idle database connection lost'));
  return pool;
}
