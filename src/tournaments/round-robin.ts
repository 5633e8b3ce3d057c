// Round-robin: everyone meets everyone. At tables of 2 by the circle method (one entrant fixed, the
// others turning round them; with an odd field an empty place turns with them, and whoever faces it
// has the bye), n - 1 rounds (n with an odd field). At tables of 3 and 4, round after round the
// split with the fewest repeated meetings (the same search as Swiss) until every pair has met: a
// schedule as short as that search finds (7 entrants at tables of 4 and 3: 3 rounds; 9 at tables of
// 3: 4, a Kirkman schedule). The schedule is fixed at the start from the entrants in rating order;
// an entrant who withdraws leaves an empty seat, and one left alone at a table has a bye.
import { Meetings } from './history.ts';
import { byRating } from './order.ts';
import { splitIntoTables } from './partition.ts';
import { seat } from './swiss.ts';
import { tableSizes } from './tables.ts';
import type { Pairing, TournamentSetup } from './types.ts';

/** A whole schedule: for each round, its groups of entrant ids (a group of one: a bye). */
export function roundRobinSchedule(setup: TournamentSetup): string[][][] {
  const ids = byRating(setup.seed, setup.entrants).map((e) => e.id);
  if (ids.length < 2) return [];
  return setup.tableSize === 2 ? circle(ids) : coverAllPairs(ids, setup.tableSize);
}

function circle(ids: readonly string[]): string[][][] {
  const ring: (string | null)[] = ids.length % 2 === 0 ? [...ids] : [...ids, null];
  const n = ring.length;
  const rounds: string[][][] = [];
  for (let r = 0; r < n - 1; r++) {
    const groups: string[][] = [];
    let bye: string | null = null;
    for (let i = 0; i < n / 2; i++) {
      const a = ring[i]!;
      const b = ring[n - 1 - i]!;
      if (a === null || b === null) bye = a ?? b;
      else groups.push([a, b]);
    }
    if (bye !== null) groups.push([bye]);
    rounds.push(groups);
    // Turn every place but the first one step.
    ring.splice(1, 0, ring.pop()!);
  }
  return rounds;
}

/** Rounds of the fewest repeated meetings until every pair has met (at most as many rounds as entrants). */
function coverAllPairs(ids: readonly string[], tableSize: number): string[][][] {
  const met = new Meetings();
  const sizes = tableSizes(ids.length, tableSize);
  const pairs = (ids.length * (ids.length - 1)) / 2;
  let covered = 0;
  const rounds: string[][][] = [];
  while (covered < pairs && rounds.length < ids.length) {
    // A pair already met costs 1, so each round meets as many new pairs as it can.
    const cost = ids.map((a) => ids.map((b) => (a !== b && met.count(a, b) > 0 ? 1 : 0)));
    const groups = splitIntoTables(sizes, cost).tables.map((t) => t.map((i) => ids[i]!));
    for (const group of groups)
      for (let i = 0; i < group.length; i++)
        for (let j = i + 1; j < group.length; j++) if (met.count(group[i]!, group[j]!) === 0) covered++;
    for (const group of groups) met.addTable(group);
    rounds.push(groups);
  }
  return rounds;
}

/** Round `round` (1-based) of the schedule, without the entrants who withdrew. */
export function roundRobinPairing(setup: TournamentSetup, round: number, withdrawn: ReadonlySet<string>): Pairing {
  const groups = (roundRobinSchedule(setup)[round - 1] ?? []).map((g) => g.filter((id) => !withdrawn.has(id)));
  return { round, ...seat(setup, groups) };
}
