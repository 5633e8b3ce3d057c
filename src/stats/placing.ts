// Final placings of a game as ratings see them: by score, then complete rows (the rulebook's
// tie-break); players equal on both share a place. A player who left is placed after everyone
// still seated (those who left share the last place).
import { placesAhead } from '../engine/standings.ts';
import type { PlayerId, SeatResult } from './types.ts';

export interface Placing {
  userId: PlayerId;
  /** 1 = best; equal places are ties. */
  place: number;
  /** The seat's index in the game. */
  seat: number;
}

function beats(a: SeatResult, b: SeatResult): boolean {
  if (!!a.left !== !!b.left) return !a.left;
  if (a.left) return false; // those who left share one place
  return placesAhead(a, b);
}

/**
 * One placing per seat, in seat order. Two seats may hold one id (two bots of one AI level): each
 * seat is placed, so whoever sat between them beat one and lost to the other.
 */
export function placings(seats: readonly SeatResult[]): Placing[] {
  return seats.map((s, seat) => ({ userId: s.userId, seat, place: 1 + seats.filter((o) => beats(o, s)).length }));
}

/** How many distinct players sat (two bots of one level are one). */
export function playersOf(seats: readonly SeatResult[]): number {
  return new Set(seats.map((s) => s.userId)).size;
}
