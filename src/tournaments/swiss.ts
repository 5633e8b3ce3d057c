// Swiss rounds: the first seeded by rating (the field folded across the tables: at tables of 2 the
// top half meets the bottom half, 1 against n/2 + 1), every later one by tournament points then
// rating, each table taking the best placed entrants who have not met yet. Nobody meets the same
// opponent twice while another pairing avoids it (at tables of 3 and 4: the fewest repeated
// meetings), and a bye goes to the lowest placed entrant among those with the fewest byes.
import { byeCounts, meetingsOf, unitsOf, type Meetings } from './history.ts';
import { compareDraw } from './order.ts';
import { splitIntoTables } from './partition.ts';
import { tableSizes } from './tables.ts';
import type { Entrant, Pairing, PlayedRound, Table, TournamentSetup } from './types.ts';

/** The active entrants best placed first: by tournament points, then rating, equals in the seed's order. */
export function pairingOrder(
  setup: TournamentSetup,
  played: readonly PlayedRound[],
  active: readonly Entrant[],
): Entrant[] {
  const units = unitsOf(played);
  return [...active].sort(
    (a, b) =>
      (units.get(b.id) ?? 0) - (units.get(a.id) ?? 0) || b.rating - a.rating || compareDraw(setup.seed, a.id, b.id),
  );
}

/** Tables as seats: people in order, and the bots that fill the rest when bots may. */
export function seat(setup: TournamentSetup, groups: readonly string[][]): { tables: Table[]; byes: string[] } {
  const tables: Table[] = [];
  const byes: string[] = [];
  for (const players of groups) {
    if (players.length === 0) continue;
    if (setup.botsFill) tables.push({ players, bots: setup.tableSize - players.length });
    else if (players.length === 1) byes.push(players[0]!);
    else tables.push({ players, bots: 0 });
  }
  return { tables, byes };
}

/** Round 1: the field in rating order dealt across the tables in turn (table 1 takes the 1st, n+1st...). */
function firstRound(setup: TournamentSetup, ordered: readonly Entrant[]): string[][] {
  const sizes = tableSizes(ordered.length, setup.tableSize);
  // A table of one (tables of 2, an odd field) is the bye: the lowest rated takes it.
  const full = sizes.filter((s) => s > 1);
  const groups: string[][] = full.map(() => []);
  const dealt = sizes.length > full.length ? ordered.slice(0, -1) : ordered;
  let t = 0;
  for (const entrant of dealt) {
    while (groups[t]!.length >= full[t]!) t = (t + 1) % groups.length;
    groups[t]!.push(entrant.id);
    t = (t + 1) % groups.length;
  }
  if (sizes.length > full.length) groups.push([ordered[ordered.length - 1]!.id]);
  return groups;
}

/** A later round: the fewest repeated meetings, then nearest the standings' order. */
function laterRound(
  setup: TournamentSetup,
  ordered: readonly Entrant[],
  met: Meetings,
  byes: Map<string, number>,
): string[][] {
  const sizes = tableSizes(ordered.length, setup.tableSize);
  const alone = sizes.includes(1);
  if (!alone)
    return split(
      ordered.map((e) => e.id),
      sizes,
      met,
    ).groups;
  // The bye: among the entrants with the fewest byes, the lowest placed whose bye leaves the fewest
  // repeated meetings at the tables.
  const fewest = Math.min(...ordered.map((e) => byes.get(e.id) ?? 0));
  const candidates = ordered.filter((e) => (byes.get(e.id) ?? 0) === fewest).reverse();
  const rest = sizes.filter((s) => s > 1);
  let best: { groups: string[][]; repeats: number } | null = null;
  for (const candidate of candidates) {
    const others = ordered.filter((e) => e.id !== candidate.id).map((e) => e.id);
    const found = split(others, rest, met);
    if (!best || found.repeats < best.repeats)
      best = { groups: [...found.groups, [candidate.id]], repeats: found.repeats };
    if (best.repeats === 0) break;
  }
  return best!.groups;
}

function split(
  ids: readonly string[],
  sizes: readonly number[],
  met: Meetings,
): { groups: string[][]; repeats: number } {
  const cost = ids.map((a) => ids.map((b) => (a === b ? 0 : met.count(a, b))));
  const found = splitIntoTables(sizes, cost);
  return { groups: found.tables.map((t) => t.map((i) => ids[i]!)), repeats: found.repeats };
}

export function swissPairing(
  setup: TournamentSetup,
  played: readonly PlayedRound[],
  active: readonly Entrant[],
): Pairing {
  const round = played.length + 1;
  const ordered = pairingOrder(setup, played, active);
  const groups =
    round === 1 ? firstRound(setup, ordered) : laterRound(setup, ordered, meetingsOf(played), byeCounts(played));
  return { round, ...seat(setup, groups) };
}
