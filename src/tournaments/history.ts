// What the rounds played so far say about each entrant: their points, who they have met and how
// often, their byes. The pairing and the standings read these.
import { BYE_UNITS, unitsOfPlaces } from './scoring.ts';
import type { PlayedRound } from './types.ts';

/** How often two entrants sat at one table; a pair's key is order-free. */
export class Meetings {
  private readonly counts = new Map<string, number>();

  static key(a: string, b: string): string {
    return a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`;
  }

  add(a: string, b: string): void {
    const k = Meetings.key(a, b);
    this.counts.set(k, (this.counts.get(k) ?? 0) + 1);
  }

  count(a: string, b: string): number {
    return this.counts.get(Meetings.key(a, b)) ?? 0;
  }

  /** Every meeting of a table: each pair of its people once. */
  addTable(players: readonly string[]): void {
    for (let i = 0; i < players.length; i++)
      for (let j = i + 1; j < players.length; j++) this.add(players[i]!, players[j]!);
  }

  /** Meetings already had among a table's people (a pair that met twice counts twice). */
  repeatsAt(players: readonly string[]): number {
    let n = 0;
    for (let i = 0; i < players.length; i++)
      for (let j = i + 1; j < players.length; j++) n += this.count(players[i]!, players[j]!);
    return n;
  }
}

export function meetingsOf(rounds: readonly { tables: readonly { players: readonly string[] }[] }[]): Meetings {
  const met = new Meetings();
  for (const round of rounds) for (const table of round.tables) met.addTable(table.players);
  return met;
}

/**
 * Rounds an entrant sat out or played alone against bots: what "byes spread" spreads (the same
 * entrant is not left alone twice while someone else has not been once).
 */
export function byeCounts(
  rounds: readonly { tables: readonly { players: readonly string[]; bots: number }[]; byes: readonly string[] }[],
): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (id: string) => counts.set(id, (counts.get(id) ?? 0) + 1);
  for (const round of rounds) {
    for (const id of round.byes) add(id);
    for (const table of round.tables) if (table.players.length === 1) add(table.players[0]!);
  }
  return counts;
}

/** Each entrant's tournament points so far, in twelfths (games by place, byes at the mean). */
export function unitsOf(rounds: readonly PlayedRound[]): Map<string, number> {
  const units = new Map<string, number>();
  const add = (id: string, n: number) => units.set(id, (units.get(id) ?? 0) + n);
  for (const round of rounds) {
    for (const id of round.byes) add(id, BYE_UNITS);
    for (const result of round.results) {
      const earned = unitsOfPlaces(result.seats.map((s) => s.place));
      result.seats.forEach((seat, i) => {
        if (seat.id !== null) add(seat.id, earned[i]!);
      });
    }
  }
  return units;
}
