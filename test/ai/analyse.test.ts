// The analysis the game review reads: hard's tree search, per root move, in points.
import { describe, expect, it } from 'vitest';
import { applyAction } from '../../src/engine/index.ts';
import { chooseMove, DEFAULT_WEIGHTS } from '../../src/ai/index.ts';
import { ANALYSIS_WEIGHTS, distinctMoves, rankMoves, valueMove } from '../../src/ai/analyse.ts';
import { evaluate } from '../../src/ai/evaluate.ts';
import { positionAfter } from './positions.ts';
import { craft, wallFrom } from '../review/crafted.ts';

describe('rankMoves and valueMove', () => {
  const s = positionAfter({ playerCount: 3, variant: 'standard', seed: 'analyse' }, 5);

  it('rankMoves: the moves the playouts went through, most visited first, with per-seat values and margins', () => {
    const r = rankMoves(s, { seed: 'a', iterations: 400 });
    expect(r.playouts).toBe(400);
    expect(r.candidates).toBe(distinctMoves(s).length);
    expect(r.moves.reduce((n, m) => n + m.visits, 0)).toBe(400);
    for (let k = 1; k < r.moves.length; k++) expect(r.moves[k].visits).toBeLessThanOrEqual(r.moves[k - 1].visits);
    for (const m of r.moves) {
      expect(applyAction(s, m.action).ok).toBe(true);
      expect(m.values).toHaveLength(3);
      // A seat's margin is its value less the best other's, playout by playout:
      // its mean is at most the mean of the difference to any one other.
      for (let p = 0; p < 3; p++)
        for (let q = 0; q < 3; q++)
          if (q !== p) expect(m.margins[p]).toBeLessThanOrEqual(m.values[p] - m.values[q] + 1e-9);
    }
    // Deterministic for a seed and a step budget.
    expect(rankMoves(s, { seed: 'a', iterations: 400 })).toEqual(r);
  });

  it('valueMove: every playout starts with the move; the same seed meets the same futures', () => {
    const r = rankMoves(s, { seed: 'b', iterations: 300 });
    const best = valueMove(s, r.moves[0].action, { seed: 'v', iterations: 200 });
    expect(best.visits).toBe(200);
    expect(best.action).toEqual(r.moves[0].action);
    expect(valueMove(s, r.moves[0].action, { seed: 'v', iterations: 200 })).toEqual(best);
    expect(valueMove(s, r.moves[0].action, { seed: 'other', iterations: 200 })).not.toEqual(best);
  });

  it('the checkpoint is called every few playouts and cannot change the result', () => {
    let calls = 0;
    const a = valueMove(s, distinctMoves(s)[0], { seed: 'c', iterations: 160, checkpoint: () => calls++ });
    expect(calls).toBe(20);
    expect(valueMove(s, distinctMoves(s)[0], { seed: 'c', iterations: 160 })).toEqual(a);
  });

  it("hard's moves are the same as before the analysis existed: aligned rollouts and banked bonuses are off for it", () => {
    const a = chooseMove(s, { level: 'hard', seed: 'h', iterations: 300 });
    const b = chooseMove(s, {
      level: 'hard',
      seed: 'h',
      iterations: 300,
      hard: { alignedRollouts: false },
      weights: { ...DEFAULT_WEIGHTS, banked: 0 },
    });
    expect(a).toEqual(b);
  });
});

describe('ANALYSIS_WEIGHTS', () => {
  const four = craft({}, (s) => void (s.players[0].wall = wallFrom(['b....', 'w....', 'k....', 'r....', '.....'])));
  const five = craft({}, (s) => void (s.players[0].wall = wallFrom(['b....', 'w....', 'k....', 'r....', 'y....'])));
  const out = new Float64Array(4);
  it('count a complete column at its full bonus: more than four tiles of it', () => {
    expect(evaluate(five, ANALYSIS_WEIGHTS, out)[0]).toBeGreaterThan(evaluate(four, ANALYSIS_WEIGHTS, out)[0] + 2);
  });
  it("(the levels' own weights value a complete column below a nearly complete one, as they were tuned)", () => {
    expect(evaluate(five, DEFAULT_WEIGHTS, out)[0]).toBeLessThan(evaluate(four, DEFAULT_WEIGHTS, out)[0]);
  });
});
