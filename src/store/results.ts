// Per-player results of a finished game, as stored for statistics.
import type { GameResult } from '../engine/types.ts';

interface SeatLike {
  seat: number;
  userId: string;
  displayName: string;
}

/**
 * One row per seat. Rank follows the game's own order: score, then complete rows;
 * players equal on both share a rank (1, 1, 3...). Winners are the engine's.
 */
export function rankResults(gameId: string, seats: SeatLike[], result: GameResult, finishedAt: Date) {
  return seats.map((s) => {
    const score = result.scores[s.seat] ?? 0;
    const rows = result.completeRows[s.seat] ?? 0;
    const better = seats.filter((o) => {
      const os = result.scores[o.seat] ?? 0;
      return os > score || (os === score && (result.completeRows[o.seat] ?? 0) > rows);
    }).length;
    const bonus = result.bonuses[s.seat] ?? { rows: 0, columns: 0, colors: 0, points: 0 };
    return {
      gameId,
      seat: s.seat,
      userId: s.userId,
      displayName: s.displayName,
      score,
      bonusRows: bonus.rows,
      bonusColumns: bonus.columns,
      bonusColors: bonus.colors,
      bonusPoints: bonus.points,
      completeRows: rows,
      rank: better + 1,
      winner: result.winners.includes(s.seat),
      finishedAt,
    };
  });
}
