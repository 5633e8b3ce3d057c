// The bot ends within its deadline whatever its output does and however it was started: a reader of
// its stdout that died (EPIPE), a stop that blocks its main thread for good, and SIGTERM sent to
// the `npm start` process alone.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeDiscord, type FakeDiscord } from '../../src/local-discord/index.ts';
import { STOP_DEADLINE_MS } from '../../src/runtime/bot.ts';
import { BOT_START, botEnv, createDatabase, deploy, type TestDatabase } from './harness.ts';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');

interface Ended {
  code: number | null;
  signal: NodeJS.Signals | null;
  ms: number;
}

/** How `child` ends, timed from `since`; SIGKILLed after `limitMs` (then `signal` says so). */
function ending(child: ChildProcess, since: () => number, limitMs: number): Promise<Ended> {
  const killer = setTimeout(() => child.kill('SIGKILL'), limitMs);
  return new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      clearTimeout(killer);
      resolve({ code, signal, ms: Date.now() - since() });
    }),
  );
}

async function waitFor(what: string, check: () => boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('the logger, with the reader of stdout gone (EPIPE)', () => {
  for (const mode of ['exit', 'fatal']) {
    it(`lets the process end (${mode === 'exit' ? 'a line still queued at exit' : 'a fatal line flushed at once'})`, async () => {
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(FIXTURES, 'log-then-exit.ts'), mode], {
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
      // The reader goes away before anything is written: every write of the child now fails with EPIPE.
      child.stdout!.destroy();
      const t0 = Date.now();
      const ended = ending(child, () => t0, 15_000);
      child.stdin!.write('go\n');
      const { code, signal } = await ended;
      expect({ code, signal, stderr }).toEqual({ code: 0, signal: null, stderr: '' });
    });
  }
});

describe('the hard deadline', () => {
  it('ends a process whose stop blocks its main thread for good', async () => {
    const deadlineMs = 1_500;
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(FIXTURES, 'blocked-stop.ts'), String(deadlineMs)],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    await waitFor('the gate', () => stderr.includes('armed'));
    let t0 = 0;
    const ended = ending(child, () => t0, 30_000);
    t0 = Date.now();
    child.kill('SIGTERM');
    const { signal, ms } = await ended;
    // Ended by the watchdog (SIGKILL from inside), not by the test's own SIGKILL at 30 s.
    expect(signal).toBe('SIGKILL');
    expect(ms).toBeGreaterThanOrEqual(deadlineMs - 100);
    expect(ms).toBeLessThan(deadlineMs + 3_000);
  });
});

describe('the bot', () => {
  let fake: FakeDiscord;
  let db: TestDatabase;

  beforeAll(async () => {
    fake = await startFakeDiscord();
    db = await createDatabase('e2e_shutdown');
    await deploy(fake, db);
  });

  afterAll(async () => {
    await fake?.close();
    await db?.drop();
  });

  const lockFile = () => (db.kind === 'embedded' ? path.join(db.dataDir, 'azul.lock') : undefined);

  /** The bot as `npm start` runs it, with `node` directly; resolves once it is ready. */
  async function startBotProcess(): Promise<{ child: ChildProcess; output: () => string }> {
    const child = spawn(process.execPath, BOT_START.args, {
      env: { PATH: process.env.PATH ?? '', ...BOT_START.env, ...botEnv(fake, db), LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    await waitFor(
      `the bot to get ready (output so far: ${output})`,
      () => output.includes('"bot ready"') || child.exitCode !== null,
    );
    if (child.exitCode !== null) throw new Error(`the bot exited early:\n${output}`);
    await fake.waitForBotReady();
    return { child, output: () => output };
  }

  it('stops within its deadline after the reader of its stdout died, on one signal and on two', async () => {
    const first = await startBotProcess();
    first.child.stdout!.destroy(); // the process reading the bot's stdout is gone: EPIPE from now on
    let t0 = Date.now();
    let ended = ending(first.child, () => t0, 30_000);
    first.child.kill('SIGTERM');
    const one = await ended;
    expect(one.signal).toBeNull();
    expect(one.code).toBe(0);
    expect(one.ms).toBeLessThan(STOP_DEADLINE_MS);
    if (lockFile()) expect(existsSync(lockFile()!)).toBe(false);

    const second = await startBotProcess();
    second.child.stdout!.destroy();
    t0 = Date.now();
    ended = ending(second.child, () => t0, 30_000);
    // Both at once: the first line of the stop is still being written when the exit comes.
    second.child.kill('SIGTERM');
    second.child.kill('SIGINT');
    const two = await ended;
    expect(two.signal).toBeNull();
    expect(two.code).toBe(130);
    expect(two.ms).toBeLessThan(3_000);
  }, 120_000);

  /** Every process below `root` (Linux /proc), nearest first. */
  function descendants(root: number): number[] {
    const parentOf = new Map<number, number>();
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
      } catch {
        // gone meanwhile
      }
    }
    const found: number[] = [];
    const queue = [root];
    while (queue.length > 0) {
      const pid = queue.shift()!;
      for (const [child, parent] of parentOf) {
        if (parent !== pid) continue;
        found.push(child);
        queue.push(child);
      }
    }
    return found;
  }

  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };

  it.skipIf(!existsSync('/proc/self/stat'))(
    'stops by itself when SIGTERM reaches only the npm start process',
    async () => {
      const npm = spawn('npm', ['start'], {
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...botEnv(fake, db), LOG_LEVEL: 'info' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      npm.stdout!.on('data', (d: Buffer) => (output += d.toString()));
      npm.stderr!.on('data', (d: Buffer) => (output += d.toString()));
      const npmExit = new Promise<void>((resolve) => npm.once('exit', () => resolve()));
      let below: number[] = [];
      try {
        await waitFor(
          'the bot to get ready under npm start',
          () => output.includes('"bot ready"') || npm.exitCode !== null,
        );
        expect(npm.exitCode).toBeNull();
        await fake.waitForBotReady();
        below = descendants(npm.pid!);
        expect(below.length).toBeGreaterThan(0);
        npm.kill('SIGTERM'); // npm alone: what a process manager or a tool that started npm would do
        await npmExit;
        const t0 = Date.now();
        await waitFor(
          'every process npm started to end',
          () => below.every((pid) => !alive(pid)),
          STOP_DEADLINE_MS + 10_000,
        );
        // Noticed within a second or so, then the usual graceful stop (well under its 10 s deadline here).
        expect(Date.now() - t0).toBeLessThan(STOP_DEADLINE_MS + 2_000);
        await waitFor('the last lines', () => output.includes('"stopped"'), 2_000);
        expect(output).toContain('the process that started the bot is gone');
        if (lockFile()) expect(existsSync(lockFile()!)).toBe(false);
      } finally {
        for (const pid of below.filter(alive)) process.kill(pid, 'SIGKILL');
        npm.kill('SIGKILL');
      }
    },
    120_000,
  );
});
