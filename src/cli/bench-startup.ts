// `azul bench --startup`: how fast the bot is up and how much memory it holds, side by side with a
// bare discord.js client logging in to the same local Discord, in the same run, runs interleaved.
// For each run and each contender (the bare client; the bot as `npm start` runs it, compiled; with
// --before DIR, also the bot of another checkout as its `npm start` ran it, through tsx; with
// --ai-process, also the bot with its AI in a child process, AZUL_AI_ISOLATION=process):
//   - spawn -> READY: from spawning the process to the local Discord sending READY to it;
//   - (bots) first click after the cold start, sent the moment READY arrives: `/azul new` (2 people)
//     -> acknowledgement, and the Start click -> the first table image; then a game against a hard bot;
//   - RSS of its process tree 3 s later (every process it started, e.g. the AI's), before any bot plays;
//   - (bots) RSS of the process tree after --moves moves (default 100) with the hard bot playing.
// Then medians of each figure and the bot's ratios to the bare client.
//
//   npm run --silent azul -- bench --startup [--runs 3] [--moves 100] [--before DIR] [--ai-process] [--no-moves]
//
// Postgres: a fresh database per bot start on the bench server (bench-kit), migrated before the
// clock starts (as a machine that already ran its migrations), dropped afterwards.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { loadConfig } from '../config.ts';
import { createScratchDatabase, percentile } from './bench-kit.ts';
import { gameIsOver, openGame, playOneMove, randomPicker, stopBot } from './bench-play.ts';
import { splitRssMb, treePssMb, treeResidentMb, treeRssMb } from './process-tree.ts';
import { startCommand } from './start-args.ts';
import { deployCommands } from '../runtime/deploy.ts';
import { startFakeDiscord, type FakeDiscord, type FakeUser } from '../local-discord/index.ts';
import { openStore } from '../store/index.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

interface Options {
  runs: number;
  moves: number;
  before?: string;
  aiProcess?: boolean;
}

function parseArgs(argv: string[]): Options | string {
  const options: Options = { runs: 3, moves: 100 };
  for (let i = 0; i < argv.length; i++) {
    const [flag, value] = [argv[i], argv[i + 1]];
    const n = Number(value);
    if (flag === '--no-moves' || flag === '--ai-process') {
      if (flag === '--no-moves') options.moves = 0;
      else options.aiProcess = true;
      continue;
    }
    if (flag === '--runs' && Number.isInteger(n) && n >= 1 && n <= 20) options.runs = n;
    else if (flag === '--moves' && Number.isInteger(n) && n >= 0 && n <= 1000) options.moves = n;
    else if (flag === '--before' && value && existsSync(path.join(value, 'src', 'main.ts')))
      options.before = path.resolve(value);
    else return `bench --startup: unknown or bad option ${flag ?? ''} ${value ?? ''}`.trim();
    i++;
  }
  return options;
}

interface Contender {
  name: string;
  kind: 'bare' | 'bot';
  cwd: string;
  args: string[];
  /** Set in its environment (npm start's settings). */
  env?: Record<string, string>;
}

interface Sample {
  readyMs: number;
  rssReadyMb: number;
  firstAckMs?: number;
  firstImageMs?: number;
  rssAfterMovesMb?: number;
  /** PSS of the tree after the moves: pages shared between its processes (node's code) counted once. */
  pssAfterMovesMb?: number;
  /** The tree's pages in memory after the moves, each counted once (root only). */
  residentAfterMovesMb?: number;
  /** The bot process alone and its children (the AI's process) after the moves. */
  split?: { ownMb: number; childrenMb: number };
  moves?: number;
}

/** A bare discord.js client: the same intents the bot asks for, nothing else. */
const BARE_CLIENT = `
import { Client, GatewayIntentBits } from 'discord.js';
const client = new Client({ intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMembers], rest: { api: process.env.DISCORD_API_URL } });
process.on('SIGTERM', () => void client.destroy().finally(() => process.exit(0)));
await client.login(process.env.DISCORD_TOKEN);
`;

function contenders(options: Options): Contender[] {
  const list: Contender[] = [
    { name: 'bare discord.js', kind: 'bare', cwd: ROOT, args: ['--input-type=module', '-e', BARE_CLIENT] },
    { name: 'bot (npm start)', kind: 'bot', cwd: ROOT, ...startCommand() },
  ];
  if (options.aiProcess) {
    const bot = startCommand();
    list.push({
      name: 'bot, AI in a process',
      kind: 'bot',
      cwd: ROOT,
      ...bot,
      env: { ...bot.env, AZUL_AI_ISOLATION: 'process' },
    });
  }
  if (options.before)
    list.push({ name: 'bot before (tsx)', kind: 'bot', cwd: options.before, args: ['--import', 'tsx', 'src/main.ts'] });
  return list;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function countMoves(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query('SELECT count(*)::int AS n FROM moves')).rows[0].n);
  } finally {
    await client.end();
  }
}

/**
 * The person plays random legal moves on their turns (the hard
 * bot plays the other seat) until `moves` moves are stored.
 */
async function playMoves(
  fake: FakeDiscord,
  user: FakeUser,
  dbUrl: string,
  moves: number,
  firstChannel: string,
): Promise<number> {
  const pick = randomPicker(0x2545f491);
  let channelId = firstChannel;
  let game = 1;
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    const stored = await countMoves(dbUrl);
    if (stored >= moves) return stored;
    if (Date.now() > deadline) throw new Error(`only ${stored} moves after 15 minutes`);
    if (gameIsOver(fake, channelId)) {
      channelId = (await openGame(fake, user, [], { name: `startup-more-${++game}`, bots: 1 })).channelId;
      continue;
    }
    const played = await playOneMove(fake, channelId, user, pick).catch(() => null);
    if (!played) await sleep(50);
  }
}

async function measure(contender: Contender, options: Options, run: number): Promise<Sample> {
  const fake = await startFakeDiscord();
  const db = contender.kind === 'bot' ? await createScratchDatabase('bench_startup') : undefined;
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    DISCORD_TOKEN: fake.token,
    DISCORD_CLIENT_ID: fake.applicationId,
    DISCORD_GUILD_ID: fake.guildId,
    DISCORD_API_URL: fake.apiUrl,
    LOG_LEVEL: process.env.AZUL_BENCH_LOG_LEVEL ?? 'warn',
    // To look inside the bot while it runs (e.g. --heapsnapshot-signal=SIGUSR2).
    ...(process.env.AZUL_BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.AZUL_BENCH_NODE_OPTIONS } : {}),
    ...(db ? { DATABASE_URL: db.url } : {}),
  };
  let child: ChildProcess | undefined;
  try {
    if (db) {
      await (await openStore({ databaseUrl: db.url })).close(); // migrations applied before the clock starts
      await deployCommands(loadConfig(env, ['token', 'clientId']));
    }
    const started = Date.now();
    child = spawn(process.execPath, contender.args, {
      cwd: contender.cwd,
      env: { ...env, ...contender.env },
      stdio: ['ignore', process.env.AZUL_BENCH_LOG_LEVEL ? 'inherit' : 'ignore', 'inherit'],
    });
    await fake.waitForBotReady(180_000);
    const readyMs = Date.now() - started;
    const sample: Sample = { readyMs, rssReadyMb: NaN };
    let first: { channelId: string } | undefined;
    const user = fake.addUser('first');
    if (db) {
      // The first click comes the moment the bot is READY (a cold start: nothing warmed up yet): a
      // game of two people, so that the first table image is not held up by a bot's move.
      const opened = await openGame(fake, user, [fake.addUser('second')], { name: `startup-${run}`, bots: 0 });
      sample.firstAckMs = opened.ackMs;
      sample.firstImageMs = opened.imageMs;
    }
    await sleep(3_000);
    sample.rssReadyMb = treeRssMb(child.pid!);
    if (db) {
      first = await openGame(fake, user, [], { name: `startup-bot-${run}`, bots: 1, level: 'hard' });
      if (options.moves > 0) {
        sample.moves = await playMoves(fake, user, db.url, options.moves, first.channelId);
        await sleep(2_000);
        sample.rssAfterMovesMb = treeRssMb(child.pid!);
        sample.pssAfterMovesMb = treePssMb(child.pid!);
        sample.residentAfterMovesMb = treeResidentMb(child.pid!);
        sample.split = splitRssMb(child.pid!);
      }
    }
    return sample;
  } finally {
    await stopBot(child);
    await fake.close();
    await db?.drop();
  }
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
const fmt = (n: number | undefined, unit: string) =>
  n === undefined || Number.isNaN(n) ? '-' : `${Math.round(n)} ${unit}`;

export async function run(argv: string[]): Promise<number> {
  const options = parseArgs(argv);
  if (typeof options === 'string') {
    console.error(options);
    return 2;
  }
  if (!existsSync(path.join(ROOT, 'dist', 'src', 'main.js'))) {
    console.error('bench --startup: no dist/src/main.js: run `npm run build` first');
    return 2;
  }
  const list = contenders(options);
  const samples = new Map<string, Sample[]>(list.map((c) => [c.name, []]));
  for (let run = 1; run <= options.runs; run++) {
    // Interleaved: each run measures every contender once, in turn.
    for (const contender of list) {
      const s = await measure(contender, options, run);
      samples.get(contender.name)!.push(s);
      console.log(
        `run ${run} ${contender.name.padEnd(18)} READY ${fmt(s.readyMs, 'ms')}, RSS ${fmt(s.rssReadyMb, 'MB')}` +
          (s.firstAckMs !== undefined
            ? `, first ack ${fmt(s.firstAckMs, 'ms')}, first image ${fmt(s.firstImageMs, 'ms')}`
            : '') +
          (s.rssAfterMovesMb !== undefined ? `, RSS after ${s.moves} moves ${fmt(s.rssAfterMovesMb, 'MB')}` : '') +
          (s.split
            ? ` (bot ${fmt(s.split.ownMb, 'MB')} + its children ${fmt(s.split.childrenMb, 'MB')}; PSS ${fmt(s.pssAfterMovesMb, 'MB')}; its pages counted once ${fmt(s.residentAfterMovesMb, 'MB')})`
            : ''),
      );
    }
  }
  const bare = samples.get(list[0]!.name)!;
  const bareReady = median(bare.map((s) => s.readyMs));
  const bareRss = median(bare.map((s) => s.rssReadyMb));
  console.log(
    `\nmedians of ${options.runs} runs             spawn->READY   RSS ready   first ack   spawn->first ack   first image   RSS after moves`,
  );
  const summary: Record<string, unknown> = { bench: 'startup', runs: options.runs, moves: options.moves };
  for (const contender of list) {
    const s = samples.get(contender.name)!;
    const m = (pick: (x: Sample) => number | undefined) => {
      const v = s.map(pick).filter((x): x is number => x !== undefined);
      return v.length ? median(v) : undefined;
    };
    const row = {
      readyMs: m((x) => x.readyMs)!,
      rssReadyMb: m((x) => x.rssReadyMb)!,
      firstAckMs: m((x) => x.firstAckMs),
      /** Spawn -> the first click answered (the click is sent at READY): how long clicks fail after a restart. */
      spawnToFirstAckMs: m((x) => (x.firstAckMs === undefined ? undefined : x.readyMs + x.firstAckMs)),
      firstImageMs: m((x) => x.firstImageMs),
      rssAfterMovesMb: m((x) => x.rssAfterMovesMb),
      pssAfterMovesMb: m((x) => x.pssAfterMovesMb),
      residentAfterMovesMb: m((x) => x.residentAfterMovesMb),
      readyRatio: Math.round((m((x) => x.readyMs)! / bareReady) * 100) / 100,
      rssRatio: Math.round((m((x) => x.rssReadyMb)! / bareRss) * 100) / 100,
    };
    summary[contender.name] = row;
    console.log(
      `${contender.name.padEnd(34)} ${fmt(row.readyMs, 'ms').padStart(8)} (${row.readyRatio}x) ${fmt(row.rssReadyMb, 'MB').padStart(7)} (${row.rssRatio}x) ` +
        `${fmt(row.firstAckMs, 'ms').padStart(9)} ${fmt(row.spawnToFirstAckMs, 'ms').padStart(16)} ${fmt(row.firstImageMs, 'ms').padStart(11)} ${fmt(row.rssAfterMovesMb, 'MB').padStart(12)}`,
    );
  }
  console.log(
    'goals: READY <= 1.5x bare, RSS ready <= 2x bare, RSS after 100 moves <= 200 MB, first ack < 500 ms, first image < 1500 ms',
  );
  console.log(JSON.stringify(summary));
  return 0;
}
