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
  it('writes deterministic JSON Lines that replay as valid; a tampered draft is named; a missing file exits 2', async () => {
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

    expect(noFile.code).toBe(2);
    expect(noFile.stdout).toBe('');
    expect(noFile.stderr).toMatch(/^azul replay: cannot read .*: no such file/);
    expect(noFile.stderr).not.toMatch(/\n\s+at /); // no stack trace
    // Readable files that hold no record: a line saying why, exit 1 (2 is for unreadable files).
    for (const r of [garbage, shape]) {
      expect(r.code).toBe(1);
      expect(r.stderr).toBe('');
      expect(r.stdout.trim().split('\n')).toHaveLength(1);
    }
    expect(JSON.parse(garbage.stdout)).toMatchObject({ ok: false, line: 1, error: expect.stringMatching(/line 1: not valid JSON/) });
    expect(JSON.parse(shape.stdout)).toMatchObject({ ok: false, line: 1, error: expect.stringMatching(/playerCount/) });
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

describe('azul replay: every record its own line', () => {
  it('malformed records (a negative index, an unknown color, a line that is not JSON) among valid ones: one line each, exit 1', async () => {
    const out = join(dir, 'mix-source.jsonl');
    expect((await azul('selfplay', '--games', '3', '--players', '2', '--seed', 'mix', '--out', out)).code).toBe(0);
    const [a, b, c] = (await readFile(out, 'utf8')).trim().split('\n');
    const negative = JSON.parse(b);
    negative.rounds[0].moves[0].source = -1;
    const unknownColor = JSON.parse(c);
    unknownColor.rounds[0].factories[0][0] = 'green';
    const file = join(dir, 'mix.jsonl');
    await writeFile(file, [a, JSON.stringify(negative), b, JSON.stringify(unknownColor), '{"format": oops', c, ''].join('\n'));
    const r = await azul('replay', file);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('');
    const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines).toHaveLength(6);
    for (const i of [0, 2, 5]) expect(lines[i]).toMatchObject({ ok: true, scores: expect.any(Array), winners: expect.any(Array) });
    expect(lines[1]).toMatchObject({ ok: false, line: 2, error: expect.stringMatching(/record 2 \(line 2\).*rounds\.0\.moves\.0\.source/) });
    expect(lines[3]).toMatchObject({ ok: false, line: 4, error: expect.stringMatching(/record 4 \(line 4\).*rounds\.0\.factories\.0\.0/) });
    expect(lines[4]).toMatchObject({ ok: false, line: 5, error: expect.stringMatching(/line 5: not valid JSON/) });
  });

  it('an array of records with a malformed one in the middle; an empty file', async () => {
    const out = join(dir, 'arr-source.jsonl');
    expect((await azul('selfplay', '--games', '2', '--players', '3', '--seed', 'arr', '--out', out)).code).toBe(0);
    const [a, b] = (await readFile(out, 'utf8')).trim().split('\n').map((l) => JSON.parse(l));
    const file = join(dir, 'arr.json');
    await writeFile(file, JSON.stringify([a, { format: 'azul-record/1' }, b], null, 2));
    const empty = join(dir, 'empty.json');
    await writeFile(empty, '\n');
    const [r, e] = await Promise.all([azul('replay', file), azul('replay', empty)]);
    expect(r.code).toBe(1);
    const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.map((l) => l.ok)).toEqual([true, false, true]);
    expect(lines[1].error).toMatch(/record 2/);
    expect(e.code).toBe(1);
    expect(JSON.parse(e.stdout)).toMatchObject({ ok: false, error: expect.stringMatching(/no record found/) });
  });
});

describe('azul selfplay + replay: the first player', () => {
  it('selfplay games start with seats drawn from their seeds; replay accepts any seat in the first round only', async () => {
    const out = join(dir, 'first.jsonl');
    expect((await azul('selfplay', '--games', '12', '--players', '3', '--seed', 'first', '--out', out)).code).toBe(0);
    const records = (await readFile(out, 'utf8')).trim().split('\n').map((l) => JSON.parse(l));
    const starters = new Set(records.map((rec) => rec.rounds[0].startPlayer));
    expect([...starters].sort()).toEqual([0, 1, 2]);
    for (const rec of records) expect(rec.rounds[0].moves[0].player).toBe(rec.rounds[0].startPlayer);
    const notSeat0 = records.find((rec) => rec.rounds[0].startPlayer !== 0);
    const wrongLater = JSON.parse(JSON.stringify(notSeat0));
    const holder = wrongLater.rounds[1].startPlayer;
    wrongLater.rounds[1].startPlayer = (holder + 1) % 3;
    const file = join(dir, 'first-check.jsonl');
    await writeFile(file, [notSeat0, wrongLater].map((rec) => JSON.stringify(rec)).join('\n'));
    const r = await azul('replay', file);
    expect(r.code).toBe(1);
    const [good, bad] = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(good).toEqual({ ok: true, scores: notSeat0.result.scores, winners: notSeat0.result.winners });
    expect(bad).toEqual({ ok: false, round: 1, move: 0, error: `startPlayer is ${(holder + 1) % 3}, but seat ${holder} holds the marker` });
  });
});
