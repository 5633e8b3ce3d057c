// The public API on real engine states: every image comes out encoded, the same
// bytes for the same state, with alt text that says what it shows.
import { describe, expect, it } from 'vitest';
import { renderFinal, renderRoundSummary, renderTable } from '../../src/render/index.ts';
import { sampleGame } from '../../src/render/samples.ts';
import { layoutTable } from '../../src/render/layout-table.ts';
import { summaryRowCount } from '../../src/render/summary.ts';
import { createCanvas } from '../../src/render/canvas.ts';
import { encodeImage } from '../../src/render/encode.ts';
import { decode } from './pixels.ts';
import * as F from './fixtures.ts';
import { EN } from './fixtures.ts';

const WEBP = (b: Buffer) => b.subarray(0, 4).toString() === 'RIFF' && b.subarray(8, 12).toString() === 'WEBP';
const PNG = (b: Buffer) => b.subarray(1, 4).toString() === 'PNG';

describe('render API on engine self-play games', () => {
  it.each([2, 3, 4] as const)('%i players: table, round summary and final results', async (players) => {
    const game = sampleGame(players, `api-${players}`);
    const names = game.record.names!;
    for (const [image, kind] of [
      [await renderTable(game.midRound, names, { words: EN.table }), 'table'],
      [await renderRoundSummary(game.afterTiling, names, { words: EN.summary }), 'summary'],
      [await renderFinal(game.final, names, { words: EN.final }), 'final'],
    ] as const) {
      expect(PNG(image.data), kind).toBe(true);
      expect(image.contentType).toBe('image/png');
      expect(image.fileName).toMatch(/\.png$/);
      expect(image.data.length).toBeLessThan(500 * 1024);
      const decoded = await decode(image.data);
      expect([decoded.width, decoded.height]).toEqual([image.width, image.height]);
      expect(image.description.length).toBeGreaterThan(20);
      expect(image.description.length).toBeLessThan(1000);
    }
  });

  it('images encoded at the same time come out as when encoded one by one', async () => {
    const scenes = [
      () => renderTable(F.fourPlayerMidRound(), F.NAMES4, { words: EN.table }),
      () => renderTable(F.twoPlayerMidRound(), F.NAMES2, { words: EN.table }),
      () => renderRoundSummary(F.roundSummary3(), F.NAMES3, { words: EN.summary }),
      () => renderTable(F.threePlayerMidRound(), F.NAMES3, { words: EN.table }),
    ];
    const alone: Buffer[] = [];
    for (const scene of scenes) alone.push((await scene()).data);
    const together = await Promise.all(scenes.map((scene) => scene()));
    together.forEach((image, i) => expect(image.data.equals(alone[i]), `scene ${i}`).toBe(true));
  });

  it('draws the 4-player table at 85% (under 960 px wide), smaller tables at full size', async () => {
    const four = F.fourPlayerMidRound();
    const layout4 = layoutTable(4, four.factories.length);
    const image4 = await renderTable(four, F.NAMES4, { words: EN.table });
    expect([image4.width, image4.height]).toEqual([
      Math.round(layout4.width * 0.85),
      Math.round(layout4.height * 0.85),
    ]);
    expect(image4.width).toBeLessThan(960);
    const two = F.twoPlayerMidRound();
    const image2 = await renderTable(two, F.NAMES2, { words: EN.table });
    expect(image2.width).toBe(layoutTable(2, two.factories.length).width);
  });

  it('draws the same bytes for the same state', async () => {
    const a = await renderTable(F.fourPlayerMidRound(), F.NAMES4, { words: EN.table });
    const b = await renderTable(F.fourPlayerMidRound(), F.NAMES4, { words: EN.table });
    expect(a.data.equals(b.data)).toBe(true);
  });

  it('writes lossless WebP when asked, with the very same pixels as the PNG', async () => {
    const webp = await renderTable(F.twoPlayerMidRound(), F.NAMES2, { words: EN.table, format: 'webp' });
    expect(WEBP(webp.data)).toBe(true);
    expect(webp.fileName).toBe('azul-round-3-table.webp');
    expect(webp.contentType).toBe('image/webp');
    const png = await renderTable(F.twoPlayerMidRound(), F.NAMES2, { words: EN.table });
    expect(png.fileName).toBe('azul-round-3-table.png');
    const [a, b] = [await decode(png.data), await decode(webp.data)];
    expect([a.width, a.height]).toEqual([b.width, b.height]);
    // Our PNG writer (row layout, CRCs) decodes to what Skia encodes: opaque pixels and every
    // alpha exactly; the panel's anti-aliased rim may differ by rounding of (un)premultiplied color.
    let alphaDiffs = 0;
    let opaqueDiffs = 0;
    let rimWorst = 0;
    for (let i = 0; i < a.pixels.length; i += 4) {
      if (a.pixels[i + 3] !== b.pixels[i + 3]) alphaDiffs++;
      for (let c = 0; c < 3; c++) {
        const d = Math.abs(a.pixels[i + c] - b.pixels[i + c]);
        if (a.pixels[i + 3] === 255) opaqueDiffs += d === 0 ? 0 : 1;
        else rimWorst = Math.max(rimWorst, d);
      }
    }
    expect(alphaDiffs).toBe(0);
    expect(opaqueDiffs).toBe(0);
    expect(rimWorst).toBeLessThanOrEqual(12);
  });

  it('the opaque panel covers the image: corners aside, no transparent pixel', async () => {
    const image = await renderTable(F.threePlayerMidRound(), F.NAMES3, { words: EN.table });
    const { width, height, pixels } = await decode(image.data);
    const alphaAt = (x: number, y: number) => pixels[(y * width + x) * 4 + 3];
    expect(alphaAt(Math.floor(width / 2), Math.floor(height / 2))).toBe(255);
    expect(alphaAt(30, Math.floor(height / 2))).toBe(255);
    expect(alphaAt(width - 30, 30)).toBe(255);
  });

  it('draws a gray-wall summary whose line found no free column, and says so', async () => {
    const state = F.roundSummary3();
    state.variant = 'gray';
    state.lastReport!.players[1].dumpedLines = [3];
    expect(summaryRowCount(state.lastReport!.players[1])).toBe(3); // 2 placed + 1 dumped; the floor has its own row
    const image = await renderRoundSummary(state, F.NAMES3, { words: EN.summary });
    expect(PNG(image.data)).toBe(true);
    expect(image.description).toContain(
      'Bo: 6 to 9 (white on line 1 +2, blue on line 3 +1, line 4 had no free column)',
    );
  });

  it('refuses a summary before any wall-tiling and results before the end', async () => {
    await expect(renderRoundSummary(F.twoPlayerMidRound(), F.NAMES2, { words: EN.summary })).rejects.toThrow(
      /lastReport/,
    );
    await expect(renderFinal(F.twoPlayerMidRound(), F.NAMES2, { words: EN.final })).rejects.toThrow(/result/);
  });
});

describe('encoding frees the canvas', () => {
  // The pixels of a drawn canvas live outside the JS heap: kept until a collection, dozens of
  // dead tables held ~70 MB in the bot. encodeImage drops them as soon as it has the bytes.
  it.each(['png', 'webp', 'jpeg'] as const)(
    '%s: the image keeps its size, the canvas is cut to 1x1 pixel',
    async (format) => {
      const canvas = createCanvas(300, 200);
      const ctx = canvas.getContext('2d');
      ctx.fillStyle = '#c33';
      ctx.fillRect(0, 0, 300, 200);
      const image = await encodeImage(canvas, 'probe', 'a red rectangle', format);
      expect([image.width, image.height]).toEqual([300, 200]);
      expect([canvas.width, canvas.height]).toEqual([1, 1]);
      expect(image.fileName).toBe(`probe.${format === 'jpeg' ? 'jpg' : format}`);
      if (format === 'png') expect((await decode(image.data)).width).toBe(300);
    },
  );
});
