// Persistence of games: openStore() migrates the database and returns the repository.
// With no database URL the bot runs on an embedded Postgres (PGlite) in a data directory.
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '../generated/prisma/client.ts';
import { scaled } from '../clock.ts';
import { resolveDataDir } from './config.ts';
import { startEmbedded, type EmbeddedDatabase } from './embedded.ts';
import { migrate } from './migrations.ts';
import { createRepository } from './repository.ts';
import { embeddedNotifications, serverNotifications } from './notifications.ts';
import { isUnavailable } from './errors.ts';
import { createStatsStore, type StatsStore } from './stats.ts';
import { createReviewStore, type ReviewStore } from './reviews.ts';
import { createActivityStore, type ActivityStore } from './activity.ts';
import { createTournamentStore, type TournamentStore } from './tournaments.ts';
import { createSeasonStore, type SeasonStore } from './seasons.ts';
import { createPuzzleStore, type PuzzleStore } from './puzzles.ts';
import type { OpenStoreOptions, Store, StoreLogger } from './types.ts';

export type * from './types.ts';
export { migrate } from './migrations.ts';
export { startEmbedded, EmbeddedDatabaseBusy, type EmbeddedDatabase } from './embedded.ts';
export { resolveDataDir } from './config.ts';
export type * from './stats.ts';
export type * from './reviews.ts';
export type * from './activity.ts';
export type * from './tournaments.ts';
export type * from './seasons.ts';
export type * from './puzzles.ts';

/**
 * At start the database may still be coming up (a redeploy, a compose
 * stack): wait for it this long (AZUL_CLOCK_SCALE shortens it).
 */
export const CONNECT_RETRY_MS = 30_000;

/** At start the database may still be coming up (a redeploy, a compose stack): wait for it a while. */
async function migrateWhenReachable(
  url: string,
  retryMs: number,
  logger: StoreLogger,
  location: string,
): Promise<string[]> {
  const deadline = Date.now() + retryMs;
  for (let attempt = 1; ; attempt++) {
    try {
      return await migrate(url);
    } catch (error) {
      if (!isUnavailable(error) || Date.now() >= deadline) throw error;
      logger.warn({ location, attempt, err: error }, 'store: database not reachable yet, retrying');
      await new Promise((resolve) => setTimeout(resolve, Math.min(2_000, 250 * attempt)));
    }
  }
}

/** How long one query may take before it counts as "database unavailable", unless told (AZUL_DB_TIMEOUT_MS). */
export const QUERY_TIMEOUT_MS = 5_000;

const quiet: StoreLogger = { info() {}, warn() {}, error() {} };

export interface OpenedStore extends Store {
  /** Where the store lives, for logs: 'postgres host/db' or 'embedded <dir>'. */
  readonly location: string;
  /** The postgres:// URL in use; for the embedded database, its loopback socket (tools, tests). */
  readonly databaseUrl: string;
  /** The embedded database when this store runs on one (maintenance, tests). */
  readonly embedded?: EmbeddedDatabase;
  /** Ratings, statistics and history on the same connection (src/store/stats.ts). */
  readonly stats: StatsStore;
  /** Game reviews on the same connection (src/store/reviews.ts). */
  readonly reviews: ReviewStore;
  /** Who has a game's table open in the Activity (src/store/activity.ts). */
  readonly activity: ActivityStore;
  /** Tournaments on the same connection (src/store/tournaments.ts). */
  readonly tournaments: TournamentStore;
  /** The leaderboard's seasons on the same connection (src/store/seasons.ts). */
  readonly seasons: SeasonStore;
  /** Puzzles, the puzzle of the day and its answers on the same connection (src/store/puzzles.ts). */
  readonly puzzles: PuzzleStore;
  /** The connection pool (its use is a metric; the fleet's rows, src/store/fleet.ts, go through it). */
  readonly pool: pg.Pool;
}

/**
 * Connects (the embedded database in `dataDir` when no URL is given: the environment is not
 * consulted), applies pending migrations, returns the store.
 * Throws when the database cannot be reached or migrated at start: the bot cannot run without it.
 */
export async function openStore(options: OpenStoreOptions = {}): Promise<OpenedStore> {
  const logger = options.logger ?? quiet;
  const url = options.databaseUrl || undefined; // empty (as in .env) = unset
  let embedded: EmbeddedDatabase | undefined;
  let location: string;
  if (url) {
    const u = new URL(url);
    location = `postgres ${u.host}${u.pathname}`;
  } else {
    const dir = resolveDataDir(options.dataDir);
    embedded = await startEmbedded(dir, { template: options.embeddedTemplate });
    location = `embedded ${dir}`;
  }
  const connectionString = embedded ? embedded.url : url!;
  try {
    if (options.migrate !== false) {
      const applied = await migrateWhenReachable(
        connectionString,
        options.connectRetryMs ?? scaled(CONNECT_RETRY_MS),
        logger,
        location,
      );
      if (applied.length) logger.info({ applied, location }, 'store: migrations applied');
    }
    // The migration's connection must be gone before ours: the embedded socket takes one at a time.
    await embedded?.whenIdle();
    // PGlite runs one query at a time: more connections would only queue inside it.
    const queryTimeoutMs = options.queryTimeoutMs ?? QUERY_TIMEOUT_MS;
    const pool = new pg.Pool({
      connectionString,
      max: embedded ? 1 : (options.poolSize ?? 10),
      connectionTimeoutMillis: queryTimeoutMs,
      // A database that hangs must not hang a click: every query gives up after this
      // (client side, since a hung server never answers), and the server cancels a statement
      // a little earlier by itself.
      query_timeout: queryTimeoutMs,
      statement_timeout: Math.max(100, queryTimeoutMs - 500),
      // Embedded: keep the one connection open (the socket accepts one at a time).
      idleTimeoutMillis: embedded ? 0 : 10_000,
      // The embedded database's one session outlives the socket's connections: what an earlier
      // connection prepared is still there, under the names a new client (whose pg forgot them) prepares
      // again. Forgotten before the pool hands the new client out (a query sent while another runs on
      // one client is deprecated in pg).
      onConnect: embedded
        ? (client) =>
            client.query('DEALLOCATE ALL').then(
              () => undefined,
              () => undefined,
            )
        : undefined,
    });
    // An idle connection dropped by the server must not crash the process; the next query reconnects.
    pool.on('error', (err) => logger.warn({ err }, 'store: idle database connection lost'));
    // Before the pool's first connection: on the embedded database, that connection is the one that listens.
    // One listener per process, for every channel (the outbox's jobs, the Activity's game changes).
    const notifications = embedded
      ? embeddedNotifications(pool, embedded.db, logger)
      : serverNotifications(options.listenUrl || connectionString, logger, {
          connectTimeoutMs: options.queryTimeoutMs ?? QUERY_TIMEOUT_MS,
        });
    const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
    const repo = createRepository({
      prisma,
      logger,
      pool,
      notifications,
      onClose: async () => {
        await notifications.close();
        await prisma.$disconnect();
        await pool.end().catch(() => {});
        await embedded?.stop();
      },
    });
    const stats = createStatsStore({ prisma, logger });
    const reviews = createReviewStore({ prisma, logger });
    const activity = createActivityStore({ pool, logger, notifications });
    const tournaments = createTournamentStore({ prisma, logger });
    const seasons = createSeasonStore({ prisma, logger });
    const puzzles = createPuzzleStore({ prisma, logger });
    return Object.assign(repo, {
      location,
      databaseUrl: connectionString,
      embedded,
      stats,
      reviews,
      activity,
      tournaments,
      seasons,
      puzzles,
      pool,
    });
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}
