// What moves are worth, in points, for the game review (src/review): hard's tree
// search (hard.ts), read per root move instead of for one choice. Step budgets
// only, so an analysis depends on the state, the seed and the steps alone.
import type { Action, GameState } from '../engine/core.ts';
import type { Budget } from './budget.ts';
import { HARD_WEIGHTS, type Weights } from './evaluate.ts';
import { DEFAULT_HARD, growTree, orderMoves, rootMoveStats, type HardSettings, type RootMoveStats } from './hard.ts';
import { candidateMoves } from './moves.ts';

export type { RootMoveStats } from './hard.ts';

/**
 * The analysis judges with hard's weights, but counts a complete column or color at its full
 * bonus (Weights.banked): a review must not call completing a column a loss of points.
 */
export const ANALYSIS_WEIGHTS: Weights = { ...HARD_WEIGHTS, banked: 1 };

export interface AnalyseOptions {
  /** Seeds the sampled futures; the same seed gives the same futures, playout by playout. */
  seed: string;
  /** Playouts to run. */
  iterations: number;
  /** Default ANALYSIS_WEIGHTS. */
  weights?: Weights;
  hard?: Partial<HardSettings>;
  /**
   * Called every `CHECKPOINT_EVERY` playouts: a host may block here (a paused review) or count
   * progress. It cannot change the result: the search reads nothing from it.
   */
  checkpoint?: () => void;
}

/** Playouts between two checkpoint calls: a few milliseconds of work. */
export const CHECKPOINT_EVERY = 8;

function stepBudget(options: AnalyseOptions): Budget {
  const limit = Math.max(1, Math.floor(options.iterations));
  const checkpoint = options.checkpoint;
  return {
    exhausted(steps) {
      if (checkpoint && steps > 0 && steps % CHECKPOINT_EVERY === 0) checkpoint();
      return steps >= limit;
    },
    elapsed: () => 0,
  };
}

export interface RankedMoves {
  /** The root's moves that playouts went through, most visited (the search's choice) first. */
  moves: RootMoveStats[];
  /** Distinct candidate moves of the position (identical displays count once). */
  candidates: number;
  playouts: number;
}

/** The distinct moves of `state` for the player to move (displays holding the same tiles count once). */
export function distinctMoves(state: GameState): Action[] {
  return candidateMoves(state);
}

/** Searches `state` for the player to move; every move the search tried, with what it is worth to each seat. */
export function rankMoves(state: GameState, options: AnalyseOptions): RankedMoves {
  const moves = orderMoves(state, candidateMoves(state));
  if (moves.length === 0) throw new RangeError('rankMoves: no move to make (the game is over)');
  const tree = growTree(state, moves, stepBudget(options), options.weights ?? ANALYSIS_WEIGHTS, options.seed, {
    ...DEFAULT_HARD,
    ...options.hard,
  });
  return { moves: rootMoveStats(tree, state.playerCount), candidates: moves.length, playouts: tree.playouts };
}

/**
 * What one move is worth to each seat: playouts that all start with `action`, then go on as
 * hard's search does. Two moves valued with the same seed meet the same sampled futures
 * (the same deals, playout by playout), so their difference is less noisy than their values.
 */
export function valueMove(state: GameState, action: Action, options: AnalyseOptions): RootMoveStats {
  const tree = growTree(state, [action], stepBudget(options), options.weights ?? ANALYSIS_WEIGHTS, options.seed, {
    ...DEFAULT_HARD,
    ...options.hard,
  });
  const [stats] = rootMoveStats(tree, state.playerCount);
  return stats;
}
