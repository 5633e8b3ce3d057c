// Entry point: `npm start` (node dist/src/main.js, compiled by `npm run build`; `npm run dev`: tsx
// src/main.ts). Reads .env, checks the configuration, runs the bot until SIGTERM/SIGINT, then stops
// gracefully. One process by default; with SHARD_COUNT it is either one process running those
// shards or discord.js's ShardingManager spawning this file once per group of SHARDS_PER_PROCESS
// shards (src/runtime/sharding.ts).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import type * as BotModule from './runtime/bot.ts';
import type * as HealthModule from './runtime/health.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { exitProcess } from './hard-deadline.ts';
import { signalGate } from './shutdown.ts';

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
  if (config.shardCount === undefined) return runBot(config, log, config.databasePoolTotal, undefined, false);

  let total: number;
  try {
    total = config.shardCount === 'auto' ? await sharding.recommendedShardCount(config) : config.shardCount;
  } catch (error) {
    log.fatal({ err: error }, 'SHARD_COUNT=auto: could not ask Discord for the recommended shard count');
    return 1;
  }
  const plan = sharding.planShards(total, config.shardsPerProcess, config.databasePoolTotal);
  if (plan.processes === 1) {
    return runBot(config, log, plan.poolSize, { shards: sharding.shardsOfProcess(plan, 0), shardCount: total }, false);
  }
  return runManager({ ...config, shardCount: total }, log);
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
): Promise<number> {
  const [{ startBot, STOP_DEADLINE_MS }, health] = await botModules();
  // Signals count from here, while the bot starts too: a SIGTERM then stops it once it is up.
  const gate = signalGate(log, STOP_DEADLINE_MS);
  let bot: Awaited<ReturnType<typeof startBot>> | null;
  try {
    bot = await Promise.race([startBot(config, log, { poolSize }, shards), gate.done.then(() => null)]);
  } catch (error) {
    log.fatal({ err: error }, 'could not start the bot');
    const { explainStartFailure, sayOnStderr } = await import('./startup-failure.ts');
    sayOnStderr(`azul-bot: ${explainStartFailure(error, config)}`);
    return 1;
  }
  if (!bot) return gate.done;
  const running = bot;
  const readiness = async () =>
    health.readiness(health.shardHealth(running.clients), await health.databaseReachable(running.store));
  let report: NodeJS.Timeout | undefined;
  if (reportToParent && process.send) {
    const send = () =>
      void readiness().then(
        (r) => process.send?.({ azulStatus: { shards: r.shards, database: r.database } }),
        () => undefined,
      );
    send();
    report = setInterval(send, 2_000);
    report.unref();
  }
  const server =
    config.healthPort !== undefined && !reportToParent
      ? await health.startHealthServer(config.healthPort, config.healthHost, { readiness })
      : undefined;
  if (server) log.info({ port: server.port, host: config.healthHost }, 'health endpoints: /healthz /readyz');
  return gate.arm(async () => {
    clearInterval(report);
    await server?.close();
    await running.stop();
  });
}

/** The ShardingManager's process: spawns the bot processes, serves health for all of them, stops them on a signal. */
/** How long a bot process may take to stop (its own deadline, STOP_DEADLINE_MS in bot.ts, is 10 s). */
const CHILD_STOP_MS = 12_000;

async function runManager(config: Config, log: Logger): Promise<number> {
  const sharding = await import('./runtime/sharding.ts');
  const health = await import('./runtime/health.ts');
  let running: Awaited<ReturnType<typeof sharding.createShardingManager>>;
  try {
    running = await sharding.createShardingManager(config, fileURLToPath(import.meta.url), log);
  } catch (error) {
    log.fatal({ err: error }, 'could not set up the bot processes');
    return 1;
  }
  const readiness = async () => {
    const reports = [...running.statuses.values()];
    return health.readiness(
      reports.flatMap((r) => r.shards).sort((a, b) => a.id - b.id),
      reports.length === running.plan.processes && reports.every((r) => r.database),
      running.plan.totalShards,
    );
  };
  const server =
    config.healthPort !== undefined
      ? await health.startHealthServer(config.healthPort, config.healthHost, { readiness })
      : undefined;
  if (server) log.info({ port: server.port, host: config.healthHost }, 'health endpoints: /healthz /readyz');
  // Signals count from here: a SIGTERM while the processes are still being spawned stops them all.
  let stopping = false;
  const finished = signalGate(log, CHILD_STOP_MS + 2_000).arm(async () => {
    stopping = true;
    await server?.close();
    await running.stop(CHILD_STOP_MS);
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
