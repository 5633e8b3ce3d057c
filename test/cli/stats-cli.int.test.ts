// `azul ratings --recompute` and `azul forget-user` spawned as `npm run azul` runs them, on a
// fresh Postgres database holding synthetic finished games that were rated one by one (this process
// and the commands' share it: a server's, not the embedded one, which one process holds).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { azul as run } from './azul-command.ts';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { insertGames, syntheticGames, userIdOf } from '../../src/cli/synthetic-results.ts';
import { openStore, type OpenedStore } from '../../src/store/index.ts';
import { TEST_DATABASE_URL, hasServer, serverOnly } from '../setup/databases.ts';

let url: string;
let name: string;
let admin: pg.Client;
let store: OpenedStore;

const azul = (...args: string[]) => run(args, { env: { PATH: process.env.PATH ?? '', DATABASE_URL: url } });

async function query<T = any>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  if (!hasServer()) return;
  name = `azul_cli_stats_${randomBytes(4).toString('hex')}`;
  admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const u = new URL(TEST_DATABASE_URL);
  u.pathname = `/${name}`;
  url = u.toString();
  store = await openStore({ databaseUrl: url });
  const games = [...syntheticGames({ games: 60, guilds: 2, users: 12, seed: 5 })];
  await insertGames(query, games);
  for (const g of games) {
    const rated = await store.stats.rateGame(g.id);
    expect(rated).toMatchObject({ ok: true, outcome: 'rated' });
  }
});

afterAll(async () => {
  await store?.close();
  await admin?.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin?.end();
});

const ratings = () =>
  query('SELECT scope, user_id, mu, sigma, conservative, games, wins FROM ratings ORDER BY scope, user_id');

describe.skipIf(!hasServer())(serverOnly('azul ratings and forget-user'), () => {
  it('ratings --recompute rebuilds the same numbers the games gave one by one', async () => {
    const before = await ratings();
    expect(before.length).toBeGreaterThan(10);
    const out = await azul('ratings', '--recompute');
    expect(out.stderr).toBe('');
    expect(out.code).toBe(0);
    expect(JSON.parse(out.stdout.trim())).toMatchObject({ games: 60, counted: 60, ratings: before.length });
    expect(await ratings()).toEqual(before);
    expect((await azul('ratings')).code).toBe(2);
    expect((await azul('ratings', '--bogus')).code).toBe(2);
  });

  it('forget-user anonymizes one player and leaves the others as they were', async () => {
    const user = userIdOf(0);
    const others = (await ratings()).filter((r) => r.user_id !== user);
    const othersResults = await query(
      `SELECT game_id, seat, user_id, score FROM results WHERE user_id <> $1 ORDER BY game_id, seat`,
      [user],
    );
    const out = await azul('forget-user', user);
    expect(out.code).toBe(0);
    const parsed = JSON.parse(out.stdout.trim());
    expect(parsed).toMatchObject({ ok: true, anonymousId: expect.stringMatching(/^forgotten:[0-9a-f]{16}$/) });
    expect(parsed.games).toBeGreaterThan(0);
    expect(
      await query(
        `SELECT 1 FROM results WHERE user_id = $1 UNION ALL SELECT 1 FROM ratings WHERE user_id = $1 UNION ALL SELECT 1 FROM seats WHERE user_id = $1`,
        [user],
      ),
    ).toEqual([]);
    expect((await ratings()).filter((r) => !r.user_id.startsWith('forgotten:'))).toEqual(others);
    expect(
      await query(
        `SELECT game_id, seat, user_id, score FROM results WHERE user_id NOT LIKE 'forgotten:%' ORDER BY game_id, seat`,
      ),
    ).toEqual(othersResults);
    // Again: nothing left to forget; no id: usage.
    const again = await azul('forget-user', user);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('Nothing of user');
    expect((await azul('forget-user')).code).toBe(2);
  });

  it('bench --stats fills a database, rates it and prints the p95 of every stats query', async () => {
    const out = await run(['bench', '--stats', '--games', '300', '--samples', '5'], {
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: TEST_DATABASE_URL },
    });
    expect(out.code).toBe(0);
    const last = JSON.parse(out.stdout.trim().split('\n').at(-1)!);
    expect(last).toMatchObject({ database: 'postgres', games: 300 });
    expect(Object.keys(last.queries)).toEqual(
      expect.arrayContaining(['leaderboard server', 'leaderboard global', 'stats', 'history', 'rate a finished game']),
    );
    for (const q of Object.values(last.queries) as { p95Ms: number }[]) expect(q.p95Ms).toBeGreaterThan(0);
    expect((await azul('bench', '--stats', '--games', 'x')).code).toBe(2);
  });
});
