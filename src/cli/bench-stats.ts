// `azul bench --stats`: fills a fresh database with synthetic finished games (default 100,000),
// rates them all (a recompute), then times what each stats command asks of the database, through
// the same use cases the commands call: p50/p95 over random players, weighted by activity as the
// games were. Prints a table, then one JSON line per database.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { Stats } from '../app/stats.ts';
import { createScratchDatabase } from './bench-kit.ts';
import { openStore, startEmbedded, type OpenedStore } from '../store/index.ts';
import { insertGames, syntheticGames, type Query, type SyntheticGame } from './synthetic-results.ts';

const USAGE = `usage: azul bench --stats [--games N] [--samples S] [--only postgres|embedded]
  --games    synthetic finished games to fill the database with (default 100000)
  --samples  timed calls per query (default 200)
  --only     one database (default: postgres; embedded is slower to fill, ask for it)
  DATABASE_URL / TEST_DATABASE_URL: the Postgres server (default postgresql://postgres@127.0.0.1:5432/postgres)`;

const CHUNK = 2_000;
const quiet = { info() {}, warn() {}, error() {} };

interface Timing {
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export async function run(argv: string[]): Promise<number> {
  let opts;
  try {
    opts = parseArgs({
      args: argv,
      options: {
        games: { type: 'string', default: '100000' },
        samples: { type: 'string', default: '200' },
        only: { type: 'string' },
      },
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const games = Number(opts.games);
  const samples = Number(opts.samples);
  if (!Number.isInteger(games) || games < 10 || !Number.isInteger(samples) || samples < 1) {
    console.error(`--games must be an integer of at least 10 and --samples a positive integer\n${USAGE}`);
    return 2;
  }
  if (opts.only && opts.only !== 'postgres' && opts.only !== 'embedded') {
    console.error(`--only must be postgres or embedded\n${USAGE}`);
    return 2;
  }
  const on = opts.only ?? 'postgres';
  const out = on === 'postgres' ? await onPostgres(games, samples) : await onEmbedded(games, samples);
  console.log(JSON.stringify({ database: on, ...out }));
  return 0;
}

async function onPostgres(games: number, samples: number) {
  const db = await createScratchDatabase('bench_stats');
  const url = new URL(db.url);
  try {
    const store = await openStore({ databaseUrl: url.toString(), logger: quiet });
    try {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      let filled;
      try {
        filled = await fill((text, values) => client.query(text, values), games);
        await client.query('ANALYZE');
      } finally {
        await client.end();
      }
      return await measure(store, filled, samples);
    } finally {
      await store.close();
    }
  } finally {
    await db.drop();
  }
}

async function onEmbedded(games: number, samples: number) {
  const dir = await mkdtemp(path.join(tmpdir(), 'azul-bench-stats-'));
  const dataDir = path.join(dir, 'data');
  try {
    await (await openStore({ dataDir, logger: quiet })).close(); // creates and migrates it
    const db = await startEmbedded(dataDir);
    let filled;
    try {
      filled = await fill((text, values) => db.db.query(text, values), games);
      await db.db.query('ANALYZE');
    } finally {
      await db.stop();
    }
    const store = await openStore({ dataDir, logger: quiet });
    try {
      return await measure(store, filled, samples);
    } finally {
      await store.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

interface Filled {
  fillMs: number;
  /** Seats as the games had them, for picking players by activity. */
  seats: { userId: string; guildId: string }[];
  spare: SyntheticGame[];
}

/** Writes the games in chunks; keeps 50 more aside to time the rating of a game that just finished. */
async function fill(query: Query, games: number): Promise<Filled> {
  const started = performance.now();
  const seats: Filled['seats'] = [];
  let chunk: SyntheticGame[] = [];
  const spare: SyntheticGame[] = [];
  let n = 0;
  for (const game of syntheticGames({ games: games + 50, seed: 7 })) {
    if (n++ >= games) {
      spare.push(game);
      continue;
    }
    for (const s of game.seats) seats.push({ userId: s.userId, guildId: game.guildId });
    chunk.push(game);
    if (chunk.length === CHUNK) {
      await query('BEGIN', []);
      await insertGames(query, chunk);
      await query('COMMIT', []);
      chunk = [];
      if (n % 20_000 === 0) process.stderr.write(`filled ${n} games\n`);
    }
  }
  await insertGames(query, chunk);
  return { fillMs: performance.now() - started, seats, spare };
}

async function time(samples: number, call: (i: number) => Promise<{ ok: boolean }>): Promise<Timing> {
  const ms: number[] = [];
  for (let i = 0; i < samples; i++) {
    const t = performance.now();
    const out = await call(i);
    ms.push(performance.now() - t);
    if (!out.ok) throw new Error(`bench call failed: ${JSON.stringify(out)}`);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => Math.round(ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]! * 100) / 100;
  return { p50Ms: at(0.5), p95Ms: at(0.95), maxMs: at(1) };
}

async function measure(store: OpenedStore, filled: Filled, samples: number) {
  const stats = new Stats(store.stats, store, quiet);
  const recomputeStarted = performance.now();
  const recomputed = await store.stats.recompute();
  if (!recomputed.ok) throw new Error(recomputed.detail);
  const recomputeMs = performance.now() - recomputeStarted;

  // Players picked as they appear in seats: active players are asked about more, as in life.
  let x = 12345;
  const pick = () => {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    return filled.seats[x % filled.seats.length]!;
  };
  const heaviest = [
    ...filled.seats.reduce((m, s) => m.set(s.userId, (m.get(s.userId) ?? 0) + 1), new Map<string, number>()),
  ]
    .filter(([u]) => !u.startsWith('bot:'))
    .sort((a, b) => b[1] - a[1])[0]![0];
  const heaviestGuild = filled.seats.find((s) => s.userId === heaviest)!.guildId;

  const queries: Record<string, Timing> = {};
  queries['leaderboard server'] = await time(samples, () => {
    const s = pick();
    return stats.leaderboard('server', s.guildId, s.userId);
  });
  queries['leaderboard global'] = await time(samples, () => stats.leaderboard('global', null, pick().userId));
  queries['stats'] = await time(samples, () => {
    const s = pick();
    return stats.player(s.userId, s.guildId);
  });
  queries['stats, most active human'] = await time(Math.min(samples, 50), () => stats.player(heaviest, heaviestGuild));
  queries['stats, bot:hard'] = await time(Math.min(samples, 50), () => stats.player('bot:hard', heaviestGuild));
  queries['history'] = await time(samples, () => {
    const s = pick();
    return stats.history(s.userId, s.guildId);
  });
  queries['history, most active human'] = await time(Math.min(samples, 50), () =>
    stats.history(heaviest, heaviestGuild),
  );
  // Rating a game as it finishes: the row is written first (as the finishing move does), then rated.
  const write: Query = async (text, values) => {
    await (store.embedded ? store.embedded.db.query(text, values) : rawQuery(store.databaseUrl, text, values));
  };
  const rateTimes: number[] = [];
  for (const game of filled.spare) {
    await insertGames(write, [game]);
    const t = performance.now();
    const rated = await store.stats.rateGame(game.id);
    rateTimes.push(performance.now() - t);
    if (!rated.ok || rated.outcome !== 'rated') throw new Error(`rating failed: ${JSON.stringify(rated)}`);
  }
  rateTimes.sort((a, b) => a - b);
  queries['rate a finished game'] = {
    p50Ms: round(rateTimes[rateTimes.length >> 1]!),
    p95Ms: round(rateTimes[Math.floor(rateTimes.length * 0.95)]!),
    maxMs: round(rateTimes.at(-1)!),
  };

  console.log(
    `${filled.seats.length} results written in ${Math.round(filled.fillMs / 1000)} s; recompute of ${recomputed.games} games (${recomputed.ratings} ratings) ${Math.round(recomputeMs / 1000)} s`,
  );
  console.log(`${'query'.padEnd(28)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)}`);
  for (const [name, t] of Object.entries(queries)) {
    console.log(
      `${name.padEnd(28)} ${String(t.p50Ms).padStart(8)} ${String(t.p95Ms).padStart(8)} ${String(t.maxMs).padStart(8)}`,
    );
  }
  return {
    games: recomputed.games,
    results: filled.seats.length,
    fillMs: Math.round(filled.fillMs),
    recomputeMs: Math.round(recomputeMs),
    queries,
  };
}

function round(ms: number): number {
  return Math.round(ms * 100) / 100;
}

async function rawQuery(url: string, text: string, values: unknown[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text, values);
  } finally {
    await client.end();
  }
}
