// `medium`: an alpha-beta search to the end of the current round. The rest of
// the round is known (no tiles are drawn until it ends), so the search is
// exact about it; beyond it, the evaluation (evaluate.ts) judges the walls.
// With more than two players it is "paranoid": every opponent is assumed to
// play against the searching player (minimizing its margin over the best other).
import { applyAction, type Action, type GameState } from '../engine/core.ts';
import type { Budget } from './budget.ts';
import { evaluate, margin, type Weights } from './evaluate.ts';
import { candidateMoves, quickScore } from './moves.ts';

export interface RoundSearchResult {
  action: Action;
  /** The searching player's expected margin over the best opponent, in points. */
  value: number;
  /** Deepest full iteration (plies). */
  depth: number;
  nodes: number;
  /** True when the whole rest of the round was searched (the value is exact for this round). */
  complete: boolean;
}

/** Moves examined below the root, best-guess first. */
const INNER_WIDTH = 9;

class Aborted extends Error {}

export function searchRound(state: GameState, budget: Budget, weights: Weights): RoundSearchResult {
  const me = state.current;
  const round = state.round;
  const n = state.playerCount;
  const values = new Float64Array(4);
  let nodes = 0;
  let cutOff: boolean; // some leaf was cut off by depth, not by the round's end (reset at each depth)

  const ordered = (s: GameState, width: number): Action[] => {
    const moves = candidateMoves(s);
    const scored = moves.map((m) => ({ m, v: quickScore(s, m) }));
    scored.sort((a, b) => b.v - a.v);
    return scored.slice(0, width).map((x) => x.m);
  };

  const child = (s: GameState, a: Action): GameState => {
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`medium: generated an illegal move: ${r.detail}`);
    return r.state;
  };

  const search = (s: GameState, depth: number, alpha: number, beta: number): number => {
    if (budget.exhausted(++nodes)) throw new Aborted();
    if (s.phase === 'over' || s.round !== round) return margin(evaluate(s, weights, values), me, n);
    if (depth === 0) {
      cutOff = true;
      return margin(evaluate(s, weights, values), me, n);
    }
    const moves = ordered(s, INNER_WIDTH);
    if (s.current === me) {
      let best = -Infinity;
      for (const a of moves) {
        const v = search(child(s, a), depth - 1, alpha, beta);
        if (v > best) best = v;
        if (best > alpha) alpha = best;
        if (alpha >= beta) break;
      }
      return best;
    }
    let best = Infinity;
    for (const a of moves) {
      const v = search(child(s, a), depth - 1, alpha, beta);
      if (v < best) best = v;
      if (best < beta) beta = best;
      if (alpha >= beta) break;
    }
    return best;
  };

  let rootMoves = ordered(state, Infinity);
  let result: RoundSearchResult = {
    action: rootMoves[0],
    value: quickScore(state, rootMoves[0]),
    depth: 0,
    nodes: 0,
    complete: false,
  };
  if (rootMoves.length === 1) return { ...result, complete: true };
  const children = rootMoves.map((a) => child(state, a));
  for (let depth = 1; depth <= 60; depth++) {
    cutOff = false;
    let alpha = -Infinity;
    let bestIndex = -1;
    const scores: number[] = [];
    try {
      for (let i = 0; i < rootMoves.length; i++) {
        const v = search(children[i], depth - 1, alpha, Infinity);
        scores.push(v);
        if (v > alpha) {
          alpha = v;
          bestIndex = i;
        }
      }
    } catch (error) {
      if (!(error instanceof Aborted)) throw error;
      // An unfinished iteration still improves on the last one if its best move was searched first.
      if (bestIndex === 0 && depth > 1) result = { ...result, value: alpha };
      if (depth === 1 && bestIndex >= 0)
        result = { action: rootMoves[bestIndex], value: alpha, depth: 0, nodes, complete: false };
      return { ...result, nodes };
    }
    result = { action: rootMoves[bestIndex], value: alpha, depth, nodes, complete: !cutOff };
    if (!cutOff) break;
    // Best move first next time (alpha-beta prunes most with it), the rest by this iteration's scores.
    const order = rootMoves.map((_, i) => i).sort((a, b) => scores[b] - scores[a]);
    rootMoves = order.map((i) => rootMoves[i]);
    const reordered = order.map((i) => children[i]);
    children.splice(0, children.length, ...reordered);
  }
  return { ...result, nodes };
}
