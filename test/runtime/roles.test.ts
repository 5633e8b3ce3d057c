// Which process runs which job kind (AZUL_ROLE), and which shards a machine of a StatefulSet runs.
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config.ts';
import { JOB_KINDS, JOB_ROLES, kindsOfRole, lanesOfRole, served } from '../../src/runtime/job-lanes.ts';
import { unservedKinds } from '../../src/runtime/fleet-watch.ts';
import { machineRange, podOrdinal, rangeOfOrdinal, shardIds } from '../../src/runtime/shard-range.ts';

describe('job kinds by role', () => {
  it('runs the CPU jobs on workers and the rest on gateways; `all` runs every kind', () => {
    expect(kindsOfRole('worker').sort()).toEqual(['ai-turn', 'puzzle-find', 'review-game', 'turn-clock']);
    expect(kindsOfRole('gateway').sort()).toEqual([
      'present',
      'puzzle-post',
      'rate-game',
      'retire-turn',
      'season-end',
      'tournament-advance',
      'tournament-post',
      'tournament-start',
      'turn-reminder',
    ]);
    expect(kindsOfRole('all').sort()).toEqual([...JOB_KINDS].sort());
    // Every kind has exactly one of the two roles.
    for (const kind of JOB_KINDS) expect(['gateway', 'worker']).toContain(JOB_ROLES[kind]);
  });

  it('gives each role lanes that claim only its kinds, the long work in a lane of its own', () => {
    const claims = (role: 'gateway' | 'worker') => {
      const { lanes, background } = lanesOfRole(role);
      expect(lanes.length).toBeGreaterThan(0);
      const kinds = new Set<string>(background);
      for (const lane of lanes) {
        // `only` lists: a kind of the other role (no handler wanted here) is never claimed.
        expect('only' in lane).toBe(true);
        if ('only' in lane) lane.only.forEach((k) => kinds.add(k));
      }
      return [...kinds].sort();
    };
    expect(claims('worker')).toEqual(kindsOfRole('worker').sort());
    expect(claims('gateway')).toEqual(kindsOfRole('gateway').sort());
    expect(lanesOfRole('worker').background).toEqual(['review-game', 'puzzle-find']);
    expect(lanesOfRole('gateway').background).toEqual([]);
    // One process doing everything keeps today's lanes.
    expect(lanesOfRole('all').lanes).toHaveLength(4);
  });

  it('says which kinds no live role runs', () => {
    expect(served('ai-turn', ['gateway'])).toBe(false);
    expect(served('ai-turn', ['gateway', 'all'])).toBe(true);
    expect(served('present', ['worker', 'gateway'])).toBe(true);
    expect(unservedKinds(['gateway'], new Map([['ai-turn', 2]]))).toEqual([
      { kind: 'ai-turn', role: 'worker', waiting: 2 },
      { kind: 'puzzle-find', role: 'worker', waiting: 0 },
      { kind: 'review-game', role: 'worker', waiting: 0 },
      { kind: 'turn-clock', role: 'worker', waiting: 0 },
    ]);
    expect(unservedKinds(['worker'], new Map()).map((u) => u.kind)).toEqual([
      'present',
      'puzzle-post',
      'rate-game',
      'retire-turn',
      'season-end',
      'tournament-advance',
      'tournament-post',
      'tournament-start',
      'turn-reminder',
    ]);
    expect(unservedKinds(['worker', 'gateway'], new Map())).toEqual([]);
    expect(unservedKinds(['all'], new Map())).toEqual([]);
  });
});

describe("a machine's shards", () => {
  it('takes the pod ordinal from a StatefulSet hostname', () => {
    expect(podOrdinal('azul-gateway-0')).toBe(0);
    expect(podOrdinal('azul-gateway-12.azul-gateway.default.svc')).toBe(12);
    expect(podOrdinal('laptop')).toBeUndefined();
  });

  it('gives ordinal n the n-th block of SHARDS_PER_MACHINE shards, the last block shorter', () => {
    expect(rangeOfOrdinal(0, 4, 10)).toEqual({ first: 0, last: 3 });
    expect(rangeOfOrdinal(2, 4, 10)).toEqual({ first: 8, last: 9 });
    expect(rangeOfOrdinal(3, 4, 10)).toBeUndefined();
    expect(shardIds({ first: 8, last: 9 })).toEqual([8, 9]);
  });

  it('resolves SHARD_RANGE: given, every shard, or auto from the hostname; explains what it cannot use', () => {
    expect(machineRange({}, 4)).toEqual({ first: 0, last: 3 });
    expect(machineRange({ shardRange: { first: 2, last: 3 } }, 4)).toEqual({ first: 2, last: 3 });
    expect(machineRange({ shardRange: 'auto', shardsPerMachine: 2 }, 4, 'azul-gateway-1')).toEqual({
      first: 2,
      last: 3,
    });
    expect(() => machineRange({ shardRange: 'auto', shardsPerMachine: 2 }, 4, 'laptop')).toThrow(ConfigError);
    expect(() => machineRange({ shardRange: 'auto', shardsPerMachine: 2 }, 4, 'laptop')).toThrow(
      /does not end in -<number>: set SHARD_RANGE=first-last/,
    );
    expect(() => machineRange({ shardRange: 'auto', shardsPerMachine: 2 }, 4, 'azul-gateway-2')).toThrow(
      /pod ordinal 2 × SHARDS_PER_MACHINE=2 is past the last of 4 shards: run at most 2 replicas/,
    );
  });
});
