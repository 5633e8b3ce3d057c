// `azul render` on a real record from engine self-play, and its answers to bad input.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeRecordLine } from '../../src/engine/index.ts';
import { run } from '../../src/cli/render.ts';
import { sampleGame } from '../../src/render/samples.ts';

let dir: string;
let recordFile: string;
let jsonl: string;
let rounds: number;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'azul-render-cli-'));
  const game = sampleGame(2, 'cli-2');
  const other = sampleGame(3, 'cli-3');
  rounds = game.record.rounds.length;
  recordFile = join(dir, 'game.json');
  writeFileSync(recordFile, JSON.stringify(game.record, null, 2));
  jsonl = join(dir, 'games.jsonl');
  writeFileSync(jsonl, `${makeRecordLine(game.record)}\n${makeRecordLine(other.record)}\n`);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function runQuiet(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...a) => void out.push(a.join(' ')));
  const error = vi.spyOn(console, 'error').mockImplementation((...a) => void err.push(a.join(' ')));
  try {
    return { code: await run(argv), out: out.join('\n'), err: err.join('\n') };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

const isPng = (file: string) => readFileSync(file).subarray(1, 4).toString() === 'PNG';

describe('azul render', () => {
  it('draws the table at a round and move as PNG', async () => {
    const out = join(dir, 'table.png');
    const r = await runQuiet([recordFile, '--round', '2', '--move', '3', '--out', out]);
    expect(r.code, r.err).toBe(0);
    expect(isPng(out)).toBe(true);
    expect(r.out).toContain('round 2');
    // From the first draft on, the table marks the last one (said in the alt text too).
    expect(r.out).toMatch(/The move since the last turn: 1\. \S+ took \d+ (blue|yellow|red|black|white)/);
    const start = await runQuiet([recordFile, '--round', '2', '--move', '0', '--out', join(dir, 'start.png')]);
    expect(start.out).not.toContain('since the last turn');
  });

  it("--since N marks the last N drafts, numbered; --my-board SEAT draws that player's board", async () => {
    const r = await runQuiet([
      recordFile,
      '--round',
      '2',
      '--move',
      '3',
      '--since',
      '2',
      '--out',
      join(dir, 'since.png'),
    ]);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/The 2 moves since the last turn: 1\. .* 2\. /);
    const mine = await runQuiet([
      recordFile,
      '--round',
      '2',
      '--move',
      '3',
      '--since',
      '2',
      '--my-board',
      '1',
      '--out',
      join(dir, 'mine.png'),
    ]);
    expect(mine.code, mine.err).toBe(0);
    expect(isPng(join(dir, 'mine.png'))).toBe(true);
    expect(mine.out).toMatch(/board up close, round 2/);
    expect(mine.out).toContain('640x');
    const bad = await runQuiet([recordFile, '--round', '2', '--my-board', '9', '--out', join(dir, 'bad.png')]);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--my-board 9');
  });

  it('draws a round summary, the final results, and picks a record of a JSON Lines file', async () => {
    const summary = join(dir, 'summary.webp');
    let r = await runQuiet([recordFile, '--round', '1', '--summary', '--out', summary]);
    expect(r.code, r.err).toBe(0);
    expect(readFileSync(summary).subarray(8, 12).toString()).toBe('WEBP');
    expect(r.out).toContain('round 1 scored');

    const last = join(dir, 'last-summary.png');
    r = await runQuiet([recordFile, '--round', String(rounds), '--summary', '--out', last]);
    expect(r.code, r.err).toBe(0);

    const final = join(dir, 'final.png');
    r = await runQuiet([jsonl, '--game', '1', '--final', '--out', final]);
    expect(r.code, r.err).toBe(0);
    expect(isPng(final)).toBe(true);
    expect(r.out).toContain('Cy');
  });

  it.each([
    [['--round', '1', '--out', 'x.png'], /exactly one record FILE/],
    [['MISSING', '--round', '1', '--out', 'x.png'], /cannot read MISSING/],
    [['FILE', '--round', '1'], /--out/],
    [['FILE', '--round', '0', '--out', 'x.png'], /--round must be a whole number >= 1/],
    [['FILE', '--round', '99', '--out', 'x.png'], /has \d+ rounds/],
    [['FILE', '--round', '1', '--move', '999', '--out', 'x.png'], /--move 999: round 1 has \d+ drafts/],
    [['FILE', '--move', '1', '--out', 'x.png'], /--round is required/],
    [['FILE', '--game', '3', '--final', '--out', 'x.png'], /--game 3: the file holds 1 record/],
    [['FILE', '--final', '--summary', '--out', 'x.png'], /exclude each other/],
    [['FILE', '--bogus', '--out', 'x.png'], /bogus/],
  ])('exits 2 with a clear message for %j', async (args, message) => {
    const argv = (args as string[]).map((a) =>
      a === 'FILE' ? recordFile : a === 'x.png' ? join(dir, 'never.png') : a,
    );
    const r = await runQuiet(argv);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message as RegExp);
    expect(existsSync(join(dir, 'never.png'))).toBe(false);
  });

  it('exits 2 on a file that is not a record, and on an unfinished game with --final', async () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{"format": "something else"}');
    let r = await runQuiet([bad, '--round', '1', '--out', join(dir, 'never.png')]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/not an azul-record\/1 record/);

    const unfinished = JSON.parse(readFileSync(recordFile, 'utf8'));
    unfinished.rounds = unfinished.rounds.slice(0, 2);
    unfinished.rounds[1].moves = unfinished.rounds[1].moves.slice(0, 3);
    delete unfinished.rounds[1].scores;
    delete unfinished.result;
    const part = join(dir, 'part.json');
    writeFileSync(part, JSON.stringify(unfinished));
    r = await runQuiet([part, '--final', '--out', join(dir, 'never.png')]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/not over/);
    r = await runQuiet([part, '--round', '2', '--summary', '--out', join(dir, 'never.png')]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/not scored/);
  });

  it('writes the format the extension of --out names: PNG, WebP or JPEG', async () => {
    for (const [name, magic] of [
      ['t.PNG', (b: Buffer) => b.subarray(1, 4).toString() === 'PNG'],
      ['t.webp', (b: Buffer) => b.subarray(8, 12).toString() === 'WEBP'],
      ['t.jpg', (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
      ['t.jpeg', (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
    ] as const) {
      const out = join(dir, name);
      const r = await runQuiet([recordFile, '--round', '1', '--out', out]);
      expect(r.code, r.err).toBe(0);
      expect(magic(readFileSync(out)), name).toBe(true);
    }
    const r = await runQuiet([recordFile, '--round', '1', '--out', join(dir, 'x.jpg')]);
    expect(r.out).toContain('image/jpeg');
  });

  it.each(['x.gif', 'x.txt', 'x'])(
    'refuses --out %s with exit code 2 and a clear message, writing nothing',
    async (name) => {
      const out = join(dir, name);
      const r = await runQuiet([recordFile, '--round', '1', '--out', out]);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(/must end in \.png, \.webp, \.jpg or \.jpeg/);
      expect(existsSync(out)).toBe(false);
    },
  );
});
