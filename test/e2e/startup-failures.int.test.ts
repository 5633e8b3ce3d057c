// A bot that cannot start says why in one sentence on stderr, and keeps the JSON log line on stdout:
// the database unreachable, the embedded database held by another process, the token refused; and one
// configured by .env.example's empty lines starts. The bot as `npm start` runs it.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import dotenv from 'dotenv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeDiscord, type FakeDiscord } from '../../src/local-discord/index.ts';
import { startEmbedded, type EmbeddedDatabase } from '../../src/store/index.ts';
import { pgliteTemplate } from '../store/pglite-template.ts';
import { BOT_START, botEnv, createDatabase, startChild, type TestDatabase, freePort } from './harness.ts';
import { SCRATCH_ROOT } from '../setup/scratch.ts';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runBot(env: Record<string, string>): Promise<Run> {
  const child = spawn(process.execPath, BOT_START.args, {
    env: { PATH: process.env.PATH ?? '', ...BOT_START.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const killer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((resolve) =>
    child.once('close', (code) => {
      clearTimeout(killer);
      resolve({ code, stdout, stderr });
    }),
  );
}

/** The one human line: stderr is exactly one line, prefixed like the bot's other messages. */
function sentence(run: Run): string {
  const lines = run.stderr.trimEnd().split('\n');
  expect(lines, run.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(/^azul-bot: [A-Z].*\.$/);
  return lines[0]!;
}

/** The JSON line is still there, for log collectors. */
function fatalLine(run: Run): { level: number; msg: string } {
  const fatal = run.stdout
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { level: number; msg: string })
    .find((l) => l.level === 60);
  expect(fatal?.msg).toBe('could not start the bot');
  return fatal!;
}

let fake: FakeDiscord;
const cleanups: Array<() => Promise<unknown>> = [];

beforeAll(async () => {
  fake = await startFakeDiscord();
});

afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => undefined);
  await fake?.close();
});

const discordEnv = () => ({
  DISCORD_TOKEN: fake.token,
  DISCORD_CLIENT_ID: fake.applicationId,
  DISCORD_API_URL: fake.apiUrl,
});

describe('a bot that cannot start', () => {
  it('with its database unreachable, names the database, why, and what to do, without the password', async () => {
    const port = await freePort();
    // The retry window (30 s) runs 30 times faster here.
    const run = await runBot({
      ...discordEnv(),
      DATABASE_URL: `postgres://azul:s3cretpw@127.0.0.1:${port}/azul`,
      AZUL_CLOCK_SCALE: '30',
    });
    expect(run.code).toBe(1);
    const line = sentence(run);
    expect(line).toContain(
      `Cannot reach the database at 127.0.0.1:${port}/azul (connection refused: nothing listens there)`,
    );
    expect(line).toContain('start Postgres there or fix DATABASE_URL');
    fatalLine(run);
    expect(run.stdout + run.stderr).not.toContain('s3cretpw');
  });

  it('with its embedded database held by another process, names the folder, the process and what to do', async () => {
    const dataDir = await mkdtemp(path.join(SCRATCH_ROOT, 'azul-held-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    // this test process holds it
    const holder: EmbeddedDatabase = await startEmbedded(dataDir, { template: await pgliteTemplate() });
    cleanups.push(() => holder.stop());
    const run = await runBot({ ...discordEnv(), DATABASE_URL: '', AZUL_DATA_DIR: dataDir });
    expect(run.code).toBe(1);
    const line = sentence(run);
    expect(line).toContain(`The embedded database in ${dataDir} is in use by another process (pid ${process.pid})`);
    expect(line).toContain('AZUL_DATA_DIR');
    fatalLine(run);
  });

  it('with a token Discord refuses, says which variable and where to get a good one', async () => {
    const db: TestDatabase = await createDatabase('e2e_badtoken');
    cleanups.push(() => db.drop());
    const run = await runBot({ ...botEnv(fake, db), DISCORD_TOKEN: 'not.the.right-token', LOG_LEVEL: 'info' });
    expect(run.code).toBe(1);
    expect(sentence(run)).toContain('Discord refused the bot token (DISCORD_TOKEN)');
    fatalLine(run);
  });
});

describe("a bot configured by .env.example's lines", () => {
  it('starts with the settings left empty (an empty SHARD_COUNT is no shard count), and stops', async () => {
    const example = dotenv.parse(readFileSync(path.resolve(import.meta.dirname, '../../.env.example')));
    expect(example).toMatchObject({ SHARD_COUNT: '', DATABASE_URL: '' });
    const db: TestDatabase = await createDatabase('e2e_example');
    cleanups.push(() => db.drop());
    // .env.example's lines, the fake Discord's token and the test's database filled in.
    const bot = await startChild(fake, db, { ...example, ...botEnv(fake, db), LOG_LEVEL: 'info' });
    await bot.stop();
    expect(bot.output()).toContain('"bot ready"');
  });
});
