// The one search behind Swiss and multi-player round-robin rounds: split entrants, given strongest
// (or best placed) first, into tables of given sizes with the fewest repeated meetings; among
// splits with as few, the one nearest the given order (each table takes the best unseated entrant
// and the next ones it may meet). Depth first, in that order, with branch and bound on repeats:
// exact for the sizes people play (it proves no split with fewer repeats exists), and bounded by
// a budget of steps for very large fields, where the best split found so far is kept.

/** Steps the search may take before it keeps what it has (a 64-entrant round needs a few thousand). */
export const SEARCH_BUDGET = 300_000;

export interface Split {
  /** Indices into the order given, each table ascending. */
  tables: number[][];
  /** Repeated meetings in it. */
  repeats: number;
  /** The search looked at every split that could have fewer repeats. */
  exact: boolean;
}

/**
 * `sizes` sums to `cost.length`; `cost[i][j]` is how often i and j met. Tables come out in order
 * of their best entrant; the best entrant of each opens a table of any size still to fill.
 */
export function splitIntoTables(
  sizes: readonly number[],
  cost: readonly (readonly number[])[],
  budget = SEARCH_BUDGET,
): Split {
  const n = cost.length;
  const used = new Uint8Array(n);
  const tables: number[][] = [];
  let best = Infinity;
  let bestTables: number[][] = [];
  let steps = 0;
  let exhausted = false;

  // How many tables of each size are left to fill, largest size first.
  const kinds = [...new Set(sizes)].sort((a, b) => b - a);
  const left = kinds.map((k) => sizes.filter((s) => s === k).length);

  // Returns true to stop the whole search: nothing can beat 0 repeats, or the budget is spent.
  const fill = (t: number, acc: number): boolean => {
    if (t === sizes.length) {
      if (acc < best) {
        best = acc;
        bestTables = tables.map((x) => [...x]);
      }
      return best === 0;
    }
    let first = 0;
    while (used[first]) first++;
    used[first] = 1;
    // The best unseated entrant opens the next table, of any size still to fill (the larger first).
    let stop = false;
    for (let k = 0; k < kinds.length && !stop; k++) {
      if (left[k] === 0) continue;
      left[k]!--;
      stop = choose(t, [first], first + 1, kinds[k]! - 1, acc);
      left[k]!++;
    }
    used[first] = 0;
    return stop;
  };

  const choose = (t: number, table: number[], from: number, left: number, acc: number): boolean => {
    if (left === 0) {
      tables.push([...table]);
      const stop = fill(t + 1, acc);
      tables.pop();
      return stop;
    }
    for (let i = from; i < n; i++) {
      if (used[i]) continue;
      if (++steps > budget) {
        exhausted = true;
        return true;
      }
      let inc = 0;
      for (const j of table) inc += cost[i]![j]!;
      if (acc + inc >= best) continue;
      used[i] = 1;
      table.push(i);
      const stop = choose(t, table, i + 1, left - 1, acc + inc);
      table.pop();
      used[i] = 0;
      if (stop) return true;
    }
    return false;
  };

  fill(0, 0);
  if (best === Infinity) {
    // The budget ran out before any split was complete (never for real fields): rank order.
    let next = 0;
    bestTables = sizes.map((size) => Array.from({ length: size }, () => next++));
    best = bestTables.reduce((sum, tb) => sum + repeatsOf(tb, cost), 0);
  }
  return { tables: bestTables, repeats: best, exact: !exhausted };
}

function repeatsOf(table: readonly number[], cost: readonly (readonly number[])[]): number {
  let n = 0;
  for (let a = 0; a < table.length; a++) for (let b = a + 1; b < table.length; b++) n += cost[table[a]!]![table[b]!]!;
  return n;
}
