// `azul bench --review` prints its figures and a last JSON line; bad options exit 2.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run as bench } from '../../src/cli/bench.ts';
import { playedRecord, TINY } from '../review/games.ts';
import { reviewGame } from '../../src/review/index.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'azul-bench-review-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function inProcess(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...a) => void out.push(a.join(' ')));
  const error = vi.spyOn(console, 'error').mockImplementation((...a) => void err.push(a.join(' ')));
  try {
    return { code: await bench(argv), stdout: out.join('\n'), stderr: err.join('\n') };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

it('measures stability and delays on the given records, ending with a JSON line', async () => {
  const file = join(dir, 'games.jsonl');
  await writeFile(
    file,
    [
      playedRecord({ playerCount: 2, variant: 'standard', seed: 'b1' }),
      playedRecord({ playerCount: 3, variant: 'gray', seed: 'b2' }),
    ]
      .map((r) => JSON.stringify(r))
      .join('\n'),
  );
  const r = await inProcess(
    '--review',
    '--records',
    file,
    '--positions',
    '3',
    '--scale',
    '0.01',
    '--moves',
    '1',
    '--rounds',
    '1',
  );
  expect(r.code).toBe(0);
  const last = JSON.parse(r.stdout.trim().split('\n').at(-1)!);
  expect(last.bench).toBe('review');
  expect(last.stability).toMatchObject({ decisions: 3, factor: 4, budget: { search: 30, value: 12 } });
  expect(last.stability.stablePct).toBeGreaterThanOrEqual(0);
  expect(
    last.stability.byPlayers.map((b: { decisions: number }) => b.decisions).reduce((a: number, b: number) => a + b, 0),
  ).toBe(3);
  for (const c of ['none', 'review']) {
    expect(last.delays.botMoveMs[c].n).toBe(1);
    expect(last.delays.botMoveMs[c].p95).toBeGreaterThan(0);
    expect(last.delays.timerLateMs[c].n).toBeGreaterThan(0);
  }
  // The review ran in the AI's process while the review block lasted: its moves were timed.
  expect(last.delays.reviewMoveMs.n).toBeGreaterThan(0);
  expect(last.delays.reviewMoveMs.p95).toBeGreaterThan(0);
  expect(r.stdout).toMatch(/stable \(best move the same, or within 0\.5 points at 4x\): [\d.]+%/);
  expect(r.stdout).toMatch(/one review move \(what a bot move or a hint waits for at most\): p50 [\d.]+ \/ p95 [\d.]+/);
});

it('calibration: fits the win chance spread on reviewed 2-player games and compares predictions with outcomes', async () => {
  const records = [0, 1, 2].map((k) => playedRecord({ playerCount: 2, variant: 'standard', seed: `cal${k}` }));
  const file = join(dir, 'cal.jsonl');
  await writeFile(file, records.map((r) => JSON.stringify(r)).join('\n'));
  const lines = records.flatMap((record, g) => {
    const r = reviewGame(record, { budget: TINY });
    if (!r.ok) throw new Error(r.error);
    return r.review.moves.map((m) => JSON.stringify({ game: g + 1, kind: 'move', ...m }));
  });
  const out = join(dir, 'cal-review.jsonl');
  await writeFile(out, lines.join('\n'));
  const r = await inProcess('--review', '--only', 'calibration', '--records', file, '--reviews', out);
  expect(r.code).toBe(0);
  const last = JSON.parse(r.stdout.trim().split('\n').at(-1)!);
  // Every position but the games' last (valued exactly) is used.
  expect(last.calibration.positions).toBe(lines.length - 3);
  expect(last.calibration.fitted.base).toBeGreaterThan(0);
  expect(last.calibration.table.reduce((n: number, row: { positions: number }) => n + row.positions, 0)).toBe(
    lines.length - 3,
  );
  expect((await inProcess('--review', '--only', 'calibration', '--records', file)).code).toBe(2);
});

it('bad options exit 2 with the usage', async () => {
  for (const args of [
    ['--factor', '1'],
    ['--only', 'x'],
    ['--scale', '0'],
    ['--records', join(dir, 'nope.jsonl')],
  ]) {
    const r = await inProcess('--review', ...args);
    expect(r.code, args.join(' ')).toBe(2);
    expect(r.stderr).toMatch(/^azul bench --review: .*\nusage: azul bench --review/);
  }
});
