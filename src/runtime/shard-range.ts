// Which shards this machine runs: all of SHARD_COUNT, SHARD_RANGE=first-last, or SHARD_RANGE=auto, where
// a Kubernetes StatefulSet's pod ordinal (its hostname is <name>-<ordinal>) picks the ordinal-th block of
// SHARDS_PER_MACHINE shards. The shard leases (src/runtime/shard-lease.ts) then make sure no other machine
// runs them.
import { hostname } from 'node:os';
import { ConfigError, type Config, type ShardRange } from '../config.ts';

/** The ordinal at the end of a StatefulSet pod's hostname (`azul-gateway-2` → 2); undefined if none. */
export function podOrdinal(host: string): number | undefined {
  const m = /-(\d{1,5})$/.exec(host.split('.')[0]!);
  return m ? Number(m[1]) : undefined;
}

/** The ordinal-th block of `perMachine` shards out of `count` (the last block may hold fewer). */
export function rangeOfOrdinal(ordinal: number, perMachine: number, count: number): ShardRange | undefined {
  const first = ordinal * perMachine;
  if (first >= count) return undefined;
  return { first, last: Math.min(count, first + perMachine) - 1 };
}

/** The shard ids of a range, in order. */
export function shardIds(range: ShardRange): number[] {
  return Array.from({ length: range.last - range.first + 1 }, (_, i) => range.first + i);
}

/** `first-last` (or one number when they are equal), as SHARD_RANGE is written. */
export function formatRange(range: ShardRange): string {
  return range.first === range.last ? String(range.first) : `${range.first}-${range.last}`;
}

/**
 * This machine's range out of `total` shards: SHARD_RANGE as given, derived from the pod ordinal for
 * `auto`, or every shard. Throws ConfigError when `auto` finds no ordinal or one past the last shard.
 */
export function machineRange(
  config: Pick<Config, 'shardRange' | 'shardsPerMachine'>,
  total: number,
  host: string = hostname(),
): ShardRange {
  const range = config.shardRange;
  if (range === undefined) return { first: 0, last: total - 1 };
  if (range !== 'auto') return range;
  const ordinal = podOrdinal(host);
  if (ordinal === undefined)
    throw new ConfigError(
      `SHARD_RANGE=auto takes the machine's number from the end of its hostname (a StatefulSet's pod is ` +
        `<name>-0, <name>-1, ...), but the hostname "${host}" does not end in -<number>: set SHARD_RANGE=first-last.`,
    );
  const per = config.shardsPerMachine!;
  const derived = rangeOfOrdinal(ordinal, per, total);
  if (!derived)
    throw new ConfigError(
      `SHARD_RANGE=auto: pod ordinal ${ordinal} × SHARDS_PER_MACHINE=${per} is past the last of ${total} shards: ` +
        `run at most ${Math.ceil(total / per)} replicas, or raise SHARD_COUNT.`,
    );
  return derived;
}
