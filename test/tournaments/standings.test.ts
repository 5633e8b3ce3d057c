// Tournament points by place, and the standings' order: points, then Buchholz, then the total Azul
// score, then rating; an elimination ranks by how far each entrant went first.
import { describe, expect, it } from 'vitest';
import {
  BYE_UNITS,
  UNITS,
  computeStandings,
  placesOf,
  tiebreaks,
  unitsOfPlaces,
  type PlayedRound,
  type TournamentSetup,
} from '../../src/tournaments/index.ts';

describe('placement points', () => {
  it.each([
    // [places, points]: 2 players win 1 and draw ½; 3 and 4 players evenly spaced from 1 to 0.
    [
      [1, 2],
      [1, 0],
    ],
    [
      [1, 1],
      [0.5, 0.5],
    ],
    [
      [2, 1, 3],
      [0.5, 1, 0],
    ],
    [
      [1, 2, 3, 4],
      [1, 2 / 3, 1 / 3, 0],
    ],
    // Shared places share the points of the places they cover.
    [
      [1, 1, 3, 4],
      [5 / 6, 5 / 6, 1 / 3, 0],
    ],
    [
      [1, 2, 2, 2],
      [1, 1 / 3, 1 / 3, 1 / 3],
    ],
    [
      [1, 1, 1],
      [0.5, 0.5, 0.5],
    ],
    [
      [1, 2, 2],
      [1, 0.25, 0.25],
    ],
  ])('places %j earn %j', (places, expected) => {
    const units = unitsOfPlaces(places);
    units.forEach((u, i) => {
      expect(Number.isInteger(u)).toBe(true);
      expect(u / UNITS).toBeCloseTo(expected[i]!, 12);
    });
    // A game is worth ½ a seat on average, whatever its size: the scale of a bye.
    expect(units.reduce((a, b) => a + b, 0)).toBe(BYE_UNITS * places.length);
  });

  it('places by score, then complete rows (the game’s own tie-break), and shares what is still equal; a seat that left is last', () => {
    expect(
      placesOf([
        { score: 40, completeRows: 1 },
        { score: 40, completeRows: 2 },
        { score: 40, completeRows: 1 },
        { score: 55, completeRows: 0, left: true },
      ]),
    ).toEqual([2, 1, 2, 4]);
  });
});

const setup = (format: TournamentSetup['format'], ids: string[]): TournamentSetup => ({
  format,
  tableSize: 2,
  rounds: 2,
  seed: 'st',
  entrants: ids.map((id, i) => ({ id, rating: 10 - i })),
  botsFill: false,
});

const game = (...seats: [string | null, number, number][]) => ({
  seats: seats.map(([id, score, place]) => ({ id, score, place })),
});

describe('standings', () => {
  it('order by points, then Buchholz (each game: the mean of the other entrants’ points; a bye: one’s own), total score and rating', () => {
    // Round 1: a beats b, c beats d. Round 2: a beats c, b draws d.
    const rounds: PlayedRound[] = [
      {
        round: 1,
        tables: [
          { players: ['a', 'b'], bots: 0 },
          { players: ['c', 'd'], bots: 0 },
        ],
        byes: [],
        results: [game(['a', 40, 1], ['b', 30, 2]), game(['c', 50, 1], ['d', 20, 2])],
      },
      {
        round: 2,
        tables: [
          { players: ['a', 'c'], bots: 0 },
          { players: ['b', 'd'], bots: 0 },
        ],
        byes: [],
        results: [game(['a', 45, 1], ['c', 44, 2]), game(['b', 33, 1], ['d', 33, 1])],
      },
    ];
    const standings = computeStandings({ setup: setup('swiss', ['a', 'b', 'c', 'd']), rounds, withdrawn: [] });
    // Points: a 2, c 1, b ½, d ½. Buchholz: a = b + c = 1.5; c = d + a = 2.5; b = a + d = 2.5; d = c + b = 1.5.
    expect(standings.map((s) => [s.id, s.rank, s.points, ...tiebreaks(s)])).toEqual([
      ['a', 1, 2, 1.5, 85, 10],
      ['c', 2, 1, 2.5, 94, 8],
      ['b', 3, 0.5, 2.5, 63, 9],
      ['d', 4, 0.5, 1.5, 53, 7],
    ]);
  });

  it('counts a bye as ½ and, for Buchholz, as a game against oneself', () => {
    const rounds: PlayedRound[] = [
      {
        round: 1,
        tables: [{ players: ['a', 'b'], bots: 0 }],
        byes: ['c'],
        results: [game(['a', 40, 1], ['b', 30, 2])],
      },
    ];
    const byId = new Map(
      computeStandings({ setup: setup('swiss', ['a', 'b', 'c']), rounds, withdrawn: [] }).map((s) => [s.id, s]),
    );
    expect(byId.get('c')).toMatchObject({ points: 0.5, buchholz: 0.5, byes: 1, games: 0, rank: 2 });
    expect(byId.get('a')).toMatchObject({ points: 1, buchholz: 0, games: 1 });
  });

  it('counts bots’ places but gives bots no standing; a game against bots alone is Buchholz against oneself', () => {
    const rounds: PlayedRound[] = [
      {
        round: 1,
        tables: [{ players: ['a'], bots: 3 }],
        byes: [],
        results: [game([null, 60, 1], ['a', 50, 2], [null, 40, 3], [null, 30, 4])],
      },
    ];
    const [a] = computeStandings({ setup: { ...setup('swiss', ['a']), tableSize: 4 }, rounds, withdrawn: [] });
    expect(a).toMatchObject({ id: 'a', points: 2 / 3, buchholz: 2 / 3, totalScore: 50 });
  });

  it('shares a rank only when everything is equal, and lists withdrawn entrants with their results', () => {
    const s: TournamentSetup = {
      ...setup('swiss', ['a', 'b']),
      entrants: [
        { id: 'a', rating: 5 },
        { id: 'b', rating: 5 },
      ],
    };
    const rounds: PlayedRound[] = [
      { round: 1, tables: [{ players: ['a', 'b'], bots: 0 }], byes: [], results: [game(['a', 30, 1], ['b', 30, 1])] },
    ];
    const standings = computeStandings({ setup: s, rounds, withdrawn: ['b'] });
    expect(standings.map((x) => x.rank)).toEqual([1, 1]);
    expect(standings.find((x) => x.id === 'b')!.withdrawn).toBe(true);
  });

  it('ranks an elimination by how far each went: the winner, the finalist, then those out in earlier rounds', () => {
    const s = setup('elimination', ['s1', 's2', 's3', 's4']);
    const rounds: PlayedRound[] = [
      {
        round: 1,
        tables: [
          { players: ['s1', 's4'], bots: 0 },
          { players: ['s2', 's3'], bots: 0 },
        ],
        byes: [],
        // s4 upsets s1 by a lot; s2 and s3 draw, and the higher seed (s2) goes on.
        results: [game(['s1', 10, 2], ['s4', 90, 1]), game(['s2', 30, 1], ['s3', 30, 1])],
      },
      {
        round: 2,
        tables: [{ players: ['s4', 's2'], bots: 0 }],
        byes: [],
        results: [game(['s4', 20, 2], ['s2', 25, 1])],
      },
    ];
    const standings = computeStandings({ setup: s, rounds, withdrawn: [] });
    expect(standings.map((x) => [x.id, x.reached])).toEqual([
      ['s2', 2],
      ['s4', 1],
      ['s3', 0],
      ['s1', 0],
    ]);
  });
});
