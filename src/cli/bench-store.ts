// `azul bench --store`: how fast games are persisted. Plays whole games through the store
// (each action: one optimistic write of state + move-log row) on the Postgres server
// (a scratch database, dropped afterwards) and on the embedded database (a temp data dir).
// Prints a table, then one JSON line: {"postgres":{...},"embedded":{...}}.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { newGame, legalMoves, applyAction, type GameState } from '../engine/index.ts';
import { createScratchDatabase } from './bench-kit.ts';
import { openStore, startEmbedded, type OpenedStore } from '../store/index.ts';
import { applyActionSql } from '../store/apply-sql.ts';

const MAX_ROUNDS = 100;

interface Numbers {
  actions: number;
  actionsPerSec: number;
  p50Ms: number;
  p95Ms: number;
  concurrency: number;
}

const USAGE = `usage: azul bench --store [--games N] [--concurrency C] [--only postgres|embedded] [--paths]
  --paths  also time the same write statement without Prisma: pg straight to the server or the
           embedded socket, and PGlite called in-process (what an in-process adapter could reach)
  DATABASE_URL / TEST_DATABASE_URL: the Postgres server (default postgresql://postgres@127.0.0.1:5432/postgres)`;

export async function run(argv: string[]): Promise<number> {
  let opts;
  try {
    opts = parseArgs({
      args: argv,
      options: {
        games: { type: 'string', default: '8' },
        concurrency: { type: 'string', default: '4' },
        only: { type: 'string' },
        paths: { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const games = Number(opts.games);
  const concurrency = Number(opts.concurrency);
  if (!(games >= 1) || !(concurrency >= 1)) {
    console.error(`--games and --concurrency must be positive numbers\n${USAGE}`);
    return 2;
  }
  const out: Record<string, Numbers | Record<string, Numbers>> = {};
  const paths: Record<string, Numbers> = {};
  if (opts.only !== 'embedded') out.postgres = await onPostgres(games, concurrency, opts.paths ? paths : undefined);
  if (opts.only !== 'postgres') out.embedded = await onEmbedded(games, concurrency, opts.paths ? paths : undefined);
  for (const [name, n] of [...Object.entries(out), ...Object.entries(paths)] as [string, Numbers][]) {
    console.log(
      `${name.padEnd(22)} ${n.actions} actions, ${n.concurrency} at a time: ${n.actionsPerSec} actions/s, p50 ${n.p50Ms} ms, p95 ${n.p95Ms} ms`,
    );
  }
  if (opts.paths) out.paths = paths;
  console.log(JSON.stringify(out));
  return 0;
}

async function onPostgres(games: number, concurrency: number, paths?: Record<string, Numbers>): Promise<Numbers> {
  const db = await createScratchDatabase('bench');
  const url = new URL(db.url);
  try {
    const store = await openStore({ databaseUrl: url.toString() });
    let numbers: Numbers;
    let game: StartedGame;
    try {
      numbers = await measure(store, games, concurrency);
      if (paths) game = await startGame(store, 'paths');
    } finally {
      await store.close();
    }
    if (paths) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      paths['postgres pg, no Prisma'] = await measureRaw(game!, (q) =>
        client.query(q.text, q.values).then((r) => r.rows),
      );
      await client.end();
    }
    return numbers;
  } finally {
    await db.drop();
  }
}

async function onEmbedded(games: number, concurrency: number, paths?: Record<string, Numbers>): Promise<Numbers> {
  const dir = await mkdtemp(path.join(tmpdir(), 'azul-bench-'));
  const dataDir = path.join(dir, 'data');
  try {
    const store = await openStore({ dataDir });
    let numbers: Numbers;
    let games2: StartedGame[] = [];
    try {
      numbers = await measure(store, games, concurrency);
      if (paths) games2 = [await startGame(store, 'paths-socket'), await startGame(store, 'paths-direct')];
    } finally {
      await store.close();
    }
    if (paths) {
      const db = await startEmbedded(dataDir);
      try {
        const client = new pg.Client({ connectionString: db.url });
        await client.connect();
        paths['embedded pg socket'] = await measureRaw(games2[0], (q) =>
          client.query(q.text, q.values).then((r) => r.rows),
        );
        await client.end();
        await db.whenIdle();
        paths['embedded in-process'] = await measureRaw(games2[1], (q) =>
          db.db.query(q.text, q.values).then((r) => r.rows),
        );
      } finally {
        await db.stop();
      }
    }
    return numbers;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

interface StartedGame {
  id: string;
  version: number;
  state: GameState;
}

async function startGame(store: OpenedStore, seed: string): Promise<StartedGame> {
  const lobby = await store.createLobby({
    guildId: 'bench',
    channelId: `bench-${seed}`,
    hostId: 'a',
    hostName: 'A',
    variant: 'standard',
    maxPlayers: 2,
    seed,
  });
  if (!lobby.ok) throw new Error(lobby.detail);
  const joined = await store.join(lobby.game.id, { userId: 'b', displayName: 'B' });
  if (!joined.ok) throw new Error(joined.detail);
  const state = newGame({ playerCount: 2, variant: 'standard', seed });
  const started = await store.start(lobby.game.id, joined.game.version, { state });
  if (!started.ok) throw new Error(started.detail);
  return { id: lobby.game.id, version: started.game.version, state };
}

/** One game played to the end with the store's write statement sent by `send` (no Prisma, no checks). */
async function measureRaw(
  game: StartedGame,
  send: (q: { text: string; values: unknown[] }) => Promise<unknown[]>,
): Promise<Numbers> {
  const latencies: number[] = [];
  let { state, version } = game;
  const t0 = performance.now();
  for (let i = 0; state.phase !== 'over' && state.round < MAX_ROUNDS; i++) {
    const moves = legalMoves(state);
    const action = moves[(i * 7) % moves.length];
    const applied = applyAction(state, action);
    if (!applied.ok) throw new Error(applied.detail);
    const q = applyActionSql(game.id, version, 'a', action, applied.state, new Date());
    const t = performance.now();
    const rows = await send({ text: q.text, values: q.values });
    latencies.push(performance.now() - t);
    if (rows.length !== 1) throw new Error('raw write did not apply');
    version++;
    state = applied.state;
  }
  return summarize(latencies, (performance.now() - t0) / 1000, 1);
}

/** Plays `games` whole 2-player games, `concurrency` at a time; times each applyAction. */
async function measure(store: OpenedStore, games: number, concurrency: number): Promise<Numbers> {
  const latencies: number[] = [];
  let next = 0;
  const playOne = async (k: number) => {
    const seed = `bench-${k}`;
    const lobby = await store.createLobby({
      guildId: 'bench',
      channelId: `bench-${k}-${seed}`,
      hostId: 'a',
      hostName: 'A',
      variant: 'standard',
      maxPlayers: 2,
      seed,
    });
    if (!lobby.ok) throw new Error(lobby.detail);
    const joined = await store.join(lobby.game.id, { userId: 'b', displayName: 'B' });
    if (!joined.ok) throw new Error(joined.detail);
    let state: GameState = newGame({ playerCount: 2, variant: 'standard', seed });
    const started = await store.start(lobby.game.id, joined.game.version, { state });
    if (!started.ok) throw new Error(started.detail);
    let version = started.game.version;
    // The rules allow rare endless games: stop one at round MAX_ROUNDS like the engine bench does.
    for (let i = 0; state.phase !== 'over' && state.round < MAX_ROUNDS; i++) {
      const moves = legalMoves(state);
      const action = moves[(i * 7 + k) % moves.length];
      const applied = applyAction(state, action);
      if (!applied.ok) throw new Error(applied.detail);
      const t0 = performance.now();
      const saved = await store.applyAction(lobby.game.id, version, {
        actorId: state.current === 0 ? 'a' : 'b',
        action,
        state: applied.state,
      });
      latencies.push(performance.now() - t0);
      if (!saved.ok) throw new Error(saved.detail);
      version = saved.game.version;
      state = applied.state;
    }
  };
  const worker = async () => {
    while (next < games) await playOne(next++);
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: Math.min(concurrency, games) }, worker));
  return summarize(latencies, (performance.now() - t0) / 1000, concurrency);
}

function summarize(latencies: number[], seconds: number, concurrency: number): Numbers {
  latencies.sort((a, b) => a - b);
  const at = (q: number) => round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]);
  return {
    actions: latencies.length,
    actionsPerSec: round(latencies.length / seconds),
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    concurrency,
  };
}

function round(x: number): number {
  return Math.round(x * 10) / 10;
}
