// The pairing's promises, checked on random fields and random results (fast-check): every active
// entrant in exactly one game or a bye each round; no repeated meeting while a pairing without it
// exists (for tables of 3 and 4: the fewest repeated meetings), proved against every possible
// pairing of small fields; byes spread; the same pairing from the same seed, whatever order the
// entrants come in.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  byeCounts,
  eliminationRounds,
  meetingsOf,
  nextPairing,
  placesOf,
  plannedRounds,
  tableSizes,
  type Format,
  type Pairing,
  type PlayedRound,
  type TableSize,
  type TournamentSetup,
} from '../../src/tournaments/index.ts';

/** Plays a pairing with results drawn from `rand` (scores 0..60; equal scores share a place). */
function play(pairing: Pairing, rand: () => number): PlayedRound {
  const results = pairing.tables.map((t) => {
    const seats = t.players.length + t.bots;
    const scores = Array.from({ length: seats }, () => Math.floor(rand() * 61));
    const places = placesOf(scores.map((score) => ({ score, completeRows: 0 })));
    return { seats: scores.map((score, i) => ({ id: t.players[i] ?? null, score, place: places[i]! })) };
  });
  return { ...pairing, results };
}

function lcg(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 4294967296;
  };
}

const entrants = (n: number, ratings: number[]) =>
  Array.from({ length: n }, (_, i) => ({ id: `e${i + 1}`, rating: ratings[i % ratings.length]! }));

/** Every round of a tournament, played with random results, withdrawals as asked (id -> before which round). */
function runTournament(setup: TournamentSetup, seed: number, withdrawals: Map<string, number> = new Map()) {
  const rand = lcg(seed);
  const rounds: PlayedRound[] = [];
  const pairings: { pairing: Pairing; withdrawn: string[] }[] = [];
  for (let guard = 0; guard < 40; guard++) {
    const withdrawn = [...withdrawals].filter(([, r]) => r <= rounds.length + 1).map(([id]) => id);
    const pairing = nextPairing({ setup, rounds, withdrawn });
    if (!pairing) break;
    pairings.push({ pairing, withdrawn });
    rounds.push(play(pairing, rand));
  }
  return { rounds, pairings };
}

const setupArb = (format: Format, sizes: TableSize[], maxN: number) =>
  fc
    .record({
      n: fc.integer({ min: 2, max: maxN }),
      tableSize: fc.constantFrom(...sizes),
      rounds: fc.integer({ min: 1, max: 6 }),
      seed: fc.string({ maxLength: 8 }),
      ratings: fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 12 }),
      botsFill: fc.boolean(),
      results: fc.integer(),
    })
    .map((r) => ({
      setup: {
        format,
        tableSize: r.tableSize,
        rounds: r.rounds,
        seed: r.seed,
        entrants: entrants(r.n, r.ratings),
        botsFill: r.botsFill,
      } satisfies TournamentSetup,
      results: r.results,
    }));

/** Each active entrant once per round: at one table or among the byes; tables of 2 to K seats. */
function expectEveryoneOnce(setup: TournamentSetup, pairing: Pairing, active: Set<string>) {
  const seen = [...pairing.tables.flatMap((t) => t.players), ...pairing.byes];
  expect(new Set(seen).size).toBe(seen.length);
  for (const id of seen) expect(active.has(id)).toBe(true);
  for (const t of pairing.tables) {
    expect(t.players.length + t.bots).toBeLessThanOrEqual(setup.tableSize);
    expect(t.players.length + t.bots).toBeGreaterThanOrEqual(2);
    if (setup.botsFill) expect(t.players.length + t.bots).toBe(setup.tableSize);
    else expect(t.bots).toBe(0);
  }
}

/** Every way to split `ids` into tables of `sizes` (unordered), as lists of tables. */
function* splits(ids: string[], sizes: number[]): Generator<string[][]> {
  if (ids.length === 0) {
    yield [];
    return;
  }
  const [first, ...rest] = ids;
  // The first id sits at a table of each distinct size left.
  for (const size of new Set(sizes)) {
    const left = [...sizes];
    left.splice(left.indexOf(size), 1);
    for (const mates of combinations(rest, size - 1)) {
      const others = rest.filter((id) => !mates.includes(id));
      for (const tail of splits(others, left)) yield [[first!, ...mates], ...tail];
    }
  }
}

function* combinations<T>(items: T[], k: number, from = 0): Generator<T[]> {
  if (k === 0) {
    yield [];
    return;
  }
  for (let i = from; i <= items.length - k; i++)
    for (const tail of combinations(items, k - 1, i + 1)) yield [items[i]!, ...tail];
}

describe('Swiss pairing', () => {
  it('seats every active entrant exactly once a round, in tables of 2 to K seats, and never with one seat alone but for an odd field at tables of 2', () => {
    fc.assert(
      fc.property(setupArb('swiss', [2, 3, 4], 13), fc.integer({ min: 0, max: 12 }), ({ setup, results }, drop) => {
        const withdrawals = new Map(drop < setup.entrants.length ? [[`e${drop + 1}`, 2]] : []);
        const { pairings } = runTournament(setup, results, withdrawals);
        expect(pairings.length).toBe(Math.min(setup.rounds, pairings.length));
        for (const { pairing, withdrawn } of pairings) {
          const active = new Set(setup.entrants.map((e) => e.id).filter((id) => !withdrawn.includes(id)));
          expectEveryoneOnce(setup, pairing, active);
          const aloneAllowed = setup.tableSize === 2 && active.size % 2 === 1 && !setup.botsFill;
          expect(pairing.byes.length).toBe(aloneAllowed ? 1 : 0);
        }
      }),
    );
  });

  it('plays the rounds asked for', () => {
    fc.assert(
      fc.property(setupArb('swiss', [2, 3, 4], 10), ({ setup, results }) => {
        expect(runTournament(setup, results).pairings.length).toBe(setup.rounds);
        expect(plannedRounds(setup)).toBe(setup.rounds);
      }),
    );
  });

  it('repeats no meeting while a pairing without it exists, and otherwise as few as any pairing (proved on every pairing of small fields)', () => {
    fc.assert(
      fc.property(setupArb('swiss', [2, 3, 4], 9), ({ setup, results }) => {
        const rand = lcg(results);
        const rounds: PlayedRound[] = [];
        for (let r = 0; r < setup.rounds; r++) {
          const pairing = nextPairing({ setup, rounds, withdrawn: [] })!;
          const met = meetingsOf(rounds);
          const ours = pairing.tables.reduce((n, t) => n + met.repeatsAt(t.players), 0);
          // The least any pairing could do: the bye (or the seat alone with bots) to one of those
          // with the fewest, the others split into the round's table sizes.
          const ids = setup.entrants.map((e) => e.id);
          const sizes = tableSizes(ids.length, setup.tableSize);
          const byes = byeCounts(rounds);
          const fewest = Math.min(...ids.map((id) => byes.get(id) ?? 0));
          const alone = sizes.includes(1) ? ids.filter((id) => (byes.get(id) ?? 0) === fewest) : [null];
          let least = Infinity;
          for (const bye of alone) {
            const rest = ids.filter((id) => id !== bye);
            for (const split of splits(
              rest,
              sizes.filter((s) => s > 1),
            ))
              least = Math.min(
                least,
                split.reduce((n, t) => n + met.repeatsAt(t), 0),
              );
          }
          expect(ours).toBe(least);
          rounds.push(play(pairing, rand));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('spreads the byes: nobody sits out twice while another active entrant has not once', () => {
    fc.assert(
      fc.property(setupArb('swiss', [2], 11), ({ setup, results }) => {
        const { rounds } = runTournament(setup, results);
        for (let r = 1; r <= rounds.length; r++) {
          const counts = byeCounts(rounds.slice(0, r));
          const all = setup.entrants.map((e) => counts.get(e.id) ?? 0);
          expect(Math.max(...all) - Math.min(...all)).toBeLessThanOrEqual(1);
        }
      }),
    );
  });

  it('seeds the first round by rating: at tables of 2 the top half meets the bottom half', () => {
    const setup: TournamentSetup = {
      format: 'swiss',
      tableSize: 2,
      rounds: 3,
      seed: 'x',
      entrants: Array.from({ length: 8 }, (_, i) => ({ id: `r${i}`, rating: 100 - i })),
      botsFill: false,
    };
    const first = nextPairing({ setup, rounds: [], withdrawn: [] })!;
    expect(first.tables.map((t) => t.players)).toEqual([
      ['r0', 'r4'],
      ['r1', 'r5'],
      ['r2', 'r6'],
      ['r3', 'r7'],
    ]);
  });

  it('pairs by tournament points, then rating: the leaders meet', () => {
    const setup: TournamentSetup = {
      format: 'swiss',
      tableSize: 2,
      rounds: 3,
      seed: 'x',
      entrants: Array.from({ length: 4 }, (_, i) => ({ id: `r${i}`, rating: 10 - i })),
      botsFill: false,
    };
    const first = nextPairing({ setup, rounds: [], withdrawn: [] })!;
    // r2 beats r0, r1 beats r3: r2 and r1 lead and meet; r0 and r3 meet.
    const round: PlayedRound = {
      ...first,
      results: [
        {
          seats: [
            { id: 'r0', score: 10, place: 2 },
            { id: 'r2', score: 20, place: 1 },
          ],
        },
        {
          seats: [
            { id: 'r1', score: 30, place: 1 },
            { id: 'r3', score: 5, place: 2 },
          ],
        },
      ],
    };
    const second = nextPairing({ setup, rounds: [round], withdrawn: [] })!;
    expect(second.tables.map((t) => t.players)).toEqual([
      ['r1', 'r2'],
      ['r0', 'r3'],
    ]);
  });
});

describe('every format', () => {
  it('pairs the same from the same seed, whatever order the entrants were listed in', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Format>('swiss', 'round-robin', 'elimination'),
        setupArb('swiss', [2, 3, 4], 12),
        (format, { setup, results }) => {
          const a = { ...setup, format };
          const b = { ...a, entrants: [...a.entrants].reverse() };
          expect(runTournament(b, results).pairings).toEqual(runTournament(a, results).pairings);
        },
      ),
    );
  });

  it('pairs the same when the same tournament is paired again (a restart, a second process)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Format>('swiss', 'round-robin', 'elimination'),
        setupArb('swiss', [2, 3, 4], 12),
        (format, { setup, results }) => {
          const s = { ...setup, format };
          const { rounds, pairings } = runTournament(s, results);
          rounds.forEach((_, r) => {
            expect(nextPairing({ setup: s, rounds: rounds.slice(0, r), withdrawn: [] })).toEqual(pairings[r]!.pairing);
          });
        },
      ),
    );
  });
});

describe('round-robin', () => {
  it('at tables of 2, everyone meets everyone exactly once, n - 1 rounds (n when odd), at most one bye each', () => {
    fc.assert(
      fc.property(setupArb('round-robin', [2], 12), ({ setup, results }) => {
        const s = { ...setup, botsFill: false };
        const { rounds, pairings } = runTournament(s, results);
        const n = s.entrants.length;
        expect(rounds.length).toBe(n % 2 === 0 ? n - 1 : n);
        const met = meetingsOf(rounds);
        for (const a of s.entrants) for (const b of s.entrants) if (a.id < b.id) expect(met.count(a.id, b.id)).toBe(1);
        const byes = byeCounts(rounds);
        for (const e of s.entrants) expect(byes.get(e.id) ?? 0).toBe(n % 2 === 0 ? 0 : 1);
        for (const { pairing } of pairings) expectEveryoneOnce(s, pairing, new Set(s.entrants.map((e) => e.id)));
      }),
    );
  });

  it('at tables of 3 and 4, every pair meets at least once, each round seating everyone once', () => {
    fc.assert(
      fc.property(setupArb('round-robin', [3, 4], 10), ({ setup, results }) => {
        const { rounds, pairings } = runTournament(setup, results);
        const met = meetingsOf(rounds);
        for (const a of setup.entrants)
          for (const b of setup.entrants) if (a.id < b.id) expect(met.count(a.id, b.id)).toBeGreaterThanOrEqual(1);
        for (const { pairing } of pairings)
          expectEveryoneOnce(setup, pairing, new Set(setup.entrants.map((e) => e.id)));
        expect(rounds.length).toBe(plannedRounds(setup));
      }),
      { numRuns: 40 },
    );
  });

  it('finds the perfect schedules where they exist: 9 entrants at tables of 3 in 4 rounds (Kirkman), 7 at tables of 4 and 3 in 3', () => {
    const make = (n: number, tableSize: TableSize): TournamentSetup => ({
      format: 'round-robin',
      tableSize,
      rounds: 0,
      seed: 'k',
      entrants: entrants(n, [0]),
      botsFill: false,
    });
    expect(plannedRounds(make(9, 3))).toBe(4);
    expect(plannedRounds(make(7, 4))).toBe(3);
  });
});

describe('single elimination', () => {
  it('plays down to one winner in the rounds the field needs, byes only in the first round at tables of 2', () => {
    fc.assert(
      fc.property(setupArb('elimination', [2, 3, 4], 20), ({ setup, results }) => {
        const s = { ...setup, botsFill: false };
        const { pairings } = runTournament(s, results);
        expect(pairings.length).toBe(eliminationRounds(s.entrants.length, s.tableSize));
        pairings.forEach(({ pairing }, r) => {
          if (r > 0 || s.tableSize > 2) expect(pairing.byes).toEqual([]);
        });
        // The last round is one game.
        expect(pairings.at(-1)!.pairing.tables).toHaveLength(1);
      }),
    );
  });

  it('seeds the bracket by rating: the top two seeds can meet only in the final', () => {
    const setup: TournamentSetup = {
      format: 'elimination',
      tableSize: 2,
      rounds: 0,
      seed: 'x',
      entrants: Array.from({ length: 8 }, (_, i) => ({ id: `s${i + 1}`, rating: 100 - i })),
      botsFill: false,
    };
    const first = nextPairing({ setup, rounds: [], withdrawn: [] })!;
    expect(first.tables.map((t) => t.players)).toEqual([
      ['s1', 's8'],
      ['s4', 's5'],
      ['s2', 's7'],
      ['s3', 's6'],
    ]);
  });

  it('lets the opponent of an entrant who withdrew go on', () => {
    const setup: TournamentSetup = {
      format: 'elimination',
      tableSize: 2,
      rounds: 0,
      seed: 'x',
      entrants: Array.from({ length: 4 }, (_, i) => ({ id: `s${i + 1}`, rating: 100 - i })),
      botsFill: false,
    };
    const first = nextPairing({ setup, rounds: [], withdrawn: ['s4'] })!;
    expect(first.tables.map((t) => t.players)).toEqual([['s2', 's3']]);
    expect(first.byes).toEqual(['s1']);
  });
});
