// The production build (scripts/build.mjs, `npm run build`): dist/ holds JavaScript that plain
// node runs as `npm start` does, with no tsx: the entry point, the command line, the AI's worker
// thread, and the bot itself against the local Discord.
import { spawn, spawnSync } from 'node:child_process';
import { readFile, readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeDiscord, type FakeDiscord } from '../../src/local-discord/index.ts';
import { botEnv, createDatabase, deploy, type TestDatabase } from '../e2e/harness.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = path.join(ROOT, 'dist');
const plainEnv = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };

// dist/ as the integration project's global setup built it, with the command `npm run build` runs
// (test/setup/integration-global.ts), from the sources under test. Not rebuilt here: a build empties
// dist/ first, under the AI processes the other test files start from it at the same time.

describe('npm run build', () => {
  it('compiles every module to JavaScript that names JavaScript, next to the files it reads', async () => {
    const entries = await readdir(DIST, { recursive: true, withFileTypes: true });
    const js = entries.filter((e) => e.isFile() && e.name.endsWith('.js')).map((e) => path.join(e.parentPath, e.name));
    expect(js.length).toBeGreaterThan(200);
    for (const file of js) {
      const text = await readFile(file, 'utf8');
      // A relative import of a .ts file would fail under plain node.
      expect(text, path.relative(DIST, file)).not.toMatch(/(from|import\()\s*["']\.{1,2}\/[^"']*\.ts["']/);
    }
    for (const needed of [
      'src/main.js',
      'commands/index.js',
      'src/runtime/ai-child.js',
      'src/runtime/ai-worker.js',
      'src/generated/prisma/client.js',
      'prisma/schema.prisma',
      'src/i18n/ftl/en',
    ]) {
      expect(existsSync(path.join(DIST, needed)), needed).toBe(true);
    }
    expect(existsSync(path.join(DIST, 'prisma', 'migrations'))).toBe(true);
    expect(existsSync(path.join(DIST, 'assets'))).toBe(true);
  });

  it('compiles discord.js and the other vendored packages into dist/vendor/ with every name node finds in them, and the compiled code imports them there', async () => {
    const { VENDORED } = (await import(pathToFileURL(path.join(ROOT, 'scripts/build.mjs')).href)) as {
      VENDORED: string[];
    };
    expect(VENDORED).toContain('discord.js');
    // As esbuild writes an import (double quotes; a bench's script for a bare client names discord.js in a string).
    const bare = new RegExp(
      `(from|import\\()\\s*"(${VENDORED.map((p) => p.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})"`,
    );
    const entries = await readdir(DIST, { recursive: true, withFileTypes: true });
    const ours = entries.filter(
      (e) => e.isFile() && e.name.endsWith('.js') && !e.parentPath.includes(`${path.sep}vendor`),
    );
    let importing = 0;
    for (const e of ours) {
      const text = await readFile(path.join(e.parentPath, e.name), 'utf8');
      expect(text, e.name).not.toMatch(bare);
      if (text.includes('/vendor/discord.js.js"')) importing++;
    }
    expect(importing).toBeGreaterThan(20);
    for (const pkg of VENDORED) {
      const file = path.join(DIST, 'vendor', `${pkg.replace(/^@/, '').replace(/\//g, '__')}.js`);
      const compiled = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
      const original = (await import(pkg)) as Record<string, unknown>;
      const names = (m: Record<string, unknown>) =>
        Object.keys(m)
          .filter((n) => n !== 'default' && /^[A-Za-z_$][\w$]*$/.test(n))
          .sort();
      expect(names(compiled), pkg).toEqual(names(original));
      expect(names(compiled).length, pkg).toBeGreaterThan(5);
    }
  });

  it('runs with plain node: the bot says what is missing without a token, the command line prints its usage', () => {
    const bot = spawnSync(process.execPath, ['dist/src/main.js'], {
      cwd: ROOT,
      env: { ...plainEnv, DISCORD_TOKEN: '' },
      encoding: 'utf8',
    });
    expect(bot.status).toBe(1);
    expect(bot.stderr).toContain('DISCORD_TOKEN');
    const cli = spawnSync(process.execPath, ['dist/src/cli/main.js'], { cwd: ROOT, env: plainEnv, encoding: 'utf8' });
    expect(cli.stdout + cli.stderr).toContain('usage: azul <command>');
  });

  it('finds how `npm start` runs the bot from dist/ too (dist/ has a package.json of its own, without scripts)', async () => {
    const compiled = await import(pathToFileURL(path.join(DIST, 'src/cli/start-args.js')).href);
    const pkg = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } };
    const { env, args } = compiled.startCommand() as { env: Record<string, string>; args: string[] };
    expect([...Object.entries(env).map(([name, value]) => `${name}=${value}`), 'node', ...args].join(' ')).toBe(
      pkg.scripts.start,
    );
  });

  it('runs the AI in its compiled child process', async () => {
    const { AiHost } = await import(pathToFileURL(path.join(DIST, 'src/runtime/ai-host.js')).href);
    const { newGame } = await import(pathToFileURL(path.join(DIST, 'src/engine/index.js')).href);
    const ai = new AiHost();
    try {
      const choice = await ai.chooseMove(newGame({ playerCount: 2, variant: 'standard', seed: 'build' }), {
        level: 'easy',
        seed: 's',
      });
      expect(choice.action.type).toBe('draft');
    } finally {
      await ai.close();
    }
  });

  it('loads everything a click needs without the renderer: canvas comes with the first image', () => {
    // In a fresh process: what startBot loads before it serves (src/runtime/bot.ts), then an image.
    const script = `
      const loaded = () => Object.keys(require.cache).some((file) => file.includes('@napi-rs'));
      const bot = await import('./dist/src/runtime/bot.js');
      const parts = await bot.loadParts();
      await parts.commands.loadCommands();
      const before = loaded();
      const { renderer } = await import('./dist/src/app/renderer.js');
      await renderer();
      console.log(JSON.stringify({ before, after: loaded() }));`;
    const ran = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);${script}`,
      ],
      { cwd: ROOT, env: plainEnv, encoding: 'utf8' },
    );
    expect(ran.status, ran.stderr).toBe(0);
    expect(JSON.parse(ran.stdout.trim().split('\n').at(-1)!)).toEqual({ before: false, after: true });
  });
});

describe('the compiled bot against the local Discord', () => {
  let fake: FakeDiscord;
  let db: TestDatabase;
  beforeAll(async () => {
    fake = await startFakeDiscord();
    db = await createDatabase('build');
    await deploy(fake, db);
  });
  afterAll(async () => {
    await fake?.close();
    await db?.drop();
  });

  it('logs in, answers /azul new with a lobby, and stops gracefully on SIGTERM', async () => {
    const child = spawn(process.execPath, ['dist/src/main.js'], {
      cwd: ROOT,
      env: { ...plainEnv, ...botEnv(fake, db), LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      await fake.waitForBotReady(60_000);
      // As the e2e harness does: the first command once the bot says it is ready (its database warm), so a
      // machine busy with other test files does not turn its cold start into a missed 3 s deadline.
      await fake.waitFor(() => output.includes('"bot ready"') || undefined, 60_000);
      const ana = fake.addUser('ana');
      const channelId = fake.createChannel('build-check');
      const opened = await fake.slash(ana, channelId, 'azul', { subcommand: 'new' });
      // Answered with the lobby at once, or (a slow start: the click
      // waited for the database) "thinking…" first, then the lobby.
      expect([4, 5], output).toContain(opened.type);
      const lobby = await fake.waitFor(() => {
        const m = opened.original();
        return m && (m.components?.length ?? 0) > 0 ? m : undefined;
      }, 15_000);
      expect(lobby.components?.length ?? 0, output).toBeGreaterThan(0);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exit, output).toBe(0);
    expect(output).toContain('"stopped"');
  }, 90_000);
});
