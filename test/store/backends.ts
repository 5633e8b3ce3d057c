// The two databases every store test runs against: a fresh database on the real Postgres
// server (TEST_DATABASE_URL / DATABASE_URL, default local), dropped afterwards, and the
// embedded PGlite in a temporary data directory, removed afterwards.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { newGame, legalMoves, applyAction, type Action, type GameState } from '../../src/engine/index.ts';
import { openStore, type OpenedStore } from '../../src/store/index.ts';
import { pgliteTemplate } from './pglite-template.ts';

export const SERVER_URL = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';

export interface Backend {
  name: 'postgres' | 'embedded';
  /** Opens a store that owns its database connection (embedded: starts PGlite on the data dir). */
  open(): Promise<OpenedStore>;
  dispose(): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function postgresBackend(): Promise<Backend> {
  const name = `azul_store_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = withDatabase(SERVER_URL, name);
  return {
    name: 'postgres',
    open: () => openStore({ databaseUrl: url }),
    async dispose() {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

async function embeddedBackend(): Promise<Backend> {
  const dir = await mkdtemp(path.join(tmpdir(), 'azul-store-'));
  return {
    name: 'embedded',
    open: async () => openStore({ dataDir: path.join(dir, 'data'), embeddedTemplate: await pgliteTemplate() }),
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}

export const BACKENDS = [
  ['postgres', postgresBackend],
  ['embedded', embeddedBackend],
] as const;

/**
 * A second store on the same database, as a second bot process would have. Postgres only:
 * an embedded database belongs to one process (its socket serves one connection).
 */
export function openSecond(first: OpenedStore): Promise<OpenedStore> {
  return openStore({ databaseUrl: first.databaseUrl, migrate: false });
}

/** Raw SQL that bypasses the store (embedded: straight into PGlite, in this process). */
export async function sql(store: OpenedStore, text: string, values?: unknown[]): Promise<{ rows: any[] }> {
  if (store.embedded) return store.embedded.db.query(text, values);
  const client = new pg.Client({ connectionString: store.databaseUrl });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

let channelCounter = 0;
/** A channel id unique within the test run. */
export function channel(): string {
  return `chan-${process.pid}-${++channelCounter}-${randomBytes(2).toString('hex')}`;
}

/** Plays up to `count` legal moves from `state`, spread over the legal list (deterministic). */
export function play(state: GameState, count: number, offset = 0): { state: GameState; actions: Action[] } {
  const actions: Action[] = [];
  for (let i = 0; i < count && state.phase !== 'over'; i++) {
    const moves = legalMoves(state);
    const action = moves[((i + offset) * 7) % moves.length];
    const next = applyAction(state, action);
    if (!next.ok) throw new Error(next.message);
    state = next.state;
    actions.push(action);
  }
  return { state, actions };
}

export { newGame };
