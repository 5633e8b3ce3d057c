// The two databases every store test runs against: a fresh database on the real Postgres
// server (TEST_DATABASE_URL, see test/setup/databases.ts), dropped afterwards, and the embedded
// PGlite in a temporary data directory, removed afterwards. Without a server: embedded only.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { newGame, legalMoves, applyAction, type Action, type GameState } from '../../src/engine/index.ts';
import { openStore, type OpenedStore } from '../../src/store/index.ts';
import { pgliteTemplate } from './pglite-template.ts';
import { TEST_DATABASE_URL, createEmbeddedDatabase, createServerDatabase, hasServer } from '../setup/databases.ts';

/** The Postgres server of the tests (TEST_DATABASE_URL). */
export const SERVER_URL = TEST_DATABASE_URL;

export interface Backend {
  name: 'postgres' | 'embedded';
  /** Opens a store that owns its database connection (embedded: starts PGlite on the data dir). */
  open(): Promise<OpenedStore>;
  dispose(): Promise<void>;
}

async function postgresBackend(): Promise<Backend> {
  const db = await createServerDatabase('store');
  return { name: 'postgres', open: () => openStore({ databaseUrl: db.url }), dispose: db.drop };
}

async function embeddedBackend(): Promise<Backend> {
  const db = await createEmbeddedDatabase('store');
  return {
    name: 'embedded',
    open: async () => openStore({ dataDir: db.dataDir, embeddedTemplate: await pgliteTemplate() }),
    dispose: db.drop,
  };
}

const ALL_BACKENDS = [
  ['postgres', postgresBackend],
  ['embedded', embeddedBackend],
] as const;
/** Both databases, or the embedded one alone when no Postgres server answers. */
export const BACKENDS = hasServer() ? ALL_BACKENDS : ALL_BACKENDS.filter(([name]) => name === 'embedded');

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
    if (!next.ok) throw new Error(next.detail);
    state = next.state;
    actions.push(action);
  }
  return { state, actions };
}

export { newGame };

/** The value of a result the test expects to succeed; its failure, shown whole, otherwise. */
export function must<T extends { ok: boolean }>(r: T): Extract<T, { ok: true }> {
  if (!r.ok) throw new Error(`expected ok, got ${JSON.stringify(r)}`);
  return r as Extract<T, { ok: true }>;
}
