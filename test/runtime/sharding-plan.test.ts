// How shards are spread over processes and database connections, and how readiness is judged.
import { describe, expect, it } from 'vitest';
import { childAssignment, planShards, shardsOfProcess } from '../../src/runtime/sharding.ts';
import { readiness } from '../../src/runtime/health.ts';

describe('shard plan', () => {
  it('groups consecutive shards per process and shares the pool budget evenly', () => {
    const plan = planShards(5, 2, 20);
    expect(plan).toEqual({ totalShards: 5, shardsPerProcess: 2, processes: 3, poolSize: 6 });
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
});

describe('readiness', () => {
  it('is ready only with every shard ready and the database answering, and says why not', () => {
    const up = { id: 0, ready: true, status: 'Ready' };
    const down = { id: 1, ready: false, status: 'Reconnecting' };
    expect(readiness([up], true)).toEqual({ ready: true, shards: [up], database: true, problems: [] });
    expect(readiness([up, down], false).problems).toEqual(['shard 1 is Reconnecting', 'the database does not answer']);
    expect(readiness([up], true, 2)).toMatchObject({ ready: false, problems: ['1 shard(s) not reported yet'] });
  });
});
