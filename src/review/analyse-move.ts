// One move of a game, analysed: what the best move found is worth to its player, what
// the move played is worth, and what the position after it is worth to every seat.
// Pure and deterministic: the same position, move, seed and budget give the same answer.
//
// How (hard's tree search, src/ai/analyse.ts): a search over all the position's moves
// finds the best one; then the best and the played move are each valued by playouts that
// all start with that move, the two with the same seed so that they meet the same futures.
// When the dedicated valuations disagree with the search (the played move valued higher),
// the played move counts as the best.
import { CENTER, COLORS, FLOOR, applyAction, draftOutcome, type Action, type GameState } from '../engine/core.ts';
import { distinctMoves, rankMoves, valueMove, type RootMoveStats } from '../ai/index.ts';
import type { Decision } from './positions.ts';
import {
  THRESHOLDS,
  type Judgement,
  type MoveReview,
  type ReviewBudget,
  type ReviewMove,
  type Thresholds,
} from './types.ts';
import { roundsLeftAfter, spreadFor, winChances } from './win-chance.ts';

/** hard's settings for valuing one move: each playout's rollouts from its own stream (HardSettings.alignedRollouts). */
export const VALUATION = { alignedRollouts: true } as const;

export interface AnalyseMoveOptions {
  budget: ReviewBudget;
  /** Seeds the sampled futures; the review derives it from the record and the move's index. */
  seed: string;
  /** Called every few milliseconds of work: a host may block there to pause (it cannot change the result). */
  checkpoint?: () => void;
}

export function analyseDecision(decision: Decision, options: AnalyseMoveOptions): MoveReview {
  const { state, played } = decision;
  const player = state.current;
  const search = { seed: `${options.seed}:search`, iterations: options.budget.search, checkpoint: options.checkpoint };
  // Both valuations draw the same futures and rollout luck, playout by playout (less noise in their difference).
  const valuation = {
    seed: `${options.seed}:value`,
    iterations: options.budget.value,
    checkpoint: options.checkpoint,
    hard: VALUATION,
  };

  const candidates = distinctMoves(state).length;
  // A forced move has nothing to search: only the position after it is valued (for the chart).
  const ranked = candidates > 1 ? rankMoves(state, search) : null;
  let playouts = ranked?.playouts ?? 0;
  const searchBest = ranked?.moves[0]?.action ?? played;
  const playedValue = valueMove(state, played, valuation);
  playouts += options.budget.value;
  let best = played;
  let bestValue: RootMoveStats = playedValue;
  if (candidates > 1 && !sameOutcome(state, searchBest, played)) {
    const searchBestValue = valueMove(state, searchBest, valuation);
    playouts += options.budget.value;
    if (searchBestValue.margins[player] > playedValue.margins[player]) {
      best = searchBest;
      bestValue = searchBestValue;
    }
  }
  const valueBest = bestValue.margins[player];
  const valuePlayed = playedValue.margins[player];
  // Judged as shown: the rounded loss (a loss shown as 2.00 is an inaccuracy, whatever the digits behind).
  const loss = round2(Math.max(0, valueBest - valuePlayed));
  const judgement: Judgement = candidates === 1 ? 'forced' : best === played ? 'best' : judge(loss);
  return {
    index: decision.index,
    round: decision.round,
    player,
    played: reviewMove(state, played),
    best: reviewMove(state, best),
    candidates,
    valueBefore: round2(valueBest),
    valueBest: round2(valueBest),
    valuePlayed: round2(valuePlayed),
    loss,
    judgement,
    before: bestValue.margins.map(round2),
    winChanceBefore: winChanceAfter(state, best, bestValue.values).map(round3),
    after: playedValue.margins.map(round2),
    winChance: winChanceAfter(state, played, playedValue.values).map(round3),
    playouts,
  };
}

/** The judgement of a move that gave away `loss` expected points (the played move was not the best found). */
export function judge(loss: number, t: Thresholds = THRESHOLDS): Judgement {
  if (loss >= t.blunder) return 'blunder';
  if (loss >= t.mistake) return 'mistake';
  if (loss >= t.inaccuracy) return 'inaccuracy';
  return 'good';
}

/** Two moves that leave the same position: the same, or drafts of one color from displays holding the same tiles. */
export function sameOutcome(state: GameState, a: Action, b: Action): boolean {
  if (a.type !== b.type) return false;
  if (a.type === 'place' || b.type === 'place') return JSON.stringify(a) === JSON.stringify(b);
  if (a.color !== b.color || a.line !== b.line) return false;
  if (a.source === b.source) return true;
  if (a.source === CENTER || b.source === CENTER) return false;
  return state.factories[a.source].every((count, color) => count === state.factories[b.source][color]);
}

/** What `action` did, in the terms people read (tiles taken, to the floor, the marker; a placement's color). */
export function reviewMove(state: GameState, action: Action): ReviewMove {
  const board = state.players[action.player];
  if (action.type === 'place') {
    return { kind: 'place', line: action.line, column: action.column, color: COLORS[board.lineColor[action.line]] };
  }
  const outcome = draftOutcome(state, action);
  const center = action.source === CENTER;
  return {
    kind: 'draft',
    source: center ? 'center' : action.source,
    color: COLORS[action.color],
    line: action.line === FLOOR ? 'floor' : action.line,
    tiles: center ? state.center[action.color] : state.factories[action.source][action.color],
    toFloor: outcome.toFloor + outcome.toLid,
    marker: center && state.markerInCenter,
  };
}

/** Every seat's chance to win after `played`; a move that ends the game leaves its result. */
function winChanceAfter(state: GameState, played: Action, expected: number[]): number[] {
  const next = applyAction(state, played);
  if (!next.ok) throw new Error(`analyseDecision: the move played is illegal: ${next.detail}`);
  const after = next.state;
  if (after.result)
    return after.result.scores.map((_, seat) =>
      after.result!.winners.includes(seat) ? 1 / after.result!.winners.length : 0,
    );
  return winChances(expected, spreadFor(roundsLeftAfter(after)));
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}
function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}
