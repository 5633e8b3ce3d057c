import { describe, expect, it } from 'vitest';
import {
  applyAction,
  legalMoveAt,
  legalMoveCount,
  legalMoves,
  newGame,
  randomLegalMove,
  seedRng,
} from '../../src/engine/index.ts';

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

  it('legalMoveAt lists legalMoves in order and refuses an index outside them', () => {
    const rng = seedRng('at');
    let sawWallPhase = false;
    let s = newGame({ playerCount: 4, variant: 'gray', seed: 'at' });
    // 80 steps reach past round 0's gray wall phase: drafts and placements both checked.
    for (let step = 0; step < 80 && s.phase !== 'over'; step++) {
      const moves = legalMoves(s);
      expect(legalMoveCount(s)).toBe(moves.length);
      moves.forEach((m, i) => expect(legalMoveAt(s, i)).toEqual(m));
      expect(() => legalMoveAt(s, moves.length)).toThrow(RangeError);
      expect(() => legalMoveAt(s, -1)).toThrow(RangeError);
      const r = applyAction(s, randomLegalMove(s, rng));
      expect(r.ok).toBe(true);
      if (r.ok) s = r.state;
      if (s.phase === 'wall') sawWallPhase = true;
    }
    expect(sawWallPhase).toBe(true);
  });
});
