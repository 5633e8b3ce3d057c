// Shortening text to a width: by graphemes, and in a phrase the names first.
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { ensureFonts, font } from '../../src/render/fonts.ts';
import { fitPhrase, fitText, graphemesOf } from '../../src/render/text.ts';

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
    const shown = fitPhrase(ctx, ['Shared win: ', { name: 'Bo' }, ' & ', { name: 'Maximilian-Alexander von Hohenzollern' }], 420);
    expect(shown.startsWith('Shared win: Bo & Max')).toBe(true);
    expect(shown.endsWith('…')).toBe(true);
    expect(ctx.measureText(shown).width).toBeLessThanOrEqual(420);
  });

  it('keeps a phrase that fits as it is', () => {
    use('Bo to play');
    expect(fitPhrase(ctx, [{ name: 'Bo' }, ' to play'], 500)).toBe('Bo to play');
  });
});
