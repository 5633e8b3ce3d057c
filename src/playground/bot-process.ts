// The real bot in its own process, started exactly as `npm start` starts it (src/main.ts), pointed at the
// local Discord by DISCORD_API_URL and a local token, on the embedded database of the playground's folder.
// The slash commands are registered first as `npm run deploy-commands` does. A bot that exits on its own
// is started again (the page shows it offline meanwhile), unless it cannot start at all.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, fstatSync, openSync, readSync, writeSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compiledIsFresh } from '../util/build-fresh.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const RESTART_DELAY_MS = 1000;
/**
 * The bot compiled (dist/, as `npm start` runs it) when dist/ holds this checkout's code, else the
 * sources through tsx; and what makes it stop itself if the playground dies without stopping it
 * (see parent-watch.ts).
 */
const COMPILED = compiledIsFresh(ROOT);
const entry = (source: string) => (COMPILED ? path.join('dist', source.replace(/\.ts$/, '.js')) : source);
const PARENT_WATCH = COMPILED
  ? pathToFileURL(path.join(ROOT, 'dist/src/playground/parent-watch.js')).href
  : new URL('./parent-watch.ts', import.meta.url).href;
/** More exits than this within a minute: something is broken, stop trying. */
const MAX_RESTARTS_PER_MINUTE = 5;

export interface BotTarget {
  token: string;
  applicationId: string;
  guildId: string;
  apiUrl: string;
  dataDir: string;
  /** The bot's LOG_LEVEL. */
  logLevel: string;
  /** What the bot process takes from the playground's environment (passedToBot). */
  inherited: Record<string, string>;
}

/**
 * The only variables of the playground's environment its bot gets: the system's, and the AI's and the
 * review's settings. No DISCORD_* or DATABASE_URL from the shell or .env reaches it (dotenv never
 * overrides a variable that is set, even empty), so a real token or database is never used here.
 */
export function passedToBot(env: Record<string, string | undefined>): Record<string, string> {
  const passed = [
    'PATH',
    'HOME',
    'TMPDIR',
    'LANG',
    'NODE_OPTIONS',
    'SystemRoot',
    'AZUL_AI_MOVE_MS',
    'AZUL_AI_ISOLATION',
    // Tests and demos: a game review in seconds (the phone test waits for one).
    'AZUL_REVIEW_SCALE',
  ];
  return Object.fromEntries(passed.flatMap((k) => (env[k] === undefined ? [] : [[k, env[k]]])));
}

/** Resolves when a bot session is connected to the local Discord and ready. */
export type WaitForBot = () => Promise<void>;

export interface BotSupervisor {
  /** Resolves once the first bot process logged "bot ready"; rejects if it could not start. */
  ready: Promise<void>;
  /** From now on an exit of the bot is expected: no restart. */
  stopping(): void;
  stop(): Promise<void>;
}

type Say = (line: string) => void;

function botEnv(target: BotTarget): NodeJS.ProcessEnv {
  return {
    ...target.inherited,
    DISCORD_TOKEN: target.token,
    DISCORD_CLIENT_ID: target.applicationId,
    DISCORD_GUILD_ID: target.guildId,
    DISCORD_API_URL: target.apiUrl,
    DATABASE_URL: '',
    AZUL_DATA_DIR: path.resolve(target.dataDir),
    LOG_LEVEL: target.logLevel,
  };
}

/**
 * The bot writes straight into its log file, not into a pipe of ours: if the playground dies, the bot's
 * output does not break with it, and it can still stop cleanly (see parent-watch.ts).
 */
function run(script: string, target: BotTarget, output: 'pipe' | number): ChildProcess {
  // Its own process group: Ctrl+C in the terminal reaches only the playground, which then stops the bot with
  // exactly one SIGTERM (the bot takes a second signal as "exit now", before its database is closed).
  const child = spawn(
    process.execPath,
    [...(COMPILED ? [] : ['--import', 'tsx']), '--import', PARENT_WATCH, entry(script)],
    {
      cwd: ROOT,
      env: botEnv(target),
      stdio: ['ignore', output, output],
      detached: true,
    },
  );
  return child;
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/**
 * The last line of output that says why a process stopped (the bot's one line on stderr, pino's msg, or a plain line).
 */
function lastWords(output: string): string {
  const lines = output.trim().split('\n').slice(-20).reverse();
  for (const line of lines) {
    try {
      const json = JSON.parse(line);
      if (json.level >= 50) return `${json.msg}${json.err?.message ? `: ${json.err.message}` : ''}`;
    } catch {
      if (line.trim()) return line.trim();
    }
  }
  return '(no output)';
}

/** What a file got since `from` (at most the last 20 kB). */
function readSince(fd: number, from: number): string {
  const size = fstatSync(fd).size;
  const start = Math.max(from, size - 20_000);
  const buffer = Buffer.alloc(Math.max(0, size - start));
  readSync(fd, buffer, 0, buffer.length, start);
  return buffer.toString('utf8');
}

export function superviseBot(target: BotTarget, say: Say, waitForBot: WaitForBot): BotSupervisor {
  const logPath = path.join(target.dataDir, 'bot.log');
  const log = openSync(logPath, 'a+');
  let child: ChildProcess | undefined;
  let stopping = false;
  const exits: number[] = [];
  let markReady!: () => void;
  let fail!: (error: Error) => void;
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    fail = reject;
  });
  ready.catch(() => undefined);

  async function deploy(): Promise<void> {
    const p = run('src/runtime/deploy.ts', target, 'pipe');
    let output = '';
    const keep = (d: Buffer) => {
      output += d.toString();
      writeSync(log, d);
    };
    p.stdout!.on('data', keep);
    p.stderr!.on('data', keep);
    const code = await exited(p);
    if (code !== 0) throw new Error(`registering the slash commands failed: ${lastWords(output)}`);
  }

  function startOnce(): void {
    if (stopping) return;
    const from = fstatSync(log).size;
    const p = run('src/main.ts', target, log);
    child = p;
    say(`starting the bot (process ${p.pid}; its log: ${logPath})`);
    // Ready once its session is up and it says it serves: the bot logs in before it opens its
    // database, so a database it cannot open shows after the session is up.
    const serving = async (): Promise<boolean> => {
      while (p === child && p.exitCode === null && p.signalCode === null) {
        if (readSince(log, from).includes('"msg":"bot ready"')) return true;
        await new Promise((r) => setTimeout(r, 100));
      }
      return false;
    };
    void waitForBot()
      .then(serving)
      .then((up) => {
        if (!up || p !== child || p.exitCode !== null) return;
        say(`bot ready (process ${p.pid})`);
        markReady();
      });
    void exited(p).then((code) => {
      if (stopping) return;
      const why = lastWords(readSince(log, from));
      say(`the bot stopped (exit ${code ?? p.signalCode}): ${why}`);
      // The bot's own words (its one line on stderr, or its fatal log line): its database is held by another process.
      if (/already open|in use by another process/.test(why)) {
        fail(new Error(`the bot cannot open its database: ${why}`));
        return;
      }
      const now = Date.now();
      exits.push(now);
      while (exits.length > 0 && exits[0]! < now - 60_000) exits.shift();
      if (exits.length > MAX_RESTARTS_PER_MINUTE) {
        say(`the bot stopped ${exits.length} times within a minute; not restarting it (see ${logPath})`);
        fail(new Error(`the bot keeps stopping: ${why}`));
        return;
      }
      say('restarting the bot…');
      setTimeout(startOnce, RESTART_DELAY_MS);
    });
  }

  deploy().then(startOnce, (error: Error) => fail(error));

  return {
    ready,
    stopping() {
      stopping = true;
    },
    async stop() {
      stopping = true;
      const p = child;
      if (p && p.exitCode === null && p.signalCode === null) {
        p.kill('SIGTERM');
        const timer = setTimeout(() => p.kill('SIGKILL'), 15_000);
        await exited(p);
        clearTimeout(timer);
      }
      closeSync(log);
    },
  };
}
