// Every bot process on Postgres says it is alive, with its role and shards (a heartbeat row in
// bot_processes), and a gateway or a worker looks at the others: a job kind whose role no live process
// runs (src/runtime/job-lanes.ts: bot moves and reviews need a worker) would wait forever in silence.
// It is logged once when it starts and once when it ends, and shown on /readyz and /metrics.
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { scaled } from '../clock.ts';
import type { Role } from '../config.ts';
import { forgetProcess, heartbeat, jobCounts, liveRoles, type FleetPool } from '../store/fleet.ts';
import { JOB_KINDS, JOB_ROLES, served, type BotJobKind } from './job-lanes.ts';
import type { UnservedKind } from './metrics.ts';

/** How often a process renews its row (scaled by AZUL_CLOCK_SCALE, at least 100 ms). */
export const HEARTBEAT_MS = 10_000;
/** The first heartbeat waits this long after the start (at most one interval). */
const FIRST_BEAT_MS = 2_000;
/** A process not seen for this many heartbeats counts as gone. */
const ALIVE_HEARTBEATS = 3;

export interface FleetWatch {
  /** This process's id in bot_processes. */
  id: string;
  /** The job kinds no live process runs now (empty for a process of role `all`, which runs every kind). */
  unserved(): UnservedKind[];
  /** Stops the heartbeat and takes this process off the list. */
  stop(): Promise<void>;
}

/** The job kinds whose role is run by none of `roles`; `waiting`: their jobs not done (0 when none). */
export function unservedKinds(roles: Iterable<string>, waiting: Map<string, number>): UnservedKind[] {
  const live = [...roles];
  return JOB_KINDS.filter((kind) => !served(kind, live)).map((kind: BotJobKind) => ({
    kind,
    role: JOB_ROLES[kind],
    waiting: waiting.get(kind) ?? 0,
  }));
}

export function watchFleet(
  pool: FleetPool,
  me: { role: Role; shards: number[] },
  log: Logger,
  intervalMs = Math.max(100, scaled(HEARTBEAT_MS)),
): FleetWatch {
  const id = `${hostname()}/${process.pid}/${randomBytes(3).toString('hex')}`;
  const started = Date.now();
  const aliveMs = intervalMs * ALIVE_HEARTBEATS;
  let current: UnservedKind[] = [];
  const reported = new Set<string>();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let beating: Promise<void> = Promise.resolve();
  const beat = () => (beating = beatOnce());
  const beatOnce = async () => {
    try {
      await heartbeat(pool, { id, role: me.role, host: hostname(), pid: process.pid, shards: me.shards });
      // A process of role `all` runs every kind: nothing it could miss. The others wait a few heartbeats
      // after their start, so a fleet starting up is not reported while its processes come up one by one.
      if (me.role === 'all' || Date.now() - started < aliveMs) return;
      const roles = await liveRoles(pool, aliveMs);
      const missing = unservedKinds(roles.keys(), new Map());
      if (missing.length > 0) {
        const counts = await jobCounts(pool);
        const waiting = new Map(counts.map((c) => [c.kind, c.queued + c.retrying + c.running]));
        current = unservedKinds(roles.keys(), waiting);
      } else {
        current = [];
      }
      for (const u of current) {
        if (reported.has(u.kind)) continue;
        reported.add(u.kind);
        log.error(
          { kind: u.kind, role: u.role, waiting: u.waiting, roles: Object.fromEntries(roles), process: id },
          `jobs: no live process has role ${u.role}: ${u.kind} jobs wait until one starts (AZUL_ROLE=${u.role} or all)`,
        );
      }
      for (const kind of [...reported]) {
        if (current.some((u) => u.kind === kind)) continue;
        reported.delete(kind);
        log.info({ kind, process: id }, `jobs: ${kind} jobs are run again (a process of their role is up)`);
      }
    } catch (error) {
      log.warn({ err: error }, 'fleet: heartbeat failed');
    } finally {
      if (!stopped) {
        timer = setTimeout(() => void beat(), intervalMs);
        timer.unref();
      }
    }
  };
  // The first beat a little after the start: the start's first clicks go first on the pool.
  timer = setTimeout(() => void beat(), Math.min(intervalMs, FIRST_BEAT_MS));
  timer.unref();
  return {
    id,
    unserved: () => current,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      // A heartbeat still in flight would write the row again after it is forgotten.
      await beating;
      await forgetProcess(pool, id).catch(() => undefined);
    },
  };
}
