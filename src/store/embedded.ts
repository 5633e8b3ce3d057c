// The embedded default: PGlite (Postgres compiled to WebAssembly) kept in a data directory,
// served on a loopback socket so the bot uses the very same driver (pg + PrismaPg), SQL and
// migrations as with a real server. PGlite runs one query at a time; the socket server
// queues connections' queries and keeps a transaction's statements together.
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedDatabase {
  /** postgres:// URL of the loopback socket. */
  url: string;
  db: PGlite;
  /** Stops the socket and closes PGlite (flushes the data directory). */
  stop(): Promise<void>;
}

/** `dataDir` 'memory://' keeps everything in memory (tests, benchmarks). */
export async function startEmbedded(dataDir: string, options: { maxConnections?: number } = {}): Promise<EmbeddedDatabase> {
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: options.maxConnections ?? 8 });
  await server.start();
  const port = (server.getServerConn().split(':').pop() ?? '').trim();
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    db,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
