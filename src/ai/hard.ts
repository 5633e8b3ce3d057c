// `hard`: determinized Monte Carlo tree search. The current round is known
// (no tiles are drawn until it ends); what comes after is not. Every playout
// draws its own future from the bag and lid as the players see them (the
// game's own random source is replaced, so the search never peeks at the real
// next deal), walks the tree of this round's moves by UCT, then plays on with
// a fast policy through the next round on that sampled deal, and scores the
// end position with the evaluation (evaluate.ts). Values are kept per player
// (max-n), so 3 and 4 players need no special case.
import {
  applyInPlace,
  nextUint32,
  randomLegalMove,
  seedRng,
  workingCopy,
  type Action,
  type GameState,
} from '../engine/core.ts';
import type { Budget } from './budget.ts';
import { evaluate, type Weights } from './evaluate.ts';
import { candidateMoves, quickScore } from './moves.ts';

export interface HardSettings {
  /** UCT exploration constant (rewards are in 0..1). */
  exploration: number;
  /** Points of margin that move the reward from 0.5 to about 0.73 (logistic scale). */
  rewardScale: number;
  /** Rounds past the current one that a playout plays before it is evaluated. */
  roundsAhead: number;
  /** Rollout policy: the best (by quickScore) of this many random legal moves. */
  rolloutSample: number;
  /**
   * Each playout's rollout choices come from its own stream, drawn from the seed with its
   * future, instead of one stream shared by all playouts: two searches with the same seed then
   * meet the same futures and the same rollout luck, playout by playout (the review compares
   * two moves that way). Off for hard's moves.
   */
  alignedRollouts?: boolean;
}

export const DEFAULT_HARD: HardSettings = { exploration: 0.35, rewardScale: 6, roundsAhead: 1, rolloutSample: 8 };

export interface TreeNode {
  move: Action | null;
  /** The seat that made `move` (whose reward this node accumulates). */
  mover: number;
  visits: number;
  reward: number;
  children: TreeNode[];
  /** Moves not yet expanded, best guess first. */
  untried: Action[] | null;
  /** Root children only: per seat, summed evaluations then summed margins (rootMoveStats). */
  sums?: Float64Array;
}

export interface TreeSearchResult {
  action: Action;
  playouts: number;
  /** Visits of the chosen move. */
  visits: number;
  /** Mean reward (0..1) of the chosen move for the player to move. */
  winChance: number;
}

function node(move: Action | null, mover: number): TreeNode {
  return { move, mover, visits: 0, reward: 0, children: [], untried: null };
}

/** Children a node may have after `visits` visits (progressive widening: good guesses first). */
function widthFor(visits: number): number {
  return 2 + Math.floor(Math.sqrt(visits) * 1.5);
}

export function searchTree(
  state: GameState,
  budget: Budget,
  weights: Weights,
  seed: string,
  settings: HardSettings = DEFAULT_HARD,
): TreeSearchResult {
  const moves = orderMoves(state, candidateMoves(state));
  if (moves.length === 1) {
    return { action: moves[0], playouts: 0, visits: 0, winChance: 0.5 };
  }
  const { root, playouts } = growTree(state, moves, budget, weights, seed, settings);
  let best = root.children[0];
  for (const c of root.children) {
    if (c.visits > best.visits || (c.visits === best.visits && c.reward > best.reward)) best = c;
  }
  if (!best) return { action: moves[0], playouts, visits: 0, winChance: 0.5 };
  return {
    action: best.move!,
    playouts,
    visits: best.visits,
    winChance: best.visits ? best.reward / best.visits : 0.5,
  };
}

/** What the playouts through one move of the root found, for every seat (the game review reads these). */
export interface RootMoveStats {
  action: Action;
  visits: number;
  /** Mean reward (0..1) for the player who moves. */
  reward: number;
  /** Per seat: the mean evaluation at the playouts' ends (points). */
  values: number[];
  /** Per seat: the mean margin over the best other seat at the playouts' ends (points). */
  margins: number[];
}

export interface GrownTree {
  root: TreeNode;
  playouts: number;
}

/**
 * Runs playouts from `state` until the budget is spent, the root's moves limited to `rootMoves`
 * (best guess first: they are expanded in that order). Every root child also sums each seat's
 * evaluation and margin, so a caller can read what a move is worth in points (rootMoveStats).
 */
export function growTree(
  state: GameState,
  rootMoves: Action[],
  budget: Budget,
  weights: Weights,
  seed: string,
  settings: HardSettings = DEFAULT_HARD,
): GrownTree {
  const rng = seedRng(`hard:${seed}`);
  const n = state.playerCount;
  const round = state.round;
  const root = node(null, -1);
  const values = new Float64Array(4);
  const rewards = new Float64Array(4);
  const margins = new Float64Array(4);
  const path: TreeNode[] = [];
  const rollRng = seedRng(`hard-rollout:${seed}`);
  let playouts = 0;

  root.untried = rootMoves.slice();
  while (!budget.exhausted(playouts)) {
    const w = workingCopy(state);
    // Our own future: the fills this playout meets are drawn from a fresh stream.
    w.rng = [nextUint32(rng), nextUint32(rng), nextUint32(rng), nextUint32(rng)];
    if (settings.alignedRollouts) {
      for (let k = 0; k < 4; k++) rollRng[k] = nextUint32(rng);
    }
    path.length = 0;
    path.push(root);
    let current = root;
    // Selection and expansion, inside the current round only.
    while (w.phase !== 'over' && w.round === round) {
      if (current.untried === null) current.untried = orderMoves(w, candidateMoves(w));
      if (current.untried.length > 0 && current.children.length < widthFor(current.visits)) {
        const move = current.untried.shift()!;
        const next = node(move, w.current);
        current.children.push(next);
        applyInPlace(w, move);
        path.push(next);
        break;
      }
      current = selectChild(current, settings.exploration);
      applyInPlace(w, current.move!);
      path.push(current);
    }
    // Playout: to the end of the round, then `roundsAhead` rounds on the sampled deal.
    const stopRound = round + 1 + settings.roundsAhead;
    while (w.phase !== 'over' && w.round < stopRound) applyInPlace(w, rolloutMove(w, rollRng, settings.rolloutSample));
    evaluate(w, weights, values);
    for (let p = 0; p < n; p++) {
      let best = -Infinity;
      for (let q = 0; q < n; q++) if (q !== p && values[q] > best) best = values[q];
      margins[p] = values[p] - best;
      rewards[p] = 1 / (1 + Math.exp(-margins[p] / settings.rewardScale));
    }
    for (const visited of path) {
      visited.visits++;
      if (visited.mover >= 0) visited.reward += rewards[visited.mover];
    }
    const first = path[1];
    if (first) {
      first.sums ??= new Float64Array(2 * n);
      for (let p = 0; p < n; p++) {
        first.sums[p] += values[p];
        first.sums[n + p] += margins[p];
      }
    }
    playouts++;
  }
  return { root, playouts };
}

/** The root's expanded moves with what their playouts found, most visited first. */
export function rootMoveStats(tree: GrownTree, playerCount: number): RootMoveStats[] {
  const n = playerCount;
  return tree.root.children
    .filter((c) => c.visits > 0)
    .map((c) => {
      const sums = c.sums ?? new Float64Array(2 * n);
      return {
        action: c.move!,
        visits: c.visits,
        reward: c.reward / c.visits,
        values: Array.from(sums.subarray(0, n), (v) => v / c.visits),
        margins: Array.from(sums.subarray(n, 2 * n), (v) => v / c.visits),
      };
    })
    .sort((a, b) => b.visits - a.visits || b.reward - a.reward);
}

export function orderMoves(s: GameState, moves: Action[]): Action[] {
  const scored = moves.map((m) => ({ m, v: quickScore(s, m) }));
  scored.sort((a, b) => b.v - a.v);
  return scored.map((x) => x.m);
}

function selectChild(parent: TreeNode, c: number): TreeNode {
  const logN = Math.log(parent.visits + 1);
  let best = parent.children[0];
  let bestValue = -Infinity;
  for (const child of parent.children) {
    const value = child.visits === 0 ? Infinity : child.reward / child.visits + c * Math.sqrt(logN / child.visits);
    if (value > bestValue) {
      bestValue = value;
      best = child;
    }
  }
  return best;
}

/** The best by quickScore of `sample` uniformly drawn legal moves: fast, and not always the same. */
export function rolloutMove(w: GameState, rng: number[], sample: number): Action {
  let best = randomLegalMove(w, rng);
  let bestScore = quickScore(w, best);
  for (let k = 1; k < sample; k++) {
    const m = randomLegalMove(w, rng);
    const v = quickScore(w, m);
    if (v > bestScore) {
      bestScore = v;
      best = m;
    }
  }
  return best;
}
