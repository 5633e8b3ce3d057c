// A developer who runs their own bot has DATABASE_URL exported (or in .env): no test may reach that
// database. Proved by a run of integration tests with DATABASE_URL pointing at a database of "mine"
// holding a marker table: it passes, and afterwards the database holds the marker and nothing else,
// and no session was opened on it. The tests that used to write there are those run here: the store
// and app fixtures' embedded database and an in-process bot on the embedded database.
import { spawn } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerDatabase, hasServer, serverOnly, withAdmin, type ServerDatabase } from './setup/databases.ts';

/** Representative files; their server variants are left out (TEST_DATABASE_URL at a closed port). */
const FILES = ['test/app/challenge.int.test.ts', 'test/e2e/embedded.int.test.ts'];
const NOWHERE = 'postgresql://postgres@127.0.0.1:9/none';

async function onDatabase<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Sessions ever opened on `name` (the statistics are flushed when a session ends: read after). */
async function sessionsOn(name: string): Promise<number> {
  return withAdmin(async (admin) => {
    await admin.query('SELECT pg_stat_clear_snapshot()');
    const { rows } = await admin.query('SELECT sessions FROM pg_stat_database WHERE datname = $1', [name]);
    return Number(rows[0].sessions);
  });
}

function runVitest(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['node_modules/vitest/vitest.mjs', 'run', '--project', 'integration', ...FILES],
      {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe.skipIf(!hasServer())(serverOnly("the database named by the shell's DATABASE_URL"), () => {
  let mine: ServerDatabase;

  beforeAll(async () => {
    mine = await createServerDatabase('mine');
    await onDatabase(mine.url, async (c) => {
      await c.query('CREATE TABLE marker (note text NOT NULL)');
      await c.query("INSERT INTO marker VALUES ('mine, not the tests')");
    });
  });

  afterAll(async () => {
    await mine?.drop();
  });

  it('is never reached by a run of the tests, which pass on the embedded database', async () => {
    const before = await sessionsOn(mine.name);
    const { AZUL_TEST_CPU_LOG: _log, FORCE_COLOR: _color, ...env } = process.env;
    const run = await runVitest({
      ...env,
      DATABASE_URL: mine.url,
      TEST_DATABASE_URL: NOWHERE,
      AZUL_TEST_WORKERS: '1',
      NO_COLOR: '1',
    });
    expect(run.code, run.output.slice(-3000)).toBe(0);
    expect(run.output).toMatch(/Test Files\s+\S*\s*2 passed/);
    expect(await sessionsOn(mine.name)).toBe(before);
    const { tables, notes } = await onDatabase(mine.url, async (c) => ({
      tables: (
        await c.query(
          "SELECT table_name FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema')",
        )
      ).rows.map((r) => r.table_name),
      notes: (await c.query('SELECT note FROM marker')).rows.map((r) => r.note),
    }));
    expect(tables).toEqual(['marker']);
    expect(notes).toEqual(['mine, not the tests']);
  }, 300_000);
});
