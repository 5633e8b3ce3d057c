// Which games move ratings: finished games (ended by agreement too) with at least two players.
// Cancelled and abandoned games do not.
import { playersOf } from './placing.ts';
import type { GameForRating } from './types.ts';

export type NotRatedReason = 'NOT_FINISHED' | 'TOO_FEW_PLAYERS';

export function whyNotRated(game: GameForRating): NotRatedReason | null {
  if (game.end !== 'finished') return 'NOT_FINISHED';
  if (playersOf(game.seats) < 2) return 'TOO_FEW_PLAYERS';
  return null;
}

export function countsForRating(game: GameForRating): boolean {
  return whyNotRated(game) === null;
}
