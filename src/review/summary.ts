// From the analysed moves to the review of the game: per player the accuracy, the
// counts of inaccuracies, mistakes and blunders and the three costliest moves; per
// seat the evaluation and win-chance series for the chart.
import type { GameRecord, GameState } from '../engine/core.ts';
import {
  REVIEW_FORMAT,
  THRESHOLDS,
  type CostlyMove,
  type GameReview,
  type MoveReview,
  type PlayerReview,
  type ReviewBudget,
} from './types.ts';

export interface ReviewedGame {
  record: GameRecord;
  /** The state the record's moves lead to. */
  final: GameState;
  finished: boolean;
  budget: ReviewBudget;
  /** Every move, analysed, in order. */
  moves: MoveReview[];
}

const COSTLIEST = 3;

export function playerReview(seat: number, moves: readonly MoveReview[]): PlayerReview {
  const own = moves.filter((m) => m.player === seat);
  const judged = own.filter((m) => m.judgement !== 'forced');
  const accurate = judged.filter((m) => m.loss < THRESHOLDS.accurate).length;
  const totalLoss = judged.reduce((sum, m) => sum + m.loss, 0);
  const costliest: CostlyMove[] = judged
    .filter((m) => m.judgement !== 'best' && m.loss > 0)
    .sort((a, b) => b.loss - a.loss || a.index - b.index)
    .slice(0, COSTLIEST)
    .map((m) => ({
      index: m.index,
      round: m.round,
      played: m.played,
      better: m.best,
      loss: m.loss,
      judgement: m.judgement,
    }));
  return {
    seat,
    moves: judged.length,
    forced: own.length - judged.length,
    accuracy: judged.length ? Math.round((1000 * accurate) / judged.length) / 10 : 100,
    meanLoss: judged.length ? Math.round((100 * totalLoss) / judged.length) / 100 : 0,
    inaccuracies: judged.filter((m) => m.judgement === 'inaccuracy').length,
    mistakes: judged.filter((m) => m.judgement === 'mistake').length,
    blunders: judged.filter((m) => m.judgement === 'blunder').length,
    costliest,
  };
}

export function summarise(game: ReviewedGame): GameReview {
  const { record, final, moves } = game;
  const n = record.playerCount;
  const seats = Array.from({ length: n }, (_, seat) => seat);
  // The first point of each line: the position before the first move, worth what its best move is worth.
  const first = moves[0];
  const start = first ? first.before : seats.map(() => 0);
  const startChance = first ? first.winChanceBefore : seats.map(() => 1 / n);
  return {
    format: REVIEW_FORMAT,
    variant: record.variant,
    playerCount: n,
    ...(record.names ? { names: record.names.slice() } : {}),
    finished: game.finished,
    scores: final.result ? final.result.scores.slice() : final.players.map((p) => p.score),
    budget: { ...game.budget },
    thresholds: { ...THRESHOLDS },
    moves,
    players: seats.map((seat) => playerReview(seat, moves)),
    series: {
      margin: seats.map((seat) => [start[seat], ...moves.map((m) => m.after[seat])]),
      winChance: seats.map((seat) => [startChance[seat], ...moves.map((m) => m.winChance[seat])]),
    },
  };
}
