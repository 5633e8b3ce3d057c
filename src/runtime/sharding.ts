// Sharding with discord.js's own ShardingManager: the manager process spawns one child process per
// group of SHARDS_PER_PROCESS shards of this machine's range (SHARD_RANGE, default every shard) and
// respawns a child that dies. ShardingManager knows one shard per process, so it manages process slots
// (its "shards") and each child derives its real shard ids from its slot and the range; every child
// runs src/main.ts again, with its own database pool.
import { REST, Routes, ShardingManager, type RESTGetAPIGatewayBotResult, type Shard } from 'discord.js';
import type { Logger } from 'pino';
import type { Config, ShardRange } from '../config.ts';
import type { ShardAssignment } from './bot.ts';
import type { MetricsJson, UnservedKind } from './metrics.ts';

/** What the manager tells its children, next to discord.js's own SHARDS (the slot) and SHARD_COUNT (slots). */
const ENV_TOTAL_SHARDS = 'AZUL_TOTAL_SHARDS';
const ENV_SHARDS_PER_PROCESS = 'AZUL_SHARDS_PER_PROCESS';
const ENV_POOL_SIZE = 'AZUL_DATABASE_POOL_SIZE';
const ENV_FIRST_SHARD = 'AZUL_FIRST_SHARD';
const ENV_LAST_SHARD = 'AZUL_LAST_SHARD';

export interface ShardPlan {
  totalShards: number;
  /** This machine's shards: firstShard..lastShard (every shard unless SHARD_RANGE says otherwise). */
  firstShard: number;
  lastShard: number;
  shardsPerProcess: number;
  processes: number;
  /** Database connections per process: an even share of DATABASE_POOL_TOTAL. */
  poolSize: number;
}

export function planShards(
  totalShards: number,
  shardsPerProcess: number,
  poolTotal: number,
  range: ShardRange = { first: 0, last: totalShards - 1 },
): ShardPlan {
  const mine = range.last - range.first + 1;
  const perProcess = Math.min(shardsPerProcess, mine);
  const processes = Math.ceil(mine / perProcess);
  return {
    totalShards,
    firstShard: range.first,
    lastShard: range.last,
    shardsPerProcess: perProcess,
    processes,
    poolSize: Math.max(1, Math.floor(poolTotal / processes)),
  };
}

/** The shards process `index` runs: consecutive ids of the range, the last process may hold fewer. */
export function shardsOfProcess(
  plan: Pick<ShardPlan, 'totalShards' | 'shardsPerProcess'> & Partial<Pick<ShardPlan, 'firstShard' | 'lastShard'>>,
  index: number,
): number[] {
  const first = (plan.firstShard ?? 0) + index * plan.shardsPerProcess;
  const last = Math.min((plan.lastShard ?? plan.totalShards - 1) + 1, first + plan.shardsPerProcess);
  return Array.from({ length: Math.max(0, last - first) }, (_, i) => first + i);
}

/** Discord's recommended shard count (GET /gateway/bot), for SHARD_COUNT=auto. */
export async function recommendedShardCount(config: Config): Promise<number> {
  const rest = new REST(config.apiUrl ? { api: config.apiUrl } : {}).setToken(config.token!);
  const info = (await rest.get(Routes.gatewayBot())) as RESTGetAPIGatewayBotResult;
  return Math.max(1, info.shards);
}

/** Inside a child spawned by the manager: its shards and pool size; undefined in an ordinary process. */
export function childAssignment(
  env: NodeJS.ProcessEnv,
): (ShardAssignment & { poolSize: number; slot: number }) | undefined {
  if (!env.SHARDING_MANAGER || !env[ENV_TOTAL_SHARDS]) return undefined;
  const totalShards = Number(env[ENV_TOTAL_SHARDS]);
  const plan = {
    totalShards,
    shardsPerProcess: Number(env[ENV_SHARDS_PER_PROCESS] ?? 1),
    firstShard: Number(env[ENV_FIRST_SHARD] ?? 0),
    lastShard: Number(env[ENV_LAST_SHARD] ?? totalShards - 1),
  };
  const slot = Number(JSON.parse(String(env.SHARDS)));
  return {
    shards: shardsOfProcess(plan, slot),
    shardCount: plan.totalShards,
    poolSize: Number(env[ENV_POOL_SIZE] ?? 10),
    slot,
  };
}

/** Shard status a child reports to the manager (process.send), for the manager's /readyz. */
export interface ChildStatus {
  azulStatus: {
    shards: Array<{ id: number; ready: boolean; status: string }>;
    database: boolean;
    unserved?: UnservedKind[];
  };
}

/** A child's answer to `{ azulMetrics: id }`: its registry as JSON. */
interface MetricsReply {
  azulMetricsReply: number;
  metrics: MetricsJson;
}

export interface RunningManager {
  manager: ShardingManager;
  plan: ShardPlan;
  /** The latest status each process reported, by slot. */
  statuses: Map<number, ChildStatus['azulStatus']>;
  /** Spawns the processes one after another; resolves once each has a ready shard. */
  spawn(): Promise<void>;
  /** SIGTERM to every child (no respawn), waiting for each to finish its clicks and exit. */
  stop(deadlineMs: number): Promise<void>;
  /** Rolling restart: one process at a time gets SIGTERM (it finishes its clicks) and is started again. */
  restartEach(): Promise<void>;
  /**
   * Every running bot process's metrics, asked over the ShardingManager's IPC (prom-client's own
   * aggregation works with node's cluster module, not with child processes); a process that does not
   * answer within `timeoutMs` is left out.
   */
  childMetrics(timeoutMs: number): Promise<MetricsJson[]>;
}

/**
 * Sets up the manager; spawn() starts the children (one slot at a time, 5.5 s apart as discord.js
 * does, so identifies do not collide across processes).
 */
export async function createShardingManager(
  config: Config,
  plan: ShardPlan,
  entryFile: string,
  log: Logger,
): Promise<RunningManager> {
  const manager = new ShardingManager(entryFile, {
    totalShards: plan.processes,
    mode: 'process',
    respawn: true,
    token: config.token,
    // The children run TypeScript through tsx like this process does.
    execArgv: process.execArgv,
  });
  const statuses = new Map<number, ChildStatus['azulStatus']>();
  const waiting = new Map<string, (metrics: MetricsJson) => void>();
  manager.on('shardCreate', (shard: Shard) => {
    // Each child's own environment (discord.js copies this process's into it, before spawning): the
    // plan it derives its shards and pool from. This process's environment is left as it is.
    const env = shard.env as NodeJS.ProcessEnv;
    Object.assign(env, {
      [ENV_TOTAL_SHARDS]: String(plan.totalShards),
      [ENV_SHARDS_PER_PROCESS]: String(plan.shardsPerProcess),
      [ENV_POOL_SIZE]: String(plan.poolSize),
      [ENV_FIRST_SHARD]: String(plan.firstShard),
      [ENV_LAST_SHARD]: String(plan.lastShard),
    });
    // The child gets the range resolved here; discord.js sets its SHARD_COUNT to the slot count, which
    // this machine's SHARD_RANGE would not fit.
    delete env.SHARD_RANGE;
    delete env.SHARDS_PER_MACHINE;
    shard.on('spawn', (child) =>
      log.info(
        { slot: shard.id, shards: shardsOfProcess(plan, shard.id), pid: 'pid' in child ? child.pid : undefined },
        'bot process spawned',
      ),
    );
    shard.on('message', (message: unknown) => {
      if (message && typeof message === 'object' && 'azulStatus' in message)
        statuses.set(shard.id, (message as ChildStatus).azulStatus);
      if (message && typeof message === 'object' && 'azulMetricsReply' in message) {
        const reply = message as MetricsReply;
        waiting.get(`${reply.azulMetricsReply}/${shard.id}`)?.(reply.metrics);
      }
    });
    shard.on('death', () => {
      statuses.delete(shard.id);
      log.warn({ slot: shard.id }, 'bot process exited');
    });
  });
  const spawn = async () => {
    log.info({ ...plan }, 'sharding: spawning bot processes');
    await manager.spawn({ amount: plan.processes, timeout: 120_000 });
  };

  const stop = async (deadlineMs: number) => {
    const exits = [...manager.shards.values()].map(
      (shard) =>
        new Promise<void>((resolve) => {
          const child = shard.process;
          if (!child || child.exitCode !== null) return resolve();
          const timer = setTimeout(() => {
            child.kill('SIGKILL');
            resolve();
          }, deadlineMs);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          // Shard#kill removes the respawn listener and sends SIGTERM: the child stops gracefully.
          shard.kill();
        }),
    );
    await Promise.all(exits);
  };
  const restartEach = async () => {
    for (const shard of manager.shards.values()) {
      log.info({ slot: shard.id }, 'rolling restart: restarting a bot process');
      // Shard#respawn: SIGTERM (the old process drains), then a new one, resolved once it has a ready shard.
      await shard.respawn({ delay: 500, timeout: 120_000 });
    }
    log.info('rolling restart: done');
  };
  let asked = 0;
  const childMetrics = async (timeoutMs: number) => {
    const id = ++asked;
    const replies = await Promise.all(
      [...manager.shards.values()].map(
        (shard) =>
          new Promise<MetricsJson | null>((resolve) => {
            if (!shard.process || shard.process.exitCode !== null) return resolve(null);
            const key = `${id}/${shard.id}`;
            const done = (metrics: MetricsJson | null) => {
              clearTimeout(timer);
              waiting.delete(key);
              resolve(metrics);
            };
            const timer = setTimeout(() => done(null), timeoutMs);
            waiting.set(key, done);
            shard.send({ azulMetrics: id }).catch(() => done(null));
          }),
      ),
    );
    return replies.filter((r): r is MetricsJson => r !== null);
  };
  return { manager, plan, statuses, spawn, stop, restartEach, childMetrics };
}
