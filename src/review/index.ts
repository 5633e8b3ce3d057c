// The game review: every move of a finished game analysed by the AI, like lichess's
// analysis of a chess game. Pure (imports the engine and the AI only), deterministic
// for a record and a budget, and resumable move by move:
//
//   const game = prepareReview(record);                  // the decisions, or why the record is not valid
//   const moves = [];                                     // (or the moves a stored, interrupted review holds)
//   for (let i = moves.length; i < game.moveCount; i++) moves.push(analyseMove(game, i, { budget }));
//   const review = finishReview(game, moves, budget);     // one JSON-serializable GameReview
//
// reviewGame(record) does the three in one call.
import type { Action, GameRecord, GameState } from '../engine/core.ts';
import { analyseDecision } from './analyse-move.ts';
import { gameDecisions, type Decision } from './positions.ts';
import { summarise } from './summary.ts';
import { DEFAULT_BUDGET, type GameReview, type MoveReview, type ReviewBudget } from './types.ts';

export * from './types.ts';
export { judge, sameOutcome } from './analyse-move.ts';
export { winChances, spreadFor, roundsLeftAfter, SPREAD } from './win-chance.ts';
export { checkStability, reviewMoveToAction, scaleBudget, type StabilityCheck } from './stability.ts';
export type { Decision } from './positions.ts';

export interface PreparedGame {
  record: GameRecord;
  decisions: Decision[];
  moveCount: number;
  finished: boolean;
  final: GameState;
}

export type Prepared = { ok: true; game: PreparedGame } | { ok: false; error: string };

/** The moves to analyse, or why there is nothing to review (an invalid record, a game with no move). */
export function prepareReview(record: GameRecord): Prepared {
  const d = gameDecisions(record);
  if (!d.ok) return d;
  if (d.decisions.length === 0) return { ok: false, error: 'the record holds no move to review' };
  return {
    ok: true,
    game: { record, decisions: d.decisions, moveCount: d.decisions.length, finished: d.finished, final: d.final },
  };
}

export interface AnalyseOptions {
  budget?: ReviewBudget;
  /** Called every few milliseconds of work; a host may block in it to pause the analysis. */
  checkpoint?: () => void;
}

/** Why a budget cannot be used, or null. */
export function budgetError(budget: ReviewBudget): string | null {
  for (const key of ['search', 'value'] as const) {
    const v = budget[key];
    if (!Number.isInteger(v) || v < 1 || v > 10_000_000)
      return `budget.${key} must be an integer from 1 to 10000000, not ${v}`;
  }
  return null;
}

/** Analyses move `index` (0-based) of the game; depends on the record, the index and the budget only. */
export function analyseMove(game: PreparedGame, index: number, options: AnalyseOptions = {}): MoveReview {
  const decision = game.decisions[index];
  if (!decision) throw new RangeError(`analyseMove: the game has moves 0..${game.moveCount - 1}, not ${index}`);
  const budget = options.budget ?? DEFAULT_BUDGET;
  const problem = budgetError(budget);
  if (problem) throw new RangeError(problem);
  return analyseDecision(decision, {
    budget,
    seed: `review:${game.record.seed ?? ''}:${index}`,
    checkpoint: options.checkpoint,
  });
}

/**
 * One decision outside a record (a hand-made position, a game in progress): what `played` is
 * worth against the best move found, for the player to move in `state`.
 */
export function analysePosition(
  state: GameState,
  played: Action,
  options: AnalyseOptions & { seed?: string } = {},
): MoveReview {
  const budget = options.budget ?? DEFAULT_BUDGET;
  const problem = budgetError(budget);
  if (problem) throw new RangeError(problem);
  return analyseDecision(
    { index: 0, round: state.round, state, played },
    { budget, seed: options.seed ?? 'position', checkpoint: options.checkpoint },
  );
}

/** The review of the game from all its analysed moves, in order. */
export function finishReview(
  game: PreparedGame,
  moves: readonly MoveReview[],
  budget: ReviewBudget = DEFAULT_BUDGET,
): GameReview {
  if (moves.length !== game.moveCount || moves.some((m, i) => m.index !== i)) {
    throw new RangeError(`finishReview: needs the game's ${game.moveCount} moves in order, got ${moves.length}`);
  }
  return summarise({ record: game.record, final: game.final, finished: game.finished, budget, moves: moves.slice() });
}

export type ReviewResult = { ok: true; review: GameReview } | { ok: false; error: string };

export interface ReviewOptions extends AnalyseOptions {
  /** Moves already analysed (a review interrupted by a restart): the analysis goes on after them. */
  done?: readonly MoveReview[];
  /** Sees each move as it is analysed (a host stores it, so a restart resumes from it). */
  onMove?: (move: MoveReview, of: number) => void;
}

/** Why `done` cannot be the start of this game's review (moves of another game, or too many), or null. */
export function resumeError(game: PreparedGame, done: readonly MoveReview[]): string | null {
  if (
    done.length > game.moveCount ||
    done.some((m, i) => m.index !== i || m.player !== game.decisions[i].played.player)
  ) {
    return 'the moves already analysed do not belong to this game';
  }
  return null;
}

/** The whole review in one call, or the rest of one (`done`). */
export function reviewGame(record: GameRecord, options: ReviewOptions = {}): ReviewResult {
  const prepared = prepareReview(record);
  if (!prepared.ok) return prepared;
  const budget = options.budget ?? DEFAULT_BUDGET;
  const problem = budgetError(budget);
  if (problem) return { ok: false, error: problem };
  const done = options.done ?? [];
  const wrong = resumeError(prepared.game, done);
  if (wrong) return { ok: false, error: wrong };
  const moves: MoveReview[] = done.slice();
  for (let i = moves.length; i < prepared.game.moveCount; i++) {
    const move = analyseMove(prepared.game, i, { budget, checkpoint: options.checkpoint });
    moves.push(move);
    options.onMove?.(move, prepared.game.moveCount);
  }
  return { ok: true, review: finishReview(prepared.game, moves, budget) };
}
