// The migration engine's patch of @prisma/adapter-pg relies on internals the adapter does not
// promise. These tests pin each of them against the installed release: a Prisma upgrade that
// changes one fails here, by name, instead of in a migration on someone's server.
import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privateOnError, wholeScriptAdapter } from '../../src/store/adapter-patch.ts';
import { createServerDatabase, hasServer, serverOnly, type ServerDatabase } from '../setup/databases.ts';

let db: ServerDatabase | undefined;
let url: string;

beforeAll(async () => {
  if (!hasServer()) return;
  db = await createServerDatabase('patch');
  url = db.url;
});

afterAll(async () => {
  await db?.drop();
});

/** A dropped idle connection (the database is dropped at the end) must not become an unhandled error. */
function openPool(): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  pool.on('error', () => undefined);
  return pool;
}

describe.skipIf(!hasServer())(serverOnly('the adapter internals the migration engine relies on'), () => {
  it('underlyingDriver() is the pg Pool the adapter queries through', async () => {
    const pool = openPool();
    try {
      const adapter = await new PrismaPg(pool).connect();
      expect(adapter.underlyingDriver()).toBe(pool);
      await adapter.dispose();
    } finally {
      await pool.end();
    }
  });

  it('the private onError() still turns a pg error into the adapter error shape', async () => {
    const pool = openPool();
    try {
      const adapter = await new PrismaPg(pool).connect();
      const pgError = await pool.query('SELECT * FROM no_such_table').catch((e: unknown) => e);
      let thrown: unknown;
      try {
        privateOnError(adapter)(pgError);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toMatchObject({ name: 'DriverAdapterError', cause: { kind: 'TableDoesNotExist' } });
      await adapter.dispose();
    } finally {
      await pool.end();
    }
  });

  it('the patched adapter runs a script whole (a semicolon inside a function body) and reads "char" columns', async () => {
    const pool = openPool();
    try {
      const adapter = await wholeScriptAdapter(new PrismaPg(pool)).connect();
      await adapter.executeScript(`CREATE TABLE t (x int);
        CREATE FUNCTION f() RETURNS int LANGUAGE plpgsql AS $$ BEGIN RETURN 1; END; $$;`);
      const result = await adapter.queryRaw({
        sql: `SELECT relkind FROM pg_class WHERE relname = 't'`,
        args: [],
        argTypes: [],
      });
      expect(result.rows).toEqual([['r']]);
      await expect(adapter.executeScript('SELECT * FROM missing_table')).rejects.toMatchObject({
        name: 'DriverAdapterError',
      });
      await adapter.dispose();
    } finally {
      await pool.end();
    }
  });
});
