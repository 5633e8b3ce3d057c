// End-to-end harness: a fresh database per suite (on the Postgres server at TEST_DATABASE_URL,
// or embedded when no server answers: test/setup/databases.ts), the fake Discord, the
// real bot (in-process through startBot(), or as a child process through the
// same entry point `npm start` runs), and a driver that plays by clicking only
// what the bot offers.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { loadImage } from '../../src/render/canvas.ts';
import { expect } from 'vitest';
import { CONFIG_VARIABLES, loadConfig } from '../../src/config.ts';
import { startBot, createLogger, type Bot } from '../../src/runtime/bot.ts';
import { startCommand, type StartCommand } from '../../src/cli/start-args.ts';
import { deployCommands } from '../../src/runtime/deploy.ts';
import { decodeCustomId, type Click } from '../../src/discord/custom-id.ts';
import { openStore } from '../../src/store/index.ts';
import type { Store } from '../../src/store/types.ts';
import {
  clickableComponents,
  ComponentType,
  messageText,
  shownAttachments,
  startFakeDiscord,
  type FakeDiscord,
  type FakeMessage,
  type FakeUser,
  type InteractionOutcome,
} from '../../src/local-discord/index.ts';
import { TEST_DATABASE_URL, createTestDatabase, type TestDatabase } from '../setup/databases.ts';
import { pgliteTemplate } from '../store/pglite-template.ts';
import { ownedByFile } from './children.ts';

/** The Postgres server the suites make their databases on (TEST_DATABASE_URL). */
export const ADMIN_URL = TEST_DATABASE_URL;

export type { TestDatabase };

/**
 * A fresh database for one suite: on the test server when there is one, else an embedded one,
 * created (with the template that skips initdb) and migrated here, so a bot process opens it at once.
 */
export async function createDatabase(prefix: string): Promise<TestDatabase> {
  const db = await createTestDatabase(prefix);
  if (db.kind === 'embedded')
    await (await openStore({ dataDir: db.dataDir, embeddedTemplate: await pgliteTemplate() })).close();
  return db;
}

/**
 * Everything a test's bot is configured by: given whole, in this process or to a bot process (which
 * takes nothing from the tests' environment, and nothing from a .env file either: every setting is
 * set, empty when unused, and dotenv never overrides a variable that is set).
 */
export function botEnv(fake: FakeDiscord, db: TestDatabase): Record<string, string> {
  return {
    ...Object.fromEntries(CONFIG_VARIABLES.map((name) => [name, ''])),
    DISCORD_TOKEN: fake.token,
    DISCORD_CLIENT_ID: fake.applicationId,
    DISCORD_GUILD_ID: fake.guildId,
    DISCORD_API_URL: fake.apiUrl,
    ...(db.kind === 'postgres' ? { DATABASE_URL: db.url } : { DATABASE_URL: '', AZUL_DATA_DIR: db.dataDir }),
    LOG_LEVEL: process.env.AZUL_E2E_LOG_LEVEL ?? 'silent',
    // Bots and hints search 15 ms, not a hard bot's 1 s: these tests check what bots do, not how well
    // (at 50 ms, the bots' thinking takes ~10% of the CPU of the files that play with them).
    AZUL_AI_MOVE_MS: process.env.AZUL_E2E_AI_MOVE_MS ?? '15',
    // Reviews of finished games at 1% of their budget: at full budget each finished game's review kept a
    // core busy for a minute, for tests that never read it. Tests of the review set their own.
    AZUL_REVIEW_SCALE: '0.01',
    // An in-process bot's AI from dist/ (built by the integration project's global setup from these
    // sources), not through tsx; a bot process runs compiled anyway.
    AZUL_AI_CHILD_COMPILED: '1',
  };
}

/** A port on 127.0.0.1 where nothing listens (taken, then given back). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function deploy(fake: FakeDiscord, db: TestDatabase): Promise<void> {
  await deployCommands(loadConfig(botEnv(fake, db), ['token', 'clientId']));
}

export interface RunningBot {
  stop(): Promise<void>;
}

/** `settings`: variables over botEnv's (e.g. AZUL_CLOCK_SCALE). */
export async function startInProcess(
  fake: FakeDiscord,
  db: TestDatabase,
  settings: Record<string, string> = {},
): Promise<RunningBot & { bot: Bot }> {
  const config = loadConfig({ ...botEnv(fake, db), ...settings }, ['token']);
  const bot = await startBot(config, createLogger(config.logLevel));
  await fake.waitForBotReady();
  return { bot, stop: () => bot.stop() };
}

/** A fake Discord, a fresh database with the commands deployed, the bot in this process, and a store to look in. */
export interface InProcessWorld {
  fake: FakeDiscord;
  db: TestDatabase;
  bot: RunningBot;
  store: Store;
  close(): Promise<void>;
}

export async function startInProcessWorld(
  dbPrefix: string,
  settings: Record<string, string> = {},
): Promise<InProcessWorld> {
  const fake = await startFakeDiscord();
  const db = await createDatabase(dbPrefix);
  await deploy(fake, db);
  const bot = await startInProcess(fake, db, settings);
  // An embedded database serves one process: look through the bot's own store.
  const own = db.kind === 'postgres' ? await openStore({ databaseUrl: db.url, migrate: false }) : null;
  return {
    fake,
    db,
    bot,
    store: own ?? bot.bot.store,
    async close() {
      await bot.stop();
      await own?.close();
      await fake.close();
      await db.drop();
    },
  };
}

/**
 * How a test starts the bot in a process of its own: compiled, as `npm start` runs it (the
 * integration project's global setup builds dist/ from these sources first); AZUL_E2E_ENTRY=tsx runs
 * the sources through tsx instead.
 */
export const BOT_START: StartCommand =
  process.env.AZUL_E2E_ENTRY === 'tsx' ? { env: {}, args: ['--import', 'tsx', 'src/main.ts'] } : startCommand();

/** The bot as `npm start` runs it, in its own process. */
export async function startChild(
  fake: FakeDiscord,
  db: TestDatabase,
  extraEnv: Record<string, string> = {},
): Promise<RunningBot & { child: ChildProcess; exit: Promise<number | null>; output(): string }> {
  const child = ownedByFile(
    spawn(process.execPath, BOT_START.args, {
      env: { PATH: process.env.PATH ?? '', ...BOT_START.env, ...botEnv(fake, db), LOG_LEVEL: 'info', ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 30_000;
  while (!output.includes('"bot ready"')) {
    if (child.exitCode !== null) throw new Error(`bot exited early (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) throw new Error(`bot did not get ready:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  await fake.waitForBotReady();
  return {
    child,
    exit,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      const code = await exit;
      if (code !== 0) throw new Error(`bot exited with ${code}:\n${output}`);
      if (!output.includes('"stopped"')) throw new Error(`bot did not stop gracefully:\n${output}`);
    },
  };
}

// ---------------------------------------------------------------- reading what the bot shows

export interface Offered {
  customId: string;
  click: Click;
  label: string;
  type: number;
  /** Select menu option values. */
  values: string[];
}

/**
 * offered() per components array: the drivers ask every 10 ms
 * for every message of a game, and an edit replaces the array.
 */
const offeredByComponents = new WeakMap<object, Offered[]>();

export function offered(message: FakeMessage): Offered[] {
  const components = message.components ?? [];
  const cached = offeredByComponents.get(components);
  if (cached) return cached;
  const out: Offered[] = [];
  // Rows at the top level, or inside a Components V2 container.
  for (const c of clickableComponents(components)) {
    if (c.disabled) continue;
    const click = decodeCustomId(c.custom_id);
    // A plain check, not expect(): this runs for every message at every poll (expect() cost seconds of a game).
    if (!click) throw new Error(`bot wrote an undecodable custom_id ${c.custom_id}`);
    out.push({
      customId: c.custom_id,
      click,
      label: (c.type === ComponentType.Button ? c.label : c.placeholder) ?? '',
      type: c.type,
      values: c.type === ComponentType.StringSelect ? c.options.map((o) => o.value) : [],
    });
  }
  // Frozen: every caller of the same message shares it.
  Object.freeze(out);
  offeredByComponents.set(components, out);
  return out;
}

/** A channel and its threads: a game started in the channel is played in its thread (or in the channel itself). */
export function gameChannels(fake: FakeDiscord, channelId: string): string[] {
  return [channelId, ...fake.threads(channelId).map((t) => t.id)];
}

/** The messages of a channel and of its threads, oldest first (what the games started there showed). */
export function gameMessages(fake: FakeDiscord, channelId: string, opts: { viewer?: FakeUser } = {}): FakeMessage[] {
  return (
    gameChannels(fake, channelId)
      .flatMap((id) => fake.messages(id, opts))
      // Snowflakes: a shorter one is older; of the same length, the string order is the numeric one.
      .sort((a, b) => a.id.length - b.id.length || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  );
}

/** The one message carrying live game controls in the channel or its threads (the turn message), if any. */
export function liveTurnMessages(fake: FakeDiscord, channelId: string): FakeMessage[] {
  return gameMessages(fake, channelId).filter(
    (m) => !m.ephemeralTo && offered(m).some((o) => TURN_CONTROLS.has(o.click.kind)),
  );
}

export function mentioned(message: FakeMessage): string | null {
  return /<@(\d+)>/.exec(messageText(message))?.[1] ?? null;
}

/** The kinds of a turn's controls (a message offering one is a live turn message). */
export const TURN_CONTROLS: ReadonlySet<string> = new Set(['source', 'color', 'line', 'place', 'back']);
/** Controls that only help (they change nothing of the game, or only undo): players skip them here. */
export const HELPERS: ReadonlySet<string> = new Set(['back', 'hint', 'myBoard', 'undo']);

export async function expectImage(message: FakeMessage): Promise<void> {
  // Besides its one image, a message may carry the game record and its log (the final results do).
  const images = shownAttachments(message).filter((a) => !a.filename.endsWith('.json') && !a.filename.endsWith('.txt'));
  expect(images.length, `message "${messageText(message).slice(0, 60)}" shows an image`).toBe(1);
  const image = await loadImage(images[0]!.data);
  expect(image.width).toBeGreaterThan(100);
  expect(image.height).toBeGreaterThan(100);
}

/**
 * A click answered by changing the clicked message: 7, updated at once; 6, the watchdog acknowledged
 * first (2 s after Discord made the click, on a very busy machine) and the edit followed.
 */
export function expectInPlace(outcome: InteractionOutcome): void {
  expect([6, 7], 'the clicked message is changed in place').toContain(outcome.type);
}

export function expectEphemeral(outcome: InteractionOutcome): string {
  expect(outcome.ephemeral, 'answer is ephemeral').toBe(true);
  const answer = outcome.response ?? outcome.followups()[0];
  const text = answer ? messageText(answer) : '';
  expect(text.length).toBeGreaterThan(0);
  return text;
}

// ---------------------------------------------------------------- playing by clicks

export type Chooser = (n: number) => number;

export function seededChooser(seed: number): Chooser {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x % n;
  };
}

export interface MoveStats {
  clicks: number;
  moves: number;
  backs: number;
  ackMs: number[];
  images: number;
}

/**
 * Plays one move (a draft or a gray-wall placement) on the live turn message by
 * clicking only offered controls, sometimes going back a step. Returns the new live
 * turn message, or null when the game ended.
 */
export async function playOneMove(
  fake: FakeDiscord,
  channelId: string,
  users: Map<string, FakeUser>,
  choose: Chooser,
  stats: MoveStats,
  opts: { checkImage?: boolean; backChance?: number; firstBack?: boolean } = {},
): Promise<FakeMessage | null> {
  // Bots' moves come first: they think at nice 19, so on a busy machine a few take seconds each.
  const turn = await fake.waitFor(() => {
    const live = liveTurnMessages(fake, channelId);
    return live.length === 1 ? live[0] : undefined;
  }, 30_000);
  if (opts.checkImage) {
    await expectImage(turn);
    stats.images++;
  }
  const userId = mentioned(turn);
  expect(turn.mentions).toEqual([userId]);
  const user = users.get(userId!);
  expect(user, `turn message pings a seated player`).toBeDefined();
  const trail: string[] = [];
  // At most two Backs per move: a random walk of steps and Backs must not look like a move that never ends.
  let backsThisMove = 0;
  for (let step = 0; step < 8; step++) {
    const controls = offered(turn);
    expect(controls.length).toBeGreaterThan(0);
    const back = controls.find((c) => c.click.kind === 'back');
    // Hint, My board and Undo change nothing of the move (or answer privately): people play without them here.
    const forward = controls.filter((c) => !HELPERS.has(c.click.kind));
    let outcome: InteractionOutcome;
    // firstBack: the first Back offered is taken, so a game played with Backs has at least one (by chance
    // alone, a 60-move game at 5% had none about once in twenty).
    if (back && backsThisMove < 2 && ((opts.firstBack && stats.backs === 0) || choose(100) < (opts.backChance ?? 0))) {
      outcome = await fake.click(user!, turn.id, back.customId);
      stats.backs++;
      backsThisMove++;
    } else if (forward[0]!.type === 3) {
      const select = forward[0]!;
      outcome = await fake.select(user!, turn.id, select.customId, [select.values[choose(select.values.length)]!]);
    } else {
      // Mostly fill lines (as people do): games end in fewer rounds than with uniform picks.
      const filling = forward.filter((c) => c.click.kind === 'line' && c.label.includes('fills it'));
      const pool = filling.length > 0 && choose(100) < 75 ? filling : forward;
      const pick = pool[choose(pool.length)]!;
      outcome = await fake.click(user!, turn.id, pick.customId);
      if (pick.click.kind === 'line' || pick.click.kind === 'place') {
        stats.clicks++;
        stats.moves++;
        stats.ackMs.push(outcome.ackMs);
        expect(outcome.type).toBe(7);
        expect(outcome.ephemeral).toBe(false);
        // The message now says what was played (with Undo at most): no turn controls are left on it.
        expect(offered(turn).filter((c) => TURN_CONTROLS.has(c.click.kind))).toEqual([]);
        // The next turn message follows, or the game is over.
        return fake
          .waitFor(
            () => {
              const live = liveTurnMessages(fake, channelId).filter((m) => m.id !== turn.id);
              if (live.length === 1) return live[0];
              return finalMessage(fake, channelId) ? ({ final: true } as unknown as FakeMessage) : undefined;
            },
            30_000, // bots' moves first (nice 19: seconds each on a busy machine)
          )
          .then((m) => ((m as unknown as { final?: boolean }).final ? null : m));
      }
    }
    trail.push(
      `${outcome.type}:${offered(turn)
        .map((o) => o.click.kind)
        .join(',')}`,
    );
    stats.clicks++;
    stats.ackMs.push(outcome.ackMs);
    expect(outcome.type, `step answer: ${outcome.response?.content}`).toBe(7);
    expect(outcome.ephemeral).toBe(false);
    // A step only redraws the controls: the table image stays on the message.
    expect(turn.attachments).toHaveLength(1);
  }
  throw new Error(
    `a move took more than 8 clicks; the message now: ${JSON.stringify(messageText(turn).slice(0, 300))} with ${JSON.stringify(offered(turn).map((o) => o.label))}; steps: ${trail.join(' | ')}`,
  );
}

/**
 * The final results: in the channel (a game played in a thread
 * points there from it); in any language, by the record they carry.
 */
export function finalMessage(fake: FakeDiscord, channelId: string): FakeMessage | undefined {
  return gameMessages(fake, channelId).find(
    (m) => !m.ephemeralTo && (m.attachments.some((a) => a.filename === 'azul-game.json') || saysGameOver(m)),
  );
}

/**
 * Whether a message's text starts with "Game over", remembered per content and
 * components (an edit replaces them): drivers ask every 10 ms for every message.
 */
const gameOverByComponents = new WeakMap<object, { content: string; gameOver: boolean }>();
function saysGameOver(m: FakeMessage): boolean {
  const key = m.components ?? [];
  const known = gameOverByComponents.get(key);
  if (known && known.content === m.content) return known.gameOver;
  const gameOver = messageText(m).startsWith('**Game over**');
  gameOverByComponents.set(key, { content: m.content, gameOver });
  return gameOver;
}

/** The game id the live controls in the channel belong to. */
export function gameIdIn(message: FakeMessage): string {
  const first = offered(message)[0];
  expect(first).toBeDefined();
  return first!.click.gameId;
}

// ---------------------------------------------------------------- lobby and whole games

export async function openLobby(
  fake: FakeDiscord,
  channelId: string,
  host: FakeUser,
  options: Record<string, string | number> = {},
): Promise<FakeMessage> {
  const out = await fake.slash(host, channelId, 'azul', { subcommand: 'new', options });
  // 4: answered at once; 5: the watchdog deferred on a very busy machine, the lobby follows.
  expect([4, 5]).toContain(out.type);
  expect(out.ephemeral).toBe(false);
  return fake.waitFor(() => {
    const m = out.original();
    return m && m.content.includes('Azul') && offered(m).length > 0 ? m : undefined;
  });
}

export function lobbyButton(lobby: FakeMessage, kind: Click['kind']): string {
  const found = offered(lobby).find((o) => o.click.kind === kind);
  expect(found, `lobby offers ${kind}`).toBeDefined();
  return found!.customId;
}

/** Opens a lobby, seats everyone by clicking Join, starts it. Returns the lobby message and the game id. */
export async function startGame(
  fake: FakeDiscord,
  channelId: string,
  players: FakeUser[],
  options: Record<string, string | number> = {},
): Promise<{ lobby: FakeMessage; gameId: string }> {
  const [host, ...others] = players;
  const lobby = await openLobby(fake, channelId, host!, options);
  for (const user of others) {
    const joined = await fake.click(user, lobby.id, lobbyButton(lobby, 'join'));
    expect(joined.type).toBe(7);
    expect(lobby.content).toContain(`<@${user.id}>`);
  }
  const gameId = decodeCustomId(lobbyButton(lobby, 'start'))!.gameId;
  const started = await fake.click(host!, lobby.id, lobbyButton(lobby, 'start'));
  expect(started.type).toBe(7);
  expect(offered(lobby)).toEqual([]);
  return { lobby, gameId };
}

export function newStats(): MoveStats {
  return { clicks: 0, moves: 0, backs: 0, ackMs: [], images: 0 };
}

/** Plays until the final results appear; returns the final message. */
export async function playToEnd(
  fake: FakeDiscord,
  channelId: string,
  players: FakeUser[],
  choose: Chooser,
  stats: MoveStats,
  opts: { maxMoves?: number; imageEvery?: number; backChance?: number } = {},
): Promise<FakeMessage | null> {
  const users = new Map(players.map((p) => [p.id, p]));
  const limit = opts.maxMoves ?? 400;
  for (let i = 0; i < limit; i++) {
    const next = await playOneMove(fake, channelId, users, choose, stats, {
      checkImage: i % (opts.imageEvery ?? 10) === 0,
      backChance: opts.backChance ?? 5,
      firstBack: (opts.backChance ?? 5) > 0,
    });
    if (next === null) return finalMessage(fake, channelId)!;
    // At any time exactly one message carries live controls.
    expect(liveTurnMessages(fake, channelId)).toHaveLength(1);
  }
  return null;
}

/** "1. **Ana** — 61 points (...)" lines of the final message, by name. */
export function finalScores(text: string): Map<string, number> {
  const scores = new Map<string, number>();
  for (const m of text.matchAll(/^\d+\. \*\*(.+?)\*\* — (\d+) points?\b/gm)) scores.set(m[1]!, Number(m[2]));
  return scores;
}

// ---------------------------------------------------------------- waiting and quick turns

/** Polls `probe` (sync or async: the store, the fake) until it gives a value, or fails naming `what`. */
export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Clicks through one turn on a message carrying the controls (the turn message, or a `/azul board`
 * answer), `choose` picking at each step. Stops at a refused step: a clock may win the race.
 */
export async function clickThroughTurn(
  fake: FakeDiscord,
  message: FakeMessage,
  user: FakeUser,
  choose: Chooser = () => 0,
): Promise<void> {
  for (let step = 0; step < 4; step++) {
    const controls = offered(message).filter((c) => !HELPERS.has(c.click.kind));
    if (controls.length === 0) return;
    const last = controls.filter((c) => c.click.kind === 'line' || c.click.kind === 'place');
    if (last.length > 0) {
      await fake.click(user, message.id, last[choose(last.length)]!.customId);
      return;
    }
    const first = controls[0]!;
    const out =
      first.type === 3
        ? await fake.select(user, message.id, first.customId, [first.values[choose(first.values.length)]!])
        : await fake.click(user, message.id, controls[choose(controls.length)]!.customId);
    if (out.type !== 7) return;
  }
}

/** `user` types `/azul board` in `channelId` and plays their turn from its private controls. */
export async function playFromBoard(fake: FakeDiscord, user: FakeUser, channelId: string): Promise<void> {
  const board = await fake.slash(user, channelId, 'azul', { subcommand: 'board' });
  const controls = await fake.waitFor(() => {
    const m = board.original();
    return m && offered(m).length > 0 ? m : undefined;
  });
  await clickThroughTurn(fake, controls, user);
  expect(
    offered(controls).filter((c) => TURN_CONTROLS.has(c.click.kind)),
    'the move was made from the board',
  ).toEqual([]);
}

/**
 * What a message says, as a person reads it: its content and
 * its Components V2 text displays (undefined for no message).
 */
export function textOf(message: FakeMessage | undefined | null): string | undefined {
  return message ? messageText(message) : undefined;
}
