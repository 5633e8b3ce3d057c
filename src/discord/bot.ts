// Starts and stops the bot: store, Discord client, interaction router. The entry
// point (src/main.ts) and the end-to-end tests both go through startBot().
import { Client, Events, GatewayIntentBits } from 'discord.js';
import { pino, type Logger } from 'pino';
import { loadCommands } from '../../commands/index.ts';
import { Games } from '../app/games.ts';
import { safeStore } from '../app/safe-store.ts';
import { Stats } from '../app/stats.ts';
import { warmUp } from '../app/warm-up.ts';
import { inviteUrl, type Config } from '../config.ts';
import { openStore } from '../store/index.ts';
import type { OpenStoreOptions, Store } from '../store/types.ts';
import { Presenter } from './presenter.ts';
import { Router } from './router.ts';

export interface Bot {
  client: Client;
  store: Store;
  log: Logger;
  /** Graceful stop: no new interactions, finish those in flight, disconnect, close the database. */
  stop(): Promise<void>;
}

export function createLogger(level: string): Logger {
  return pino({ level, base: { app: 'azul-bot' } });
}

/** `storeOptions` are for tests (e.g. a pre-initialized embedded database template). */
export async function startBot(
  config: Config,
  log: Logger = createLogger(config.logLevel),
  storeOptions: Partial<OpenStoreOptions> = {},
): Promise<Bot> {
  if (!config.token) throw new Error('startBot needs a token (DISCORD_TOKEN)');
  // Explicit values: an empty AZUL_DATA_DIR= or DATABASE_URL= line in .env means "default", not "here".
  const store = await openStore({
    databaseUrl: config.databaseUrl ?? '',
    dataDir: config.dataDir ?? 'data',
    logger: log.child({ part: 'store' }),
    ...storeOptions,
  });
  const safe = safeStore(store, log.child({ part: 'store' }));
  await warmUp(safe).catch((error: unknown) => log.warn({ err: error }, 'warm-up failed'));
  const games = new Games(safe);
  const stats = new Stats(store.stats, safe, log.child({ part: 'stats' }));
  await stats.catchUp(); // games that finished while rating failed (a crash in between)
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    ...(config.apiUrl ? { rest: { api: config.apiUrl } } : {}),
  });
  const presenter = new Presenter(client, games, log.child({ part: 'presenter' }));
  const router = new Router(await loadCommands(), games, presenter, log.child({ part: 'router' }), stats);
  client.on(Events.InteractionCreate, router.onInteraction);
  client.on(Events.Error, (error) => log.error({ err: error }, 'discord client error'));
  client.on(Events.Warn, (message) => log.warn({ message }, 'discord client warning'));
  client.on(Events.ShardDisconnect, (event, shard) => log.warn({ code: event.code, shard }, 'gateway disconnected'));

  const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
  try {
    await client.login(config.token);
    await ready;
  } catch (error) {
    await client.destroy().catch(() => undefined);
    await store.close().catch(() => undefined);
    throw error;
  }
  const applicationId = client.application?.id ?? client.user?.id;
  log.info(
    { user: client.user?.tag, guilds: client.guilds.cache.size, invite: applicationId ? inviteUrl(applicationId) : undefined },
    'bot ready',
  );

  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= (async () => {
      log.info('stopping: finishing interactions in flight');
      await router.drain();
      await client.destroy();
      await store.close();
      log.info('stopped');
    })());
  return { client, store, log, stop };
}
