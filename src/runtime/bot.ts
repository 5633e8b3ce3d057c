// The composition root: starts and stops the bot (store, app, AI, outbox worker, Discord clients,
// interaction router, metrics). The only module that joins every layer; the entry point (src/main.ts),
// the playground and the end-to-end tests all go through startBot(). A process of role `worker`
// (AZUL_ROLE) has no gateway connection and no router: it runs its role's jobs (bot moves, reviews) and
// posts over REST; a `gateway` runs the other jobs (src/runtime/job-lanes.ts).
//
// Start-up order: the gateway first. The clients log in with nothing else loaded, so the
// bot is READY about as soon as a bare discord.js client; the app, the chat layer, the store and the
// AI host are imported here, not at the top, and load (and the database opens) once the first shard
// is READY; an interaction that arrives before the router exists waits for it (a few hundred ms at
// most). The AI (a thread, or a process) starts on the first bot move or hint; the renderer's warm-up and the
// ratings' catch-up run after that, in the background.
import { Client, Events, GatewayIntentBits, type ClientOptions } from 'discord.js';
import { SimpleIdentifyThrottler, type IIdentifyThrottler } from '@discordjs/ws';
import type { Logger } from 'pino';
import { inviteUrl, servesActivity, storeSettings, type Config } from '../config.ts';
import { setClockScale } from '../clock.ts';
import { createLogger } from '../logger.ts';
import type { OpenStoreOptions, Store } from '../store/types.ts';
import type { OpenedStore } from '../store/index.ts';
import type { MovePicker } from '../app/index.ts';
import type { InteractionClaims, Router } from '../discord/router.ts';
import { HeldInteractions, type ResponderMaker } from '../discord/held-interactions.ts';
import { botCaches } from './caches.ts';
import { memoryMarks } from './memory-marks.ts';
import { threadFinder } from './puzzle-search.ts';
import { lanesOfRole } from './job-lanes.ts';
import type { BotMetrics, UnservedKind } from './metrics.ts';

/** How long a click waits for its claim before answering anyway (a database that hangs must not cost the 3 s). */
const CLAIM_WAIT_MS = 1_000;
/** Claims are kept a little longer than an interaction can be answered (15 minutes). */
const CLAIM_KEEP_MS = 20 * 60_000;
/** The renderer's warm-up and the ratings' catch-up wait this long after the start (the first clicks go first). */
const WARM_UP_DELAY_MS = 2_000;
/** How long "bot ready" waits for the database's first answer at most. */
const FIRST_QUERY_WAIT_MS = 5_000;
/** SIGTERM: everything must be closed within this, whatever the database and the gateway do. */
export const STOP_DEADLINE_MS = 10_000;

/** The shards this process runs, out of `shardCount` in all (src/runtime/sharding.ts plans them). */
export interface ShardAssignment {
  shards: number[];
  shardCount: number;
}

export interface Bot {
  /** The first (or only) client: the one that posts what jobs send (a worker's posts over REST only). */
  client: Client;
  /** One client per shard when sharded (each serves its guilds as soon as its own shard is ready); none in a worker. */
  clients: Client[];
  /** What this process measures (/metrics). */
  metrics: BotMetrics;
  /** Job kinds no live process runs (a gateway or a worker watching the fleet; empty otherwise). */
  unserved(): UnservedKind[];
  store: Store;
  log: Logger;
  /** Graceful stop: no new interactions, finish those in flight, disconnect, close the database. */
  stop(): Promise<void>;
  /** Where the Activity's server listens (ACTIVITY_PORT set), e.g. http://127.0.0.1:8091. */
  activityUrl?: string;
}

export { createLogger };

/** Everything but the gateway, loaded while the clients log in (exported for tests that must not wait on it). */
export async function loadParts() {
  const [app, warm, jobs, store, members, presenter, router, commands, ai, review, metrics, fleet, threads, common] =
    await Promise.all([
      import('../app/index.ts'),
      import('../app/warm-up.ts'),
      import('../jobs/worker.ts'),
      import('../store/index.ts'),
      import('../discord/member-events.ts'),
      import('../discord/presenter/index.ts'),
      import('../discord/router.ts'),
      import('../../commands/index.ts'),
      import('./ai-host.ts'),
      import('../review/queue.ts'),
      import('./metrics.ts'),
      import('./fleet-watch.ts'),
      import('../discord/thread-events.ts'),
      import('../discord/common.ts'),
    ]);
  return { app, warm, jobs, store, members, presenter, router, commands, ai, review, metrics, fleet, threads, common };
}

export interface BotExtras {
  /** The `process` label of this process's own metrics (default: its role). */
  processLabel?: string;
  /** Count the fleet's jobs on /metrics (the process that serves it; not a sharding manager's child). */
  fleetMetrics?: boolean;
}

/** `storeOptions` are for tests (e.g. a pre-initialized embedded database template). */
export async function startBot(
  config: Config,
  log: Logger = createLogger(config.logLevel, { secrets: config }),
  storeOptions: Partial<OpenStoreOptions> = {},
  sharding?: ShardAssignment,
  extras: BotExtras = {},
): Promise<Bot> {
  if (!config.token) throw new Error('startBot needs a token (DISCORD_TOKEN)');
  // The clocks of this process (job leases and retries, turn clocks): one bot per process, so its
  // configuration's. A test that starts several bots in turn gets each one's.
  setClockScale(config.clockScale);
  // A worker connects no gateway: it posts over REST with a client that never logs in.
  const gatewayless = config.role === 'worker';
  const marks = memoryMarks(log.child({ part: 'memory' }));
  // Interactions that arrive before the router exists wait for it, acknowledged in time meanwhile.
  let router: Router | null = null;
  let makerLoaded!: (maker: ResponderMaker) => void;
  const held = new HeldInteractions(
    new Promise<ResponderMaker>((resolve) => (makerLoaded = resolve)),
    log.child({ part: 'router' }),
  );
  const onInteraction = held.onInteraction;
  let onMemberRemoved: ((member: Parameters<Parameters<Client['on']>[1]>[0]) => void) | null = null;
  let onThreadDeleted: ((threadId: string) => void) | null = null;
  // The first shard up is served at once: the next may wait ~5 s for its turn to identify.
  let oneShardUp!: () => void;
  const firstReady = new Promise<void>((resolve) => (oneShardUp = resolve));
  const listen = (clients: Client[]) => {
    for (const c of clients) {
      c.once(Events.ClientReady, () => oneShardUp());
      c.on(Events.InteractionCreate, onInteraction);
      c.on(Events.GuildMemberRemove, (member) => onMemberRemoved?.(member));
      // From the gateway's packet, not Events.ThreadDelete: discord.js emits that only for a thread it has cached.
      c.on(Events.Raw, (packet: { t?: string; d?: { id?: string } }) => {
        if (packet.t === 'THREAD_DELETE' && typeof packet.d?.id === 'string') onThreadDeleted?.(packet.d.id);
      });
      c.on(Events.Error, (error) => log.error({ err: error }, 'discord client error'));
      c.on(Events.Warn, (message) => log.warn({ message }, 'discord client warning'));
      c.on(Events.ShardDisconnect, (event, shard) => log.warn({ code: event.code, shard }, 'gateway disconnected'));
      c.on(Events.ShardReady, (shard) => log.info({ shard }, 'shard ready: serving its guilds'));
    }
    return clients;
  };

  // The gateway first; the rest loads and the database opens once a shard is READY.
  let clients = gatewayless ? [] : listen(newClients(config, sharding, true));
  const rest = gatewayless ? restOnlyClient(config) : undefined;
  if (gatewayless) oneShardUp();
  const loggedIn = (async () => {
    if (gatewayless) return;
    try {
      await logIn(clients, config.token!);
    } catch (error) {
      if (!isDisallowedIntents(error)) throw error;
      // The Developer Portal's "Server Members Intent" is off: play on without it. People who
      // leave the server are then not noticed at once; their turn clock hands the seat on.
      log.warn(
        'the Server Members intent is not enabled for this application: people who leave the server keep their seats until their turn clock runs out (enable it in the Developer Portal, Bot page)',
      );
      await Promise.all(clients.map((c) => c.destroy().catch(() => undefined)));
      clients = listen(newClients(config, sharding, false));
      await logIn(clients, config.token!);
    }
    marks.mark('gateway ready');
  })();
  loggedIn.catch(() => undefined); // awaited below; a failure before then is not unhandled
  // The rest of the code loads while the gateway's handshake waits on the network: loaded after
  // READY, it would be most of a first click's wait after a start (~250 ms of module evaluation,
  // then the commands), and the handshake has room for it.
  const partsLoaded = (async () => {
    await new Promise((resolve) => setImmediate(resolve)); // the gateway's connection is under way first
    const parts = await loadParts();
    return { parts, commands: await parts.commands.loadCommands() };
  })();
  partsLoaded.catch(() => undefined); // awaited below

  let store: OpenedStore | undefined;
  let ai: { close(): Promise<void> } | undefined;
  try {
    await Promise.race([firstReady, loggedIn]);
    const { parts, commands } = await partsLoaded;
    makerLoaded((interaction) => parts.router.responderFor(interaction, commands, log.child({ part: 'router' })));
    marks.mark('code loaded (app, chat layer, store, AI host)');
    store = await parts.store.openStore({
      ...storeSettings(config),
      logger: log.child({ part: 'store' }),
      ...storeOptions,
    });
    marks.mark('database open');
    const openStore = store;
    // The database's first query at once: Prisma starts its query compiler on it (~250 ms here), and
    // the first click's claim would wait for that; meanwhile the app, the commands and the router load.
    const firstQuery = openStore.findByChannel('0').catch(() => undefined);
    // The Activity (ACTIVITY_PORT), where interactions are answered: the game's messages offer it.
    const activity = servesActivity(config) ? await import('../activity/index.ts') : null;
    const app = parts.app.createApp(openStore);
    const stats = new parts.app.Stats(openStore.stats, openStore, log.child({ part: 'stats' }));
    // The AI thinks in a child process at the lowest CPU priority, started on the first bot move, hint
    // or review: hints first, then bots' moves, then reviews' moves (a review waits for nobody).
    const host = new parts.ai.AiHost({
      log: log.child({ part: 'ai' }),
      moveMs: config.aiMoveMs,
      isolation: config.aiIsolation,
      compiled: config.aiCompiled,
    });
    ai = host;
    // Watching the fleet (Postgres only: the embedded database serves this one process).
    const fleet = config.databaseUrl
      ? parts.fleet.watchFleet(
          openStore.pool,
          { role: config.role, shards: sharding?.shards ?? [] },
          log.child({ part: 'fleet' }),
        )
      : undefined;
    const metrics = new parts.metrics.BotMetrics(extras.processLabel ?? config.role, {
      pool: openStore.pool,
      clients: () => clients,
      unserved: () => fleet?.unserved() ?? [],
      fleet: extras.fleetMetrics ? openStore.pool : undefined,
    });
    const reviewQueue = new parts.review.ReviewQueue((record, index, budget) =>
      metrics.timed('review-move', host.reviewMove(record, index, budget)),
    );
    const reviews = new parts.app.Reviews(
      openStore,
      openStore.reviews,
      reviewQueue,
      log.child({ part: 'reviews' }),
      config.reviewScale,
    );
    const pick: MovePicker = async (state, level, seed) =>
      (await metrics.timed('move', host.chooseMove(state, { level, seed }))).action;
    const client = clients[0] ?? rest!;
    const tournaments = new parts.app.Tournaments(openStore, openStore.tournaments, app.reads, app.endings);
    const seasons = new parts.app.Seasons(openStore, openStore.seasons);
    const puzzles = new parts.app.Puzzles(
      openStore.puzzles,
      config.puzzlePool ? parts.app.poolFrom(config.puzzlePool) : undefined,
    );
    const presenter = parts.presenter.createPresenter(
      client,
      app,
      log.child({ part: 'presenter' }),
      reviews,
      metrics,
      tournaments,
      seasons,
      { activity: activity !== null, puzzles },
    );
    const handlers = {
      ...parts.app.checkedHandlers({
        ...presenter.jobs,
        ...parts.app.turnJobHandlers(app, pick, parts.members.membershipCheck(client)),
        'rate-game': stats.rateJob,
      }),
      ...parts.app.checkedTournamentHandlers({
        ...parts.app.tournamentJobHandlers(tournaments),
        ...presenter.tournamentJobs!,
      }),
      ...parts.app.checkedPuzzleHandlers({
        ...presenter.puzzleJobs!,
        'puzzle-find': parts.app.puzzleFindJob(
          puzzles,
          openStore,
          openStore.reviews,
          log.child({ part: 'puzzles' }),
          // The generator's deep search: 10 times the budget the game was reviewed at, over the game's 6
          // costliest mistakes at most (2–3 s of a core each, about the game's review again: docs/puzzles.md).
          threadFinder({ maxCandidates: 6 }, config.aiCompiled),
        ),
      }),
    };
    const worker = new parts.jobs.JobWorker(openStore.jobs, handlers, log.child({ part: 'jobs' }), {
      ...lanesOfRole(config.role),
      observe: metrics.jobRun,
    });
    const claims = interactionClaims(openStore, worker.id, log);
    const context = {
      app,
      messages: presenter.messages,
      log: log.child({ part: 'router' }),
      hints: new parts.app.Hints(app.play, {
        hint: (state, options) => metrics.timed('hint', host.hint(state, options)),
      }),
      stats,
      reviews,
      tournaments,
      seasons,
      puzzles,
      telemetry: metrics,
      activity: activity !== null,
    };
    if (!gatewayless) {
      router = new parts.router.Router(commands, context, log.child({ part: 'router' }), claims);
      held.release(router);
      const memberRemoved = parts.members.onMemberRemoved(
        app,
        presenter.messages,
        log.child({ part: 'members' }),
        activity !== null,
      );
      onMemberRemoved = (member) => void memberRemoved(member as never);
      const threadDeleted = parts.threads.onThreadDeleted(tournaments, log.child({ part: 'threads' }));
      onThreadDeleted = (threadId) => void threadDeleted(threadId);
    }
    // The Activity's server first: a port it cannot have stops the start before any job runs.
    const table = activity
      ? await activity.startActivity({
          port: config.activityPort!,
          host: config.activityHost,
          clientId: config.clientId ?? client.application?.id ?? client.user?.id ?? '',
          clientSecret: config.clientSecret!,
          botToken: config.token!,
          apiUrl: config.apiUrl ?? 'https://discord.com/api',
          app,
          hints: context.hints,
          reviews,
          holds: openStore.activity,
          log: log.child({ part: 'activity' }),
        })
      : null;
    // Jobs left by a crash, a kill or a redeploy are due now: the games they belong to go on.
    worker.start();
    marks.mark('serving');
    // After READY, in the background, a little later (the first clicks after a start do not wait behind
    // them): the renderer's fonts and encoder, and the ratings' catch-up (games that finished while
    // rating failed: a crash in between).
    const later = setTimeout(() => {
      void parts.warm
        .warmUp(openStore)
        .catch((error: unknown) => log.warn({ err: error }, 'warm-up failed'))
        .then(() => marks.mark('warmed up (renderer, queries)'))
        .then(() => stats.catchUp())
        .catch((error: unknown) => log.warn({ err: error }, 'ratings catch-up failed'));
    }, WARM_UP_DELAY_MS);
    later.unref();
    const pruning = setInterval(() => void openStore.jobs.prune(CLAIM_KEEP_MS).catch(() => undefined), 10 * 60_000);
    pruning.unref();
    await loggedIn;
    // "bot ready" once the database has also answered that first query (bounded: a database that does
    // not answer yet is the store's to report): clicks are served before it, but whoever waits for the
    // line (an operator, a test, a deploy script) then sees a bot whose first answer is not a cold one.
    await Promise.race([firstQuery, new Promise((resolve) => setTimeout(resolve, FIRST_QUERY_WAIT_MS).unref())]);
    const applicationId = client.application?.id ?? client.user?.id;
    log.info(
      {
        role: config.role,
        user: client.user?.tag,
        shards: sharding ? `${sharding.shards.join(',')} of ${sharding.shardCount}` : undefined,
        guilds: clients.reduce((n, c) => n + c.guilds.cache.size, 0),
        invite: applicationId ? inviteUrl(applicationId) : undefined,
      },
      'bot ready',
    );
    const running = { clients, router, worker };
    let stopping: Promise<void> | null = null;
    const stop = () =>
      (stopping ??= (async () => {
        clearInterval(pruning);
        clearTimeout(later);
        log.info('stopping: finishing interactions in flight');
        // Each step is bounded: a hung database or gateway must not keep the process alive.
        // Whatever is cut short is safe: moves are saved whole or not at all, and an unfinished
        // job runs again in whichever process is alive once its lease ends.
        await running.router?.drain(STOP_DEADLINE_MS * 0.4);
        if (table)
          await bounded(table.close(), STOP_DEADLINE_MS * 0.05, () => log.warn('the Activity did not close in time'));
        await running.worker.stop(STOP_DEADLINE_MS * 0.2);
        await bounded(Promise.all(running.clients.map((c) => c.destroy())), STOP_DEADLINE_MS * 0.1, () =>
          log.warn('gateway did not close in time'),
        );
        await rest?.destroy();
        await bounded(fleet?.stop() ?? Promise.resolve(), STOP_DEADLINE_MS * 0.05, () =>
          log.warn('the fleet row was not taken off in time'),
        );
        await bounded(host.close(), STOP_DEADLINE_MS * 0.05, () => log.warn('the AI did not stop in time'));
        await bounded(openStore.close(), STOP_DEADLINE_MS * 0.2, () => log.warn('database did not close in time'));
        setClockScale(1); // what this process does next (a test's next bot, its own checks) runs in real time
        log.info('stopped');
      })());
    return {
      client,
      clients,
      store: openStore,
      log,
      stop,
      metrics,
      unserved: () => fleet?.unserved() ?? [],
      activityUrl: table?.url,
    };
  } catch (error) {
    setClockScale(1);
    // Whoever clicked while it started is told it did not (nothing was done), before the gateway closes.
    if (held.waiting > 0) {
      const told = partsLoaded.then(({ parts }) => held.fail((i) => parts.common.userWords(i).t('restarting')));
      await bounded(told, 3_000, () => log.warn('interactions held during the start were not all answered'));
    }
    await Promise.all(clients.map((c) => c.destroy().catch(() => undefined)));
    await rest?.destroy().catch(() => undefined);
    await ai?.close().catch(() => undefined);
    await store?.close().catch(() => undefined);
    throw error;
  }
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
    ...botCaches(),
    ...(config.apiUrl ? { rest: { api: config.apiUrl } } : {}),
  };
  if (!sharding) return [new Client(base)];
  let throttler: Promise<IIdentifyThrottler> | undefined;
  const shared = (manager: {
    fetchGatewayInformation(): Promise<{ session_start_limit: { max_concurrency: number } }>;
  }) =>
    (throttler ??= manager
      .fetchGatewayInformation()
      .then((info) => new SimpleIdentifyThrottler(info.session_start_limit.max_concurrency)));
  return sharding.shards.map(
    (id) =>
      new Client({ ...base, shards: [id], shardCount: sharding.shardCount, ws: { buildIdentifyThrottler: shared } }),
  );
}

/**
 * A worker's client: never logs in to the gateway, posts and reads over REST with the token (the
 * presenter's channel lookups already fetch channels of guilds no shard of the process holds).
 */
function restOnlyClient(config: Config): Client {
  const client = new Client({
    intents: [],
    ...botCaches(),
    ...(config.apiUrl ? { rest: { api: config.apiUrl } } : {}),
  });
  client.token = config.token!;
  client.rest.setToken(config.token!);
  return client;
}

/**
 * Each client logs in and turns ready on its own: a ready shard
 * serves its guilds while the others still wait to identify.
 */
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
  const result = await Promise.race([
    work.then(
      () => 'done' as const,
      () => 'done' as const,
    ),
    late,
  ]);
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
