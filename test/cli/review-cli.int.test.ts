// `azul review FILE`: JSON Lines on stdout (a line per move, then the review), a text summary
// on stderr; bad input gets its own line and exit 1, bad options and unreadable files exit 2.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { azul } from './azul-command.ts';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run as review } from '../../src/cli/review.ts';
import { playedRecord } from '../review/games.ts';

async function inProcess(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...a) => void out.push(a.join(' ')));
  const error = vi.spyOn(console, 'error').mockImplementation((...a) => void err.push(a.join(' ')));
  try {
    const code = await review(argv);
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
const TINY = ['--search', '12', '--value', '6'];

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'azul-review-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('azul review', () => {
  it('two records of a JSON Lines file: a line per move and a review line each; the text summary names players, accuracy and costly moves', async () => {
    const a = playedRecord({ playerCount: 2, variant: 'standard', seed: 'cli-a', names: ['Ana', 'Rui'] });
    const b = playedRecord({ playerCount: 3, variant: 'gray', seed: 'cli-b' });
    const file = join(dir, 'two.jsonl');
    await writeFile(file, `${JSON.stringify(a)}\n${JSON.stringify(b)}\n`);
    const r = await inProcess(file, ...TINY);
    expect(r.code).toBe(0);
    const lines = jsonLines(r.stdout);
    const count = (rec: typeof a) =>
      rec.rounds.reduce((n, round) => n + round.moves.length + (round.wallPlacements?.length ?? 0), 0);
    expect(lines.filter((l) => l.game === 1 && l.kind === 'move')).toHaveLength(count(a));
    expect(lines.filter((l) => l.game === 2 && l.kind === 'move')).toHaveLength(count(b));
    const reviews = lines.filter((l) => l.kind === 'review');
    expect(reviews.map((l) => [l.game, l.playerCount, l.players.length])).toEqual([
      [1, 2, 2],
      [2, 3, 3],
    ]);
    expect(reviews[0].budget).toEqual({ search: 12, value: 6 });
    expect(lines.findIndex((l) => l.kind === 'review' && l.game === 1)).toBe(count(a));
    for (const l of lines.filter((l) => l.kind === 'move')) {
      expect(l.said).toMatch(
        /^(Round \d+, move \d+: .* instead of .*: −\d+\.\d expected points \((good|inaccuracy|mistake|blunder)\)|.* \((best|forced)\))$/,
      );
    }
    // Greedy play gives points away: the summary lists its costliest moves in words.
    expect(r.stderr).toMatch(/^Game 1: 2 players, colored wall, \d+ moves, final scores \d+ \/ \d+/);
    expect(r.stderr).toMatch(
      /\nAna \(seat 1\): \d+ points; accuracy \d+\.\d% \(\d+ of \d+ moves within 1 expected point of the best\), mean loss \d+\.\d\d points a move; /,
    );
    expect(r.stderr).toMatch(
      /\n {2}Round \d+, move \d+: \d+ \w+ from (display \d|the center) to (line \d|the floor).* instead of .*: −\d+\.\d expected points/,
    );
    expect(r.stderr).toMatch(/\nGame 2: 3 players, gray wall/);
    const single = join(dir, 'one.json');
    await writeFile(single, JSON.stringify(a, null, 2));
    const quiet = await inProcess(single, ...TINY, '--quiet', '--scale', '0.5');
    expect(quiet.stderr).toBe('');
    expect(jsonLines(quiet.stdout).find((l) => l.kind === 'review').budget).toEqual({ search: 6, value: 3 });
  });

  it('a malformed record among good ones gets its own line and exit 1; the others are reviewed', async () => {
    const good = playedRecord({ playerCount: 2, variant: 'standard', seed: 'cli-good' });
    const tampered = JSON.parse(JSON.stringify(good));
    tampered.rounds[1].moves[0].source = 8;
    const file = join(dir, 'mixed.jsonl');
    await writeFile(file, [JSON.stringify(tampered), '{"format": oops', JSON.stringify(good)].join('\n'));
    const r = await inProcess(file, ...TINY, '--quiet');
    expect(r.code).toBe(1);
    const lines = jsonLines(r.stdout);
    expect(lines[0]).toEqual({
      game: 1,
      ok: false,
      line: 1,
      error: expect.stringMatching(/^not a valid record: round 1, move 0: ERR_BAD_SOURCE/),
    });
    expect(lines[1]).toEqual({ game: 2, ok: false, line: 2, error: expect.stringMatching(/^line 2: not valid JSON/) });
    expect(lines.at(-1)).toMatchObject({ game: 3, kind: 'review' });
    const empty = join(dir, 'empty.json');
    await writeFile(empty, '\n');
    const e = await inProcess(empty);
    expect(e.code).toBe(1);
    expect(jsonLines(e.stdout)).toEqual([{ game: 1, ok: false, line: 1, error: 'no record found: the file is empty' }]);
  });

  it('bad options and unreadable files exit 2 with a message and no output (spawned through the azul command)', async () => {
    for (const args of [['--search', '0'], ['--scale', 'x'], ['--value', '2.5'], ['--nope'], []]) {
      const r = await inProcess(...(args.length ? [join(dir, 'x.json'), ...args] : args));
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/^azul review: .*\nusage: azul review FILE/);
    }
    const spawned = await azul(['review', join(dir, 'missing.json')]);
    expect(spawned.code).toBe(2);
    expect(spawned.stdout).toBe('');
    expect(spawned.stderr).toMatch(/^azul review: cannot read .*missing\.json: no such file\n$/);
  });
});
