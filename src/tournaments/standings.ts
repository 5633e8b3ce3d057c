// The standings: tournament points (games by place, byes at the mean), then the tie-breaks in this
// order: Buchholz (the strength of the opposition: for each game, the mean of its other entrants'
// points, summed; a round without an opponent, a bye or a table of bots, counts the entrant's own
// points, as FIDE's virtual opponent), the total Azul score of their games, and their rating at the
// start. In an elimination, how far an entrant went comes first. Entrants equal on all of it share
// a rank, listed in the seed's order.
import { byeCounts, unitsOf } from './history.ts';
import { winnerOf } from './elimination.ts';
import { byRating, compareDraw } from './order.ts';
import { points } from './scoring.ts';
import type { TournamentRecord } from './types.ts';

export interface Standing {
  id: string;
  /** 1 = first; equals on everything share a rank. */
  rank: number;
  /** Tournament points (2.5; 2.8333... as 2 and 10 twelfths). */
  points: number;
  /** Buchholz, in points. */
  buchholz: number;
  /** The sum of the entrant's Azul scores. */
  totalScore: number;
  /** The rating that seeded them. */
  rating: number;
  /** Games played (byes not counted). */
  games: number;
  /** Rounds sat out (or played alone against bots). */
  byes: number;
  withdrawn: boolean;
  /** Elimination: rounds the entrant went through, byes included (the winner: every round); null in other formats. */
  reached: number | null;
}

/** The tie-breaks after the points, as printed: [Buchholz, total Azul score, rating]. */
export function tiebreaks(s: Standing): [number, number, number] {
  return [s.buchholz, s.totalScore, s.rating];
}

/** Equal within a rounding error (Buchholz is a sum of means). */
const EPS = 1e-9;
function cmp(a: number, b: number): number {
  return Math.abs(a - b) < EPS ? 0 : b - a;
}

export function computeStandings(record: TournamentRecord): Standing[] {
  const { setup, rounds } = record;
  const units = unitsOf(rounds);
  const own = (id: string) => points(units.get(id) ?? 0);
  const byes = byeCounts(rounds);
  const withdrawn = new Set(record.withdrawn);
  const seedRank = new Map(byRating(setup.seed, setup.entrants).map((e, i) => [e.id, i]));
  const rows = new Map(
    setup.entrants.map((e) => [
      e.id,
      {
        id: e.id,
        rank: 0,
        points: own(e.id),
        buchholz: 0,
        totalScore: 0,
        rating: e.rating,
        games: 0,
        byes: byes.get(e.id) ?? 0,
        withdrawn: withdrawn.has(e.id),
        reached: setup.format === 'elimination' ? 0 : null,
      } satisfies Standing,
    ]),
  );
  for (const round of rounds) {
    for (const id of round.byes) {
      const row = rows.get(id);
      if (!row) continue;
      row.buchholz += own(id);
      if (row.reached !== null) row.reached += 1;
    }
    for (const result of round.results) {
      const entrants = result.seats.filter((s): s is typeof s & { id: string } => s.id !== null);
      for (const seat of entrants) {
        const row = rows.get(seat.id);
        if (!row) continue;
        row.games++;
        row.totalScore += seat.score;
        const others = entrants.filter((o) => o.id !== seat.id);
        row.buchholz += others.length ? others.reduce((sum, o) => sum + own(o.id), 0) / others.length : own(seat.id);
      }
      // An elimination game's winner went through the round (equals by seed, as the bracket decides).
      const winner = setup.format === 'elimination' ? winnerOf(result, seedRank) : null;
      if (winner !== null) rows.get(winner)!.reached! += 1;
    }
  }
  const list = [...rows.values()];
  const order = (a: Standing, b: Standing) =>
    cmp(a.reached ?? 0, b.reached ?? 0) ||
    cmp(a.points, b.points) ||
    cmp(a.buchholz, b.buchholz) ||
    cmp(a.totalScore, b.totalScore) ||
    cmp(a.rating, b.rating);
  list.sort((a, b) => order(a, b) || compareDraw(setup.seed, a.id, b.id));
  list.forEach((row, i) => {
    row.rank = i > 0 && order(list[i - 1]!, row) === 0 ? list[i - 1]!.rank : i + 1;
  });
  return list;
}
