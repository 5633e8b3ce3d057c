// Health and readiness over HTTP (off unless HEALTH_PORT is set): /healthz says the process is alive,
// /readyz says whether every shard's gateway is ready and the database answers (200, else 503), and
// warns of job kinds that no live process runs; /metrics is Prometheus' text (src/runtime/metrics.ts).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Status, type Client } from 'discord.js';
import type { Store } from '../store/types.ts';
import type { UnservedKind } from './metrics.ts';

/**
 * Prometheus' text exposition format (prom-client's Registry#contentType, not imported: the manager loads this file
 * early).
 */
const METRICS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

export interface ShardHealth {
  id: number;
  ready: boolean;
  /** discord.js's status name: Ready, Connecting, Reconnecting, Idle, ... */
  status: string;
}

export interface Readiness {
  ready: boolean;
  shards: ShardHealth[];
  database: boolean;
  /** Why it is not ready, in words. */
  problems: string[];
  /** This process's role (AZUL_ROLE). */
  role?: string;
  /** Job kinds whose role no live process runs: they wait (not a reason to take this process out of service). */
  unserved: UnservedKind[];
  /** What an operator should see, in words, that does not make this process unready. */
  warnings: string[];
}

export interface HealthSource {
  readiness(): Promise<Readiness>;
  /** Prometheus' text format; absent: no /metrics. */
  metrics?(): Promise<string>;
}

/** Each shard of these clients, as its gateway connection stands now. */
export function shardHealth(clients: Client[]): ShardHealth[] {
  return clients.flatMap((c) =>
    [...c.ws.shards.values()].map((s) => ({
      id: s.id,
      ready: s.status === Status.Ready,
      status: Status[s.status] ?? String(s.status),
    })),
  );
}

/** Whether the database answers a cheap read (a failure other than DB_UNAVAILABLE still means it answered). */
export async function databaseReachable(store: Store): Promise<boolean> {
  try {
    const r = await store.findByChannel('0');
    return r.ok || r.error !== 'DB_UNAVAILABLE';
  } catch {
    return false;
  }
}

export function readiness(
  shards: ShardHealth[],
  database: boolean,
  expectedShards = shards.length,
  fleet: { role?: string; unserved?: UnservedKind[] } = {},
): Readiness {
  const problems: string[] = [];
  if (shards.length < expectedShards) problems.push(`${expectedShards - shards.length} shard(s) not reported yet`);
  for (const s of shards) if (!s.ready) problems.push(`shard ${s.id} is ${s.status}`);
  if (!database) problems.push('the database does not answer');
  const unserved = fleet.unserved ?? [];
  const warnings = unserved.map(
    (u) => `no live process has role ${u.role}: ${u.waiting} ${u.kind} job(s) wait until one starts`,
  );
  return {
    ready: problems.length === 0,
    ...(fleet.role ? { role: fleet.role } : {}),
    shards,
    database,
    problems,
    unserved,
    warnings,
  };
}

export interface HealthServer {
  port: number;
  close(): Promise<void>;
}

export async function startHealthServer(port: number, host: string, source: HealthSource): Promise<HealthServer> {
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const send = (status: number, body: unknown) =>
      res
        .writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
        .end(JSON.stringify(body));
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, { error: 'GET only' });
    if (path === '/healthz')
      return send(200, { alive: true, pid: process.pid, uptimeSeconds: Math.round(process.uptime()) });
    if (path === '/readyz') {
      source.readiness().then(
        (r) => send(r.ready ? 200 : 503, r),
        (error: unknown) => send(503, { ready: false, problems: [`readiness check failed: ${String(error)}`] }),
      );
      return;
    }
    if (path === '/metrics' && source.metrics) {
      source.metrics().then(
        (text) => res.writeHead(200, { 'content-type': METRICS_CONTENT_TYPE, 'cache-control': 'no-store' }).end(text),
        (error: unknown) => send(500, { error: `metrics failed: ${String(error)}` }),
      );
      return;
    }
    send(404, { error: `unknown path: try /healthz or /readyz${source.metrics ? ' or /metrics' : ''}` });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
