// How many games a round has and how many seats each: as few games as the table size allows, their
// sizes as even as possible (7 entrants at tables of 4 play 4 + 3; at tables of 3, 3 + 2 + 2), so
// pods are of mixed size rather than anyone sitting out. Only tables of 2 with an odd number of
// entrants leave one seat alone: a bye (or a bot, when bots fill the seats).

/** Seat counts of a round's games, largest first; a 1 is a bye. */
export function tableSizes(entrants: number, tableSize: number): number[] {
  if (entrants <= 0) return [];
  const tables = Math.ceil(entrants / tableSize);
  const base = Math.floor(entrants / tables);
  const larger = entrants % tables;
  return Array.from({ length: tables }, (_, i) => (i < larger ? base + 1 : base));
}
