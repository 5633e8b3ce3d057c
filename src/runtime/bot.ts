// The composition root: starts and stops the bot (store, app, AI thread, outbox worker, Discord
// clients, interaction router). The only module that joins every layer; the entry point
// (src/main.ts), the playground and the end-to-end tests all go through startBot().
import { Client, Events, GatewayIntentBits, type ClientOptions } from 'discord.js';
import { SimpleIdentifyThrottler, type IIdentifyThrottler } from '@discordjs/ws';
import type { Logger } from 'pino';
import { loadCommands } from '../../commands/index.ts';
import { AiThread } from '../ai/thread.ts';
import { Hints, Reviews, Stats, checkedHandlers, createApp, turnJobHandlers, type MovePicker } from '../app/index.ts';
import { ReviewThread } from '../review/thread.ts';
import { warmUp } from '../app/warm-up.ts';
import { JobWorker } from '../jobs/worker.ts';
import { inviteUrl, type Config } from '../config.ts';
import { createLogger } from '../logger.ts';
import { openStore } from '../store/index.ts';
import type { OpenStoreOptions, Store } from '../store/types.ts';
import { membershipCheck, onMemberRemoved } from '../discord/member-events.ts';
import { createPresenter } from '../discord/presenter/index.ts';
import { Router, type InteractionClaims } from '../discord/router.ts';

/** How long a click waits for its claim before answering anyway (a database that hangs must not cost the 3 s). */
const CLAIM_WAIT_MS = 1_000;
/** Claims are kept a little longer than an interaction can be answered (15 minutes). */
const CLAIM_KEEP_MS = 20 * 60_000;
/** SIGTERM: everything must be closed within this, whatever the database and the gateway do. */
export const STOP_DEADLINE_MS = 10_000;

/** The shards this process runs, out of `shardCount` in all (src/runtime/sharding.ts plans them). */
export interface ShardAssignment {
  shards: number[];
  shardCount: number;
}

export interface Bot {
  /** The first (or only) client: the one that posts what jobs send. */
  client: Client;
  /** One client per shard when sharded (each serves its guilds as soon as its own shard is ready). */
  clients: Client[];
  store: Store;
  log: Logger;
  /** Graceful stop: no new interactions, finish those in flight, disconnect, close the database. */
  stop(): Promise<void>;
}

export { createLogger };

/** `storeOptions` are for tests (e.g. a pre-initialized embedded database template). */
export async function startBot(
  config: Config,
  log: Logger = createLogger(config.logLevel),
  storeOptions: Partial<OpenStoreOptions> = {},
  sharding?: ShardAssignment,
): Promise<Bot> {
  if (!config.token) throw new Error('startBot needs a token (DISCORD_TOKEN)');
  // Explicit values: an empty AZUL_DATA_DIR= or DATABASE_URL= line in .env means "default", not "here".
  const store = await openStore({
    databaseUrl: config.databaseUrl ?? '',
    dataDir: config.dataDir ?? 'data',
    logger: log.child({ part: 'store' }),
    ...storeOptions,
  });
  await warmUp(store).catch((error: unknown) => log.warn({ err: error }, 'warm-up failed'));
  const app = createApp(store);
  const stats = new Stats(store.stats, store, log.child({ part: 'stats' }));
  await stats.catchUp(); // games that finished while rating failed (a crash in between)
  // The AI thinks in a worker thread: a hard move takes up to a second of CPU.
  const ai = new AiThread();
  // Game reviews analyse in a thread of their own at the lowest priority, paused while a bot moves.
  const reviewThread = new ReviewThread();
  const reviews = new Reviews(store, store.reviews, reviewThread, log.child({ part: 'reviews' }));
  const pick: MovePicker = async (state, level, seed) => (await reviewThread.hold(() => ai.chooseMove(state, { level, seed }))).action;
  const commands = await loadCommands();
  /** The clients and everything that posts through them. */
  const assemble = (withMembers: boolean) => {
    const clients = newClients(config, sharding, withMembers);
    const client = clients[0]!;
    const presenter = createPresenter(client, app, log.child({ part: 'presenter' }), reviews);
    const handlers = checkedHandlers({ ...presenter.jobs, ...turnJobHandlers(app, pick, membershipCheck(client)), 'rate-game': stats.rateJob });
    const worker = new JobWorker(store.jobs, handlers, log.child({ part: 'jobs' }), { background: ['review-game'] });
    const claims = interactionClaims(store, worker.id, log);
    const context = { app, messages: presenter.messages, log: log.child({ part: 'router' }), jobs: worker, hints: new Hints(app.play, { hint: (state, options) => reviewThread.hold(() => ai.hint(state, options)) }), stats, reviews };
    const router = new Router(commands, context, log.child({ part: 'router' }), claims);
    const memberRemoved = onMemberRemoved(app, presenter.messages, worker, log.child({ part: 'members' }));
    for (const c of clients) {
      c.on(Events.InteractionCreate, router.onInteraction);
      c.on(Events.GuildMemberRemove, (member) => void memberRemoved(member));
      c.on(Events.Error, (error) => log.error({ err: error }, 'discord client error'));
      c.on(Events.Warn, (message) => log.warn({ message }, 'discord client warning'));
      c.on(Events.ShardDisconnect, (event, shard) => log.warn({ code: event.code, shard }, 'gateway disconnected'));
      c.on(Events.ShardReady, (shard) => log.info({ shard }, 'shard ready: serving its guilds'));
    }
    return { clients, client, worker, router };
  };

  let parts = assemble(true);
  try {
    try {
      await logIn(parts.clients, config.token);
    } catch (error) {
      if (!isDisallowedIntents(error)) throw error;
      // The Developer Portal's "Server Members Intent" is off: play on without it. People who
      // leave the server are then not noticed at once; their turn clock hands the seat on.
      log.warn('the Server Members intent is not enabled for this application: people who leave the server keep their seats until their turn clock runs out (enable it in the Developer Portal, Bot page)');
      await Promise.all(parts.clients.map((c) => c.destroy().catch(() => undefined)));
      parts = assemble(false);
      await logIn(parts.clients, config.token);
    }
  } catch (error) {
    await Promise.all(parts.clients.map((c) => c.destroy().catch(() => undefined)));
    await ai.close().catch(() => undefined);
    await reviewThread.close().catch(() => undefined);
    await store.close().catch(() => undefined);
    throw error;
  }
  const { clients, client, worker, router } = parts;
  // Jobs left by a crash, a kill or a redeploy are due now: the games they belong to go on.
  worker.start();
  const pruning = setInterval(() => void store.jobs.prune(CLAIM_KEEP_MS).catch(() => undefined), 10 * 60_000);
  pruning.unref();
  const applicationId = client.application?.id ?? client.user?.id;
  log.info(
    {
      user: client.user?.tag,
      shards: sharding ? `${sharding.shards.join(',')} of ${sharding.shardCount}` : undefined,
      guilds: clients.reduce((n, c) => n + c.guilds.cache.size, 0),
      invite: applicationId ? inviteUrl(applicationId) : undefined },
    'bot ready',
  );

  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= (async () => {
      clearInterval(pruning);
      log.info('stopping: finishing interactions in flight');
      // Each step is bounded: a hung database or gateway must not keep the process alive.
      // Whatever is cut short is safe: moves are saved whole or not at all, and an unfinished
      // job runs again in whichever process is alive once its lease ends.
      await router.drain(STOP_DEADLINE_MS * 0.4);
      await worker.stop(STOP_DEADLINE_MS * 0.2);
      await bounded(Promise.all(clients.map((c) => c.destroy())), STOP_DEADLINE_MS * 0.1, () => log.warn('gateway did not close in time'));
      await bounded(ai.close(), STOP_DEADLINE_MS * 0.05, () => log.warn('the AI thread did not stop in time'));
      await bounded(reviewThread.close(), STOP_DEADLINE_MS * 0.05, () => log.warn('the review thread did not stop in time'));
      await bounded(store.close(), STOP_DEADLINE_MS * 0.2, () => log.warn('database did not close in time'));
      log.info('stopped');
    })());
  return { client, clients, store, log, stop };
}

/**
 * One client, or one per shard. A discord.js client holding several shards queues every interaction
 * until its last shard is ready (WebSocketManager#handlePacket), so with identifies ~5 s apart clicks
 * would wait for seconds; separate clients share one identify throttle so they still take turns as
 * Discord's max_concurrency requires.
 */
function newClients(config: Config, sharding: ShardAssignment | undefined, withMembers: boolean): Client[] {
  const base: ClientOptions = {
    // Server Members (privileged): GUILD_MEMBER_REMOVE, so a person who leaves the server leaves its games.
    intents: withMembers ? [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMembers] : [GatewayIntentBits.Guilds],
    ...(config.apiUrl ? { rest: { api: config.apiUrl } } : {}),
  };
  if (!sharding) return [new Client(base)];
  let throttler: Promise<IIdentifyThrottler> | undefined;
  const shared = (manager: { fetchGatewayInformation(): Promise<{ session_start_limit: { max_concurrency: number } }> }) =>
    (throttler ??= manager.fetchGatewayInformation().then((info) => new SimpleIdentifyThrottler(info.session_start_limit.max_concurrency)));
  return sharding.shards.map(
    (id) => new Client({ ...base, shards: [id], shardCount: sharding.shardCount, ws: { buildIdentifyThrottler: shared } }),
  );
}

/** Each client logs in and turns ready on its own: a ready shard serves its guilds while the others still wait to identify. */
async function logIn(clients: Client[], token: string): Promise<void> {
  await Promise.all(
    clients.map(async (c) => {
      const ready = new Promise<void>((resolve) => c.once(Events.ClientReady, () => resolve()));
      await c.login(token);
      await ready;
    }),
  );
}

/** The gateway refused a privileged intent (close code 4014): @discordjs/ws rejects the login with this message. */
function isDisallowedIntents(error: unknown): boolean {
  return error instanceof Error && /disallowed intents/i.test(error.message);
}

async function bounded(work: Promise<unknown>, ms: number, onTimeout: () => void): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ms)));
  const result = await Promise.race([work.then(() => 'done' as const, () => 'done' as const), late]);
  clearTimeout(timer);
  if (result === 'late') onTimeout();
}

/** Claims through the database, waiting at most CLAIM_WAIT_MS: past that the click is answered anyway. */
function interactionClaims(store: Store, workerId: string, log: Logger): InteractionClaims {
  return {
    async claim(interactionId) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'unknown'>((resolve) => (timer = setTimeout(() => resolve('unknown'), CLAIM_WAIT_MS)));
      const claimed = store.jobs.claimInteraction(interactionId, workerId).then(
        (r) => (r.ok ? (r.claimed ? 'mine' : 'taken') : 'unknown') as 'mine' | 'taken' | 'unknown',
        (error: unknown) => {
          log.error({ err: error }, 'claiming an interaction failed');
          return 'unknown' as const;
        },
      );
      const answer = await Promise.race([claimed, late]);
      clearTimeout(timer);
      return answer;
    },
  };
}
