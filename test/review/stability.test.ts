// The trust measure: a decision analysed at a budget and at 4 times it.
import { describe, expect, it } from 'vitest';
import { checkStability, prepareReview, reviewMoveToAction, scaleBudget } from '../../src/review/index.ts';
import { analysePosition } from '../../src/review/index.ts';
import { applyAction } from '../../src/engine/index.ts';
import { playedRecord } from './games.ts';

const record = playedRecord({ playerCount: 2, variant: 'gray', seed: 'stability' });
const prepared = prepareReview(record);
if (!prepared.ok) throw new Error(prepared.error);
const decisions = prepared.game.decisions;

describe('checkStability', () => {
  it('compares the best move at the budget with the best at 4 times it; the gap is what the first gives away at 4x', () => {
    const budget = { search: 40, value: 20 };
    const picked = decisions.filter((_, i) => i % 9 === 2).slice(0, 3);
    for (const d of picked) {
      const c = checkStability(d, { budget, seed: `s${d.index}` });
      expect(c.index).toBe(d.index);
      expect(c.gap).toBeGreaterThanOrEqual(0);
      if (c.sameBest) expect(c.gap).toBe(0);
      expect(c.stable).toBe(c.sameBest || c.gap <= 0.5);
      // The same analyses as analysePosition's at each budget (the same seed).
      const at = analysePosition(d.state, d.played, { budget, seed: `s${d.index}` });
      const closer = analysePosition(d.state, d.played, { budget: scaleBudget(budget, 4), seed: `s${d.index}` });
      expect([c.loss, c.lossCloser, c.judgement, c.judgementCloser]).toEqual([
        at.loss,
        closer.loss,
        at.judgement,
        closer.judgement,
      ]);
    }
  });

  it('a tolerance of 0 counts only the same move as stable; a huge one counts every decision', () => {
    const d = decisions.find((x) => x.index > 5 && x.state.phase === 'draft')!;
    const budget = { search: 30, value: 15 };
    const strict = checkStability(d, { budget, seed: 'tol', tolerance: 0 });
    expect(strict.stable).toBe(strict.sameBest || strict.gap === 0);
    expect(checkStability(d, { budget, seed: 'tol', tolerance: 1000 }).stable).toBe(true);
  });

  it('reviewMoveToAction gives back the engine action of a review move (drafts and placements)', () => {
    for (const d of decisions.filter((_, i) => i % 5 === 0)) {
      const m = analysePosition(d.state, d.played, { budget: { search: 8, value: 4 }, seed: 'x' });
      expect(reviewMoveToAction(d.played.player, m.played)).toEqual(d.played);
      expect(applyAction(d.state, reviewMoveToAction(d.played.player, m.best)).ok).toBe(true);
    }
  });
});
