// The real command line: spawned through tsx exactly as `npm run azul` does.
import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function azul(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile('node', ['--import', 'tsx', 'src/cli/main.ts', ...args], { cwd: process.cwd(), timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
    });
  });
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'azul-cli-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('azul selfplay + replay', () => {
  it('writes deterministic JSON Lines that replay as valid; a tampered draft is named; malformed input exits 2', async () => {
    const out = join(dir, 'games.jsonl');
    const again = join(dir, 'again.jsonl');
    const [a, b] = await Promise.all([
      azul('selfplay', '--games', '3', '--players', '3', '--variant', 'gray', '--policy', 'greedy', '--seed', 's1', '--out', out),
      azul('selfplay', '--games', '3', '--players', '3', '--variant', 'gray', '--policy', 'greedy', '--seed', 's1', '--out', again),
    ]);
    expect(a.code).toBe(0);
    expect(b.code).toBe(0);
    const text = await readFile(out, 'utf8');
    expect(text).toBe(await readFile(again, 'utf8'));
    const lines = text.trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(new Set(lines.map((l) => JSON.parse(l).seed)).size).toBe(3);

    // Tamper: round 1, move 2 draws from a source index that does not exist.
    const bad = JSON.parse(lines[1]);
    bad.rounds[1].moves[2].source = 8;
    const badFile = join(dir, 'bad.jsonl');
    await writeFile(badFile, [lines[0], JSON.stringify(bad)].join('\n'));
    const missing = join(dir, 'nope.jsonl');
    const notJson = join(dir, 'not.json');
    await writeFile(notJson, 'hello\n');
    const wrongShape = join(dir, 'shape.json');
    await writeFile(wrongShape, '{"format":"azul-record/1","variant":"standard","playerCount":5,"rounds":[]}');

    const [valid, invalid, noFile, garbage, shape] = await Promise.all([
      azul('replay', out),
      azul('replay', badFile),
      azul('replay', missing),
      azul('replay', notJson),
      azul('replay', wrongShape),
    ]);
    expect(valid.code).toBe(0);
    const verdicts = valid.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(verdicts).toHaveLength(3);
    for (const [i, v] of verdicts.entries()) {
      const rec = JSON.parse(lines[i]);
      expect(v).toEqual({ ok: true, scores: rec.result.scores, winners: rec.result.winners });
    }

    expect(invalid.code).toBe(1);
    const [first, second] = invalid.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(first.ok).toBe(true);
    expect(second).toMatchObject({ ok: false, round: 1, move: 2 });
    expect(second.error).toMatch(/ERR_BAD_SOURCE/);

    for (const r of [noFile, garbage, shape]) {
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/^azul replay: /);
      expect(r.stderr).not.toMatch(/\n\s+at /); // no stack trace
    }
    expect(noFile.stderr).toMatch(/no such file/);
    expect(garbage.stderr).toMatch(/line 1: not valid JSON/);
    expect(shape.stderr).toMatch(/playerCount/);
  });

  it('selfplay rejects bad options with exit 2; a game stopped by --max-rounds replays as unfinished', async () => {
    const short = join(dir, 'short.jsonl');
    const [bad, stopped] = await Promise.all([
      azul('selfplay', '--games', '0', '--players', '2', '--seed', 'x', '--out', join(dir, 'x.jsonl')),
      azul('selfplay', '--games', '2', '--players', '4', '--seed', 'x', '--out', short, '--max-rounds', '1'),
    ]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--games must be a positive integer/);
    expect(stopped.code).toBe(0);
    expect(stopped.stderr).toMatch(/2 stopped unfinished at round 1/);
    const replay = await azul('replay', short);
    expect(replay.code).toBe(0);
    for (const line of replay.stdout.trim().split('\n')) {
      expect(JSON.parse(line)).toMatchObject({ ok: true, finished: false, round: 1, moves: 0 });
    }
  });
});

describe('azul bench', () => {
  it('prints progress and a final JSON line with the engine speed', async () => {
    const r = await azul('bench', '--players', '3', '--seconds', '1.2');
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines.length).toBeGreaterThan(1);
    const last = JSON.parse(lines[lines.length - 1]);
    expect(last).toMatchObject({ engine: 'azul-ts', players: 3 });
    expect(last.gamesPerSec).toBeGreaterThan(0);
    expect(last.movesPerSec).toBeGreaterThan(last.gamesPerSec);
  });
});
