// `azul bench --ai-load`: does the AI's thinking slow people's clicks? The compiled bot (as
// `npm start` runs it) serves, at the same time, GAMES games that each have a person and two hard
// bots (the load: the AI searching all the time) and MEASURED games of three people, whose clicks are
// timed: per click its acknowledgement, per move the click -> the next table image. Then the same
// with the load games played by people only (no AI). p50/p95 of both, and their ratios.
// (In a game with bots, the next person's table comes after the bots' moves by design, one message
// with all of them, so those games' images measure the bots' budget, not what the AI costs others.)
//
//   npm run --silent azul -- bench --ai-load [--games 4] [--measured 2] [--moves 30] [--runs 1]
//     [--ai thread|process] [--entry dist|tsx] [--root DIR]
//
// --moves: the moves measured per measured game. --ai: where the bot's AI thinks (AZUL_AI_ISOLATION;
// default the bot's own default, a thread). --entry tsx runs `node --import tsx src/main.ts`;
// --root DIR runs that of another checkout (e.g. the code before a change).
// Postgres: a fresh database per bot start on the bench server (bench-kit), dropped afterwards.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AI_ISOLATIONS, loadConfig, type AiIsolation } from '../config.ts';
import { createScratchDatabase, percentile } from './bench-kit.ts';
import { gameIsOver, openGame, playOneMove, randomPicker, stopBot } from './bench-play.ts';
import { deployCommands } from '../runtime/deploy.ts';
import { startFakeDiscord, type FakeDiscord, type FakeUser } from '../local-discord/index.ts';
import { openStore } from '../store/index.ts';
import { startCommand } from './start-args.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

interface Options {
  games: number;
  measured: number;
  moves: number;
  runs: number;
  entry: 'dist' | 'tsx';
  ai?: AiIsolation;
  /** Another checkout whose bot runs instead, through tsx as its `npm start` did (before/after). */
  root?: string;
}

function parseArgs(argv: string[]): Options | string {
  const options: Options = { games: 4, measured: 2, moves: 30, runs: 1, entry: 'dist' };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    const n = Number(value);
    if (flag === '--games' && Number.isInteger(n) && n >= 1 && n <= 16) options.games = n;
    else if (flag === '--measured' && Number.isInteger(n) && n >= 1 && n <= 8) options.measured = n;
    else if (flag === '--moves' && Number.isInteger(n) && n >= 5 && n <= 500) options.moves = n;
    else if (flag === '--runs' && Number.isInteger(n) && n >= 1 && n <= 10) options.runs = n;
    else if (flag === '--entry' && (value === 'dist' || value === 'tsx')) options.entry = value;
    else if (flag === '--ai' && AI_ISOLATIONS.includes(value as AiIsolation)) options.ai = value as AiIsolation;
    else if (flag === '--root' && value && existsSync(path.join(value, 'src', 'main.ts'))) {
      options.root = path.resolve(value);
      options.entry = 'tsx';
    } else return `bench --ai-load: unknown or bad option ${flag ?? ''} ${value ?? ''}`.trim();
  }
  return options;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Measured {
  ackMs: number[];
  imageMs: number[];
  failed: number;
}

/**
 * One table: `person` plays (new games when one ends) until `until(moves made)`; `others` are people who play
 * too (never measured), or none. `out`: where the person's clicks are counted (null: not measured).
 */
async function playGame(
  fake: FakeDiscord,
  index: number,
  person: FakeUser,
  others: FakeUser[],
  bots: number,
  until: (made: number) => boolean,
  out: Measured | null,
): Promise<number> {
  const pick = randomPicker(0x2545f491 + index * 7919);
  const open = async (n: number) =>
    (await openGame(fake, person, others, { name: `ai-load-${index}-${n}`, bots, level: 'hard' })).channelId;
  let game = 1;
  let channelId = await open(game);
  let made = 0;
  const deadline = Date.now() + 20 * 60_000;
  while (!until(made) && Date.now() < deadline) {
    if (gameIsOver(fake, channelId)) {
      channelId = await open(++game);
      continue;
    }
    let acted = false;
    // The person measured, then the other people at the table (their clicks are not counted).
    for (const [who, measured] of [[person, true], ...others.map((o) => [o, false] as const)] as const) {
      let played;
      try {
        played = await playOneMove(fake, channelId, who, pick);
      } catch {
        if (out) out.failed++;
        played = null;
      }
      if (!played) continue;
      acted = true;
      if (measured && played.imageMs !== undefined) made++;
      if (!measured || !out) continue;
      out.ackMs.push(...played.ackMs);
      if (played.imageMs !== undefined) out.imageMs.push(played.imageMs);
    }
    if (!acted) await sleep(30);
  }
  return made;
}

async function measure(options: Options, withBots: boolean): Promise<Measured> {
  const fake = await startFakeDiscord();
  const db = await createScratchDatabase('bench_ai_load');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    DISCORD_TOKEN: fake.token,
    DISCORD_CLIENT_ID: fake.applicationId,
    DISCORD_GUILD_ID: fake.guildId,
    DISCORD_API_URL: fake.apiUrl,
    DATABASE_URL: db.url,
    LOG_LEVEL: 'warn',
    ...(options.ai ? { AZUL_AI_ISOLATION: options.ai } : {}),
  };
  let child: ChildProcess | undefined;
  const out: Measured = { ackMs: [], imageMs: [], failed: 0 };
  try {
    await (await openStore({ databaseUrl: db.url })).close();
    await deployCommands(loadConfig(env, ['token', 'clientId']));
    const start = options.entry === 'dist' ? startCommand() : { env: {}, args: ['--import', 'tsx', 'src/main.ts'] };
    child = spawn(process.execPath, start.args, {
      cwd: options.root ?? ROOT,
      env: { ...env, ...start.env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const died = new Promise<never>((_, reject) =>
      child!.once('exit', (code, signal) => reject(new Error(`the bot exited (${signal ?? `code ${code}`})`))),
    );
    died.catch(() => undefined);
    await fake.waitForBotReady(120_000);
    await sleep(3_000); // past the start's own work
    // The measured games run until each made its moves; the load games as long as they do.
    let measuredDone = 0;
    const loadOver = () => measuredDone === options.measured;
    const load = Array.from({ length: options.games }, (_, i) => {
      const person = fake.addUser(`load${i}`);
      const others = withBots ? [] : [fake.addUser(`load${i}b`), fake.addUser(`load${i}c`)];
      return playGame(fake, 100 + i, person, others, withBots ? 2 : 0, loadOver, null);
    });
    await sleep(2_000); // the load games under way (bots thinking) before the measured clicks
    const measured = Array.from({ length: options.measured }, async (_, i) => {
      const person = fake.addUser(`m${i}`);
      const others = [fake.addUser(`m${i}b`), fake.addUser(`m${i}c`)];
      await playGame(fake, i, person, others, 0, (made) => made >= options.moves, out);
      measuredDone++;
    });
    await Promise.race([Promise.all([...measured, ...load]), died]);
    return out;
  } finally {
    await stopBot(child);
    await fake.close();
    await db.drop();
  }
}

const p = (values: number[], q: number) =>
  percentile(
    [...values].sort((a, b) => a - b),
    q,
  );

export async function run(argv: string[]): Promise<number> {
  const options = parseArgs(argv);
  if (typeof options === 'string') {
    console.error(options);
    return 2;
  }
  if (options.entry === 'dist' && !existsSync(path.join(ROOT, 'dist', 'src', 'main.js'))) {
    console.error('bench --ai-load: no dist/src/main.js: run `npm run build` first');
    return 2;
  }
  const all = {
    bots: { ackMs: [], imageMs: [], failed: 0 } as Measured,
    none: { ackMs: [], imageMs: [], failed: 0 } as Measured,
  };
  for (let run = 1; run <= options.runs; run++) {
    for (const withBots of [true, false]) {
      const m = await measure(options, withBots);
      const into = withBots ? all.bots : all.none;
      into.ackMs.push(...m.ackMs);
      into.imageMs.push(...m.imageMs);
      into.failed += m.failed;
      console.log(
        `run ${run} ${withBots ? `${options.games} load games with 2 hard bots each` : `${options.games} load games of people only`}, ${options.measured} measured games of people: ` +
          `ack p50 ${p(m.ackMs, 0.5)} ms p95 ${p(m.ackMs, 0.95)} ms (${m.ackMs.length} clicks), image p50 ${p(m.imageMs, 0.5)} ms p95 ${p(m.imageMs, 0.95)} ms (${m.imageMs.length} moves), ${m.failed} failed`,
      );
    }
  }
  const row = (m: Measured) => ({
    ackP50: p(m.ackMs, 0.5),
    ackP95: p(m.ackMs, 0.95),
    imageP50: p(m.imageMs, 0.5),
    imageP95: p(m.imageMs, 0.95),
    clicks: m.ackMs.length,
    moves: m.imageMs.length,
    failed: m.failed,
  });
  const bots = row(all.bots);
  const none = row(all.none);
  const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
  console.log(`\n                      ack p95   image p95`);
  console.log(`with hard bots      ${String(bots.ackP95).padStart(6)} ms ${String(bots.imageP95).padStart(7)} ms`);
  console.log(`people only         ${String(none.ackP95).padStart(6)} ms ${String(none.imageP95).padStart(7)} ms`);
  console.log(
    `ratio               ${String(ratio(bots.ackP95, none.ackP95)).padStart(6)}x  ${String(ratio(bots.imageP95, none.imageP95)).padStart(7)}x`,
  );
  console.log('goal: image p95 with bots <= 1.5x people only, and under 500 ms');
  console.log(
    JSON.stringify({
      bench: 'ai-load',
      games: options.games,
      measured: options.measured,
      ai: options.ai ?? 'thread',
      root: options.root,
      entry: options.entry,
      bots,
      none,
      imageRatio: ratio(bots.imageP95, none.imageP95),
      ackRatio: ratio(bots.ackP95, none.ackP95),
    }),
  );
  return 0;
}
