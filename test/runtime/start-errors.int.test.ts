// What `npm start` does with a missing or wrong setting: exits at once with code 1 and words that say
// what to do. Spawned as the e2e tests start the bot (harness.ts BOT_START: the compiled bot as
// `npm start` runs it; AZUL_E2E_ENTRY=tsx runs the sources).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BOT_START } from '../e2e/harness.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** node's arguments for the start, the entry file and tsx made absolute (for a run in another folder). */
function startArgs(): string[] {
  return BOT_START.args.map((a) => (/^(dist|src)\/.*\.[jt]s$/.test(a) ? path.join(ROOT, a) : a === 'tsx' ? TSX : a));
}

describe('npm start with a bad setting', () => {
  it('without a token exits at once with code 1 and setup help', () => {
    const run = spawnSync(process.execPath, startArgs(), {
      cwd: ROOT,
      env: { PATH: process.env.PATH, ...BOT_START.env, DISCORD_TOKEN: '' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('DISCORD_TOKEN');
    expect(run.stderr).toContain('New Application');
    expect(run.stderr).toContain('applications.commands');
    expect(run.stderr).toContain('.env');
    expect(run.stderr).toContain('Try the bot locally first, no Discord account needed: npm run play');
  });

  it('reads a .env file in its working directory (and only loads dotenv when there is one)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'azul-dotenv-'));
    try {
      writeFileSync(path.join(dir, '.env'), 'DISCORD_TOKEN=from.the.file\nDATABASE_URL=not a url\n');
      const run = spawnSync(process.execPath, startArgs(), {
        cwd: dir,
        env: { PATH: process.env.PATH, ...BOT_START.env },
        encoding: 'utf8',
        timeout: 20_000,
      });
      expect(run.status).toBe(1);
      // The token came from the file (no "DISCORD_TOKEN" complaint); its bad DATABASE_URL is reported.
      expect(run.stderr).toContain('DATABASE_URL must be a postgres:// URL');
      expect(run.stderr).not.toContain('DISCORD_TOKEN');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
