import { describe, expect, it } from 'vitest';
import { nextInt, seedRng } from '../../src/engine/index.ts';
import { bestGrayColumn } from '../../src/ai/evaluate.ts';
import { bestGrayColumnOf, candidateMoves } from '../../src/ai/moves.ts';
import { legalMoves } from '../../src/engine/index.ts';
import { positionAfter } from './positions.ts';

describe('moves', () => {
  it("the gray column of quick estimates is the evaluation's, on many random walls", () => {
    const rng = seedRng('gray-columns');
    for (let k = 0; k < 2000; k++) {
      const wall = Array.from({ length: 25 }, () => (nextInt(rng, 3) === 0 ? nextInt(rng, 5) : -1));
      const row = nextInt(rng, 5);
      const color = nextInt(rng, 5);
      expect(bestGrayColumnOf(wall, row, color)).toBe(bestGrayColumn(Int32Array.from(wall), row, color));
    }
  });

  it('candidate moves drop only drafts from a display identical to an earlier one', () => {
    for (let i = 0; i < 30; i++) {
      const s = positionAfter({ playerCount: 4, variant: 'standard', seed: `cand-${i}` }, i % 6);
      if (s.phase !== 'draft') continue;
      const all = legalMoves(s);
      const kept = candidateMoves(s);
      const key = (t: number[]) => t.join(',');
      for (const m of all) {
        if (kept.some((k) => JSON.stringify(k) === JSON.stringify(m))) continue;
        expect(m.type === 'draft' && m.source >= 0).toBe(true);
        if (m.type !== 'draft') continue;
        const twin = s.factories.findIndex((t) => key(t) === key(s.factories[m.source]));
        expect(twin).toBeLessThan(m.source);
      }
      // Every distinct (source contents, color, line) stays available.
      const sig = (m: (typeof all)[number]) =>
        m.type === 'draft' ? `${m.source < 0 ? 'c' : key(s.factories[m.source])}|${m.color}|${m.line}` : '';
      expect(new Set(kept.map(sig))).toEqual(new Set(all.map(sig)));
    }
  });
});
