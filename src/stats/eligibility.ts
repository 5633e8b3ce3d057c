// Which games move ratings: finished games (ended by agreement too) with at least two players.
// Cancelled and abandoned games do not.
import { placings } from './placing.ts';
import type { GameForRating } from './types.ts';

export type NotRatedReason = 'NOT_FINISHED' | 'TOO_FEW_PLAYERS';

export function whyNotRated(game: GameForRating): NotRatedReason | null {
  if (game.end !== 'finished') return 'NOT_FINISHED';
  if (placings(game.seats).length < 2) return 'TOO_FEW_PLAYERS';
  return null;
}

export function countsForRating(game: GameForRating): boolean {
  return whyNotRated(game) === null;
}
