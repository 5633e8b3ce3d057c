// Who placed where at the end of a game, as the rulebook ranks: by score, then by complete
// horizontal rows; players equal on both share a place. Every place that ranks players (the
// final results in words and in the image, the stored results, the ratings) asks this module.

/** Bonus points at the end of the game (rulebook): a complete row, column, or color on the wall. */
export const BONUS_POINTS = { row: 2, column: 7, color: 10 } as const;

export interface SeatStanding {
  seat: number;
  /** 1 for the winners; players equal on score and complete rows share a rank (1, 1, 3). */
  rank: number;
  /** Another seat has the same rank. */
  shared: boolean;
}

/** Whether `a` places ahead of `b` by score, then complete rows. */
export function placesAhead(
  a: { score: number; completeRows: number },
  b: { score: number; completeRows: number },
): boolean {
  return a.score > b.score || (a.score === b.score && a.completeRows > b.completeRows);
}

/** Every seat's rank, by seat; `order` lists the seats best first (by seat number among equals). */
export function rankSeats(
  scores: readonly number[],
  completeRows: readonly number[],
): { bySeat: SeatStanding[]; order: number[] } {
  const of = (seat: number) => ({ score: scores[seat] ?? 0, completeRows: completeRows[seat] ?? 0 });
  const seats = scores.map((_, seat) => seat);
  const bySeat = seats.map((seat) => {
    const rank = 1 + seats.filter((other) => placesAhead(of(other), of(seat))).length;
    return { seat, rank, shared: false };
  });
  for (const s of bySeat) s.shared = bySeat.some((o) => o.seat !== s.seat && o.rank === s.rank);
  const order = [...seats].sort((a, b) => bySeat[a]!.rank - bySeat[b]!.rank || a - b);
  return { bySeat, order };
}
