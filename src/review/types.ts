// The game review as data: one JSON-serializable value per game (GameReview), built
// move by move (MoveReview), so it can be stored as it is and resumed after a restart.
import type { ColorName } from '../engine/core.ts';

export const REVIEW_FORMAT = 'azul-review/1';

/** Playouts per move (step budgets: the same record and budget always give the same review). */
export interface ReviewBudget {
  /** The search over all of the position's moves that finds the best one. */
  search: number;
  /** Each of the two dedicated valuations: the move played and the best move found. */
  value: number;
}

/**
 * Default budget, chosen so that a 4-player game of ~100 moves is reviewed in under 3 minutes
 * on one core (measured in README.md): about 1 s a move.
 */
export const DEFAULT_BUDGET: ReviewBudget = { search: 3000, value: 1200 };

/** Expected points a move gives away, from which it is called an inaccuracy, a mistake, a blunder. */
export interface Thresholds {
  /** A move this close to the best counts as accurate (the accuracy figure). */
  accurate: number;
  inaccuracy: number;
  mistake: number;
  blunder: number;
}

export const THRESHOLDS: Thresholds = { accurate: 1, inaccuracy: 2, mistake: 4, blunder: 7 };

/** How a move is judged: forced (its only option), the best found, or by the points it gave away. */
export type Judgement = 'forced' | 'best' | 'good' | 'inaccuracy' | 'mistake' | 'blunder';

/** A move as people read it: a draft with what it took and where the tiles went, or a gray-wall placement. */
export type ReviewMove =
  | {
      kind: 'draft';
      source: number | 'center';
      color: ColorName;
      line: number | 'floor';
      /** Tiles taken. */
      tiles: number;
      /** Tiles that went to the floor (line overflow included; past the floor's 7 spaces they go to the lid). */
      toFloor: number;
      /** Whether it took the first player marker. */
      marker: boolean;
    }
  | { kind: 'place'; line: number; column: number; color: ColorName };

export interface MoveReview {
  /** 0-based over the game: drafts and gray-wall placements, in order. */
  index: number;
  /** 0-based round. */
  round: number;
  /** The seat that moved. */
  player: number;
  played: ReviewMove;
  /** The best move found (the played move itself when it was the best). */
  best: ReviewMove;
  /** Distinct moves the player had (displays holding the same tiles count once). */
  candidates: number;
  /**
   * Points of expected margin for `player`: its expected final score minus the best other
   * seat's (2 players: the final margin). The position before the move is worth what its best
   * move is worth, so valueBefore = valueBest.
   */
  valueBefore: number;
  valueBest: number;
  valuePlayed: number;
  /** valueBest − valuePlayed, never below 0. */
  loss: number;
  judgement: Judgement;
  /** Per seat: the expected margin over the best other seat after the best move (the position before the move). */
  before: number[];
  /** Per seat: the chance to win after the best move (see README: how it is estimated). */
  winChanceBefore: number[];
  /** Per seat: the expected margin over the best other seat after the move played (the chart). */
  after: number[];
  /** Per seat: the chance to win after the move played. */
  winChance: number[];
  /** Playouts this move's analysis ran. */
  playouts: number;
}

export interface CostlyMove {
  index: number;
  round: number;
  played: ReviewMove;
  better: ReviewMove;
  loss: number;
  judgement: Judgement;
}

export interface PlayerReview {
  seat: number;
  /** Moves judged: all but the forced ones. */
  moves: number;
  forced: number;
  /** Percent of judged moves within THRESHOLDS.accurate expected points of the best (0..100). */
  accuracy: number;
  /** Mean expected points given away per judged move. */
  meanLoss: number;
  inaccuracies: number;
  mistakes: number;
  blunders: number;
  /** Up to three moves that gave away the most, costliest first (only moves that gave away something). */
  costliest: CostlyMove[];
}

export interface GameReview {
  format: typeof REVIEW_FORMAT;
  variant: 'standard' | 'gray';
  playerCount: number;
  names?: string[];
  /** Whether the record's moves end the game by the rules (a game ended by agreement: false). */
  finished: boolean;
  /** Final scores (finished games), else the scores as the last round left them. */
  scores: number[];
  budget: ReviewBudget;
  thresholds: Thresholds;
  moves: MoveReview[];
  players: PlayerReview[];
  /**
   * Per seat, the expected margin over the best other seat and the chance to win: before the
   * first move, then after every move (moves.length + 1 points).
   */
  series: { margin: number[][]; winChance: number[][] };
}
