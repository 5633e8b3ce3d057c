// How shards are spread over processes and database connections, and how readiness is judged.
import { describe, expect, it } from 'vitest';
import { childAssignment, planShards, shardsOfProcess } from '../../src/runtime/sharding.ts';
import { readiness } from '../../src/runtime/health.ts';

describe('shard plan', () => {
  it('groups consecutive shards per process and shares the pool budget evenly', () => {
    const plan = planShards(5, 2, 20);
    expect(plan).toEqual({
      totalShards: 5,
      firstShard: 0,
      lastShard: 4,
      shardsPerProcess: 2,
      processes: 3,
      poolSize: 6,
    });
    expect([0, 1, 2].map((i) => shardsOfProcess(plan, i))).toEqual([[0, 1], [2, 3], [4]]);
    expect(planShards(4, 1, 20)).toMatchObject({ processes: 4, poolSize: 5 });
    // More shards per process than shards: one process with all of them.
    expect(planShards(2, 8, 20)).toMatchObject({ shardsPerProcess: 2, processes: 1, poolSize: 20 });
    // A budget smaller than the processes still leaves each one connection.
    expect(planShards(8, 1, 3).poolSize).toBe(1);
  });

  it("reads a ShardingManager child's slot into its real shards; an ordinary process is no child", () => {
    const env = {
      SHARDING_MANAGER: 'true',
      SHARDS: '1',
      SHARD_COUNT: '2',
      AZUL_TOTAL_SHARDS: '4',
      AZUL_SHARDS_PER_PROCESS: '2',
      AZUL_DATABASE_POOL_SIZE: '10',
    };
    expect(childAssignment(env)).toEqual({ shards: [2, 3], shardCount: 4, poolSize: 10, slot: 1 });
    expect(childAssignment({ SHARD_COUNT: '4' })).toBeUndefined();
  });

  it("plans only this machine's range (SHARD_RANGE), and its children read their shards from it", () => {
    const plan = planShards(8, 1, 20, { first: 2, last: 3 });
    expect(plan).toEqual({
      totalShards: 8,
      firstShard: 2,
      lastShard: 3,
      shardsPerProcess: 1,
      processes: 2,
      poolSize: 10,
    });
    expect([0, 1].map((i) => shardsOfProcess(plan, i))).toEqual([[2], [3]]);
    const three = planShards(8, 2, 20, { first: 3, last: 7 });
    expect([0, 1, 2].map((i) => shardsOfProcess(three, i))).toEqual([[3, 4], [5, 6], [7]]);
    const env = {
      SHARDING_MANAGER: 'true',
      SHARDS: '1',
      AZUL_TOTAL_SHARDS: '8',
      AZUL_SHARDS_PER_PROCESS: '1',
      AZUL_FIRST_SHARD: '2',
      AZUL_LAST_SHARD: '3',
      AZUL_DATABASE_POOL_SIZE: '10',
    };
    expect(childAssignment(env)).toEqual({ shards: [3], shardCount: 8, poolSize: 10, slot: 1 });
  });
});

describe('readiness', () => {
  it('is ready only with every shard ready and the database answering, and says why not', () => {
    const up = { id: 0, ready: true, status: 'Ready' };
    const down = { id: 1, ready: false, status: 'Reconnecting' };
    expect(readiness([up], true)).toEqual({
      ready: true,
      shards: [up],
      database: true,
      problems: [],
      unserved: [],
      warnings: [],
    });
    expect(readiness([up, down], false).problems).toEqual(['shard 1 is Reconnecting', 'the database does not answer']);
    expect(readiness([up], true, 2)).toMatchObject({ ready: false, problems: ['1 shard(s) not reported yet'] });
  });

  it('warns of job kinds nobody runs without making the process unready', () => {
    const r = readiness([], true, 0, { role: 'gateway', unserved: [{ kind: 'ai-turn', role: 'worker', waiting: 3 }] });
    expect(r).toMatchObject({ ready: true, role: 'gateway', problems: [] });
    expect(r.warnings).toEqual(['no live process has role worker: 3 ai-turn job(s) wait until one starts']);
  });
});
