import { describe, expect, it } from 'vitest';
import { applyAction, legalMoves, newGame, randomLegalMove, seedRng } from '../../src/engine/index.ts';

describe('randomLegalMove (the benchmark move picker)', () => {
  it('always returns a member of legalMoves, and reaches every one of them', () => {
    const rng = seedRng('pick');
    let s = newGame({ playerCount: 3, variant: 'gray', seed: 'pick' });
    for (let step = 0; step < 150 && s.phase !== 'over'; step++) {
      const moves = legalMoves(s).map((m) => JSON.stringify(m));
      const seen = new Set<string>();
      for (let k = 0; k < moves.length * 12; k++) seen.add(JSON.stringify(randomLegalMove(s, rng)));
      for (const m of seen) expect(moves).toContain(m);
      expect(seen.size).toBe(moves.length);
      const r = applyAction(s, randomLegalMove(s, rng));
      expect(r.ok).toBe(true);
      if (r.ok) s = r.state;
    }
  });
});
