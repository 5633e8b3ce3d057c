// The one store fixture of the store, job and app tests: for each database the integration tests run
// on (a fresh database on the Postgres server at TEST_DATABASE_URL when it answers, and the embedded
// PGlite in a temporary folder), a migrated store opened before a suite's tests and closed after them,
// its database then removed. `describeStores('undo', (db) => ...)` runs the suite as "undo on postgres"
// and "undo on embedded" (the embedded one alone without a server), `db.store` being its store.
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { openStore, type OpenedStore } from '../../src/store/index.ts';
import { pgliteTemplate } from '../store/pglite-template.ts';
import { createEmbeddedDatabase, createServerDatabase, hasServer, type TestDatabase } from './databases.ts';

export type DatabaseKind = 'postgres' | 'embedded';

/** The databases the integration tests run on: both, or the embedded one alone when no server answers. */
export function databaseKinds(): DatabaseKind[] {
  return hasServer() ? ['postgres', 'embedded'] : ['embedded'];
}

export interface FreshStore {
  kind: DatabaseKind;
  /** The store opened on the new database (migrated). */
  store: OpenedStore;
  /** Opens a store on the same database again (what a new process opens; embedded: once the first is closed). */
  open(): Promise<OpenedStore>;
  /** Closes `store` (if still open) and removes the database. */
  close(): Promise<void>;
}

/** A new, migrated database of `kind` with a store open on it; for a test that needs one of its own. */
export async function freshStore(kind: DatabaseKind, prefix = 'store'): Promise<FreshStore> {
  const db: TestDatabase =
    kind === 'postgres' ? await createServerDatabase(prefix) : await createEmbeddedDatabase(prefix);
  const open = async () =>
    db.kind === 'postgres'
      ? openStore({ databaseUrl: db.url })
      : openStore({ dataDir: db.dataDir, embeddedTemplate: await pgliteTemplate() });
  try {
    const fresh: FreshStore = {
      kind,
      store: await open(),
      open,
      async close() {
        await fresh.store.close().catch(() => undefined);
        await db.drop();
      },
    };
    return fresh;
  } catch (error) {
    await db.drop();
    throw error;
  }
}

export interface StoreFixture {
  readonly kind: DatabaseKind;
  /** The suite's store: open from its beforeAll to its afterAll. */
  readonly store: OpenedStore;
  /** Closes the store and opens the same database again, as a restarted process would; `store` is the new one. */
  reopen(): Promise<OpenedStore>;
  /** Opens another store on the same database, as another process would (the embedded one refuses it). */
  open(): Promise<OpenedStore>;
}

/** Runs `body` as a suite "`title` on <database>" for each database kind, with a fresh store on it. */
export function describeStores(title: string, body: (db: StoreFixture) => void): void {
  describe.each(databaseKinds())(`${title} on %s`, (kind) => {
    let fresh: FreshStore | undefined;
    const fixture: StoreFixture = {
      kind,
      get store() {
        if (!fresh) throw new Error(`the ${kind} store opens before the suite's tests: use it in a test or a hook`);
        return fresh.store;
      },
      async reopen() {
        await fresh!.store.close();
        fresh!.store = await fresh!.open();
        return fresh!.store;
      },
      open: () => fresh!.open(),
    };
    beforeAll(async () => {
      fresh = await freshStore(kind);
    });
    afterAll(async () => {
      await fresh?.close();
    });
    body(fixture);
  });
}

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
