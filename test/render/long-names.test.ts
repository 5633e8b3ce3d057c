// A name of any length is shortened before the renderer measures or draws it (unshortened, a 1 MB
// player name kept `azul render` busy for over two minutes). What is measured and drawn stays
// short, and the image is the one of the shortened name.
import { createCanvas } from '../../src/render/canvas.ts';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { run as renderCli } from '../../src/cli/render.ts';
import { renderFinal, renderRoundSummary, renderTable } from '../../src/render/index.ts';
import { MAX_NAME_GRAPHEMES, drawableName, shortName } from '../../src/render/names.ts';
import { graphemesOf } from '../../src/render/text.ts';
import { sampleGame } from '../../src/render/samples.ts';
import { EN } from './fixtures.ts';

const MEGABYTE_NAME = `Ana ${'👩‍👩‍👧‍👦x'.repeat(100_000)}`; // about 1.2 M code units, emoji sequences included

/** The longest text handed to the canvas's measureText and fillText while `work` runs. */
async function longestText(work: () => Promise<unknown>): Promise<number> {
  const proto = Object.getPrototypeOf(createCanvas(1, 1).getContext('2d')) as Record<
    'measureText' | 'fillText',
    (...a: unknown[]) => unknown
  >;
  const measure = proto.measureText;
  const fill = proto.fillText;
  let longest = 0;
  vi.spyOn(proto, 'measureText').mockImplementation(function (this: unknown, ...args: unknown[]) {
    longest = Math.max(longest, String(args[0]).length);
    return measure.apply(this, args);
  });
  vi.spyOn(proto, 'fillText').mockImplementation(function (this: unknown, ...args: unknown[]) {
    longest = Math.max(longest, String(args[0]).length);
    return fill.apply(this, args);
  });
  try {
    await work();
  } finally {
    vi.restoreAllMocks();
  }
  return longest;
}

afterEach(() => vi.restoreAllMocks());

describe('names of any length', () => {
  it('are cut to a bounded number of graphemes, whole ones, with an ellipsis', () => {
    const short = shortName(MEGABYTE_NAME);
    const parts = graphemesOf(short);
    expect(parts).toHaveLength(MAX_NAME_GRAPHEMES + 1);
    expect(parts.at(-1)).toBe('…');
    expect(short.startsWith('Ana 👩‍👩‍👧‍👦x👩‍👩‍👧‍👦x')).toBe(true);
    expect(parts.slice(4, -1).every((g) => g === '👩‍👩‍👧‍👦' || g === 'x')).toBe(true);
    expect(shortName('Ana')).toBe('Ana');
    expect(shortName('a'.repeat(MAX_NAME_GRAPHEMES))).toBe('a'.repeat(MAX_NAME_GRAPHEMES));
    expect(drawableName('\uE000'.repeat(2_000_000), 2, EN.table.seat)).toBe('Player 3');
  });

  it('are measured and drawn short, and the images are those of the shortened names', async () => {
    const game = sampleGame(2, 'long-names');
    const huge = [MEGABYTE_NAME, 'x'.repeat(1_000_000)];
    const cut = huge.map(shortName);
    const renders = [
      (names: string[]) => renderTable(game.midRound, names, { words: EN.table }),
      (names: string[]) => renderRoundSummary(game.afterTiling, names, { words: EN.summary }),
      (names: string[]) => renderFinal(game.final, names, { words: EN.final }),
    ];
    for (const render of renders) {
      let image!: Awaited<ReturnType<typeof render>>;
      const longest = await longestText(async () => (image = await render(huge)));
      // Nothing longer than a shortened name (and the words around it) reaches the canvas.
      expect(longest).toBeGreaterThan(0);
      expect(longest).toBeLessThan(MAX_NAME_GRAPHEMES * 16 + 200);
      const expected = await render(cut);
      expect(image.data.equals(expected.data)).toBe(true);
      expect(image.description).toBe(expected.description);
      expect(image.description.length).toBeLessThan(1000);
    }
  });

  it('in a record file: `azul render` draws the table', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'azul-long-names-'));
    try {
      const game = sampleGame(2, 'long-names-cli');
      const file = join(dir, 'game.json');
      writeFileSync(file, JSON.stringify({ ...game.record, names: [MEGABYTE_NAME, 'Rui'] }));
      const out = join(dir, 'table.png');
      const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      expect(await renderCli([file, '--round', '1', '--move', '2', '--out', out])).toBe(0);
      expect(log.mock.calls.join(' ').length).toBeLessThan(2_000); // the alt text it prints holds the short name
      expect(error).not.toHaveBeenCalled();
      expect(readFileSync(out).subarray(1, 4).toString()).toBe('PNG');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
