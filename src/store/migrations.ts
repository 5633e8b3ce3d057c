// Applies prisma/migrations with Prisma's own (WebAssembly) schema engine, recording
// them in `_prisma_migrations` exactly as `prisma migrate deploy` does, so a machine
// that runs the Prisma CLI agrees with what ran here.
import { readdir, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import type { MigrationList } from '@prisma/schema-engine-wasm';
import type { EngineLog } from './schema-engine.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const MIGRATIONS_DIR = path.join(ROOT, 'prisma', 'migrations');
export const SCHEMA_PATH = path.join(ROOT, 'prisma', 'schema.prisma');
export const NO_FILTERS = { externalTables: [], externalEnums: [] };

/** Names of the committed migrations, oldest first (folder names under prisma/migrations). */
export async function migrationNames(dir = MIGRATIONS_DIR): Promise<string[]> {
  const entries = existsSync(dir) ? await readdir(dir, { withFileTypes: true }) : [];
  return entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}

/** The migrations directory as the schema engine wants it: every file already read. */
export async function loadMigrations(dir = MIGRATIONS_DIR): Promise<MigrationList> {
  const entries = existsSync(dir) ? await readdir(dir, { withFileTypes: true }) : [];
  const folders = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
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
export async function migrate(
  target: string | PGlite,
  options: { log?: EngineLog; dir?: string } = {},
): Promise<string[]> {
  if (typeof target === 'string') return migrateUrl(target, options);
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
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
    // Nothing pending (every start but the first after a deploy): no schema engine at all. Its
    // WebAssembly instance costs ~0.3 s and memory a process never gets back.
    if (await everyMigrationApplied(pool, options.dir)) return [];
    // Loaded only when there is something to apply (its WebAssembly glue is not small).
    const { openSchemaEngine } = await import('./schema-engine.ts');
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

/**
 * True when `_prisma_migrations` records every local migration as applied, finished, not rolled back,
 * with the checksum of its file as it is now (what the engine would check); anything else (no table,
 * a new or changed migration, a failed one) goes to the engine.
 */
async function everyMigrationApplied(pool: pg.Pool, dir = MIGRATIONS_DIR): Promise<boolean> {
  const names = await migrationNames(dir);
  // Asked without an error on a new database (an error would cost the embedded database's one connection).
  const table = await pool.query<{ present: boolean }>(
    `SELECT to_regclass('_prisma_migrations') IS NOT NULL AS present`,
  );
  if (!table.rows[0]?.present) return false;
  const rows = (
    await pool.query<{ migration_name: string; checksum: string }>(
      'SELECT migration_name, checksum FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
    )
  ).rows;
  const failed = await pool.query(
    'SELECT 1 FROM _prisma_migrations WHERE finished_at IS NULL AND rolled_back_at IS NULL LIMIT 1',
  );
  if (failed.rowCount) return false;
  const applied = new Map(rows.map((r) => [r.migration_name, r.checksum]));
  for (const name of names) {
    const checksum = applied.get(name);
    if (!checksum) return false;
    const sql = await readFile(path.join(dir, name, 'migration.sql'));
    if (createHash('sha256').update(sql).digest('hex') !== checksum) return false;
  }
  return true;
}

/** The engine's error without its Rust backtrace, naming the migration that failed. */
function readable(error: Error): Error {
  const lines = error.message.split('\n');
  const cut = lines.findIndex((line) => /^\s+\d+: /.test(line));
  const what = (cut === -1 ? lines : lines.slice(0, cut)).filter(
    (l) => l.trim() && l.trim() !== 'external connector error',
  );
  const name = /migration_name="([^"]+)"/.exec(error.message)?.[1];
  const message = `${name ? `migration ${name} failed: ` : ''}${what.join(' ').trim() || error.message}`;
  return new Error(message, { cause: error });
}
