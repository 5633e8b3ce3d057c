import { describe, expect, it } from 'vitest';
import { floorPenaltyFor, scorePlacement, wallColorAt } from '../../src/engine/index.ts';
import { bonusesOf } from '../../src/engine/wall.ts';
import { wallFrom } from './helpers.ts';

// Each row: the wall after the new tile was placed at (row, column).
const placements = [
  {
    source: 'rulebook p.6: a tile with no neighbour scores 1',
    wall: ['.....', '.....', '..b..', '.....', '.....'],
    at: [2, 2],
    points: 1,
    h: 0,
    v: 0,
  },
  {
    source: 'rulebook p.6: three tiles linked horizontally score 3',
    wall: ['.....', '.....', '.....', '.....', '.yrk.'],
    at: [4, 3],
    points: 3,
    h: 3,
    v: 0,
  },
  {
    source: 'rulebook p.6: three tiles linked vertically score 3',
    wall: ['.....', '.w...', '.b...', '.y...', '.....'],
    at: [3, 1],
    points: 3,
    h: 0,
    v: 3,
  },
  {
    source: 'rulebook p.6: four horizontal and three vertical score 7',
    wall: ['.....', '..y..', 'wbyr.', '..b..', '.....'],
    at: [2, 2],
    points: 7,
    h: 4,
    v: 3,
  },
  {
    source: 'spec "Rules fixed for records": a gap breaks the run',
    wall: ['b.r..', '.....', '.....', '.....', '.....'],
    at: [0, 2],
    points: 1,
    h: 0,
    v: 0,
  },
  {
    source: 'spec: horizontal 2 plus vertical 2',
    wall: ['by...', '.b...', '.....', '.....', '.....'],
    at: [0, 1],
    points: 4,
    h: 2,
    v: 2,
  },
];

describe('tile scoring', () => {
  it.each(placements)('$source', ({ wall, at, points, h, v }) => {
    expect(scorePlacement(wallFrom(wall), at[0], at[1])).toEqual({ horizontal: h, vertical: v, points });
  });
});

describe('floor penalties', () => {
  it.each([
    { source: 'rulebook p.6 floor line: one tile', n: 1, penalty: -1 },
    { source: 'rulebook p.6 example: four tiles and the marker (5 items)', n: 5, penalty: -8 },
    { source: 'rulebook p.6: a full floor', n: 7, penalty: -14 },
    { source: 'spec: nothing beyond the 7 spaces', n: 9, penalty: -14 },
    { source: 'spec: empty floor', n: 0, penalty: 0 },
  ])('$source', ({ n, penalty }) => {
    expect(floorPenaltyFor(n)).toBe(penalty);
  });
});

describe('colored wall', () => {
  it.each([
    { source: 'spec: row 0 starts blue', r: 0, c: 0, color: 0 },
    { source: 'spec: row 0 column 1 yellow', r: 0, c: 1, color: 1 },
    { source: 'spec: row 1 starts white', r: 1, c: 0, color: 4 },
    { source: 'spec: row 4 column 4 is blue', r: 4, c: 4, color: 0 },
  ])('$source', ({ r, c, color }) => {
    expect(wallColorAt(r, c)).toBe(color);
  });
  it('spec: every row and every column holds each color once', () => {
    for (let i = 0; i < 5; i++) {
      expect(new Set([0, 1, 2, 3, 4].map((c) => wallColorAt(i, c))).size).toBe(5);
      expect(new Set([0, 1, 2, 3, 4].map((r) => wallColorAt(r, i))).size).toBe(5);
    }
  });
});

describe('end-game bonuses (rulebook p.7: +2 row, +7 column, +10 color)', () => {
  it.each([
    {
      source: 'one complete row',
      wall: ['byrkw', '.....', '.....', '.....', '.....'],
      rows: 1,
      columns: 0,
      colors: 0,
      points: 2,
    },
    {
      source: 'one complete column',
      wall: ['b....', 'w....', 'k....', 'r....', 'y....'],
      rows: 0,
      columns: 1,
      colors: 0,
      points: 7,
    },
    {
      source: 'five blues on the diagonal',
      wall: ['b....', '.b...', '..b..', '...b.', '....b'],
      rows: 0,
      columns: 0,
      colors: 1,
      points: 10,
    },
    {
      source: 'row, column and color together',
      wall: ['byrkw', 'wb...', 'k.b..', 'r..b.', 'y...b'],
      rows: 1,
      columns: 1,
      colors: 1,
      points: 19,
    },
  ])('$source', ({ wall, rows, columns, colors, points }) => {
    expect(bonusesOf(wallFrom(wall))).toEqual({ rows, columns, colors, points });
  });
});
