import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Two projects. `unit`: the rules, records, renderer, views and the view model, custom ids, AI,
// reviews, the import rule: no database, no network server, no child process;
// `npm run test:unit`. `integration`: everything
// else (the command lines and benchmarks, which spawn processes or play many games; store, app use cases, end-to-end games, the fake Discord): on the Postgres server at
// TEST_DATABASE_URL when it answers, always on the embedded database; `npm run test:integration`.
// `npm test` runs both.
const UNIT = [
  'test/engine/**/*.test.ts',
  'test/render/**/*.test.ts',
  'test/i18n/**/*.test.ts',
  'test/discord/**/*.test.ts',
  'test/ai/**/*.test.ts',
  'test/review/**/*.test.ts',
  'test/app/turn-options.test.ts',
  'test/app/tap-steps.test.ts',
  'test/app/table-facts.test.ts',
  'test/app/view-model.test.ts',
  'test/app/config.test.ts',
  'test/cli/start-args.test.ts',
  'test/layers.test.ts',
  'test/tournaments/**/*.test.ts',
  'test/store/statements.test.ts',
  'test/logging/redaction.test.ts',
];

// One pool for both projects, one file more than there are cores: integration tests also wait (on a
// bot process, the local Discord, Postgres, a browser), and the unit files, short and CPU-bound, fill
// those waits and the run's tail instead of running on their own first (2 cores, idle: 246-257 s with
// the unit project first, 234 s together; with the integration tests alone, 289 s with two at once,
// 262 s with three, 287 s with four). Projects that run together must have the same count.
const CORES = availableParallelism();
const WORKERS = Number(process.env.AZUL_TEST_WORKERS) || CORES + 1;

export default defineConfig({
  test: {
    // cpu-log: with AZUL_TEST_CPU_LOG=<file>, each file's CPU time (what the suite's time goes to).
    setupFiles: ['test/setup/fast-check.ts', 'test/setup/cpu-log.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: 'unit', include: UNIT, maxWorkers: WORKERS, isolate: false } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/**/*.test.ts'],
          exclude: UNIT,
          globalSetup: ['test/setup/integration-global.ts'],
          // A finished game's review at 1% of its budget, in the bots these tests start (in this process, or
          // spawned with process.env or the e2e harness's botEnv): at full budget every game that ends kept a
          // core busy for a minute, unread. Tests of the review set their own.
          // The AI's child process from dist/ (built by the global setup from these sources), not through tsx.
          env: { AZUL_REVIEW_SCALE: process.env.AZUL_REVIEW_SCALE ?? '0.01', AZUL_AI_CHILD_COMPILED: '1' },
          maxWorkers: WORKERS,
          // One module graph per worker, not one per file: discord.js, Prisma, the renderer and the app
          // are loaded a few times instead of ~60 (326 s -> 289 s on 2 cores, 60 CPU-seconds fewer).
          // The files leave nothing behind for the next: no module mocks, and what they put in
          // process.env (AZUL_CLOCK_SCALE, AZUL_REVIEW_SCALE) they take out again.
          isolate: false,
        },
      },
    ],
  },
});
