// Reviews run one game at a time, one move at a time, through an analyser that may live anywhere
// (the AI's process in the bot: AiHost.reviewMove; the caller's own thread in tests and tools).
// Asking move by move is what lets the AI's process answer a hint or a bot move between two moves
// of a review, and keeps every analysed move as soon as it exists (a restart resumes after it). A
// cancel takes effect at once: the move in analysis is dropped, its answer ignored.
//
//   const reviews = new ReviewQueue((record, index, budget) => ai.reviewMove(record, index, budget));
//   const review = await reviews.review(record, { done: stored, onMove: (m) => store(m) });
import { DEFAULT_BUDGET, type GameReview, type MoveReview, type ReviewBudget } from './types.ts';
import { budgetError, finishReview, prepareReview, resumeError } from './index.ts';
import type { GameRecord } from '../engine/core.ts';

/** Analyses move `index` (0-based) of the game in `record` (analyseMove, wherever it runs). */
export type MoveAnalyser = (record: GameRecord, index: number, budget: ReviewBudget) => Promise<MoveReview>;

export interface ReviewJob {
  /** Moves already analysed (a review interrupted by a restart): the analysis goes on after them. */
  done?: readonly MoveReview[];
  budget?: ReviewBudget;
  /** Sees each move as it is analysed (a host stores it). */
  onMove?: (move: MoveReview, of: number) => void;
}

export class ReviewCancelled extends Error {
  constructor() {
    super('the review was cancelled');
    this.name = 'ReviewCancelled';
  }
}

export class ReviewQueue {
  /** The reviews asked for so far, in order: each starts when the one before it has settled. */
  private tail: Promise<unknown> = Promise.resolve();
  /** Bumped by cancelAll: a review started under an older value stops at once (the move in analysis is dropped). */
  private generation = 0;
  /** Rejects when cancelAll is called: what a running review's wait for its move races against. */
  private cancelled = this.cancelSignal();

  constructor(private readonly analyse: MoveAnalyser) {}

  /** Reviews `record` after the reviews asked for before it; resolves with the whole review. */
  review(record: GameRecord, job: ReviewJob = {}): Promise<GameReview> {
    const generation = this.generation;
    const run = this.tail.then(() => this.run(record, job, generation));
    this.tail = run.catch(() => undefined);
    return run;
  }

  /**
   * Cancels every review asked for so far: the running one at once
   * (the move in analysis dropped), the rest before they start.
   */
  cancelAll(): void {
    this.generation++;
    this.cancelled.cancel();
    this.cancelled = this.cancelSignal();
  }

  private cancelSignal(): { promise: Promise<never>; cancel: () => void } {
    let cancel = () => {};
    const promise = new Promise<never>((_, reject) => (cancel = () => reject(new ReviewCancelled())));
    promise.catch(() => undefined); // a signal nobody waited for is not an unhandled rejection
    return { promise, cancel };
  }

  private async run(record: GameRecord, job: ReviewJob, generation: number): Promise<GameReview> {
    const budget = job.budget ?? DEFAULT_BUDGET;
    const problem = budgetError(budget);
    if (problem) throw new RangeError(problem);
    const prepared = prepareReview(record);
    if (!prepared.ok) throw new Error(prepared.error);
    const { game } = prepared;
    const done = job.done ?? [];
    const wrong = resumeError(game, done);
    if (wrong) throw new Error(wrong);
    const moves = done.slice();
    for (let i = moves.length; i < game.moveCount; i++) {
      if (generation !== this.generation) throw new ReviewCancelled();
      const move = await Promise.race([this.analyse(record, i, budget), this.cancelled.promise]);
      if (generation !== this.generation) throw new ReviewCancelled();
      moves.push(move);
      job.onMove?.(move, game.moveCount);
    }
    return finishReview(game, moves, budget);
  }
}
