// `azul selfplay --policy`: AI levels per seat with step budgets, reproducible; bad specs exit 2.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run as selfplay } from '../../src/cli/selfplay.ts';
import { parseRecords, replayRecord } from '../../src/engine/index.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'azul-selfplay-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function quiet(...argv: string[]): Promise<{ code: number; stderr: string }> {
  const err: string[] = [];
  const error = vi.spyOn(console, 'error').mockImplementation((...a) => void err.push(a.join(' ')));
  try {
    return { code: await selfplay(argv), stderr: err.join('\n') };
  } finally {
    error.mockRestore();
  }
}

it('one spec per seat: a game between AI levels, written as a valid finished record, the same on every run', async () => {
  const args = [
    '--games',
    '1',
    '--players',
    '3',
    '--variant',
    'gray',
    '--policy',
    'medium/200,easy,hard/40',
    '--seed',
    'lv',
  ];
  const a = join(dir, 'a.jsonl');
  const b = join(dir, 'b.jsonl');
  expect((await quiet(...args, '--out', a)).code).toBe(0);
  expect((await quiet(...args, '--out', b)).code).toBe(0);
  const text = await readFile(a, 'utf8');
  expect(text).toBe(await readFile(b, 'utf8'));
  const parsed = parseRecords(text);
  expect(parsed.ok).toBe(true);
  if (!parsed.ok) return;
  const replay = replayRecord(parsed.records[0]);
  expect(replay.ok && replay.finished).toBe(true);
  // Another level for a seat plays another game.
  const c = join(dir, 'c.jsonl');
  expect(
    (
      await quiet(
        '--games',
        '1',
        '--players',
        '3',
        '--variant',
        'gray',
        '--policy',
        'medium/200,greedy,hard/40',
        '--seed',
        'lv',
        '--out',
        c,
      )
    ).code,
  ).toBe(0);
  expect(await readFile(c, 'utf8')).not.toBe(text);
});

it('bad specs exit 2 with a reason', async () => {
  for (const [policy, reason] of [
    ['wizard', /"wizard" is not random, greedy, easy, medium\[\/STEPS\] or hard\[\/STEPS\]/],
    ['hard/0', /the steps after \/ must be a positive integer/],
    ['easy,easy', /one SPEC, or one per seat \(3\)/],
  ] as const) {
    const r = await quiet(
      '--games',
      '1',
      '--players',
      '3',
      '--policy',
      policy,
      '--seed',
      'x',
      '--out',
      join(dir, 'x.jsonl'),
    );
    expect(r.code, policy).toBe(2);
    expect(r.stderr).toMatch(reason);
  }
});
