// Entry point: `npm start` (node dist/src/main.js, compiled by `npm run build`; `npm run dev`: tsx
// src/main.ts). Reads .env, checks the configuration, runs the bot until SIGTERM/SIGINT, then stops
// gracefully. One process by default; with SHARD_COUNT it is either one process running those
// shards or discord.js's ShardingManager spawning this file once per group of SHARDS_PER_PROCESS
// shards (src/runtime/sharding.ts); with SHARD_RANGE, only this machine's part of the shards, leased
// in Postgres first (src/runtime/shard-lease.ts). AZUL_ROLE=worker: one process, no gateway
// (src/runtime/bot.ts).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import type * as BotModule from './runtime/bot.ts';
import type * as HealthModule from './runtime/health.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { exitProcess } from './hard-deadline.ts';
import { signalGate } from './shutdown.ts';
import type { ShardLeases } from './runtime/shard-lease.ts';
import type { ShardPlan } from './runtime/sharding.ts';
import type pg from 'pg';

/** A sharded machine's leases on its shards, and the pool they are renewed through. */
interface Held {
  leases: ShardLeases;
  pool: pg.Pool;
}

// dotenv only when there is a .env file (where dotenv looks: the working directory): a container
// configured by its environment does not load it (~8 ms of a start of ~360 ms).
if (existsSync('.env')) (await import('dotenv')).default.config({ quiet: true });

async function main(): Promise<number> {
  let config;
  try {
    config = loadConfig(process.env, ['token']);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`azul-bot: ${error.message}`);
      if (!process.env.DISCORD_TOKEN)
        console.error('\nNo token yet? Try the bot locally first, no Discord account needed: npm run play');
      return 1;
    }
    throw error;
  }
  // Loaded after the check so that a missing token fails fast, before Prisma and canvas load; the
  // ShardingManager's process never loads them (it only spawns and watches the bot processes).
  // All at once: their files are read side by side (the bot's modules are what a bot process needs;
  // the ShardingManager's process, which does not, loads them for nothing but a few ms).
  const [{ createLogger }, sharding] = await Promise.all([
    import('./logger.ts'),
    import('./runtime/sharding.ts'),
    botModules(),
  ]);
  const log = createLogger(config.logLevel, { secrets: config });
  process.on('unhandledRejection', (reason) => log.error({ err: reason }, 'unhandled rejection'));

  // A child of the ShardingManager: its shards and pool share come from the manager.
  const child = sharding.childAssignment(process.env);
  if (child) return runBot(config, log.child({ slot: child.slot }), child.poolSize, child, true);
  // discord.js's Client takes SHARD_COUNT and SHARDS from the environment as its ShardingManager's word
  // to a child. Ours is read (config.shardCount) and the bot passes its shards explicitly: left there, an
  // empty SHARD_COUNT= line (.env.example's) made every client's shard count 0, and SHARD_COUNT=auto NaN.
  delete process.env.SHARD_COUNT;
  delete process.env.SHARDS;
  // A worker holds no shards: SHARD_COUNT, shared by the fleet's settings, is not its business.
  if (config.shardCount === undefined || config.role === 'worker')
    return runBot(config, log, config.databasePoolTotal, undefined, false);

  let total: number;
  try {
    total = config.shardCount === 'auto' ? await sharding.recommendedShardCount(config) : config.shardCount;
  } catch (error) {
    log.fatal({ err: error }, 'SHARD_COUNT=auto: could not ask Discord for the recommended shard count');
    return 1;
  }
  const { machineRange, shardIds } = await import('./runtime/shard-range.ts');
  let range;
  try {
    range = machineRange(config, total);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`azul-bot: ${error.message}`);
    return 1;
  }
  const plan = sharding.planShards(total, config.shardsPerProcess, config.databasePoolTotal, range);
  const held = await leaseShards(config, shardIds(range), total, log);
  if (!held) return 1;
  if (plan.processes === 1) {
    return runBot(
      config,
      log,
      plan.poolSize,
      { shards: sharding.shardsOfProcess(plan, 0), shardCount: total },
      false,
      held,
    );
  }
  return runManager({ ...config, shardCount: total }, log, plan, held);
}

/** Leases this machine's shards before any of them connects; undefined (said on stderr) when refused. */
async function leaseShards(config: Config, shards: number[], total: number, log: Logger): Promise<Held | undefined> {
  const { holdShardLeases, openFleetPool, ShardLeaseRefused } = await import('./runtime/shard-lease.ts');
  let pool: pg.Pool | undefined;
  try {
    pool = await openFleetPool(config.databaseUrl!, log);
    return { pool, leases: await holdShardLeases(pool, shards, total, log) };
  } catch (error) {
    await pool?.end().catch(() => undefined);
    if (error instanceof ShardLeaseRefused) {
      log.fatal({ err: error }, 'shard leases refused');
      console.error(`azul-bot: ${error.message}`);
      return undefined;
    }
    log.fatal({ err: error }, 'could not lease the shards');
    const { explainStartFailure } = await import('./startup-failure.ts');
    console.error(`azul-bot: ${explainStartFailure(error, config)}`);
    return undefined;
  }
}

/** Leases lost (another machine took a shard, or they could not be renewed): stop the shards now, exit 1. */
function onLeasesLost(held: Held | undefined, log: Logger, stopNow: () => Promise<void>): void {
  void held?.leases.lost.then(async (why) => {
    log.fatal({ why }, 'stopping at once: this machine no longer holds its shards');
    await Promise.race([stopNow().catch(() => undefined), new Promise((r) => setTimeout(r, 3_000))]);
    exitProcess(1);
  });
}

/** After a graceful stop: the shards back to the fleet at once, the lease pool closed. */
async function giveBack(held: Held | undefined): Promise<void> {
  await held?.leases.release();
  await held?.pool.end().catch(() => undefined);
}

let loadingBot: Promise<[typeof BotModule, typeof HealthModule]> | undefined;
/** The modules of a bot process, loaded once. */
const botModules = () => (loadingBot ??= Promise.all([import('./runtime/bot.ts'), import('./runtime/health.ts')]));

/** One bot process: unsharded, some shards of its own, or a ShardingManager child (reports to its parent). */
async function runBot(
  config: Config,
  log: Logger,
  poolSize: number,
  shards: { shards: number[]; shardCount: number } | undefined,
  reportToParent: boolean,
  held?: Held,
): Promise<number> {
  const [{ startBot, STOP_DEADLINE_MS }, health] = await botModules();
  // Signals count from here, while the bot starts too: a SIGTERM then stops it once it is up.
  const gate = signalGate(log, STOP_DEADLINE_MS);
  let bot: Awaited<ReturnType<typeof startBot>> | null;
  const slot = reportToParent ? (shards as { slot?: number } | undefined)?.slot : undefined;
  try {
    bot = await Promise.race([
      startBot(config, log, { poolSize }, shards, {
        processLabel: slot !== undefined ? `slot-${slot}` : config.role,
        fleetMetrics: !reportToParent,
      }),
      gate.done.then(() => null),
    ]);
  } catch (error) {
    await giveBack(held);
    log.fatal({ err: error }, 'could not start the bot');
    const { explainStartFailure, sayOnStderr } = await import('./startup-failure.ts');
    sayOnStderr(`azul-bot: ${explainStartFailure(error, config)}`);
    return 1;
  }
  if (!bot) {
    await giveBack(held);
    return gate.done;
  }
  const running = bot;
  onLeasesLost(held, log, () => running.stop());
  const readiness = async () =>
    health.readiness(health.shardHealth(running.clients), await health.databaseReachable(running.store), undefined, {
      role: config.role,
      unserved: running.unserved(),
    });
  let report: NodeJS.Timeout | undefined;
  const onParentMessage = (message: unknown) => {
    // The manager asks for this process's metrics to serve them with the others' (src/runtime/sharding.ts).
    const ask = (message as { azulMetrics?: unknown } | null)?.azulMetrics;
    if (typeof ask !== 'number') return;
    void running.metrics.json().then(
      (metrics) => process.send?.({ azulMetricsReply: ask, metrics }),
      () => undefined,
    );
  };
  if (reportToParent && process.send) {
    const send = () =>
      void readiness().then(
        (r) => process.send?.({ azulStatus: { shards: r.shards, database: r.database, unserved: r.unserved } }),
        () => undefined,
      );
    send();
    report = setInterval(send, 2_000);
    report.unref();
    process.on('message', onParentMessage);
  }
  const server =
    config.healthPort !== undefined && !reportToParent
      ? await health.startHealthServer(config.healthPort, config.healthHost, {
          readiness,
          metrics: () => running.metrics.text(),
        })
      : undefined;
  if (server) log.info({ port: server.port, host: config.healthHost }, 'health endpoints: /healthz /readyz /metrics');
  return gate.arm(async () => {
    clearInterval(report);
    process.off('message', onParentMessage);
    await server?.close();
    await running.stop();
    await giveBack(held);
  });
}

/** The ShardingManager's process: spawns the bot processes, serves health for all of them, stops them on a signal. */
/** How long a bot process may take to stop (its own deadline, STOP_DEADLINE_MS in bot.ts, is 10 s). */
const CHILD_STOP_MS = 12_000;

async function runManager(config: Config, log: Logger, plan: ShardPlan, held: Held): Promise<number> {
  const sharding = await import('./runtime/sharding.ts');
  const health = await import('./runtime/health.ts');
  const metrics = await import('./runtime/metrics.ts');
  let running: Awaited<ReturnType<typeof sharding.createShardingManager>>;
  try {
    running = await sharding.createShardingManager(config, plan, fileURLToPath(import.meta.url), log);
  } catch (error) {
    log.fatal({ err: error }, 'could not set up the bot processes');
    await giveBack(held);
    return 1;
  }
  const readiness = async () => {
    const reports = [...running.statuses.values()];
    const unserved = new Map(reports.flatMap((r) => r.unserved ?? []).map((u) => [u.kind, u]));
    return health.readiness(
      reports.flatMap((r) => r.shards).sort((a, b) => a.id - b.id),
      reports.length === running.plan.processes && reports.every((r) => r.database),
      running.plan.lastShard - running.plan.firstShard + 1,
      { role: config.role, unserved: [...unserved.values()] },
    );
  };
  // The manager's own memory and the fleet's jobs (through the lease pool), with every bot process's metrics.
  const own = new metrics.BotMetrics('manager', { fleet: held.pool });
  const server =
    config.healthPort !== undefined
      ? await health.startHealthServer(config.healthPort, config.healthHost, {
          readiness,
          metrics: async () => metrics.aggregatedText(own, await running.childMetrics(1_000)),
        })
      : undefined;
  if (server) log.info({ port: server.port, host: config.healthHost }, 'health endpoints: /healthz /readyz /metrics');
  // Signals count from here: a SIGTERM while the processes are still being spawned stops them all.
  let stopping = false;
  const finished = signalGate(log, CHILD_STOP_MS + 2_000).arm(async () => {
    stopping = true;
    await server?.close();
    await running.stop(CHILD_STOP_MS);
    await giveBack(held);
  });
  onLeasesLost(held, log, async () => {
    stopping = true;
    await running.stop(1_500);
  });
  // SIGHUP: a rolling restart (after a deploy), one process at a time; ignored until all are up.
  let spawned = false;
  let restarting: Promise<void> | null = null;
  process.on('SIGHUP', () => {
    if (stopping || !spawned) return log.warn('SIGHUP ignored: the bot processes are starting or stopping');
    restarting ??= running
      .restartEach()
      .catch((error: unknown) => log.error({ err: error }, 'rolling restart failed'))
      .finally(() => (restarting = null));
  });
  try {
    await running.spawn();
  } catch (error) {
    if (stopping) return finished;
    log.fatal({ err: error }, 'could not start the bot processes');
    await running.stop(CHILD_STOP_MS);
    await server?.close();
    await giveBack(held);
    return 1;
  }
  log.info({ ...running.plan }, 'every bot process is up');
  spawned = true;
  return finished;
}

main().then(
  (code) => exitProcess(code),
  (error: unknown) => {
    console.error('azul-bot: failed to start:', error);
    exitProcess(1);
  },
);
