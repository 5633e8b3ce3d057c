// The AI players' one entry point. Pure and seeded: imports the engine only,
// no Math.random, no clock (the caller injects `now` for a time budget).
//
//   chooseMove(state, { level: 'hard', seed: `${gameId}:${version}`, now: () => performance.now() })
//   hint(state, { seed, now })  // what `hard` would play, and what it scores this round
import { greedyPolicy, legalMoveCount, randomPolicy, type Action, type GameState } from '../engine/core.ts';
import { makeBudget, type BudgetOptions } from './budget.ts';
import { DEFAULT_WEIGHTS, HARD_WEIGHTS, type Weights } from './evaluate.ts';
import { chooseEasy } from './easy.ts';
import { searchRound } from './medium.ts';
import { DEFAULT_HARD, searchTree, type HardSettings } from './hard.ts';
import { roundPointsOf } from './round-points.ts';

export const LEVELS = ['random', 'greedy', 'easy', 'medium', 'hard'] as const;
export type Level = (typeof LEVELS)[number];

export function isLevel(value: unknown): value is Level {
  return typeof value === 'string' && (LEVELS as readonly string[]).includes(value);
}

/** Default budgets: time with a clock, else steps (nodes for medium, playouts for hard). */
export const DEFAULT_BUDGETS: Record<'medium' | 'hard', { timeMs: number; iterations: number; checkEvery: number }> = {
  medium: { timeMs: 250, iterations: 20_000, checkEvery: 4 },
  hard: { timeMs: 1000, iterations: 8_000, checkEvery: 2 },
};

export interface ChooseOptions extends BudgetOptions {
  level: Level;
  /** Seeds the player's own random choices; same state, seed and step budget: same move. */
  seed: string;
  /** Evaluation weights (tuning and tests); default DEFAULT_WEIGHTS (medium), HARD_WEIGHTS (hard). */
  weights?: Weights;
  /** `hard` search settings (tuning); default DEFAULT_HARD. */
  hard?: Partial<HardSettings>;
}

export interface MoveStats {
  level: Level;
  /** Search steps done: nodes (medium) or playouts (hard); 0 for the others. */
  steps: number;
  /** medium: plies searched; whether the rest of the round was searched to its end. */
  depth?: number;
  complete?: boolean;
  /** medium: expected margin over the best opponent (points); hard: estimated chance of doing best (0..1). */
  value?: number;
  /** Milliseconds spent, when a clock was given. */
  elapsedMs?: number;
}

export interface MoveChoice {
  action: Action;
  stats: MoveStats;
}

export class NothingToDecide extends Error {
  constructor(message = 'the game is over: there is no move to make') {
    super(message);
    this.name = 'NothingToDecide';
  }
}

/** The move `options.level` plays for the player to act in `state` (a draft, or a gray wall placement). */
export function chooseMove(state: GameState, options: ChooseOptions): MoveChoice {
  if (state.phase === 'over' || legalMoveCount(state) === 0) throw new NothingToDecide();
  const level = options.level;
  switch (level) {
    case 'random':
      return { action: randomPolicy(options.seed)(state), stats: { level, steps: 0 } };
    case 'greedy':
      return { action: greedyPolicy(options.seed)(state), stats: { level, steps: 0 } };
    case 'easy':
      return { action: chooseEasy(state, options.seed), stats: { level, steps: 0 } };
    case 'medium': {
      const budget = makeBudget(options, DEFAULT_BUDGETS.medium);
      const r = searchRound(state, budget, options.weights ?? DEFAULT_WEIGHTS);
      return {
        action: r.action,
        stats: {
          level,
          steps: r.nodes,
          depth: r.depth,
          complete: r.complete,
          value: r.value,
          ...clock(options, budget.elapsed()),
        },
      };
    }
    case 'hard': {
      const budget = makeBudget(options, DEFAULT_BUDGETS.hard);
      const r = searchTree(state, budget, options.weights ?? HARD_WEIGHTS, options.seed, {
        ...DEFAULT_HARD,
        ...options.hard,
      });
      return {
        action: r.action,
        stats: { level, steps: r.playouts, value: r.winChance, ...clock(options, budget.elapsed()) },
      };
    }
    default:
      throw new RangeError(`unknown level ${JSON.stringify(level)}`);
  }
}

function clock(options: BudgetOptions, elapsed: number): { elapsedMs?: number } {
  return options.now ? { elapsedMs: Math.round(elapsed * 10) / 10 } : {};
}

export interface Hint {
  /** What `hard` would play. */
  action: Action;
  /** Points that move adds to the player's score at this round's wall-tiling (tiles placed, less floor). */
  expectedPoints: number;
  stats: MoveStats;
}

/** What the `hard` level would play for the player to act, and what that move scores this round. */
export function hint(state: GameState, options: Omit<ChooseOptions, 'level'>): Hint {
  const choice = chooseMove(state, { ...options, level: 'hard' });
  return { action: choice.action, expectedPoints: roundPointsOf(state, choice.action), stats: choice.stats };
}

export { DEFAULT_WEIGHTS, HARD_WEIGHTS, type Weights } from './evaluate.ts';
export { DEFAULT_HARD, type HardSettings } from './hard.ts';
export type { BudgetOptions } from './budget.ts';
// The game review's view of the search: what each move is worth, in points (analyse.ts).
export {
  ANALYSIS_WEIGHTS,
  CHECKPOINT_EVERY,
  distinctMoves,
  rankMoves,
  valueMove,
  type AnalyseOptions,
  type RankedMoves,
  type RootMoveStats,
} from './analyse.ts';
