// Global setup of the integration project: probes TEST_DATABASE_URL's server once, tells the
// tests (inject('postgresReachable')) and says in one line what the integration tests run on.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { compiledIsFresh } from '../../src/util/build-fresh.ts';
import { TEST_DATABASE_URL, serverAnswers } from './databases.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

export default async function setup(project: TestProject): Promise<void> {
  // Bots started in processes of their own run the compiled code, as `npm start` does: built here
  // from the sources under test when dist/ is older than them, so a test never runs an older build.
  // Only then: a build empties dist/ first, and a run of vitest inside the suite (the shell's
  // DATABASE_URL test) would otherwise pull it from under the bot processes other files start.
  if (!compiledIsFresh(ROOT)) {
    const built = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`npm run build failed:\n${built.stdout}${built.stderr}`);
  }
  const reachable = await serverAnswers();
  project.provide('postgresReachable', reachable);
  const where = new URL(TEST_DATABASE_URL).host;
  console.log(
    reachable
      ? `integration tests: on the Postgres server at ${where} (TEST_DATABASE_URL) and on the embedded database`
      : `integration tests: no Postgres server at ${where}: running on the embedded database only; ` +
          'tests that need a server are skipped (set TEST_DATABASE_URL to a reachable Postgres server to run them)',
  );
}
