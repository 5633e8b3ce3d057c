// How far the review's numbers can be trusted: the same decision analysed at the review's
// budget and at `factor` times it. Stable when the best move found at the budget is the best
// at the larger one too, or worth at most `tolerance` points less there.
import { CENTER, COLORS, FLOOR, type Action, type Color, type GameState } from '../engine/core.ts';
import { valueMove } from '../ai/index.ts';
import { analyseDecision, sameOutcome, VALUATION } from './analyse-move.ts';
import type { Decision } from './positions.ts';
import type { Judgement, ReviewBudget, ReviewMove } from './types.ts';

/** The engine action a review's move stands for, played by `player`. */
export function reviewMoveToAction(player: number, m: ReviewMove): Action {
  if (m.kind === 'place') return { type: 'place', player, line: m.line, column: m.column };
  return {
    type: 'draft',
    player,
    source: m.source === 'center' ? CENTER : m.source,
    color: COLORS.indexOf(m.color) as Color,
    line: m.line === 'floor' ? FLOOR : m.line,
  };
}

export interface StabilityCheck {
  index: number;
  /** The same best move (or one leaving the same position) at both budgets. */
  sameBest: boolean;
  /**
   * At the larger budget: how many points the budget's best move
   * is worth less than that budget's best (0 when the same).
   */
  gap: number;
  stable: boolean;
  /** The played move's loss at each budget. */
  loss: number;
  lossCloser: number;
  judgement: Judgement;
  judgementCloser: Judgement;
}

export function scaleBudget(budget: ReviewBudget, factor: number): ReviewBudget {
  return { search: Math.round(budget.search * factor), value: Math.round(budget.value * factor) };
}

export function checkStability(
  decision: Decision,
  options: { budget: ReviewBudget; seed: string; factor?: number; tolerance?: number },
): StabilityCheck {
  const factor = options.factor ?? 4;
  const tolerance = options.tolerance ?? 0.5;
  const closer = scaleBudget(options.budget, factor);
  const at = analyseDecision(decision, { budget: options.budget, seed: options.seed });
  const atCloser = analyseDecision(decision, { budget: closer, seed: options.seed });
  const state: GameState = decision.state;
  const player = state.current;
  const best = reviewMoveToAction(player, at.best);
  const bestCloser = reviewMoveToAction(player, atCloser.best);
  const sameBest = sameOutcome(state, best, bestCloser);
  let gap = 0;
  if (!sameBest) {
    // Valued the way the closer analysis valued its own best move: same seed, same playouts, same futures.
    const value = valueMove(state, best, { seed: `${options.seed}:value`, iterations: closer.value, hard: VALUATION })
      .margins[player];
    gap = Math.max(0, atCloser.valueBest - value);
  }
  return {
    index: decision.index,
    sameBest,
    gap: Math.round(gap * 100) / 100,
    stable: sameBest || gap <= tolerance,
    loss: at.loss,
    lossCloser: atCloser.loss,
    judgement: at.judgement,
    judgementCloser: atCloser.judgement,
  };
}
