// `azul puzzles FILE`: one azul-puzzle/1 JSON line per puzzle, each of which parses and replays;
// bad records get their own line and exit 1, bad options and unreadable files exit 2; --part
// splits the work without changing the puzzles.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { azul } from './azul-command.ts';
import { run as puzzles } from '../../src/cli/puzzles.ts';
import { parsePuzzle, puzzlePosition } from '../../src/puzzles/index.ts';
import { playedRecord } from '../review/games.ts';

async function inProcess(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...a) => void out.push(a.join(' ')));
  const error = vi.spyOn(console, 'error').mockImplementation((...a) => void err.push(a.join(' ')));
  try {
    const code = await puzzles(argv);
    return { code, stdout: out.map((l) => `${l}\n`).join(''), stderr: err.join('\n') };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

const jsonLines = (text: string): Record<string, unknown>[] =>
  text.trim() === ''
    ? []
    : text
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as Record<string, unknown>);
// Tiny budgets: the review 40/20 playouts a move, the deep search 4 times that, of 3 positions a game at most.
const TINY = ['--search', '40', '--value', '20', '--scale', '4', '--max-per-game', '3'];

let dir: string;
let file: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'azul-puzzles-'));
  const records = [
    playedRecord({ playerCount: 2, variant: 'standard', seed: 'cli-puz-a', policy: 'random' }),
    playedRecord({ playerCount: 3, variant: 'gray', seed: 'cli-puz-b', policy: 'random' }),
  ];
  file = join(dir, 'games.jsonl');
  await writeFile(file, records.map((r) => JSON.stringify(r)).join('\n') + '\n');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('azul puzzles', () => {
  it('prints a puzzle line per puzzle, each valid and replaying to its position; --part splits the games', async () => {
    const r = await inProcess(file, ...TINY);
    expect(r.code).toBe(0);
    const lines = jsonLines(r.stdout);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line.format).toBe('azul-puzzle/1');
      expect([0, 1]).toContain(line.game);
      const parsed = parsePuzzle(line);
      expect(parsed.ok, JSON.stringify(parsed)).toBe(true);
      if (parsed.ok) expect(puzzlePosition(parsed.puzzle).current).toBe(parsed.puzzle.player);
    }
    expect(r.stderr).toMatch(/^game 0: \d+ moves reviewed \(\d+\.\d s CPU\), \d+ searched deeply, \d+ puzzle\(s\)/);
    expect(r.stderr).toMatch(/\ngame 1: /);
    const halves = [
      await inProcess(file, ...TINY, '--part', '0/2', '--quiet'),
      await inProcess(file, ...TINY, '--part', '1/2', '--quiet'),
    ];
    expect(halves.map((h) => h.stderr)).toEqual(['', '']);
    const joined = [...jsonLines(halves[0]!.stdout), ...jsonLines(halves[1]!.stdout)];
    expect(joined).toEqual(lines);
  });

  it('a bad record gets its own line and exit 1, the others still give puzzles; an empty file exits 1', async () => {
    const bad = join(dir, 'mixed.jsonl');
    const good = playedRecord({ playerCount: 2, variant: 'standard', seed: 'cli-puz-a', policy: 'random' });
    await writeFile(bad, ['{"format": oops', JSON.stringify(good)].join('\n'));
    const r = await inProcess(bad, ...TINY, '--quiet');
    expect(r.code).toBe(1);
    const lines = jsonLines(r.stdout);
    expect(lines[0]).toEqual({ game: 0, ok: false, line: 1, error: expect.stringMatching(/^line 1: not valid JSON/) });
    expect(lines.slice(1).every((l) => l.game === 1 && l.format === 'azul-puzzle/1')).toBe(true);
    const empty = join(dir, 'empty.jsonl');
    await writeFile(empty, '\n');
    const e = await inProcess(empty);
    expect(e.code).toBe(1);
    expect(jsonLines(e.stdout)).toEqual([{ game: 0, ok: false, line: 1, error: 'no record found: the file is empty' }]);
  });

  it('bad options and unreadable files exit 2 with a message and no output (spawned through the azul command)', async () => {
    for (const args of [['--min-gap', 'x'], ['--scale', '0'], ['--search', '2.5'], ['--part', '2/2'], ['--nope'], []]) {
      const r = await inProcess(...(args.length ? [file, ...args] : args));
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/^azul puzzles: .*\nusage: azul puzzles FILE/);
    }
    const spawned = await azul(['puzzles', join(dir, 'missing.json')]);
    expect(spawned.code).toBe(2);
    expect(spawned.stdout).toBe('');
    expect(spawned.stderr).toMatch(/^azul puzzles: cannot read .*missing\.json: no such file\n$/);
  });
});
