// The embedded default: PGlite (Postgres compiled to WebAssembly) kept in a data directory,
// served on a loopback socket so the bot uses the very same driver (pg + PrismaPg), SQL and
// migrations as with a real server. PGlite runs one query at a time; the socket server
// queues connections' queries and keeps a transaction's statements together.
import { mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { takePidLock } from '../util/pid-lock.ts';
// Types only here: PGlite (~100 ms to load) is imported when an embedded database is opened, so
// a bot on a Postgres server never loads it.
import type { PGlite } from '@electric-sql/pglite';
import type { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedDatabase {
  /** postgres:// URL of the loopback socket. */
  url: string;
  /** The database itself, in this process (maintenance and tests; the store goes through the socket). */
  db: PGlite;
  /** Closes the socket and its connection: clients see the database as down (PGlite keeps running). */
  stopSocket(): Promise<void>;
  /** Serves the socket again on the same port. */
  startSocket(): Promise<void>;
  /** Resolves once no client is connected (a closed client is let go asynchronously). */
  whenIdle(timeoutMs?: number): Promise<void>;
  /** Stops the socket and closes PGlite (flushes the data directory). */
  stop(): Promise<void>;
}

/**
 * One connection only: PGlite is a single backend, and the socket server relays each
 * protocol message on its own, so two busy connections could interleave one statement's
 * Parse/Bind/Execute with another's. The store keeps exactly one connection open.
 * `dataDir` 'memory://' keeps everything in memory.
 */
export async function startEmbedded(dataDir: string, options: { template?: Blob } = {}): Promise<EmbeddedDatabase> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  const unlock = inMemory ? () => {} : lockDataDir(dataDir);
  // A new database normally runs initdb (seconds); a template dump (PGlite dumpDataDir) skips it.
  const isNew = inMemory || !existsSync(path.join(dataDir, 'PG_VERSION'));
  let db: PGlite;
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    db = await PGlite.create(dataDir, isNew && options.template ? { loadDataDir: options.template } : {});
  } catch (error) {
    unlock();
    throw error;
  }
  let port = 0;
  let server: PGLiteSocketServer | undefined;
  const startSocket = async () => {
    if (server) return;
    const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
    const s = new PGLiteSocketServer({ db, host: '127.0.0.1', port, maxConnections: 1 });
    await s.start();
    port = Number(s.getServerConn().split(':').pop());
    server = s;
  };
  const stopSocket = async () => {
    const s = server;
    server = undefined;
    await s?.stop();
  };
  await startSocket();
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    db,
    stopSocket,
    startSocket,
    async whenIdle(timeoutMs = 5_000) {
      const until = Date.now() + timeoutMs;
      while (server && server.getStats().activeConnections > 0 && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
    async stop() {
      await stopSocket();
      await db.close();
      unlock();
    },
  };
}

/**
 * Two PGlite instances on one directory would corrupt it, and the embedded database cannot be
 * shared between processes anyway: the first process to open it owns it until it stops.
 * A lock left by a process that died (crash, SIGKILL) is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  return takePidLock(path.join(dataDir, 'azul.lock'), (owner) => new EmbeddedDatabaseBusy(dataDir, owner), {
    selfCounts: true,
  });
}

/** The embedded database's folder is held by a live process (`owner`, maybe this one). */
export class EmbeddedDatabaseBusy extends Error {
  override name = 'EmbeddedDatabaseBusy';
  constructor(
    readonly dataDir: string,
    readonly owner: number,
  ) {
    super(
      `The embedded database in ${dataDir} is already open (process ${owner}${owner === process.pid ? ', this one' : ''}). ` +
        'Only one bot process can use an embedded database; to run several, set DATABASE_URL to a Postgres server.',
    );
  }
}
