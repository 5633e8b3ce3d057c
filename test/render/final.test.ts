// The final results' ranking and the chart's end labels, without pixels.
import { describe, expect, it } from 'vitest';
import { spreadLabels } from '../../src/render/chart.ts';
import { standings, winnerBanner } from '../../src/render/final.ts';
import { plain } from '../../src/render/text.ts';
import * as F from './fixtures.ts';
import { EN } from './fixtures.ts';

describe('standings', () => {
  it('ranks by score, then complete rows (the tie-break that decides the winner)', () => {
    const s = standings([48, 61, 61, 39], [1, 2, 1, 0]);
    expect(s.map((x) => [x.seat, x.label])).toEqual([
      [1, '1'],
      [2, '2'],
      [0, '3'],
      [3, '4'],
    ]);
  });

  it('players equal on score and rows share a rank ("=2"), and the next rank skips', () => {
    const s = standings([70, 50, 50, 20], [3, 1, 1, 0]);
    expect(s.map((x) => [x.seat, x.rank, x.label])).toEqual([
      [0, 1, '1'],
      [1, 2, '=2'],
      [2, 2, '=2'],
      [3, 4, '4'],
    ]);
    expect(standings([30, 30], [2, 2]).map((x) => x.label)).toEqual(['=1', '=1']);
  });
});

describe('winnerBanner', () => {
  it('names the winner in the title and says how it was decided on its own line', () => {
    const b = winnerBanner(F.finalTieBreak4(), F.NAMES4, EN.final);
    expect(plain(b.title)).toBe('Bo wins');
    expect(b.reason).toBe('Tie at 61, won on complete rows: 2 vs 1');
  });
});

describe('spreadLabels', () => {
  it('moves labels of lines ending at the same height apart, keeping their order and the bounds', () => {
    const ys = spreadLabels([100, 100, 101, 300], 24, 0, 400);
    expect(ys[1] - ys[0]).toBeGreaterThanOrEqual(24);
    expect(ys[2] - ys[1]).toBeGreaterThanOrEqual(24);
    expect(ys[3]).toBe(300);
    const low = spreadLabels([395, 398, 400], 24, 0, 400);
    expect(Math.max(...low)).toBeLessThanOrEqual(400);
    expect(low[1] - low[0]).toBeGreaterThanOrEqual(24);
    expect(low[2] - low[1]).toBeGreaterThanOrEqual(24);
  });
});
