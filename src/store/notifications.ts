// How a process hears what the database announces. Triggers NOTIFY a channel when something other
// processes must know of is committed, whichever statement and process wrote it: `azul_jobs` when a
// job is written or made free again (prisma/migrations/*_jobs_wake_workers: the outbox's workers
// start it at once instead of at their next poll), `azul_game_changed` with a game's id when what its
// table shows changed (prisma/migrations/*_activity_live: the Activity's live tables read it again).
// Learnt from graphile-worker's LISTEN "jobs:insert"; written for this store.
//
// On a Postgres server a process LISTENs on one connection of its own for every channel, outside the
// pool: LISTEN belongs to a session, so it must reach Postgres itself (or a session-mode pool), never
// PgBouncer in transaction mode (`listenUrl`). It listens to a channel while the channel has
// subscribers, and holds the connection while any channel does. When the connection drops, the
// subscribers are told (what is announced meanwhile is missed: the workers poll, the tables read
// again) and it comes back with growing delays.
//
// The embedded database is one PGlite session in this process, served on a socket that takes one
// connection at a time: there is no second connection to listen on, nor any need for one. The
// session LISTENs through the pool's own connection, and Postgres hands that connection the
// notification at the commit of the statement that wrote it (PGlite's own listen() hears only
// statements run through its API: those it hears too).
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import type { StoreLogger } from './types.ts';

/** The listen connection's application_name: what an operator sees of it in pg_stat_activity. */
export const LISTEN_APPLICATION = 'azul-notifications';

/** The first retry of a lost listen connection comes after about this; then twice as long each time. */
const RETRY_FIRST_MS = 100;
/** The longest wait between two tries (the workers poll every second meanwhile). */
const RETRY_MAX_MS = 30_000;

/** A channel's name as LISTEN takes it unquoted (the migrations' triggers name them so). */
const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

/** What a subscriber of a channel is told. */
export interface NotificationListener {
  /** The channel was notified, by any process (this one too), once the statement committed. */
  notify(payload: string): void;
  /**
   * Whether the channel's notifications reach this process: false while it cannot listen (its
   * connection lost), and what is announced meanwhile is missed; true again once it listens.
   */
  listening(on: boolean): void;
}

export interface DatabaseNotifications {
  /** Tells `listener` of the channel's notifications until the returned function is called. */
  subscribe(channel: string, listener: NotificationListener): () => void;
  /** Stops listening for good (the store closes). */
  close(): Promise<void>;
}

/**
 * Wait before the `failures`-th try again: doubling, capped, with jitter so that processes cut off
 * together do not come back together.
 */
export function retryDelayMs(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(ceiling * (0.5 + random() / 2));
}

/** The subscribers of each channel, and which channels they are told are heard. */
class Channels {
  private readonly byName = new Map<string, Set<NotificationListener>>();
  private readonly heard = new Set<string>();

  constructor(
    private readonly logger: StoreLogger,
    /** The set of channels with subscribers changed: listen to the new ones, stop the old ones. */
    private readonly changed: () => void,
  ) {}

  subscribe(channel: string, listener: NotificationListener): () => void {
    if (!CHANNEL_NAME.test(channel)) throw new Error(`not a channel name: ${channel}`);
    let set = this.byName.get(channel);
    if (!set) this.byName.set(channel, (set = new Set()));
    set.add(listener);
    if (set.size === 1) this.changed();
    // Told after subscribe returns, as when the listening starts later.
    else if (this.heard.has(channel))
      queueMicrotask(() => this.heard.has(channel) && set.has(listener) && this.call(() => listener.listening(true)));
    return () => {
      if (!set.delete(listener) || set.size > 0 || this.byName.get(channel) !== set) return;
      this.byName.delete(channel);
      this.heard.delete(channel);
      this.changed();
    };
  }

  /** The channels with subscribers. */
  names(): string[] {
    return [...this.byName.keys()];
  }

  get empty(): boolean {
    return this.byName.size === 0;
  }

  notify(channel: string, payload: string): void {
    for (const listener of this.byName.get(channel) ?? []) this.call(() => listener.notify(payload));
  }

  /** The channel is heard (or no longer): its subscribers are told when that changes. */
  listening(channel: string, on: boolean): void {
    const set = this.byName.get(channel);
    if (!set || on === this.heard.has(channel)) return;
    if (on) this.heard.add(channel);
    else this.heard.delete(channel);
    for (const listener of set) this.call(() => listener.listening(on));
  }

  /** Nothing is heard any more (the connection was lost). */
  deaf(): void {
    for (const channel of [...this.heard]) this.listening(channel, false);
  }

  private call(f: () => void): void {
    try {
      f();
    } catch (error) {
      this.logger.error({ err: error }, 'store: a database notification listener failed');
    }
  }
}

/**
 * Runs `work` one at a time: called while it runs, it runs once more after (the subscriptions it
 * brings in line may have changed meanwhile).
 */
function serialized(work: () => Promise<void>): () => void {
  let running = false;
  let again = false;
  const run = async () => {
    running = true;
    try {
      do {
        again = false;
        await work();
      } while (again);
    } finally {
      running = false;
    }
  };
  return () => {
    if (running) again = true;
    else void run();
  };
}

export interface ServerNotificationsOptions {
  /** How long one connection attempt may take. */
  connectTimeoutMs: number;
}

/** Notifications on a Postgres server: one LISTEN connection of this process, outside the pool, kept up. */
export function serverNotifications(
  url: string,
  logger: StoreLogger,
  options: ServerNotificationsOptions,
): DatabaseNotifications {
  let client: pg.Client | null = null;
  /** The connection is up and LISTENs to these channels. */
  let ready = false;
  const listened = new Set<string>();
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;
  let closed = false;
  const channels = new Channels(logger, () => {
    if (closed) return;
    if (channels.empty) void disconnect();
    else if (!client) void connect();
    else if (ready) sync();
  });

  const disconnect = () => {
    clearTimeout(retry);
    retry = undefined;
    const c = client;
    client = null;
    ready = false;
    listened.clear();
    c?.removeAllListeners('notification');
    return c?.end().catch(() => undefined);
  };

  /** LISTEN to every channel with subscribers, UNLISTEN the others, on the connection that is up. */
  const sync = serialized(async () => {
    const c = client;
    if (!c || !ready) return;
    const wanted = channels.names();
    try {
      for (const channel of wanted.filter((name) => !listened.has(name))) {
        await c.query(`LISTEN ${channel}`);
        listened.add(channel);
      }
      for (const channel of [...listened].filter((name) => !wanted.includes(name))) {
        await c.query(`UNLISTEN ${channel}`);
        listened.delete(channel);
      }
    } catch {
      return; // the connection's error handler takes it from here
    }
    if (client !== c) return;
    for (const channel of listened) channels.listening(channel, true);
  });

  const connect = async () => {
    retry = undefined;
    if (closed || channels.empty || client) return;
    const c = new pg.Client({
      connectionString: url,
      application_name: LISTEN_APPLICATION,
      connectionTimeoutMillis: options.connectTimeoutMs,
      // A connection that dies without a word (a network cut) is noticed by the keepalive.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    client = c;
    let lost = false;
    const drop = (error: unknown) => {
      if (lost) return;
      lost = true;
      c.removeAllListeners('notification');
      void c.end().catch(() => undefined);
      if (client !== c) return; // let go on purpose (no subscribers left, closed)
      client = null;
      ready = false;
      listened.clear();
      channels.deaf();
      if (closed || channels.empty) return;
      failures++;
      const delay = retryDelayMs(failures);
      logger.warn(
        { err: error, attempt: failures, retryInMs: delay },
        'store: database notifications lost their connection; the workers poll until it is back',
      );
      retry = setTimeout(() => void connect(), delay);
      retry.unref();
    };
    c.on('error', drop);
    c.on('end', () => drop(new Error('the listen connection ended')));
    c.on('notification', (n) => channels.notify(n.channel, n.payload ?? ''));
    try {
      await c.connect();
    } catch (error) {
      drop(error);
      return;
    }
    if (lost || client !== c) return;
    if (failures > 0) logger.info({ attempts: failures }, 'store: database notifications connected again');
    failures = 0;
    ready = true;
    sync();
  };

  return {
    subscribe: (channel, listener) => channels.subscribe(channel, listener),
    async close() {
      closed = true;
      await disconnect();
    },
  };
}

/**
 * Notifications on the embedded database: the session LISTENs through the pool's one connection (the
 * notification comes back on it at the writing statement's commit) and through PGlite's own API.
 * Call before the pool's first connection: every connection it opens is heard.
 */
export function embeddedNotifications(pool: pg.Pool, db: PGlite, logger: StoreLogger): DatabaseNotifications {
  // The session keeps its LISTENs for its life, across the socket's connections: once each is enough,
  // and a channel nobody listens to any more is only not passed on.
  const listened = new Set<string>();
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;
  let closed = false;
  const channels = new Channels(logger, () => {
    if (!closed && !retry) sync();
  });
  const heard = (channel: string, payload: string) => channels.notify(channel, payload);
  pool.on('connect', (client) => client.on('notification', (n) => heard(n.channel, n.payload ?? '')));
  const offDirect = db.onNotification(heard);

  const sync = serialized(async () => {
    if (closed) return;
    for (const channel of channels.names()) {
      if (!listened.has(channel)) {
        try {
          await pool.query(`LISTEN ${channel}`);
          listened.add(channel);
        } catch (error) {
          failures++;
          const delay = retryDelayMs(failures);
          logger.warn({ err: error, retryInMs: delay }, 'store: could not listen yet; the workers poll');
          retry = setTimeout(() => {
            retry = undefined;
            sync();
          }, delay);
          retry.unref();
          return;
        }
      }
      channels.listening(channel, true);
    }
  });

  return {
    subscribe: (channel, listener) => channels.subscribe(channel, listener),
    async close() {
      closed = true;
      clearTimeout(retry);
      offDirect();
    },
  };
}

/** No notifications (a store without them): its workers poll. */
export const noNotifications: DatabaseNotifications = {
  subscribe: () => () => undefined,
  close: async () => undefined,
};
