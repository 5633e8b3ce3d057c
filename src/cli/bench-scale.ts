// `azul bench --scale`: gateways and workers (AZUL_ROLE) on one Postgres, as `npm start` runs them.
//
// 1. Review load. A gateway process serves GAMES games of two people who click as soon as they are
//    answered, while 0, 1, then 2 worker processes review a backlog of finished games (at the review's
//    full budget unless --review-scale). Per phase: the people's click → next table image p50/p95
//    (from the click to the image's message, as the local Discord timestamps it) and acknowledgement
//    p95 on the gateway, and per worker the review moves analysed per second and whole reviews done
//    (from each worker's /metrics). The gateway's latency must not grow with the review load.
// 2. What a worker adds to a bot's reply: a person against a hard bot (AZUL_AI_MOVE_MS), click → the
//    person's next table (the bot's move in it), with one process of role `all`, then a gateway and a
//    worker.
//
//   npm run --silent azul -- bench --scale [--seconds 60] [--rounds 2] [--games 2] [--backlog 40] [--review-scale 1]
// [--bot-moves 20] [--ai-move-ms 200]
//
// The phases (0, 1, 2 workers) run in turn, --rounds times, so the machine's other load falls on each
// alike; the figures of a number of workers are over all its rounds.
//
// Needs `npm run build` (the processes run dist/ as `npm start` does). Postgres: a fresh database on
// the bench server (bench-kit), dropped afterwards. Last line: JSON.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { chooseMove } from '../ai/index.ts';
import { createApp } from '../app/index.ts';
import { loadConfig } from '../config.ts';
import { startFakeDiscord, type FakeDiscord, type FakeUser } from '../local-discord/index.ts';
import { deployCommands } from '../runtime/deploy.ts';
import { openStore } from '../store/index.ts';
import { createScratchDatabase, percentile } from './bench-kit.ts';
import { gameIsOver, openGame, playOneMove, randomPicker, stopBot } from './bench-play.ts';
import { startCommand } from './start-args.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

interface Options {
  seconds: number;
  rounds: number;
  games: number;
  backlog: number;
  reviewScale: number;
  botMoves: number;
  aiMoveMs: number;
}

function parseArgs(argv: string[]): Options | string {
  const o: Options = { seconds: 60, rounds: 2, games: 2, backlog: 40, reviewScale: 1, botMoves: 20, aiMoveMs: 200 };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    const n = Number(value);
    if (flag === '--seconds' && Number.isInteger(n) && n >= 10 && n <= 1800) o.seconds = n;
    else if (flag === '--rounds' && Number.isInteger(n) && n >= 1 && n <= 10) o.rounds = n;
    else if (flag === '--games' && Number.isInteger(n) && n >= 1 && n <= 16) o.games = n;
    else if (flag === '--backlog' && Number.isInteger(n) && n >= 2 && n <= 500) o.backlog = n;
    else if (flag === '--review-scale' && n > 0 && n <= 4) o.reviewScale = n;
    else if (flag === '--bot-moves' && Number.isInteger(n) && n >= 0 && n <= 200) o.botMoves = n;
    else if (flag === '--ai-move-ms' && Number.isInteger(n) && n >= 10 && n <= 10_000) o.aiMoveMs = n;
    else return `bench --scale: unknown or bad option ${flag ?? ''} ${value ?? ''}`.trim();
  }
  return o;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const p = (values: number[], q: number) =>
  Math.round(
    percentile(
      [...values].sort((a, b) => a - b),
      q,
    ),
  );

interface Process {
  child: ChildProcess;
  port: number;
}

/** A bot process of `role`, as `npm start` runs it, with its health port; resolves once it said "bot ready". */
async function startProcess(base: Record<string, string>, role: string, extra: Record<string, string> = {}) {
  const start = startCommand();
  const port = await freePort();
  const child = spawn(process.execPath, start.args, {
    cwd: ROOT,
    env: { ...base, ...start.env, AZUL_ROLE: role, HEALTH_PORT: String(port), LOG_LEVEL: 'info', ...extra },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let ready!: () => void;
  const up = new Promise<void>((resolve) => (ready = resolve));
  let seen = '';
  child.stdout!.on('data', (d: Buffer) => {
    if (seen.includes('"bot ready"')) return;
    seen += d.toString();
    if (seen.includes('"bot ready"')) ready();
  });
  const died = new Promise<never>((_, reject) =>
    child.once('exit', (code, signal) => reject(new Error(`a ${role} process exited (${signal ?? `code ${code}`})`))),
  );
  died.catch(() => undefined);
  await Promise.race([up, died]);
  return { child, port } satisfies Process;
}

/** One sample's value of a worker's /metrics, by the sample's name and labels as written there. */
async function metricValue(port: number, sample: string): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${sample} `));
  return line ? Number(line.split(' ')[1]) : 0;
}

/**
 * Finished games, each with its review to do: a host and an easy bot, every move picked by the greedy
 * player through the app (as the bot saves moves), then every job of theirs but the review marked done.
 */
async function seedFinishedGames(url: string, fake: FakeDiscord, count: number): Promise<number> {
  let moves = 0;
  const store = await openStore({ databaseUrl: url });
  try {
    const app = createApp(store);
    const pick = async (state: Parameters<typeof chooseMove>[0], _level: string, seed: string) =>
      chooseMove(state, { level: 'greedy', seed }).action;
    for (let i = 0; i < count; i++) {
      const channelId = fake.createChannel(`review-${i}`);
      const host = { id: `9000000000000000${String(i).padStart(2, '0')}`, name: `Host ${i}` };
      const opened = await app.lobby.open({ guildId: fake.guildId, channelId, host, seats: 2, bots: 1, level: 'easy' });
      if (!opened.ok) throw new Error(`seeding: ${opened.error}`);
      const started = await app.lobby.start(opened.game.id, opened.game.version, host);
      if (!started.ok) throw new Error(`seeding: ${started.error}`);
      let game = started.game;
      while (game.status === 'active') {
        // The host's turns run out (their clock), the bot's are its own; after a few, the host's seat is on autopilot.
        const seat = game.seats.find((s) => s.seat === game.state!.current)!;
        const reason = seat.control === 'player' && !seat.botLevel ? 'timeout' : 'turn';
        const played = await app.play.playAuto(game.id, game.version, reason, pick);
        if (!played.ok) throw new Error(`seeding: ${played.error} ${played.detail}`);
        game = played.after;
      }
      moves += game.moveCount;
    }
  } finally {
    await store.close();
  }
  const sql = new pg.Client({ connectionString: url });
  await sql.connect();
  await sql.query(`UPDATE jobs SET done_at = now() WHERE kind <> 'review-game' AND done_at IS NULL`);
  await sql.end();
  return moves / count;
}

interface Phase {
  workers: number;
  seconds: number;
  clicks: number;
  moves: number;
  ackP95: number;
  imageP50: number;
  imageP95: number;
  failed: number;
  reviewMovesPerSecondPerWorker: number;
  /** Whole reviews of the seeded games an hour, per worker (the moves analysed over a game's moves). */
  reviewsPerHourPerWorker: number;
  /** Review moves per CPU-second of the workers' processes: what a worker with a core of its own does. */
  reviewMovesPerCpuSecond: number;
  /** Whole reviews an hour by a worker with a core of its own. */
  reviewsPerCoreHour: number;
  reviewsDone: number;
  load: number[];
}

/** GAMES games of two people on the gateway, clicking as fast as they are answered, for `seconds`. */
async function clickFor(fake: FakeDiscord, games: number, seconds: number, tag: string) {
  const out = { ackMs: [] as number[], imageMs: [] as number[], failed: 0 };
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: games }, async (_, i) => {
      const people: FakeUser[] = [fake.addUser(`${tag}-${i}a`), fake.addUser(`${tag}-${i}b`)];
      const pick = randomPicker(0x51ed + i * 7919);
      let n = 0;
      let channelId = (await openGame(fake, people[0]!, [people[1]!], { name: `${tag}-${i}-${n}`, bots: 0 })).channelId;
      while (Date.now() < until) {
        if (gameIsOver(fake, channelId)) {
          channelId = (await openGame(fake, people[0]!, [people[1]!], { name: `${tag}-${i}-${++n}`, bots: 0 }))
            .channelId;
          continue;
        }
        let acted = false;
        for (const who of people) {
          const played = await playOneMove(fake, channelId, who, pick).catch(() => {
            out.failed++;
            return null;
          });
          if (!played) continue;
          acted = true;
          out.ackMs.push(...played.ackMs);
          if (played.imageMs !== undefined) out.imageMs.push(played.imageMs);
        }
        if (!acted) await sleep(20);
      }
    }),
  );
  return out;
}

/** A person against a hard bot: click → the person's next table, the bot's move in it. */
async function botReplies(fake: FakeDiscord, moves: number, tag: string): Promise<number[]> {
  const person = fake.addUser(`${tag}-person`);
  const pick = randomPicker(0xb07);
  const replies: number[] = [];
  let n = 0;
  let channelId = (await openGame(fake, person, [], { name: `${tag}-${n}`, bots: 1, level: 'hard' })).channelId;
  while (replies.length < moves) {
    if (gameIsOver(fake, channelId)) {
      channelId = (await openGame(fake, person, [], { name: `${tag}-${++n}`, bots: 1, level: 'hard' })).channelId;
      continue;
    }
    const played = await playOneMove(fake, channelId, person, pick).catch(() => null);
    if (played?.imageMs !== undefined) replies.push(played.imageMs);
    else await sleep(20);
  }
  return replies;
}

export async function run(argv: string[]): Promise<number> {
  const options = parseArgs(argv);
  if (typeof options === 'string') {
    console.error(options);
    return 2;
  }
  if (!existsSync(path.join(ROOT, 'dist', 'src', 'main.js'))) {
    console.error('bench --scale: no dist/src/main.js: run `npm run build` first');
    return 2;
  }
  const fake = await startFakeDiscord({ guilds: 1 });
  const db = await createScratchDatabase('bench_scale');
  const base: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    DISCORD_TOKEN: fake.token,
    DISCORD_CLIENT_ID: fake.applicationId,
    DISCORD_GUILD_ID: fake.guildId,
    DISCORD_API_URL: fake.apiUrl,
    DATABASE_URL: db.url,
    AZUL_REVIEW_SCALE: String(options.reviewScale),
  };
  const running: ChildProcess[] = [];
  const phases: Phase[] = [];
  const replies: Record<'all' | 'split', number[]> = { all: [], split: [] };
  try {
    await deployCommands(loadConfig(base, ['token', 'clientId']));
    console.log(`seeding ${options.backlog} finished games to review ...`);
    const movesPerGame = await seedFinishedGames(db.url, fake, options.backlog);
    const reviewed = async () => {
      const sql = new pg.Client({ connectionString: db.url });
      await sql.connect();
      try {
        return (
          await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM game_reviews WHERE posted_at IS NOT NULL')
        ).rows[0]!.n;
      } finally {
        await sql.end();
      }
    };

    const gateway = await startProcess(base, 'gateway');
    running.push(gateway.child);
    await fake.waitForBotReady(120_000);
    await sleep(3_000); // past the start's own work (the renderer's warm-up)
    const byWorkers = new Map<
      number,
      {
        image: number[];
        ack: number[];
        failed: number;
        analysed: number;
        cpu: number;
        seconds: number;
        done: number;
        load: number[];
      }
    >();
    for (let round = 1; round <= options.rounds; round++) {
      for (const k of [0, 1, 2]) {
        const workers: Process[] = [];
        for (let i = 0; i < k; i++) workers.push(await startProcess(base, 'worker'));
        running.push(...workers.map((w) => w.child));
        await sleep(3_000); // each worker has claimed a review and is searching
        const analysedBy = () =>
          Promise.all(workers.map((w) => metricValue(w.port, 'azul_ai_seconds_count{purpose="review-move"}')));
        const cpuOf = () =>
          Promise.all(workers.map((w) => metricValue(w.port, 'process_cpu_seconds_total{process="worker"}')));
        const movesBefore = await analysedBy();
        const cpuBefore = await cpuOf();
        const doneBefore = await reviewed();
        const started = Date.now();
        const m = await clickFor(fake, options.games, options.seconds, `r${round}w${k}`);
        const seconds = (Date.now() - started) / 1000;
        const movesAfter = await analysedBy();
        const cpuAfter = await cpuOf();
        const acc = byWorkers.get(k) ?? {
          image: [],
          ack: [],
          failed: 0,
          analysed: 0,
          cpu: 0,
          seconds: 0,
          done: 0,
          load: [],
        };
        acc.image.push(...m.imageMs);
        acc.ack.push(...m.ackMs);
        acc.failed += m.failed;
        acc.analysed += movesAfter.reduce((n, v, i) => n + v - movesBefore[i]!, 0);
        acc.cpu += cpuAfter.reduce((n, v, i) => n + v - cpuBefore[i]!, 0);
        acc.seconds += seconds;
        acc.done += (await reviewed()) - doneBefore;
        acc.load.push(Math.round(loadavg()[0]! * 10) / 10);
        byWorkers.set(k, acc);
        console.log(
          `round ${round}, ${k} worker(s) reviewing: ${m.imageMs.length} moves on the gateway, click → image p95 ${p(m.imageMs, 0.95)} ms; load ${acc.load.at(-1)}`,
        );
        for (const w of workers) await stopBot(w.child);
      }
    }
    for (const [k, acc] of byWorkers) {
      const perWorker = k === 0 ? 0 : acc.analysed / acc.seconds / k;
      phases.push({
        workers: k,
        seconds: Math.round(acc.seconds),
        clicks: acc.ack.length,
        moves: acc.image.length,
        ackP95: p(acc.ack, 0.95),
        imageP50: p(acc.image, 0.5),
        imageP95: p(acc.image, 0.95),
        failed: acc.failed,
        reviewMovesPerSecondPerWorker: Math.round(perWorker * 100) / 100,
        reviewsPerHourPerWorker: Math.round((perWorker * 3600) / movesPerGame),
        reviewMovesPerCpuSecond: acc.cpu > 0 ? Math.round((acc.analysed / acc.cpu) * 100) / 100 : 0,
        reviewsPerCoreHour: acc.cpu > 0 ? Math.round((acc.analysed / acc.cpu) * (3600 / movesPerGame)) : 0,
        reviewsDone: acc.done,
        load: acc.load,
      });
    }
    for (const x of phases)
      console.log(
        `${x.workers} worker(s) reviewing, ${x.seconds} s: ${x.moves} moves (${x.clicks} clicks) on the gateway, click → image p50 ${x.imageP50} ms p95 ${x.imageP95} ms, ack p95 ${x.ackP95} ms, ${x.failed} failed; ` +
          `${x.reviewMovesPerSecondPerWorker} review moves/s per worker (≈ ${x.reviewsPerHourPerWorker} reviews of ${Math.round(movesPerGame)} moves an hour), ` +
          `${x.reviewMovesPerCpuSecond} per CPU-second of the workers (≈ ${x.reviewsPerCoreHour} reviews an hour on a core of its own), ${x.reviewsDone} reviews done; load ${x.load.join(', ')}`,
      );
    await stopBot(gateway.child);

    if (options.botMoves > 0) {
      const ai = { AZUL_AI_MOVE_MS: String(options.aiMoveMs) };
      // Reviews out of the way: this measures the hand-offs, not a busy AI.
      const sql = new pg.Client({ connectionString: db.url });
      await sql.connect();
      await sql.query(`UPDATE jobs SET done_at = now() WHERE done_at IS NULL`);
      await sql.end();
      const all = await startProcess(base, 'all', ai);
      await sleep(3_000);
      replies.all = await botReplies(fake, options.botMoves, 'all');
      await stopBot(all.child);
      const gw = await startProcess({ ...base, ...ai }, 'gateway');
      const wk = await startProcess({ ...base, ...ai }, 'worker');
      running.push(gw.child, wk.child);
      await sleep(3_000);
      replies.split = await botReplies(fake, options.botMoves, 'split');
      await stopBot(wk.child);
      await stopBot(gw.child);
      console.log(
        `a hard bot's reply (AZUL_AI_MOVE_MS=${options.aiMoveMs}), click → the person's next table: one process p50 ${p(replies.all, 0.5)} ms p95 ${p(replies.all, 0.95)} ms; ` +
          `gateway + worker p50 ${p(replies.split, 0.5)} ms p95 ${p(replies.split, 0.95)} ms (${options.botMoves} moves each)`,
      );
    }
  } finally {
    for (const c of running) await stopBot(c);
    await fake.close();
    await db.drop();
  }
  const zero = phases.find((x) => x.workers === 0)!;
  console.log('\nworkers reviewing   click → image p95   vs none   reviews/h per worker   reviews/h per worker core');
  for (const x of phases)
    console.log(
      `${String(x.workers).padStart(17)}   ${String(x.imageP95).padStart(14)} ms   ${(x.imageP95 / zero.imageP95).toFixed(2).padStart(6)}x   ${String(x.reviewsPerHourPerWorker).padStart(20)}   ${String(x.reviewsPerCoreHour).padStart(25)}`,
    );
  console.log(
    JSON.stringify({
      phases,
      botReply: {
        allP50: p(replies.all, 0.5),
        allP95: p(replies.all, 0.95),
        splitP50: p(replies.split, 0.5),
        splitP95: p(replies.split, 0.95),
      },
    }),
  );
  return phases.some((x) => x.failed > 0) ? 1 : 0;
}
