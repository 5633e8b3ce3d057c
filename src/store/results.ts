// Per-player results of a finished game, as stored for statistics.
import type { GameResult } from '../engine/types.ts';
import { rankSeats } from '../engine/standings.ts';

interface SeatLike {
  seat: number;
  userId: string;
  displayName: string;
}

/**
 * One row per seat, ranked by the engine (score, then complete rows; equal on both share a
 * rank: 1, 1, 3). Winners are the engine's.
 */
export function rankResults(gameId: string, seats: SeatLike[], result: GameResult, finishedAt: Date) {
  const { bySeat } = rankSeats(result.scores, result.completeRows);
  return seats.map((s) => {
    const bonus = result.bonuses[s.seat] ?? { rows: 0, columns: 0, colors: 0, points: 0 };
    return {
      gameId,
      seat: s.seat,
      userId: s.userId,
      displayName: s.displayName,
      score: result.scores[s.seat] ?? 0,
      bonusRows: bonus.rows,
      bonusColumns: bonus.columns,
      bonusColors: bonus.colors,
      bonusPoints: bonus.points,
      completeRows: result.completeRows[s.seat] ?? 0,
      rank: bySeat[s.seat]?.rank ?? seats.length,
      winner: result.winners.includes(s.seat),
      finishedAt,
    };
  });
}
