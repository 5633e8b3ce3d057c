import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
// First: no setting of the shell (DATABASE_URL above all) reaches the tests or what they spawn.
import './test/setup/shell-settings.ts';

// Two projects, told apart by the file name. `unit` (`*.test.ts`): the rules, records, renderer, views
// and the view model, custom ids, AI, reviews, the import rule: no database, no network server, no
// child process (its setup, test/setup/unit-only.ts, refuses them: a file that needs one fails, saying
// to name it *.int.test.ts); `npm run test:unit`.
// `integration` (`*.int.test.ts`): the store, the app's use cases, end-to-end games, the fake Discord,
// the command lines and benchmarks (which spawn processes or play many games), the browser: on the
// Postgres server at TEST_DATABASE_URL when it answers, always on the embedded database;
// `npm run test:integration`. `npm test` runs both.
const INTEGRATION = 'test/**/*.int.test.ts';

// One pool for both projects, one file more than there are cores: integration tests also wait (on a
// bot process, the local Discord, Postgres, a browser), and the unit files, short and CPU-bound, fill
// those waits and the run's tail instead of running on their own first (on 2 idle cores the suite is
// fastest so: docs/performance.md). Projects that run together must have the same count.
const CORES = availableParallelism();
const WORKERS = Number(process.env.AZUL_TEST_WORKERS) || CORES + 1;

export default defineConfig({
  test: {
    // cpu-log: with AZUL_TEST_CPU_LOG=<file>, each file's CPU time (what the suite's time goes to).
    // children: bot processes a file left running (a failed test) are stopped when it ends.
    setupFiles: [
      'test/setup/shell-settings.ts',
      'test/setup/fast-check.ts',
      'test/setup/cpu-log.ts',
      'test/setup/children.ts',
    ],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          setupFiles: ['test/setup/unit-only.ts'],
          include: ['test/**/*.test.ts'],
          exclude: [INTEGRATION],
          maxWorkers: WORKERS,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: [INTEGRATION],
          globalSetup: ['test/setup/integration-global.ts'],
          maxWorkers: WORKERS,
          // One module graph per worker, not one per file: discord.js, Prisma, the renderer and the app
          // are loaded a few times instead of ~60 (about 60 CPU-seconds fewer a run on 2 cores).
          // The files leave nothing behind for the next: no module mocks, nothing put in process.env
          // (a bot's settings are given to it: test/e2e/harness.ts botEnv).
          isolate: false,
        },
      },
    ],
  },
});
