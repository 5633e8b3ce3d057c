// `azul bench --soak`: many games in a row in one bot process, to see whether it keeps its memory and
// its responsiveness. The bot runs as `npm start` runs it (its own process, src/main.ts) against the
// local Discord, with every clock of the bot scaled (AZUL_CLOCK_SCALE). Each game has three seats:
// a person who clicks at once (random legal controls), a person who never clicks (their turn clock
// runs out, they are reminded, then the autopilot plays their seat) and an easy bot. A probe preloaded
// into the bot process (soak-probe.ts) reports its RSS, its heap after a full collection and its
// event-loop delay; they are printed at the start, every few games, and at the end.
//
//   npm run --silent azul -- bench --soak [--games 30] [--at-once 3] [--clock-scale 600] [--embedded]
//
// Postgres: DATABASE_URL's server (default postgresql://postgres@127.0.0.1:5432/test), a fresh database
// dropped afterwards; --embedded: the embedded database in a temporary folder.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { loadConfig } from '../config.ts';
import {
  controlsOf,
  createScratchDatabase,
  gameMessages,
  isFinalResults,
  liveTurn,
  nextTurnAfter,
} from './bench-kit.ts';
import type { SoakSample } from './soak-probe.ts';
import { decodeCustomId } from '../discord/custom-id.ts';
import { deployCommands } from '../runtime/deploy.ts';
import {
  messageText,
  startFakeDiscord,
  type FakeDiscord,
  type FakeMessage,
  type FakeUser,
} from '../local-discord/index.ts';
import { startEmbedded } from '../store/embedded.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PROBE = new URL('./soak-probe.ts', import.meta.url).href;
/** Samples are taken every this many finished games; the lag of the first and last such windows is compared. */
const WINDOW_GAMES = 5;
/** A game that runs longer than this (real time) is given up and counted. */
const GAME_LIMIT_MS = 15 * 60_000;

interface Options {
  games: number;
  atOnce: number;
  clockScale: number;
  embedded: boolean;
}

function parseArgs(argv: string[]): Options | string {
  const options: Options = { games: 30, atOnce: 3, clockScale: 600, embedded: false };
  for (let i = 0; i < argv.length; i++) {
    const [flag, value] = [argv[i], argv[i + 1]];
    const n = Number(value);
    if (flag === '--embedded') {
      options.embedded = true;
      continue;
    }
    if (flag === '--games' && Number.isInteger(n) && n >= WINDOW_GAMES && n <= 1000) options.games = n;
    else if (flag === '--at-once' && Number.isInteger(n) && n >= 1 && n <= 16) options.atOnce = n;
    else if (flag === '--clock-scale' && Number.isFinite(n) && n >= 1 && n <= 100_000) options.clockScale = n;
    else return `bench --soak: unknown or bad option ${flag ?? ''} ${value ?? ''}`.trim();
    i++;
  }
  return options;
}

/** The bot in its own process, with the probe; its log is read for errors. */
function spawnBot(env: Record<string, string>) {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', '--import', PROBE, 'src/main.ts'],
    {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', ...env, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    },
  );
  const errors: string[] = [];
  let pending = '';
  child.stdout!.on('data', (d: Buffer) => {
    pending += d.toString();
    const lines = pending.split('\n');
    pending = lines.pop()!;
    for (const line of lines) {
      try {
        const entry = JSON.parse(line) as { level: number; msg: string; err?: { message?: string } };
        if (entry.level >= 50) errors.push(`${entry.msg}${entry.err?.message ? `: ${entry.err.message}` : ''}`);
      } catch {
        // not a log line
      }
    }
  });
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let queue = Promise.resolve<SoakSample | undefined>(undefined);
  const sample = () =>
    (queue = queue.then(
      () =>
        new Promise<SoakSample>((resolve) => {
          const onMessage = (message: unknown) => {
            const s = (message as { soakSample?: SoakSample }).soakSample;
            if (!s) return;
            child.off('message', onMessage);
            resolve(s);
          };
          child.on('message', onMessage);
          child.send({ soakProbe: 'sample' });
        }),
    )) as Promise<SoakSample>;
  return { child, errors, exit, sample };
}

interface GameResult {
  clicks: number;
  gaveUp: boolean;
  failedClicks: number;
  /** Why the game was given up: what its channel showed last. */
  stuck?: string;
}

/** What a game's channel and thread show last, for a game that stopped moving. */
function lastWords(fake: FakeDiscord, channelId: string): string {
  return gameMessages(fake, channelId)
    .filter((m) => !m.ephemeralTo)
    .slice(-3)
    .map(
      (m) =>
        `[${m.id}${controlsOf(m).length ? `, ${controlsOf(m).length} controls` : ''}] ${messageText(m).replace(/\s+/g, ' ').slice(0, 160)}`,
    )
    .join(' | ');
}

function randomPicker(seed: number): (n: number) => number {
  let random = seed || 1;
  return (n) => {
    random ^= random << 13;
    random ^= random >>> 17;
    random ^= random << 5;
    return (random >>> 0) % n;
  };
}

/** The clicker agrees to end a stuck game (the sleeper and the bot agree without voting). */
async function agreeToEnd(fake: FakeDiscord, channelId: string, clicker: FakeUser, voted: Set<string>): Promise<void> {
  for (const message of gameMessages(fake, channelId)) {
    for (const control of controlsOf(message)) {
      const click = decodeCustomId(control.custom_id!);
      if (click?.kind !== 'vote' || !click.agree || voted.has(control.custom_id!)) continue;
      voted.add(control.custom_id!);
      await fake.click(clicker, message.id, control.custom_id!).catch(() => undefined);
    }
  }
}

async function playGame(fake: FakeDiscord, n: number, clicker: FakeUser, sleeper: FakeUser): Promise<GameResult> {
  const result: GameResult = { clicks: 0, gaveUp: false, failedClicks: 0 };
  const channelId = fake.createChannel(`soak-${n}`);
  try {
    await playUntilOver(fake, n, channelId, clicker, sleeper, result);
  } catch (error) {
    result.stuck = `${error instanceof Error ? error.message : String(error)}; last messages: ${lastWords(fake, channelId)}`;
  }
  result.gaveUp = !gameMessages(fake, channelId).some((m) => isFinalResults(m));
  return result;
}

async function playUntilOver(
  fake: FakeDiscord,
  n: number,
  channelId: string,
  clicker: FakeUser,
  sleeper: FakeUser,
  result: GameResult,
): Promise<void> {
  const pick = randomPicker(0x2545f491 + n);
  const opened = await fake.slash(clicker, channelId, 'azul', {
    subcommand: 'new',
    options: { players: 3, bots: 1, level: 'easy', 'turn-time': '5m' },
  });
  const lobby = await fake.waitFor(
    () => (opened.original() && controlsOf(opened.original()!).length ? opened.original() : undefined),
    30_000,
  );
  const lobbyId = (kind: string) =>
    controlsOf(lobby).find((c) => decodeCustomId(c.custom_id!)?.kind === kind)!.custom_id!;
  await fake.click(sleeper, lobby.id, lobbyId('join'));
  await fake.click(clicker, lobby.id, lobbyId('start'));
  const giveUpAt = Date.now() + GAME_LIMIT_MS;
  const voted = new Set<string>();
  const isOver = () => gameMessages(fake, channelId).some((m) => isFinalResults(m));
  let turn: FakeMessage | undefined = await fake.waitFor(() => liveTurn(fake, channelId), 60_000);
  while (turn && Date.now() < giveUpAt) {
    const mentioned = /<@(\d+)>/.exec(messageText(turn))?.[1];
    if (mentioned !== clicker.id) {
      // The sleeper's turn: its clock runs out, the autopilot plays.
      await agreeToEnd(fake, channelId, clicker, voted);
      turn = (await nextTurnAfter(fake, channelId, turn.id, 120_000)).message;
      continue;
    }
    const controls = controlsOf(turn).filter(
      (c) => !['back', 'hint', 'takeBack', 'myBoard', 'undo'].includes(decodeCustomId(c.custom_id!)?.kind ?? ''),
    );
    const control = controls[pick(controls.length)];
    if (!control) {
      turn = (await nextTurnAfter(fake, channelId, turn.id, 120_000)).message;
      continue;
    }
    const kind = decodeCustomId(control.custom_id!)?.kind;
    try {
      if (control.type === 3)
        await fake.select(clicker, turn.id, control.custom_id!, [
          control.options![pick(control.options!.length)]!.value,
        ]);
      else await fake.click(clicker, turn.id, control.custom_id!);
      result.clicks++;
    } catch {
      result.failedClicks++;
      await new Promise((r) => setTimeout(r, 200));
      turn = isOver() ? undefined : await fake.waitFor(() => liveTurn(fake, channelId), 60_000);
      continue;
    }
    if (kind !== 'line' && kind !== 'place') continue;
    turn = (await nextTurnAfter(fake, channelId, turn.id, 120_000)).message;
  }
  if (!isOver()) throw new Error(`still running after ${GAME_LIMIT_MS / 60_000} minutes`);
}

async function countMoves(db: { url?: string; dataDir?: string }): Promise<number> {
  if (db.url) {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      return Number((await client.query('SELECT count(*)::int AS n FROM moves')).rows[0].n);
    } finally {
      await client.end();
    }
  }
  const embedded = await startEmbedded(db.dataDir!);
  try {
    return Number((await embedded.db.query<{ n: number }>('SELECT count(*)::int AS n FROM moves')).rows[0]!.n);
  } finally {
    await embedded.stop();
  }
}

const row = (label: string, s: SoakSample) =>
  `${label.padEnd(22)} RSS ${String(s.rssMb).padStart(6)} MB   heap ${String(s.heapUsedMb).padStart(6)} MB   ` +
  `event-loop lag p50 ${s.lagP50Ms} ms, p99 ${s.lagP99Ms} ms, max ${s.lagMaxMs} ms`;

export async function run(argv: string[]): Promise<number> {
  const options = parseArgs(argv);
  if (typeof options === 'string') {
    console.error(options);
    return 2;
  }
  const fake = await startFakeDiscord();
  const dataDir = options.embedded ? await mkdtemp(path.join(tmpdir(), 'azul-soak-')) : undefined;
  const scratch = options.embedded ? undefined : await createScratchDatabase('bench_soak');
  const env: Record<string, string> = {
    DISCORD_TOKEN: fake.token,
    DISCORD_CLIENT_ID: fake.applicationId,
    DISCORD_GUILD_ID: fake.guildId,
    DISCORD_API_URL: fake.apiUrl,
    ...(scratch ? { DATABASE_URL: scratch.url } : { DATABASE_URL: '', AZUL_DATA_DIR: dataDir! }),
    AZUL_CLOCK_SCALE: String(options.clockScale),
  };
  let exitCode = 0;
  let bot: ReturnType<typeof spawnBot> | undefined;
  try {
    await deployCommands(loadConfig(env, ['token', 'clientId']));
    const running = spawnBot(env);
    bot = running;
    await fake.waitForBotReady(180_000);
    await new Promise((r) => setTimeout(r, 2_000)); // past the start's own work
    const first = await bot.sample();
    console.log(
      `soak: ${options.games} games, ${options.atOnce} at once, 3 seats each (a clicking person, a person who never clicks, an easy bot), ` +
        `clocks x${options.clockScale}, ${scratch ? 'Postgres' : 'embedded database'}; bot process ${bot.child.pid}`,
    );
    console.log(row('start (ready, idle)', first));
    const clickers = Array.from({ length: options.atOnce }, (_, i) => fake.addUser(`soak${i}a`));
    const sleepers = Array.from({ length: options.atOnce }, (_, i) => fake.addUser(`soak${i}b`));
    const windows: Array<{ games: number; sample: SoakSample }> = [];
    const totals = { clicks: 0, failedClicks: 0, gaveUp: 0, finished: 0 };
    let next = 0;
    const started = Date.now();
    await Promise.all(
      clickers.map(async (clicker, slot) => {
        while (next < options.games) {
          const n = ++next;
          const r = await playGame(fake, n, clicker, sleepers[slot]!);
          totals.clicks += r.clicks;
          totals.failedClicks += r.failedClicks;
          if (r.gaveUp) {
            totals.gaveUp++;
            console.error(`game ${n} given up: ${r.stuck ?? 'it did not end'}`);
          }
          totals.finished++;
          if (totals.finished % WINDOW_GAMES === 0 || totals.finished === options.games) {
            const games = totals.finished;
            const sample = await running.sample();
            windows.push({ games, sample });
            console.log(row(`after ${games} games`, sample));
          }
        }
      }),
    );
    const minutes = (Date.now() - started) / 60_000;
    await new Promise((r) => setTimeout(r, 5_000));
    const idle = await bot.sample();
    console.log(row('end (idle 5 s)', idle));
    bot.child.kill('SIGTERM');
    const code = await bot.exit;
    const moves = await countMoves(scratch ?? { dataDir });
    const firstWindow = windows[0]!;
    const lastWindow = windows.at(-1)!;
    for (const e of bot.errors.slice(0, 5)) console.error(`bot error: ${e}`);
    for (const e of fake.errors.slice(0, 5))
      console.error(`fake Discord error: ${e.route} ${e.status} ${e.code} ${JSON.stringify(e.body).slice(0, 200)}`);
    const summary = {
      bench: 'soak',
      games: options.games,
      atOnce: options.atOnce,
      clockScale: options.clockScale,
      database: scratch ? 'postgres' : 'embedded',
      minutes: Math.round(minutes * 10) / 10,
      moves,
      clicks: totals.clicks,
      failedClicks: totals.failedClicks,
      gamesNotFinished: totals.gaveUp,
      start: { rssMb: first.rssMb, heapUsedMb: first.heapUsedMb },
      end: { rssMb: idle.rssMb, heapUsedMb: idle.heapUsedMb },
      lagP99Ms: { firstGames: firstWindow.sample.lagP99Ms, lastGames: lastWindow.sample.lagP99Ms },
      lagWindows: `games 1-${firstWindow.games} and the last ${lastWindow.games - (windows.at(-2)?.games ?? 0)}`,
      botErrors: bot.errors.length,
      discordErrors: fake.errors.length,
      botExit: code,
    };
    console.log(
      `RSS ${first.rssMb} -> ${idle.rssMb} MB, heap ${first.heapUsedMb} -> ${idle.heapUsedMb} MB, event-loop lag p99 ` +
        `${firstWindow.sample.lagP99Ms} ms (first ${firstWindow.games} games) -> ${lastWindow.sample.lagP99Ms} ms (last games); ` +
        `${moves} moves, ${totals.gaveUp} games not finished, ${bot.errors.length} errors logged by the bot`,
    );
    console.log(JSON.stringify(summary));
    // Error answers from Discord are listed above; a game that does
    // not end, an error the bot logs or a bad exit fail the run.
    if (totals.gaveUp > 0 || bot.errors.length > 0 || code !== 0) exitCode = 1;
  } finally {
    if (bot && bot.child.exitCode === null && bot.child.signalCode === null) {
      bot.child.kill('SIGKILL');
      await bot.exit;
    }
    await fake.close();
    await scratch?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
  return exitCode;
}
