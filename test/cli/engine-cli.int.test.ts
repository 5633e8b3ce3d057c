// The engine's command line. The exit codes and the lines people read are checked on the
// real command, spawned (azul-command.ts: compiled, or through tsx as `npm run azul` does; a few
// spawns, each covering many cases); the rest calls the commands' `run` in this process.
import { describe, expect, it, beforeAll, afterAll, vi } from 'vitest';
import { azul as run } from './azul-command.ts';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run as selfplay } from '../../src/cli/selfplay.ts';
import { run as replay } from '../../src/cli/replay.ts';
import { run as bench } from '../../src/cli/bench-engine.ts';

const azul = (...args: string[]) => run(args, { timeoutMs: 60_000 });

/** A command's `run` in this process, its console output captured. */
async function inProcess(
  command: (argv: string[]) => Promise<number>,
  ...argv: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...a) => void out.push(a.join(' ')));
  const error = vi.spyOn(console, 'error').mockImplementation((...a) => void err.push(a.join(' ')));
  try {
    const code = await command(argv);
    return { code, stdout: out.map((l) => `${l}\n`).join(''), stderr: err.join('\n') };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

const jsonLines = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'azul-cli-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('azul selfplay + replay', () => {
  it('writes deterministic JSON Lines that replay as valid (spawned); a missing file exits 2', async () => {
    const out = join(dir, 'games.jsonl');
    const again = join(dir, 'again.jsonl');
    const args = ['--games', '3', '--players', '3', '--variant', 'gray', '--policy', 'greedy', '--seed', 's1'];
    const a = await azul('selfplay', ...args, '--out', out);
    expect(a.code).toBe(0);
    expect(a.stderr).toMatch(/3 game\(s\) written/);
    expect((await inProcess(selfplay, ...args, '--out', again)).code).toBe(0);
    const text = await readFile(out, 'utf8');
    expect(text).toBe(await readFile(again, 'utf8'));
    const lines = text.trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(new Set(lines.map((l) => JSON.parse(l).seed)).size).toBe(3);

    const [valid, noFile] = await Promise.all([azul('replay', out), azul('replay', join(dir, 'nope.jsonl'))]);
    expect(valid.code).toBe(0);
    const verdicts = jsonLines(valid.stdout);
    expect(verdicts).toHaveLength(3);
    for (const [i, v] of verdicts.entries()) {
      const rec = JSON.parse(lines[i]);
      expect(v).toEqual({ ok: true, scores: rec.result.scores, winners: rec.result.winners });
    }
    expect(noFile.code).toBe(2);
    expect(noFile.stdout).toBe('');
    expect(noFile.stderr).toMatch(/^azul replay: cannot read .*nope\.jsonl: no such file/);
    expect(noFile.stderr).not.toMatch(/\n\s+at /); // no stack trace
  });

  it('selfplay rejects bad options with exit 2; a game stopped by --max-rounds replays as unfinished', async () => {
    const short = join(dir, 'short.jsonl');
    const bad = await inProcess(
      selfplay,
      '--games',
      '0',
      '--players',
      '2',
      '--seed',
      'x',
      '--out',
      join(dir, 'x.jsonl'),
    );
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--games must be a positive integer/);
    const stopped = await inProcess(
      selfplay,
      '--games',
      '2',
      '--players',
      '4',
      '--seed',
      'x',
      '--out',
      short,
      '--max-rounds',
      '1',
    );
    expect(stopped.code).toBe(0);
    expect(stopped.stderr).toMatch(/2 stopped unfinished at round 1/);
    const r = await inProcess(replay, short);
    expect(r.code).toBe(0);
    for (const line of jsonLines(r.stdout))
      expect(line).toMatchObject({ ok: true, finished: false, round: 1, moves: 0 });
  });
});

describe('azul replay: every record gets its own line', () => {
  it('valid, tampered and malformed records (negative index, unknown color, not JSON) in one file: a line each, exit 1 (spawned)', async () => {
    const source = join(dir, 'mix-source.jsonl');
    expect((await inProcess(selfplay, '--games', '4', '--players', '2', '--seed', 'mix', '--out', source)).code).toBe(
      0,
    );
    const [a, b, c, d] = (await readFile(source, 'utf8')).trim().split('\n');
    const tampered = JSON.parse(d);
    tampered.rounds[1].moves[2].source = 8; // a display a 2-player game does not have
    const negative = JSON.parse(b);
    negative.rounds[0].moves[0].source = -1;
    const unknownColor = JSON.parse(c);
    unknownColor.rounds[0].factories[0][0] = 'green';
    const file = join(dir, 'mix.jsonl');
    await writeFile(
      file,
      [
        a,
        JSON.stringify(negative),
        b,
        JSON.stringify(unknownColor),
        '{"format": oops',
        JSON.stringify(tampered),
        c,
        '',
      ].join('\n'),
    );
    const r = await azul('replay', file);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('');
    const lines = jsonLines(r.stdout);
    expect(lines).toHaveLength(7);
    for (const i of [0, 2, 6])
      expect(lines[i]).toMatchObject({ ok: true, scores: expect.any(Array), winners: expect.any(Array) });
    expect(lines[1]).toEqual({
      ok: false,
      line: 2,
      error: 'NOT_A_RECORD',
      detail: expect.stringMatching(/^record 2 \(line 2\): not an azul-record\/1 record: rounds\.0\.moves\.0\.source/),
    });
    expect(lines[3]).toEqual({
      ok: false,
      line: 4,
      error: 'NOT_A_RECORD',
      detail: expect.stringMatching(/^record 4 \(line 4\): .*rounds\.0\.factories\.0\.0/),
    });
    expect(lines[4]).toEqual({
      ok: false,
      line: 5,
      error: 'NOT_JSON',
      detail: expect.stringMatching(/^line 5: not valid JSON/),
    });
    expect(lines[5]).toEqual({
      ok: false,
      round: 1,
      move: 2,
      error: 'ILLEGAL_MOVE',
      detail: expect.stringMatching(/^ERR_BAD_SOURCE/),
    });
  });

  it('a file that starts with a UTF-8 byte-order mark (as Windows editors save it): JSON Lines and one pretty record (spawned)', async () => {
    const source = join(dir, 'bom-source.jsonl');
    expect((await inProcess(selfplay, '--games', '2', '--players', '2', '--seed', 'bom', '--out', source)).code).toBe(
      0,
    );
    const text = await readFile(source, 'utf8');
    const lines = join(dir, 'bom.jsonl');
    await writeFile(lines, `\uFEFF${text}`);
    const pretty = join(dir, 'bom.json');
    await writeFile(
      pretty,
      Buffer.concat([
        Buffer.from([0xef, 0xbb, 0xbf]),
        Buffer.from(JSON.stringify(JSON.parse(text.split('\n')[0]!), null, 2)),
      ]),
    );
    const r = await azul('replay', lines);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(jsonLines(r.stdout).map((l) => l.ok)).toEqual([true, true]);
    const one = await inProcess(replay, pretty);
    expect(one.code).toBe(0);
    expect(jsonLines(one.stdout)).toEqual([{ ok: true, scores: expect.any(Array), winners: expect.any(Array) }]);
  });

  it('a readable file that is not a record exits 1 with a line saying why, not 2 (spawned)', async () => {
    const shape = join(dir, 'shape.json');
    await writeFile(shape, '{"format":"azul-record/1","variant":"standard","playerCount":5,"rounds":[]}');
    const r = await azul('replay', shape);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('');
    expect(jsonLines(r.stdout)).toEqual([
      { ok: false, line: 1, error: 'NOT_A_RECORD', detail: expect.stringMatching(/playerCount/) },
    ]);
  });

  it('an array of records with a malformed one in the middle; text that is not JSON; an empty file', async () => {
    const source = join(dir, 'arr-source.jsonl');
    expect((await inProcess(selfplay, '--games', '2', '--players', '3', '--seed', 'arr', '--out', source)).code).toBe(
      0,
    );
    const [a, b] = jsonLines(await readFile(source, 'utf8'));
    const array = join(dir, 'arr.json');
    await writeFile(array, JSON.stringify([a, { format: 'azul-record/1' }, b], null, 2));
    const notJson = join(dir, 'not.json');
    await writeFile(notJson, 'hello\n');
    const empty = join(dir, 'empty.json');
    await writeFile(empty, '\n');
    const r = await inProcess(replay, array);
    expect(r.code).toBe(1);
    const lines = jsonLines(r.stdout);
    expect(lines.map((l) => l.ok)).toEqual([true, false, true]);
    expect(lines[1].error).toBe('NOT_A_RECORD');
    expect(lines[1].detail).toMatch(/^record 2 \(line 1\)/);
    const garbage = await inProcess(replay, notJson);
    expect(garbage.code).toBe(1);
    expect(jsonLines(garbage.stdout)).toEqual([
      { ok: false, line: 1, error: 'NOT_JSON', detail: expect.stringMatching(/^line 1: not valid JSON/) },
    ]);
    const e = await inProcess(replay, empty);
    expect(e.code).toBe(1);
    expect(jsonLines(e.stdout)).toEqual([
      { ok: false, line: 1, error: 'EMPTY', detail: 'no record found: the file is empty' },
    ]);
  });
});

describe('azul selfplay + replay: the first player', () => {
  it('selfplay games start with seats drawn from their seeds; replay accepts any seat in the first round only (spawned)', async () => {
    const out = join(dir, 'first.jsonl');
    expect((await inProcess(selfplay, '--games', '12', '--players', '3', '--seed', 'first', '--out', out)).code).toBe(
      0,
    );
    const records = jsonLines(await readFile(out, 'utf8'));
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
    const [good, bad] = jsonLines(r.stdout);
    expect(good).toEqual({ ok: true, scores: notSeat0.result.scores, winners: notSeat0.result.winners });
    expect(bad).toEqual({
      ok: false,
      round: 1,
      move: 0,
      error: 'BAD_START_PLAYER',
      detail: `startPlayer is ${(holder + 1) % 3}, but seat ${holder} holds the marker`,
    });
  });
});

describe('azul bench', () => {
  it('prints progress and a final JSON line with the engine speed', async () => {
    const r = await inProcess(bench, '--players', '3', '--seconds', '0.3');
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines.length).toBeGreaterThan(1);
    const last = JSON.parse(lines[lines.length - 1]);
    expect(last).toMatchObject({ engine: 'azul-ts', players: 3 });
    expect(last.gamesPerSec).toBeGreaterThan(0);
    expect(last.movesPerSec).toBeGreaterThan(last.gamesPerSec);
  });
});
