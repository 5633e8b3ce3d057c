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
 * One placing per distinct player. Two seats of the same id (two seats of one AI level) are one
 * player in a rating: only the better placed seat counts.
 */
export function placings(seats: readonly SeatResult[]): Placing[] {
  const all = seats.map((s, seat) => ({ userId: s.userId, seat, place: 1 + seats.filter((o) => beats(o, s)).length }));
  const best = new Map<PlayerId, Placing>();
  for (const p of all) {
    const kept = best.get(p.userId);
    if (!kept || p.place < kept.place) best.set(p.userId, p);
  }
  return [...best.values()].sort((a, b) => a.seat - b.seat);
}
