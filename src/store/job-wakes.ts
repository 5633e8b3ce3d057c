// How the outbox workers hear of new work. The database announces it: a trigger on "jobs" NOTIFYs
// the channel below when a job is written or made free again, whichever statement and process wrote
// it (prisma/migrations/*_jobs_wake_workers). Each process listens and wakes its worker, so no
// writer has to remember to, and a job written in one process starts in another at once instead
// of at its next poll. Learnt from graphile-worker's LISTEN "jobs:insert"; written for this store.
//
// On a Postgres server a process LISTENs on one connection of its own, outside the pool: LISTEN
// belongs to a session, so it must reach Postgres itself (or a session-mode pool), never PgBouncer
// in transaction mode (`listenUrl`). When that connection drops, the workers are told (they poll
// meanwhile) and it comes back with growing delays.
//
// The embedded database is one PGlite session in this process, served on a socket that takes one
// connection at a time: there is no second connection to listen on, nor any need for one. The
// session LISTENs through the pool's own connection, and Postgres hands that connection the
// notification at the commit of the statement that wrote the jobs (PGlite's own listen() hears only
// statements run through its API: those it hears too).
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import type { JobWakeListener, StoreLogger } from './types.ts';

/** The channel the trigger on "jobs" notifies (named in the migration too). */
export const JOBS_CHANNEL = 'azul_jobs';

/** The listen connection's application_name: what an operator sees of it in pg_stat_activity. */
export const LISTEN_APPLICATION = 'azul-job-wakes';

/** The first retry of a lost listen connection comes after about this; then twice as long each time. */
const RETRY_FIRST_MS = 100;
/** The longest wait between two tries (the workers poll every second meanwhile). */
const RETRY_MAX_MS = 30_000;

export interface JobWakes {
  /** Tells `listener` of every wake-up until the returned function is called; listens while anyone is subscribed. */
  subscribe(listener: JobWakeListener): () => void;
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

/** The subscribed workers, whether wake-ups reach them, and starting/stopping the listening with them. */
class Subscribers {
  private readonly all = new Set<JobWakeListener>();
  private on = false;

  constructor(
    private readonly logger: StoreLogger,
    private readonly start: () => void,
    private readonly stop: () => void,
  ) {}

  subscribe(listener: JobWakeListener): () => void {
    this.all.add(listener);
    if (this.all.size === 1) this.start();
    // Told after subscribe returns, as when the listening starts later.
    else if (this.on)
      queueMicrotask(() => this.on && this.all.has(listener) && this.call(() => listener.listening(true)));
    return () => {
      if (!this.all.delete(listener)) return;
      if (this.all.size === 0) {
        this.on = false;
        this.stop();
      }
    };
  }

  get active(): boolean {
    return this.all.size > 0;
  }

  wake(): void {
    for (const listener of this.all) this.call(() => listener.wake());
  }

  listening(on: boolean): void {
    if (on === this.on) return;
    this.on = on;
    for (const listener of this.all) this.call(() => listener.listening(on));
  }

  private call(f: () => void): void {
    try {
      f();
    } catch (error) {
      this.logger.error({ err: error }, 'store: a job wake-up listener failed');
    }
  }
}

export interface ServerWakesOptions {
  /** How long one connection attempt may take. */
  connectTimeoutMs: number;
}

/** Wake-ups on a Postgres server: one LISTEN connection of this process, outside the pool, kept up. */
export function serverWakes(url: string, logger: StoreLogger, options: ServerWakesOptions): JobWakes {
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;
  let closed = false;
  const subscribers = new Subscribers(
    logger,
    () => void connect(),
    () => disconnect(),
  );

  const disconnect = () => {
    clearTimeout(retry);
    retry = undefined;
    const c = client;
    client = null;
    c?.removeAllListeners('notification');
    return c?.end().catch(() => undefined);
  };

  const connect = async () => {
    retry = undefined;
    if (closed || !subscribers.active || client) return;
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
      if (client !== c) return; // let go on purpose (unsubscribed, closed)
      client = null;
      subscribers.listening(false);
      if (closed || !subscribers.active) return;
      failures++;
      const delay = retryDelayMs(failures);
      logger.warn(
        { err: error, attempt: failures, retryInMs: delay },
        'store: job wake-ups lost their connection; the workers poll until it is back',
      );
      retry = setTimeout(() => void connect(), delay);
      retry.unref();
    };
    c.on('error', drop);
    c.on('end', () => drop(new Error('the listen connection ended')));
    c.on('notification', (n) => {
      if (n.channel === JOBS_CHANNEL) subscribers.wake();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${JOBS_CHANNEL}`);
    } catch (error) {
      drop(error);
      return;
    }
    if (lost || client !== c) return;
    if (failures > 0) logger.info({ attempts: failures }, 'store: job wake-ups listening again');
    failures = 0;
    subscribers.listening(true);
  };

  return {
    subscribe: (listener) => subscribers.subscribe(listener),
    async close() {
      closed = true;
      await disconnect();
    },
  };
}

/**
 * Wake-ups on the embedded database: the session LISTENs through the pool's one connection (the
 * notification comes back on it at the writing statement's commit) and through PGlite's own API.
 * Call before the pool's first connection: every connection it opens is heard.
 */
export function embeddedWakes(pool: pg.Pool, db: PGlite, logger: StoreLogger): JobWakes {
  let listened = false;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;
  let closed = false;
  const subscribers = new Subscribers(
    logger,
    () => void listen(),
    () => clearTimeout(retry),
  );
  const heard = (channel: string) => {
    if (channel === JOBS_CHANNEL && subscribers.active) subscribers.wake();
  };
  pool.on('connect', (client) => client.on('notification', (n) => heard(n.channel)));
  const offDirect = db.onNotification(heard);

  // The session keeps its LISTEN for its life, across the socket's connections: once is enough.
  const listen = async () => {
    retry = undefined;
    if (closed || !subscribers.active) return;
    if (!listened) {
      try {
        await pool.query(`LISTEN ${JOBS_CHANNEL}`);
        listened = true;
      } catch (error) {
        failures++;
        const delay = retryDelayMs(failures);
        logger.warn({ err: error, retryInMs: delay }, 'store: job wake-ups could not listen yet; the workers poll');
        retry = setTimeout(() => void listen(), delay);
        retry.unref();
        return;
      }
    }
    if (subscribers.active) subscribers.listening(true);
  };

  return {
    subscribe: (listener) => subscribers.subscribe(listener),
    async close() {
      closed = true;
      clearTimeout(retry);
      offDirect();
    },
  };
}

/** No wake-ups (a store without them): its workers poll. */
export const noWakes: JobWakes = {
  subscribe: () => () => undefined,
  close: async () => undefined,
};
