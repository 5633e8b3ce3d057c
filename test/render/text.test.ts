// Shortening text to a width: by graphemes, and in a phrase the names first.
import { createCanvas, type Canvas } from '../../src/render/canvas.ts';
import { describe, expect, it } from 'vitest';
import { ensureFonts, font } from '../../src/render/fonts.ts';
import { fitPhrase, fitText, graphemesOf, textInBox, type Phrase } from '../../src/render/text.ts';
import { wrapWords } from '../../src/render/scoring-examples.ts';
import { EN } from './fixtures.ts';

ensureFonts();
const ctx = createCanvas(10, 10).getContext('2d');
function use(text: string): void {
  ctx.font = font(28, true, text);
}

describe('fitText', () => {
  it('never splits an emoji sequence, flag or surrogate pair, and fits the width', () => {
    const name = 'Ana 👩‍👩‍👧👍🏽🇯🇵太郎 Ø';
    use(name);
    const full = ctx.measureText(name).width;
    for (let w = 40; w < full; w += 7) {
      const shown = fitText(ctx, name, w);
      expect(ctx.measureText(shown).width).toBeLessThanOrEqual(w);
      expect(shown.endsWith('…')).toBe(true);
      const kept = graphemesOf(shown.slice(0, -1).trimEnd());
      // Every grapheme kept is a whole grapheme of the name.
      expect(graphemesOf(name).slice(0, kept.length).join('').trimEnd()).toBe(kept.join(''));
    }
    expect(fitText(ctx, name, full + 1)).toBe(name);
  });
});

describe('fitPhrase', () => {
  it('"<name> starts round 4" keeps its words and shortens the name', () => {
    const phrase = [{ name: 'Александра Константинопольская' }, ' starts round 4'];
    use('Александра Константинопольская starts round 4');
    const shown = fitPhrase(ctx, phrase, 360);
    expect(shown.endsWith('… starts round 4')).toBe(true);
    expect(ctx.measureText(shown).width).toBeLessThanOrEqual(360);
  });

  it('shares the room between names: a short name stays whole, the long one is cut', () => {
    use('Shared win: Bo & Maximilian-Alexander von Hohenzollern');
    const shown = fitPhrase(
      ctx,
      ['Shared win: ', { name: 'Bo' }, ' & ', { name: 'Maximilian-Alexander von Hohenzollern' }],
      420,
    );
    expect(shown.startsWith('Shared win: Bo & Max')).toBe(true);
    expect(shown.endsWith('…')).toBe(true);
    expect(ctx.measureText(shown).width).toBeLessThanOrEqual(420);
  });

  it('keeps a phrase that fits as it is', () => {
    use('Bo to play');
    expect(fitPhrase(ctx, [{ name: 'Bo' }, ' to play'], 500)).toBe('Bo to play');
  });
});

/** Where ink landed on a canvas: the bounding box of every pixel drawn (alpha > 0), or null. */
function inkBox(c: Canvas): { x0: number; y0: number; x1: number; y1: number } | null {
  const { data, width, height } = c.getContext('2d').getImageData(0, 0, c.width, c.height);
  let box: { x0: number; y0: number; x1: number; y1: number } | null = null;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (data[(y * width + x) * 4 + 3] === 0) continue;
      box = box
        ? { x0: Math.min(box.x0, x), y0: Math.min(box.y0, y), x1: Math.max(box.x1, x), y1: Math.max(box.y1, y) }
        : { x0: x, y0: y, x1: x, y1: y };
    }
  }
  return box;
}

describe('textInBox draws inside its box, whatever the text', () => {
  const texts: (string | Phrase)[] = [
    'Александра Константинопольская-Ἀθηνᾶ 🇯🇵',
    '김민준 👩‍👩‍👧 and a very long tail of words that cannot fit',
    EN.table.toPlay({ name: 'Maximilian-Alexander von Hohenzollern' }),
    EN.table.moveWhat(
      { name: 'محمد 🎲 Ana' },
      { color: 0, count: 4, source: -1, line: 1, toLine: 2, toFloor: 2, toLid: 0, tookMarker: true },
    ),
    EN.myBoard.yourTurn,
    '240',
  ];
  for (const align of ['left', 'center', 'right'] as const) {
    it(`${align}-aligned, at 28 and 40 px, in boxes from 60 to 300 px wide: no ink outside the box`, () => {
      for (const text of texts) {
        for (const size of [28, 40]) {
          for (const w of [60, 140, 300]) {
            const canvas = createCanvas(w + 80, Math.round(size * 1.4) + 40);
            const box = { x: 40, y: 20, w, h: Math.round(size * 1.4) };
            textInBox(canvas.getContext('2d'), text, box, { size, bold: true, color: '#000000', align });
            const ink = inkBox(canvas);
            expect(ink, JSON.stringify(text)).not.toBeNull();
            const where = `${JSON.stringify(text)} at ${size}px in ${w}px: ${JSON.stringify(ink)}`;
            // One pixel of anti-aliasing either side.
            expect(ink!.x0, where).toBeGreaterThanOrEqual(box.x - 1);
            expect(ink!.x1, where).toBeLessThanOrEqual(box.x + box.w + 1);
            expect(ink!.y0, where).toBeGreaterThanOrEqual(box.y - 1);
            expect(ink!.y1, where).toBeLessThanOrEqual(box.y + box.h + 1);
          }
        }
      }
    });
  }

  it('the check sees ink outside: a text drawn past its box is caught', () => {
    const canvas = createCanvas(200, 80);
    const ctx = canvas.getContext('2d');
    ctx.font = font(40, true);
    ctx.fillText('Overflowing', 10, 50);
    expect(inkBox(canvas)!.x1).toBeGreaterThan(100);
  });
});

describe("wrapWords (the scoring examples' sentences)", () => {
  it('breaks between words, every line within the width unless one word alone is wider', () => {
    const text = 'The marker and each tile lose the points above them: −1 −1 −2 −2 = −6';
    for (const w of [120, 200, 380]) {
      const lines = wrapWords(ctx, text, w, 26);
      expect(lines.join(' ')).toBe(text);
      ctx.font = font(26, true, text);
      for (const line of lines) {
        if (line.includes(' ')) expect(ctx.measureText(line).width, line).toBeLessThanOrEqual(w);
      }
    }
  });
});
