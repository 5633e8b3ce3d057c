// The public API on real engine states: every image comes out encoded, the same
// bytes for the same state, with alt text that says what it shows.
import { describe, expect, it } from 'vitest';
import { renderFinal, renderRoundSummary, renderTable } from '../../src/render/index.ts';
import { sampleGame } from '../../src/render/samples.ts';
import { summaryRowCount } from '../../src/render/summary.ts';
import { decode } from './pixels.ts';
import * as F from './fixtures.ts';

const WEBP = (b: Buffer) => b.subarray(0, 4).toString() === 'RIFF' && b.subarray(8, 12).toString() === 'WEBP';
const PNG = (b: Buffer) => b.subarray(1, 4).toString() === 'PNG';

describe('render API on engine self-play games', () => {
  it.each([2, 3, 4] as const)('%i players: table, round summary and final results', async (players) => {
    const game = sampleGame(players, `api-${players}`);
    const names = game.record.names!;
    for (const [image, kind] of [
      [await renderTable(game.midRound, names), 'table'],
      [await renderRoundSummary(game.afterTiling, names), 'summary'],
      [await renderFinal(game.final, names), 'final'],
    ] as const) {
      expect(WEBP(image.data), kind).toBe(true);
      expect(image.contentType).toBe('image/webp');
      expect(image.fileName).toMatch(/\.webp$/);
      expect(image.data.length).toBeLessThan(500 * 1024);
      const decoded = await decode(image.data);
      expect([decoded.width, decoded.height]).toEqual([image.width, image.height]);
      expect(image.description.length).toBeGreaterThan(20);
      expect(image.description.length).toBeLessThan(1000);
    }
  });

  it('draws the same bytes for the same state', async () => {
    const a = await renderTable(F.fourPlayerMidRound(), F.NAMES4);
    const b = await renderTable(F.fourPlayerMidRound(), F.NAMES4);
    expect(a.data.equals(b.data)).toBe(true);
  });

  it('writes PNG when asked', async () => {
    const image = await renderTable(F.twoPlayerMidRound(), F.NAMES2, { format: 'png' });
    expect(PNG(image.data)).toBe(true);
    expect(image.fileName).toBe('azul-round-3-table.png');
  });

  it('the opaque panel covers the image: corners aside, no transparent pixel', async () => {
    const image = await renderTable(F.threePlayerMidRound(), F.NAMES3);
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
    expect(summaryRowCount(state.lastReport!.players[1])).toBe(4);
    const image = await renderRoundSummary(state, F.NAMES3);
    expect(WEBP(image.data)).toBe(true);
    expect(image.description).toContain('Bo: 6 to 9 (white on line 1 +2, blue on line 3 +1, line 4 had no free column)');
  });

  it('refuses a summary before any wall-tiling and results before the end', async () => {
    await expect(renderRoundSummary(F.twoPlayerMidRound(), F.NAMES2)).rejects.toThrow(/lastReport/);
    await expect(renderFinal(F.twoPlayerMidRound(), F.NAMES2)).rejects.toThrow(/result/);
  });
});
