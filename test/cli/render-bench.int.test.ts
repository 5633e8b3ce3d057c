// `azul bench --render` runs and ends with one JSON line holding every scene of
// the format the bot sends; numbers are only printed, never asserted on time.
import { describe, expect, it, vi } from 'vitest';
import { run } from '../../src/cli/bench-render.ts';

describe('azul bench --render', () => {
  it('prints a JSON line with each scene, its draw time and a size under 500 KB', async () => {
    const lines: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((...a) => void lines.push(a.join(' ')));
    try {
      expect(await run(['--iterations', '1', '--no-webp'])).toBe(0);
    } finally {
      log.mockRestore();
    }
    const { fonts, ...result } = JSON.parse(lines.at(-1)!);
    expect(Object.keys(result).sort()).toEqual([
      'final2',
      'final4',
      'myBoard2',
      'myBoard3',
      'myBoard4',
      'summary2',
      'summary4',
      'table2',
      'table3',
      'table4',
      'tableMarkedMixed4',
    ]);
    expect(Object.keys(fonts).sort()).toEqual(['againMixedNamesDrawMs', 'firstMixedNamesDrawMs', 'interMs']);
    for (const stat of Object.values(result) as { p50Ms: number; drawMs: number; bytes: number }[]) {
      expect(stat.bytes).toBeGreaterThan(10_000);
      expect(stat.bytes).toBeLessThan(500 * 1024);
      expect(stat.drawMs).toBeLessThanOrEqual(stat.p50Ms);
    }
  });

  it('refuses a bad iteration count with exit code 2', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await run(['--iterations', '0'])).toBe(2);
    } finally {
      error.mockRestore();
    }
  });
});
