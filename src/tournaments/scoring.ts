// Tournament points for one game, by place: the winner of a game takes 1, the last 0, and the
// places between are evenly spaced (2 players: 1, 0; 3 players: 1, ½, 0; 4 players: 1, ⅔, ⅓, 0).
// Seats that share a place (equal after the game's own tie-break, the complete rows) share the
// points of the places they cover: a 2-player draw is ½ each, as the rulebook's shared victory.
//
// Why this scale: a game is worth ½ a player on average whatever its size, so entrants who played
// at tables of 3 and of 4 in the same round (pods of mixed size), or who had a bye, stand on one
// scale; and it is exactly "win 1, draw ½" at tables of 2. A bye is worth that mean, ½: neither a
// reward nor a penalty for the arithmetic of the pairing. Points are kept in twelfths, whole
// numbers (every share above is a whole number of twelfths), so no sum ever rounds.
import { placesAhead } from '../engine/standings.ts';
import type { TableResult } from './types.ts';

/** Twelfths of a point in one point. */
export const UNITS = 12;

/** A bye: the mean result of a game. */
export const BYE_UNITS = UNITS / 2;

/** Twelfths of a point for `shared` seats sharing place `place` (1-based) at a table of `seats`. */
export function placeUnits(place: number, shared: number, seats: number): number {
  if (seats < 2) return BYE_UNITS;
  let sum = 0;
  for (let q = place; q < place + shared; q++) sum += (UNITS * (seats - q)) / (seats - 1);
  return sum / shared;
}

/**
 * Every seat's place as a tournament sees a game: by score, then complete rows (the rulebook's
 * tie-break); seats still equal share a place. A seat whose player left the game ranks after
 * everyone still seated (they share the last place), as in the ratings.
 */
export function placesOf(seats: readonly { score: number; completeRows: number; left?: boolean }[]): number[] {
  const beats = (a: (typeof seats)[number], b: (typeof seats)[number]) => {
    if (!!a.left !== !!b.left) return !a.left;
    if (a.left) return false;
    return placesAhead(a, b);
  };
  return seats.map((s) => 1 + seats.filter((o) => beats(o, s)).length);
}

/** A game that ended without a result (cancelled): every seat shares first place, ½ each. */
export function unplayedPlaces(seats: number): number[] {
  return Array.from({ length: seats }, () => 1);
}

/** Each seat's twelfths in a game whose places are `places`. */
export function unitsOfPlaces(places: readonly number[]): number[] {
  return places.map((place) => placeUnits(place, places.filter((p) => p === place).length, places.length));
}

/** Twelfths as points (2.5, 2.8333...). */
export function points(units: number): number {
  return units / UNITS;
}

/**
 * A finished game as the tournament takes it: `ids` by seat (null for a bot's seat), each seat's
 * final score and complete rows, and whether its player left. Null `seats`: the game ended without
 * a result (cancelled): every seat shares first place with no score.
 */
export function tableResultOf(
  ids: readonly (string | null)[],
  seats: readonly { score: number; completeRows: number; left?: boolean }[] | null,
): TableResult {
  const places = seats ? placesOf(seats) : unplayedPlaces(ids.length);
  return { seats: ids.map((id, i) => ({ id, score: seats?.[i]?.score ?? 0, place: places[i]! })) };
}
