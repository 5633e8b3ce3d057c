import { defineConfig } from 'vitest/config';

// Two projects. `unit`: the rules, records, renderer, views, custom ids, AI and the engine's
// command line: no database, no network server; `npm run test:unit`. `integration`: everything
// else (store, app use cases, end-to-end games, the fake Discord): on the Postgres server at
// TEST_DATABASE_URL when it answers, always on the embedded database; `npm run test:integration`.
// `npm test` runs both.
const UNIT = [
  'test/engine/**/*.test.ts',
  'test/render/**/*.test.ts',
  'test/discord/**/*.test.ts',
  'test/ai/**/*.test.ts',
  'test/review/**/*.test.ts',
  'test/cli/**/*.test.ts',
  'test/app/turn-options.test.ts',
  'test/app/config.test.ts',
];

export default defineConfig({
  test: {
    setupFiles: ['test/setup/fast-check.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: 'unit', include: UNIT } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/**/*.test.ts'],
          exclude: UNIT,
          globalSetup: ['test/setup/integration-global.ts'],
        },
      },
    ],
  },
});
