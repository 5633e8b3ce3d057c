// The tournament's own order of equals: entrants equal on everything a rule looks at are ordered by
// a hash of the tournament's seed and their id, so a tournament replays the same from its seed and
// nobody is favoured by the order they signed up in. No Math.random, no clock.

/** A 32-bit hash of a string (FNV-1a, then a final mix). */
function hash32(text: string, basis = 0x811c9dc5): number {
  let h = basis;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Where `id` falls among equals in the tournament seeded `seed`: two independent hashes, then the id itself. */
export function drawKey(seed: string, id: string): [number, number, string] {
  const text = `${seed}\u0000${id}`;
  return [hash32(text), hash32(text, 0x9e3779b9), id];
}

export function compareDraw(seed: string, a: string, b: string): number {
  const ka = drawKey(seed, a);
  const kb = drawKey(seed, b);
  return ka[0] - kb[0] || ka[1] - kb[1] || (ka[2] < kb[2] ? -1 : ka[2] > kb[2] ? 1 : 0);
}

/** Entrants strongest first: by rating, equals in the seed's order. */
export function byRating<E extends { id: string; rating: number }>(seed: string, entrants: readonly E[]): E[] {
  return [...entrants].sort((a, b) => b.rating - a.rating || compareDraw(seed, a.id, b.id));
}

/** The seed of game `table` (1-based) of round `round`: the game's deal follows from the tournament's seed. */
export function gameSeed(seed: string, round: number, table: number): string {
  const text = `${seed}/r${round}/t${table}`;
  return hash32(text).toString(16).padStart(8, '0') + hash32(text, 0x9e3779b9).toString(16).padStart(8, '0');
}
