// Single elimination, seeded by rating. At tables of 2, a bracket: the field rounded up to a power
// of two, seeds placed so the best two can meet only in the final (1 v 8, 4 v 5, 2 v 7, 3 v 6), the
// missing places being byes for the top seeds in the first round only; each game's winner goes on.
// At tables of 3 and 4, each game's winner goes on to the next round, whose tables are dealt from
// the survivors in seed order snaking across the tables (so the top seeds meet as late as can be);
// pods of mixed size, never a bye. A game's winner is its best placed entrant (a bot never goes
// on), equals by seed. An entrant who withdraws is out; their opponent goes on.
import { byRating } from './order.ts';
import { seat } from './swiss.ts';
import { tableSizes } from './tables.ts';
import type { Entrant, Pairing, PlayedRound, TableResult, TournamentSetup } from './types.ts';

/** Bracket places 1..size (seed numbers) in bracket order: [1, 8, 4, 5, 2, 7, 3, 6] for 8. */
export function bracketOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const next = order.length * 2 + 1;
    order = order.flatMap((s) => [s, next - s]);
  }
  return order;
}

/** The table's winner: its best placed entrant, equals by seed (the order of `seeds`). */
export function winnerOf(result: TableResult, seedRank: ReadonlyMap<string, number>): string | null {
  let best: { id: string; place: number } | null = null;
  for (const s of result.seats) {
    if (s.id === null) continue;
    if (
      !best ||
      s.place < best.place ||
      (s.place === best.place && (seedRank.get(s.id) ?? Infinity) < (seedRank.get(best.id) ?? Infinity))
    )
      best = { id: s.id, place: s.place };
  }
  return best?.id ?? null;
}

/** Who went on from a played round: each table's winner and each bye. */
function goingOn(round: PlayedRound, seedRank: ReadonlyMap<string, number>): Set<string> {
  const on = new Set(round.byes);
  round.results.forEach((result) => {
    const w = winnerOf(result, seedRank);
    if (w !== null) on.add(w);
  });
  return on;
}

function seeds(setup: TournamentSetup): { seeded: Entrant[]; rank: Map<string, number> } {
  const seeded = byRating(setup.seed, setup.entrants);
  return { seeded, rank: new Map(seeded.map((e, i) => [e.id, i])) };
}

/** The number of rounds the field needs (before anyone withdraws). */
export function eliminationRounds(entrants: number, tableSize: number): number {
  let n = entrants;
  let rounds = 0;
  while (n > 1) {
    n = tableSize === 2 ? Math.ceil(n / 2) : tableSizes(n, tableSize).length;
    rounds++;
  }
  return rounds;
}

/** The next round, or null once one entrant (or none) is left. */
export function eliminationPairing(
  setup: TournamentSetup,
  played: readonly PlayedRound[],
  withdrawn: ReadonlySet<string>,
): Pairing | null {
  const round = played.length + 1;
  const { seeded, rank } = seeds(setup);
  const groups =
    setup.tableSize === 2
      ? bracketRound(seeded, rank, played, withdrawn)
      : dealtRound(setup, seeded, rank, played, withdrawn);
  if (groups === null) return null;
  return { round, ...seat(setup, groups) };
}

/** Tables of 2: the bracket's places after the rounds played, paired two by two. */
function bracketRound(
  seeded: readonly Entrant[],
  rank: ReadonlyMap<string, number>,
  played: readonly PlayedRound[],
  withdrawn: ReadonlySet<string>,
): string[][] | null {
  let size = 1;
  while (size < seeded.length) size *= 2;
  let places: (string | null)[] = bracketOrder(size).map((s) => seeded[s - 1]?.id ?? null);
  for (const round of played) {
    const on = goingOn(round, rank);
    places = Array.from({ length: places.length / 2 }, (_, i) => {
      const a = places[2 * i]!;
      const b = places[2 * i + 1]!;
      return a !== null && on.has(a) ? a : b !== null && on.has(b) ? b : null;
    });
  }
  const alive = places.map((p) => (p !== null && !withdrawn.has(p) ? p : null));
  if (alive.filter((p) => p !== null).length <= 1 || places.length < 2) return null;
  const groups: string[][] = [];
  for (let i = 0; i < alive.length; i += 2) {
    const pair = [alive[i], alive[i + 1]].filter((p): p is string => p !== null);
    if (pair.length > 0) groups.push(pair);
  }
  return groups;
}

/** Tables of 3 and 4: the survivors in seed order, snaking across as few tables as fit them. */
function dealtRound(
  setup: TournamentSetup,
  seeded: readonly Entrant[],
  rank: ReadonlyMap<string, number>,
  played: readonly PlayedRound[],
  withdrawn: ReadonlySet<string>,
): string[][] | null {
  let alive = seeded.map((e) => e.id);
  for (const round of played) {
    const on = goingOn(round, rank);
    alive = alive.filter((id) => on.has(id));
  }
  alive = alive.filter((id) => !withdrawn.has(id));
  if (alive.length <= 1) return null;
  const sizes = tableSizes(alive.length, setup.tableSize);
  const groups: string[][] = sizes.map(() => []);
  // Snake: 1, 2, ..., t, t, ..., 2, 1, 1, 2...; a full table is skipped.
  let step = 1;
  let t = 0;
  for (const id of alive) {
    while (groups[t]!.length >= sizes[t]!) [t, step] = advance(t, step, groups.length);
    groups[t]!.push(id);
    [t, step] = advance(t, step, groups.length);
  }
  return groups;
}

function advance(t: number, step: number, tables: number): [number, number] {
  const next = t + step;
  if (next >= tables) return [tables - 1, -1];
  if (next < 0) return [0, 1];
  return [next, step];
}
