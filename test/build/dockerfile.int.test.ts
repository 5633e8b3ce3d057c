// The Dockerfile cannot be built here (no Docker), so its build stage's steps run as they are
// written: every RUN line of the `build` stage, in order, in a copy of what its COPY lines copy,
// with the npm cache of this machine (all but `npm cache clean`, which would empty that cache).
// Then what the runtime stage copies (node_modules, dist, package.json) is enough to run the
// compiled bot: it logs in to the local Discord and answers.
import { spawn, spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeDiscord } from '../../src/local-discord/index.ts';
import { botEnv, createDatabase, deploy } from '../e2e/harness.ts';
import { SCRATCH_ROOT } from '../setup/scratch.ts';
import { startCommand } from '../../src/cli/start-args.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

interface Stage {
  name: string;
  copies: string[][];
  runs: string[];
  env: Record<string, string>;
}

/**
 * The stages of a Dockerfile: their COPY sources (from the context), RUN commands and ENV (continuation lines joined).
 */
export function parseDockerfile(text: string): Stage[] {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of lines) {
    const [instruction, ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    if (instruction === 'FROM')
      stages.push({ name: /\bAS\s+(\S+)/i.exec(args)?.[1] ?? String(stages.length), copies: [], runs: [], env: {} });
    else if (instruction === 'RUN') stages.at(-1)!.runs.push(args);
    else if (instruction === 'COPY' && !args.startsWith('--from')) stages.at(-1)!.copies.push(rest);
    else if (instruction === 'ENV') for (const m of args.matchAll(/(\w+)=(\S+)/g)) stages.at(-1)!.env[m[1]!] = m[2]!;
  }
  return stages;
}

/** The arguments after `node` of the runtime stage's CMD. */
function startArgs(dockerfile: string): string[] {
  const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(dockerfile)![1]!) as string[];
  expect(cmd[0]).toBe('node');
  return cmd.slice(1);
}

describe('Dockerfile', () => {
  let work: string | undefined;
  afterAll(async () => {
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('builds once in its build stage, and the runtime stage runs the compiled bot from dist/ with plain node', async () => {
    const stages = parseDockerfile(await readFile(path.join(ROOT, 'Dockerfile'), 'utf8'));
    expect(stages.map((s) => s.name)).toEqual(['build', 'runtime']);
    const text = await readFile(path.join(ROOT, 'Dockerfile'), 'utf8');
    expect(text).toMatch(/COPY --from=build \/app\/dist \.\/dist/);
    expect(text).toMatch(/CMD \["node", ("--[^"]+", )*"dist\/src\/main\.js"\]/);
    // The image starts the bot as `npm start` does, with the same V8 flags and environment settings.
    const npmStart = startCommand();
    expect(startArgs(text)).toEqual(npmStart.args);
    const runtimeStage = text.slice(text.indexOf('AS runtime'));
    expect(Object.keys(npmStart.env).length).toBeGreaterThan(0);
    // The runtime stage's ENV instruction (its lines continued with a backslash).
    const runtimeEnv = /^ENV (?:[^\n]*\\\n)*[^\n]*/m.exec(runtimeStage)?.[0] ?? '';
    for (const [name, value] of Object.entries(npmStart.env))
      expect(runtimeEnv.split(/[\s\\]+/), `the runtime stage's ENV sets ${name}`).toContain(`${name}=${value}`);
    expect(runtimeStage).not.toMatch(/COPY src|tsx/);
    const build = stages[0]!;
    expect(build.runs.join(' && ')).toContain('npm run build');

    // The build stage's COPY lines, then its RUN lines, in a scratch folder.
    work = await mkdtemp(path.join(SCRATCH_ROOT, 'azul-docker-'));
    for (const copy of build.copies) {
      const [destination, ...sources] = [copy.at(-1)!, ...copy.slice(0, -1)];
      for (const source of sources) {
        const target =
          destination.endsWith('/') && destination !== './'
            ? path.join(work, destination, path.basename(source))
            : path.join(work, destination === './' ? source : destination);
        await cp(path.join(ROOT, source), target, { recursive: true });
      }
    }
    const env = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      ...build.env,
      npm_config_prefer_offline: 'true',
    };
    for (const written of build.runs) {
      // As written, but for emptying npm's cache: in the image it is the image's own; here it is this machine's.
      const command = written.replace(/\s*&&\s*npm cache clean --force/, '');
      const ran = spawnSync('sh', ['-c', command], { cwd: work, env, encoding: 'utf8', timeout: 600_000 });
      expect(ran.status, `${command}\n${ran.stdout}\n${ran.stderr}`.slice(-4000)).toBe(0);
    }
    // What the runtime stage copies, and only that: moved, not copied (the build folder is not used
    // again, and copying ~20,000 files took seconds of this worker's CPU).
    const runtime = path.join(work, 'runtime');
    await mkdir(runtime);
    for (const copied of ['node_modules', 'dist', 'package.json'])
      await rename(path.join(work, copied), path.join(runtime, copied));
    // Dev tooling pruned (the Prisma CLI and TypeScript stay: npm keeps them as optional peers of @prisma/client).
    for (const dev of ['vitest', 'fast-check', 'playwright-core'])
      expect(existsSync(path.join(runtime, 'node_modules', dev)), dev).toBe(false);

    const fake = await startFakeDiscord();
    const db = await createDatabase('docker');
    try {
      await deploy(fake, db);
      const child = spawn(process.execPath, [...startArgs(text)], {
        cwd: runtime,
        env: {
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'production',
          ...npmStart.env,
          ...botEnv(fake, db),
          ...(db.kind === 'embedded' ? {} : { AZUL_DATA_DIR: path.join(runtime, 'data') }),
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (d: Buffer) => (output += d.toString()));
      child.stderr.on('data', (d: Buffer) => (output += d.toString()));
      const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      let code: number | null;
      try {
        await fake.waitForBotReady(60_000);
        // Its database open too (as the e2e harness waits): on the embedded database, whose first start in a
        // new process takes seconds on a busy machine, a click before then waits for it unanswered.
        await fake.waitFor(() => output.includes('"bot ready"') || undefined, 60_000);
        const ana = fake.addUser('ana');
        const opened = await fake.slash(ana, fake.createChannel('docker-check'), 'azul', { subcommand: 'new' });
        // Answered with the lobby at once, or (a slow start: the click
        // waited for the database) "thinking…" first, then the lobby.
        expect([4, 5], output).toContain(opened.type);
        const lobby = await fake.waitFor(() => {
          const m = opened.original();
          return m && m.components.length > 0 ? m : undefined;
        }, 15_000);
        expect(lobby.components.length, output).toBeGreaterThan(0);
      } finally {
        child.kill('SIGTERM');
        // Gone before its database is removed, also when the checks above failed.
        code = await exit;
      }
      expect(code, output).toBe(0);
    } finally {
      await fake.close();
      await db.drop();
    }
  }, 900_000);
});
