// `azul bench --wake` runs both ways (woken by the database, polling alone) and ends with one JSON
// line; every job started once. Its times are only printed, never asserted on.
import { describe, expect, it, vi } from 'vitest';
import { run } from '../../src/cli/bench-wake.ts';
import { hasServer, serverOnly, TEST_DATABASE_URL } from '../setup/databases.ts';

describe.skipIf(!hasServer())(serverOnly('azul bench --wake'), () => {
  it('starts every job once in the other process, woken and polling, and prints both', async () => {
    const lines: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((...a) => void lines.push(a.join(' ')));
    // The benchmark makes its database on the tests' server, never on an exported DATABASE_URL's.
    const before = process.env.TEST_DATABASE_URL;
    process.env.TEST_DATABASE_URL = TEST_DATABASE_URL;
    try {
      expect(await run(['--jobs', '20', '--gap-ms', '5'])).toBe(0);
    } finally {
      log.mockRestore();
      if (before === undefined) delete process.env.TEST_DATABASE_URL;
      else process.env.TEST_DATABASE_URL = before;
    }
    const result = JSON.parse(lines.at(-1)!);
    for (const mode of ['notify', 'poll']) {
      expect(result[mode]).toMatchObject({ mode, started: 20, twice: 0 });
      expect(result[mode].p95).toBeGreaterThanOrEqual(result[mode].p50);
    }
    expect(lines.some((l) => l.startsWith('woken / polling: p50 '))).toBe(true);
  });
});

describe('azul bench --wake options', () => {
  it('refuses a bad option with exit code 2', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await run(['--jobs', '0'])).toBe(2);
      expect(await run(['--gap', '5'])).toBe(2);
    } finally {
      error.mockRestore();
    }
  });
});
