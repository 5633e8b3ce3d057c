// Applies prisma/migrations with Prisma's own (WebAssembly) schema engine, recording
// them in `_prisma_migrations` exactly as `prisma migrate deploy` does, so a machine
// that runs the Prisma CLI agrees with what ran here.
import { readdir, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { MigrationList } from '@prisma/schema-engine-wasm';
import { openSchemaEngine, type EngineLog } from './schema-engine.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const MIGRATIONS_DIR = path.join(ROOT, 'prisma', 'migrations');
export const SCHEMA_PATH = path.join(ROOT, 'prisma', 'schema.prisma');
export const NO_FILTERS = { externalTables: [], externalEnums: [] };

/** Names of the committed migrations, oldest first (folder names under prisma/migrations). */
export async function migrationNames(dir = MIGRATIONS_DIR): Promise<string[]> {
  const entries = existsSync(dir) ? await readdir(dir, { withFileTypes: true }) : [];
  return entries.filter((e) => e.isDirectory()).map((e) => e.name).sort();
}

/** The migrations directory as the schema engine wants it: every file already read. */
export async function loadMigrations(dir = MIGRATIONS_DIR): Promise<MigrationList> {
  const entries = existsSync(dir) ? await readdir(dir, { withFileTypes: true }) : [];
  const folders = entries.filter((e) => e.isDirectory()).map((e) => e.name).sort();
  const migrationDirectories = await Promise.all(
    folders.map(async (folder) => {
      const file = path.join(dir, folder, 'migration.sql');
      const content = await readFile(file, 'utf8').then(
        (value) => ({ tag: 'ok' as const, value }),
        (error: Error) => ({ tag: 'error' as const, value: error.message }),
      );
      return { path: folder, migrationFile: { path: 'migration.sql', content } };
    }),
  );
  const lockPath = path.join(dir, 'migration_lock.toml');
  const lockContent = existsSync(lockPath) ? await readFile(lockPath, 'utf8') : null;
  return {
    baseDir: dir,
    lockfile: { path: 'migration_lock.toml', content: lockContent },
    shadowDbInitScript: '',
    migrationDirectories,
  };
}

/**
 * Applies pending migrations and returns their names. `target`: a postgres:// URL, or a PGlite
 * instance (served on a loopback socket for the time of the migration; it must be idle).
 * Safe to call from several processes at once: the engine takes Postgres' advisory lock.
 */
export async function migrate(target: string | PGlite, options: { log?: EngineLog; dir?: string } = {}): Promise<string[]> {
  if (typeof target === 'string') return migrateUrl(target, options);
  const server = new PGLiteSocketServer({ db: target, host: '127.0.0.1', port: 0, maxConnections: 1 });
  await server.start();
  try {
    return await migrateUrl(`postgresql://postgres@${server.getServerConn()}/postgres`, options);
  } finally {
    await server.stop();
  }
}

/** How long one attempt to connect for the migrations may take. */
const CONNECT_TIMEOUT_MS = 10_000;

async function migrateUrl(databaseUrl: string, options: { log?: EngineLog; dir?: string }): Promise<string[]> {
  // Our own one-connection pool, ended here: the embedded database serves one connection.
  // A host that drops packets must fail an attempt in seconds (the caller retries), not after the OS's minutes.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  pool.on('error', () => {}); // a dropped idle connection surfaces on the next query instead
  try {
    // Reach the database with the driver first: its errors carry codes (ECONNREFUSED, 57P03...),
    // which the schema engine's own messages do not.
    await pool.query('SELECT 1');
    const { engine, explain } = await openSchemaEngine(new PrismaPg(pool), undefined, options.log);
    try {
      const migrationsList = await loadMigrations(options.dir);
      const out = await engine.applyMigrations({ migrationsList, filters: NO_FILTERS });
      return out.appliedMigrationNames;
    } catch (error) {
      throw readable(explain(error));
    } finally {
      engine.free();
    }
  } finally {
    await pool.end();
  }
}

/** The engine's error without its Rust backtrace, naming the migration that failed. */
function readable(error: Error): Error {
  const lines = error.message.split('\n');
  const cut = lines.findIndex((line) => /^\s+\d+: /.test(line));
  const what = (cut === -1 ? lines : lines.slice(0, cut)).filter((l) => l.trim() && l.trim() !== 'external connector error');
  const name = /migration_name="([^"]+)"/.exec(error.message)?.[1];
  const message = `${name ? `migration ${name} failed: ` : ''}${what.join(' ').trim() || error.message}`;
  return new Error(message, { cause: error });
}
