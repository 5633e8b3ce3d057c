// Shard leases on a real Postgres: two machines never hold the same shard; an overlapping range is
// refused while its holder lives; a dead holder's lease expires and a replacement takes it over; a
// fleet of another SHARD_COUNT is refused; a holder that loses a shard or the database says so
// before its lease could run out.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logger.ts';
import { acquireShards, shardLeases, type FleetPool } from '../../src/store/fleet.ts';
import { holdShardLeases, openFleetPool, ShardLeaseRefused } from '../../src/runtime/shard-lease.ts';
import { createServerDatabase, hasServer, serverOnly, type ServerDatabase } from '../setup/databases.ts';

const TTL = 600;
const log = createLogger('silent');

describe.skipIf(!hasServer())(serverOnly('shard leases'), () => {
  let db: ServerDatabase;
  let pool: pg.Pool;
  beforeAll(async () => {
    db = await createServerDatabase('shard_lease');
    pool = await openFleetPool(db.url, log);
  });
  afterAll(async () => {
    await pool?.end();
    await db?.drop();
  });
  const clear = () => pool.query('DELETE FROM "shard_leases"');

  it('leases a range; an overlapping range is refused once the holder renews, a disjoint one is not', async () => {
    await clear();
    const a = await holdShardLeases(pool, [0, 1], 4, log, { ttlMs: TTL, owner: 'machine-a' });
    const started = Date.now();
    const refused = await holdShardLeases(pool, [1, 2], 4, log, { ttlMs: TTL, owner: 'machine-c' }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ShardLeaseRefused);
    expect(String(refused)).toMatch(/Shards 1-2 of 4 overlap shards another machine runs: shard 1 by .*SHARD_RANGE/);
    // Refused as soon as the holder's renewal shows it is alive: about a third of a lease.
    expect(Date.now() - started).toBeLessThan(TTL * 1.5);
    const b = await holdShardLeases(pool, [2, 3], 4, log, { ttlMs: TTL, owner: 'machine-b' });
    const rows = await shardLeases(pool);
    expect(rows.map((r) => [r.shard, r.owner])).toEqual([
      [0, 'machine-a'],
      [1, 'machine-a'],
      [2, 'machine-b'],
      [3, 'machine-b'],
    ]);
    // Renewed while held: still live after two lease lengths.
    await new Promise((r) => setTimeout(r, TTL * 2));
    expect((await shardLeases(pool)).every((r) => r.expiresAt.getTime() > Date.now())).toBe(true);
    await a.release();
    await b.release();
    expect(await shardLeases(pool)).toEqual([]);
  });

  it('takes over the lease of a dead machine once it expires, and not before', async () => {
    await clear();
    // A machine that leased shards 2-3 and died: nobody renews its lease.
    const dead = { owner: 'dead-machine', host: 'gone', pid: 1 };
    expect(await acquireShards(pool, dead, [2, 3], 4, TTL)).toEqual({ ok: true });
    const expiry = Math.max(...(await shardLeases(pool)).map((r) => r.expiresAt.getTime()));
    const replacement = await holdShardLeases(pool, [2, 3], 4, log, { ttlMs: TTL, owner: 'replacement' });
    // Compared with the database's own clock: the lease was taken after the dead one's expiry.
    const { rows } = await pool.query<{ now: Date }>('SELECT now() AS now');
    expect(rows[0]!.now.getTime()).toBeGreaterThanOrEqual(expiry);
    expect((await shardLeases(pool)).map((r) => r.owner)).toEqual(['replacement', 'replacement']);
    await replacement.release();
  });

  it('a released range is free at once', async () => {
    await clear();
    const first = await holdShardLeases(pool, [0, 1, 2, 3], 4, log, { ttlMs: 60_000, owner: 'first' });
    await first.release();
    const started = Date.now();
    const second = await holdShardLeases(pool, [0, 1, 2, 3], 4, log, { ttlMs: 60_000, owner: 'second' });
    expect(Date.now() - started).toBeLessThan(1_000);
    await second.release();
  });

  it('refuses a machine whose SHARD_COUNT differs from the live fleet', async () => {
    await clear();
    const fleet = await holdShardLeases(pool, [0, 1], 4, log, { ttlMs: TTL, owner: 'fleet-of-4' });
    const refused = await holdShardLeases(pool, [4, 5], 8, log, { ttlMs: TTL, owner: 'of-8' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ShardLeaseRefused);
    expect(String(refused)).toMatch(/runs SHARD_COUNT=8, but the fleet on this database runs SHARD_COUNT=4/);
    await fleet.release();
  });

  it('two machines racing for overlapping ranges: exactly one gets them, all or nothing', async () => {
    await clear();
    const holders = ['x', 'y', 'z'].map((id) => ({ owner: id, host: id, pid: 1 }));
    const results = await Promise.all(holders.map((h, i) => acquireShards(pool, h, [i, i + 1], 4, 60_000)));
    const rows = await shardLeases(pool);
    // Every shard has one owner, and an owner has all of its range or nothing.
    for (const [i, h] of holders.entries()) {
      const mine = rows.filter((r) => r.owner === h.owner).map((r) => r.shard);
      expect(mine).toEqual(results[i]!.ok ? [i, i + 1] : []);
    }
    expect(results.filter((r) => r.ok).length).toBeGreaterThanOrEqual(1);
    expect(new Set(rows.map((r) => r.shard)).size).toBe(rows.length);
  });

  it('says the leases are lost when another machine took a shard', async () => {
    await clear();
    const held = await holdShardLeases(pool, [0, 1], 4, log, { ttlMs: TTL, owner: 'victim' });
    await pool.query(`UPDATE "shard_leases" SET "owner" = 'thief' WHERE "shard" = 1`);
    const why = await Promise.race([held.lost, new Promise((r) => setTimeout(() => r('not lost'), TTL * 2))]);
    expect(why).toMatch(/shards 1 were taken over by another machine/);
    await held.release();
  });

  it('stops before its lease runs out when the database stops answering', async () => {
    await clear();
    let down = false;
    const flaky: FleetPool = {
      query: ((...args: Parameters<pg.Pool['query']>) => {
        if (down) return Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
        return (pool.query as (...a: unknown[]) => unknown)(...args);
      }) as pg.Pool['query'],
      connect: (() => pool.connect()) as pg.Pool['connect'],
    };
    const held = await holdShardLeases(flaky, [0, 1], 4, log, { ttlMs: TTL, owner: 'cut-off' });
    const expiry = Math.min(...(await shardLeases(pool)).map((r) => r.expiresAt.getTime()));
    down = true;
    const why = await held.lost;
    const lostAt = Date.now();
    expect(why).toMatch(/could not renew them/);
    // Lost (and its shards stopped) before the lease it last renewed could expire and be taken over.
    const lastExpiry = Math.max(...(await shardLeases(pool)).map((r) => r.expiresAt.getTime()));
    expect(lastExpiry).toBeGreaterThanOrEqual(expiry);
    expect(lostAt).toBeLessThan(lastExpiry);
  });
});
