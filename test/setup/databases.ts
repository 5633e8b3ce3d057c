// The one place the tests find their Postgres server and make databases on it.
//
// TEST_DATABASE_URL names the server (default postgresql://postgres@127.0.0.1:5432/test; the
// database in the URL is only used to connect as admin). The integration project's global setup
// (test/setup/integration-global.ts) probes it once: reachable, the integration tests run on it
// and on the embedded database (PGlite); not reachable, they run on the embedded database only
// and the few that need a real server (several processes on one database, a server that
// refuses connections) are skipped with a name that says to set TEST_DATABASE_URL.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { SCRATCH_ROOT } from './scratch.ts';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';

export const DEFAULT_TEST_DATABASE_URL = 'postgresql://postgres@127.0.0.1:5432/test';
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;

/** Appended to the names of tests skipped without a server. */
export const NEEDS_SERVER = 'needs a Postgres server: set TEST_DATABASE_URL';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Whether TEST_DATABASE_URL's server answered when the integration tests started. */
    postgresReachable: boolean;
  }
}

/** Whether the integration tests have a Postgres server (probed once by the global setup). */
export function hasServer(): boolean {
  return inject('postgresReachable') === true;
}

/** Tries to connect to `url` once, quickly. */
export async function serverAnswers(url: string = TEST_DATABASE_URL, timeoutMs = 3000): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** `url` with its database replaced by `database`. */
export function databaseUrl(database: string, url: string = TEST_DATABASE_URL): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Runs `fn` with an admin connection to the test server. */
export async function withAdmin<T>(fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end().catch(() => undefined);
  }
}

export interface ServerDatabase {
  kind: 'postgres';
  /** Database name (lower case letters, digits and _: safe to use unquoted). */
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A fresh, empty database on the test server, named `azul_<prefix>_<random>`. */
export async function createServerDatabase(prefix: string): Promise<ServerDatabase> {
  const name = `azul_${prefix.toLowerCase().replace(/[^a-z0-9_]/g, '_')}_${randomBytes(4).toString('hex')}`;
  await withAdmin((admin) => admin.query(`CREATE DATABASE "${name}"`));
  return {
    kind: 'postgres',
    name,
    url: databaseUrl(name),
    drop: () =>
      withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
}

export interface EmbeddedDatabase {
  kind: 'embedded';
  name: string;
  /** The PGlite data directory (one process at a time). */
  dataDir: string;
  drop(): Promise<void>;
}

/** A temporary directory for an embedded database (PGlite); the store creates it on first open. */
export async function createEmbeddedDatabase(prefix: string): Promise<EmbeddedDatabase> {
  const dir = await mkdtemp(path.join(SCRATCH_ROOT, `azul-${prefix}-`));
  return {
    kind: 'embedded',
    name: path.basename(dir),
    dataDir: path.join(dir, 'data'),
    drop: () => rm(dir, { recursive: true, force: true }),
  };
}

export type TestDatabase = ServerDatabase | EmbeddedDatabase;

/** A database on the test server when there is one, else an embedded one. */
export function createTestDatabase(prefix: string): Promise<TestDatabase> {
  return hasServer() ? createServerDatabase(prefix) : createEmbeddedDatabase(prefix);
}

/** The URL of a server database; for tests that open their own sessions (run them only with a server). */
export function serverUrl(db: TestDatabase): string {
  if (db.kind !== 'postgres') throw new Error(`${db.name} is embedded: this test ${NEEDS_SERVER}`);
  return db.url;
}

/** A test's or suite's name; when there is no server to run it on, also what to set. */
export function serverOnly(name: string): string {
  return hasServer() ? name : `${name} [skipped: ${NEEDS_SERVER}]`;
}
