// The bot's metrics in Prometheus' text format (prom-client), served on the health port as /metrics:
// what an operator watches (docs/deployment.md#metrics, docs/grafana-dashboard.json).
//
// Per process: interactions by kind and outcome, click → acknowledgement and click → table shown,
// job runs by kind and outcome and their time, the AI's searches, the database pool, the gateway's
// latency per shard, and the process's own memory and CPU (prom-client's default metrics, labelled
// with the process). Of the fleet, read from the database by the process that serves /metrics: the
// jobs waiting, running, retrying and set aside by kind, the age of the oldest due one, and the job
// kinds whose role no live process runs. A sharding manager serves the sum of its bot processes'
// metrics (they send theirs over the ShardingManager's IPC, src/runtime/sharding.ts) with its own.
import {
  AggregatorRegistry,
  Counter,
  Gauge,
  Histogram,
  Registry,
  collectDefaultMetrics,
  type MetricObjectWithValues,
  type MetricValue,
} from 'prom-client';
import type { Client } from 'discord.js';
import type pg from 'pg';
import type { InteractionOutcome, Telemetry } from '../app/index.ts';
import type { JobRunOutcome } from '../jobs/worker.ts';
import { jobCounts, type FleetPool } from '../store/fleet.ts';

/** A metric family as JSON (what a bot process sends its manager). */
export type MetricsJson = MetricObjectWithValues<MetricValue<string>>[];

/** Seconds. Clicks: Discord wants an acknowledgement within 3 s. */
const ACK_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2, 3, 5];
/** Seconds from a click to the table after it: the target is 500 ms. */
const IMAGE_BUCKETS = [0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1, 1.5, 2, 3, 5, 10];
/** Seconds of a job run, of an AI search, of a review (minutes). */
const WORK_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 120, 300, 600];

export type AiPurpose = 'move' | 'hint' | 'review-move';

/** An unserved job kind: its role runs nowhere (src/runtime/fleet-watch.ts). */
export interface UnservedKind {
  kind: string;
  role: string;
  waiting: number;
}

export interface MetricSources {
  /** The pool whose use is reported (the store's). */
  pool?: Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;
  /** The clients whose shards' gateway latency is reported. */
  clients?: () => Client[];
  /** Job kinds nobody runs now. */
  unserved?: () => UnservedKind[];
  /** Where the fleet's jobs are counted (only the process that serves /metrics: one query a scrape). */
  fleet?: FleetPool;
}

export class BotMetrics implements Telemetry {
  readonly registry = new Registry();
  private readonly interactions: Counter<'kind' | 'outcome'>;
  private readonly ack: Histogram<'kind'>;
  private readonly image: Histogram;
  private readonly jobRuns: Counter<'kind' | 'outcome'>;
  private readonly jobSeconds: Histogram<'kind'>;
  private readonly reviewSeconds: Histogram;
  private readonly aiSeconds: Histogram<'purpose'>;

  /** `process`: this process's label on the per-process metrics (e.g. `worker`, `slot-1`, `manager`). */
  constructor(process: string, sources: MetricSources = {}) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, labels: { process } });
    this.interactions = new Counter({
      name: 'azul_interactions_total',
      help: 'Interactions by kind (a click kind, or /azul <subcommand>) and outcome (answered, refused, failed, restarting, elsewhere: claimed by another process)',
      labelNames: ['kind', 'outcome'],
      registers,
    });
    this.ack = new Histogram({
      name: 'azul_click_ack_seconds',
      help: "Seconds from an interaction's creation (its snowflake) to Discord taking its acknowledgement, by kind",
      labelNames: ['kind'],
      buckets: ACK_BUCKETS,
      registers,
    });
    this.image = new Histogram({
      name: 'azul_click_image_seconds',
      help: "Seconds from a person's move (its click) to the table after it being posted",
      buckets: IMAGE_BUCKETS,
      registers,
    });
    this.jobRuns = new Counter({
      name: 'azul_job_runs_total',
      help: 'Job runs in this process by kind and outcome (done, retry: failed and to be retried, set_aside, closed, given_back)',
      labelNames: ['kind', 'outcome'],
      registers,
    });
    this.jobSeconds = new Histogram({
      name: 'azul_job_seconds',
      help: 'Seconds of a job run in this process, by kind',
      labelNames: ['kind'],
      buckets: WORK_BUCKETS,
      registers,
    });
    this.reviewSeconds = new Histogram({
      name: 'azul_review_seconds',
      help: "Seconds of a finished game's review, computed and posted (a review-game job done)",
      buckets: WORK_BUCKETS,
      registers,
    });
    this.aiSeconds = new Histogram({
      name: 'azul_ai_seconds',
      help: "Seconds of an AI request, waiting included: a bot's move, a hint, one move of a review",
      labelNames: ['purpose'],
      buckets: WORK_BUCKETS,
      registers,
    });
    const { pool, clients, unserved, fleet } = sources;
    if (pool)
      new Gauge({
        name: 'azul_db_pool_connections',
        help: "The database pool's connections: total open, idle, and requests waiting for one",
        labelNames: ['state'],
        registers,
        collect() {
          this.set({ state: 'total' }, pool.totalCount);
          this.set({ state: 'idle' }, pool.idleCount);
          this.set({ state: 'waiting' }, pool.waitingCount);
        },
      });
    if (clients)
      new Gauge({
        name: 'azul_gateway_ping_seconds',
        help: "Each shard's gateway heartbeat round trip (absent until its first heartbeat)",
        labelNames: ['shard'],
        registers,
        collect() {
          this.reset();
          for (const c of clients())
            for (const s of c.ws.shards.values()) if (s.ping >= 0) this.set({ shard: String(s.id) }, s.ping / 1000);
        },
      });
    if (unserved)
      new Gauge({
        name: 'azul_jobs_unserved',
        help: 'Job kinds whose role (gateway or worker) no live process runs: 1 per kind, with its jobs waiting',
        labelNames: ['kind', 'role'],
        aggregator: 'max',
        registers,
        collect() {
          this.reset();
          for (const u of unserved()) this.set({ kind: u.kind, role: u.role }, 1);
        },
      });
    if (fleet) fleetJobMetrics(fleet, registers);
  }

  /** The handler of Telemetry: an interaction. */
  interaction(kind: string, outcome: InteractionOutcome, ackMs: number | null): void {
    this.interactions.inc({ kind, outcome });
    if (ackMs !== null) this.ack.observe({ kind }, ackMs / 1000);
  }

  clickToImage(ms: number): void {
    this.image.observe(ms / 1000);
  }

  /** A job run's end (JobWorker's `observe`). */
  readonly jobRun = (kind: string, outcome: JobRunOutcome, ms: number): void => {
    this.jobRuns.inc({ kind, outcome });
    this.jobSeconds.observe({ kind }, ms / 1000);
    if (kind === 'review-game' && outcome === 'done') this.reviewSeconds.observe(ms / 1000);
  };

  /** Times an AI request. */
  timed<T>(purpose: AiPurpose, work: Promise<T>): Promise<T> {
    const end = this.aiSeconds.startTimer({ purpose });
    return work.finally(() => end());
  }

  /** The text Prometheus reads. */
  text(): Promise<string> {
    return this.registry.metrics();
  }

  json(): Promise<MetricsJson> {
    return this.registry.getMetricsAsJSON() as Promise<MetricsJson>;
  }
}

/** The fleet's jobs by kind and state (waiting, retrying, running, set aside) and the oldest due one's age. */
function fleetJobMetrics(fleet: FleetPool, registers: Registry[]): void {
  let reading: Promise<Awaited<ReturnType<typeof jobCounts>>> | null = null;
  // Both gauges from one query a scrape.
  const counts = () =>
    (reading ??= jobCounts(fleet).finally(() => {
      setTimeout(() => (reading = null), 500).unref();
    }));
  new Gauge({
    name: 'azul_jobs',
    help: 'Jobs not done in the whole fleet (read from the database), by kind and state: queued, retrying (after a failed attempt), running, set_aside',
    labelNames: ['kind', 'state'],
    aggregator: 'max',
    registers,
    async collect() {
      this.reset();
      for (const c of await counts().catch(() => [])) {
        this.set({ kind: c.kind, state: 'queued' }, c.queued);
        this.set({ kind: c.kind, state: 'retrying' }, c.retrying);
        this.set({ kind: c.kind, state: 'running' }, c.running);
        this.set({ kind: c.kind, state: 'set_aside' }, c.setAside);
      }
    },
  });
  new Gauge({
    name: 'azul_jobs_oldest_due_seconds',
    help: 'Seconds the oldest due job of each kind has waited to be claimed, in the whole fleet (0: none waits)',
    labelNames: ['kind'],
    aggregator: 'max',
    registers,
    async collect() {
      this.reset();
      for (const c of await counts().catch(() => [])) this.set({ kind: c.kind }, c.oldestDueSeconds);
    },
  });
}

/**
 * The manager's metrics with its bot processes': counters and histograms summed, the fleet's gauges
 * taken at their highest. Each process's own memory and CPU keep their `process` label.
 */
export async function aggregatedText(own: BotMetrics, children: MetricsJson[]): Promise<string> {
  return AggregatorRegistry.aggregate([await own.json(), ...children]).metrics();
}

export const METRICS_CONTENT_TYPE = new Registry().contentType;
