// Rules checked with numbers written out literally (from the rulebook and the record spec),
// never computed with the engine's own tables: display counts, the floor penalties space by
// space, scoring within one wall-tiling, lines carried over, the final round, the gray-wall end.
import { describe, expect, it } from 'vitest';
import {
  CENTER,
  FLOOR,
  MARKER,
  applyAction,
  newGame,
  type Action,
  type Draft,
  type GameState,
} from '../../src/engine/index.ts';
import { B, K, R, W, Y, counts, craft, wallFrom } from './helpers.ts';

function apply(s: GameState, a: Omit<Draft, 'type'> | Action): GameState {
  const action = 'type' in a ? a : ({ type: 'draft', ...a } as Draft);
  const r = applyAction(s, action);
  if (!r.ok) throw new Error(`${r.error}: ${r.detail}`);
  return r.state;
}

describe('factory displays (rulebook p.3: 5, 7 or 9 displays of 4 tiles)', () => {
  it.each([
    { players: 2, displays: 5, tiles: 20, left: 80 },
    { players: 3, displays: 7, tiles: 28, left: 72 },
    { players: 4, displays: 9, tiles: 36, left: 64 },
  ] as const)(
    '$players players: $displays displays, $tiles tiles out of the bag, $left left in it',
    ({ players, displays, tiles, left }) => {
      for (const variant of ['standard', 'gray'] as const) {
        const s = newGame({ playerCount: players, variant, seed: `displays-${players}` });
        expect(s.factories).toHaveLength(displays);
        expect(s.dealt).toHaveLength(displays);
        for (const display of s.dealt) expect(display).toHaveLength(4);
        for (const display of s.factories) expect(display.reduce((a, b) => a + b, 0)).toBe(4);
        expect(s.dealt.flat()).toHaveLength(tiles);
        expect(s.bag.reduce((a, b) => a + b, 0)).toBe(left);
        expect(s.center).toEqual([0, 0, 0, 0, 0]);
        expect(s.markerInCenter).toBe(true);
      }
    },
  );
});

describe('floor penalties, space by space (rulebook p.6: -1 -1 -2 -2 -2 -3 -3)', () => {
  // Seat 0 has `items` tiles on the floor and 20 points when the round's last draft is made.
  const LITERAL = [
    { items: 1, space: -1, total: -1 },
    { items: 2, space: -1, total: -2 },
    { items: 3, space: -2, total: -4 },
    { items: 4, space: -2, total: -6 },
    { items: 5, space: -2, total: -8 },
    { items: 6, space: -3, total: -11 },
    { items: 7, space: -3, total: -14 },
  ];
  it.each(LITERAL)('space $items costs $space: $items item(s) cost $total at the wall-tiling', ({ items, total }) => {
    const s = craft({}, (s) => {
      s.factories[0] = counts(K);
      s.players[0].floor = new Array(items).fill(Y);
      s.players[0].score = 20;
      s.lid = [0, 0, 0, 0, 0];
    });
    const next = apply(s, { player: 0, source: 0, color: K, line: 0 });
    expect(next.lastReport!.players[0]).toMatchObject({
      floorPenalty: total,
      scoreBefore: 20,
      scoreAfter: 20 + 1 + total,
    });
    // Floor tiles go to the lid.
    expect(next.lid).toEqual(counts(...new Array(items).fill(Y)));
  });

  it('the starting player marker takes the first space and costs -1 like a tile', () => {
    const s = craft({}, (s) => {
      s.center = counts(R, R);
      s.players[0].score = 10;
      s.lid = [0, 0, 0, 0, 0];
    });
    const next = apply(s, { player: 0, source: CENTER, color: R, line: FLOOR });
    expect(next.lastReport!.players[0]).toMatchObject({
      floor: [MARKER, R, R],
      floorPenalty: -1 - 1 - 2,
      scoreAfter: 6,
    });
    // The two reds go to the lid, the marker does not (its holder starts the next round).
    expect(next.lid).toEqual(counts(R, R));
    expect(next.startPlayer).toBe(0);
  });
});

describe('one wall-tiling', () => {
  it('rulebook p.6: a tile placed earlier in the same wall-tiling counts for a later one (lines top to bottom)', () => {
    const s = craft({}, (s) => {
      s.factories[0] = counts(K);
      // Line 1 full of blue (row 1, column 1), line 2 full of white (row 2, column 1): same column.
      s.players[0].lineColor[0] = B;
      s.players[0].lineCount[0] = 1;
      s.players[0].lineColor[1] = W;
      s.players[0].lineCount[1] = 2;
      // Line 3 full of yellow (row 3, column 4), next to a red already at row 3, column 5.
      s.players[0].lineColor[2] = Y;
      s.players[0].lineCount[2] = 3;
      s.players[0].wall = wallFrom(['.....', '.....', '....r', '.....', '.....']);
      s.lid = [0, 0, 0, 0, 0];
      s.startPlayer = 1;
      s.current = 1;
    });
    const next = apply(s, { player: 1, source: 0, color: K, line: FLOOR });
    const report = next.lastReport!.players[0];
    expect(report.placed).toEqual([
      { player: 0, line: 0, column: 0, color: B, horizontal: 0, vertical: 0, points: 1 }, // alone
      // under the blue placed just before
      { player: 0, line: 1, column: 0, color: W, horizontal: 0, vertical: 2, points: 2 },
      { player: 0, line: 2, column: 3, color: Y, horizontal: 2, vertical: 0, points: 2 }, // beside the red
    ]);
    expect(report.scoreAfter).toBe(5);
    // The other tiles of the full lines go to the lid: 1 white, 2 yellows; seat 1's black from its floor.
    expect(next.lid).toEqual(counts(W, Y, Y, K));
  });

  it('spec: unfinished pattern lines stay, tiles and all, into the next round, and are finished there', () => {
    const s = craft({}, (s) => {
      s.factories[0] = counts(R, R, K, K);
      s.factories[1] = counts(B);
    });
    let w = apply(s, { player: 0, source: 0, color: R, line: 3 }); // 2 of 4 reds on line 4
    w = apply(w, { player: 1, source: 1, color: B, line: 0 });
    w = apply(w, { player: 0, source: CENTER, color: K, line: 2 }); // 2 of 3 blacks on line 3 (and the marker)
    expect(w.round).toBe(1);
    expect(w.lastReport!.players[0].placed).toEqual([]);
    expect(w.players[0].lineColor).toEqual([-1, -1, K, R, -1]);
    expect(w.players[0].lineCount).toEqual([0, 0, 2, 2, 0]);
    expect(w.players[0].wall.every((c) => c === -1)).toBe(true);
    // Next round: finish the reds (2 more) and the blacks (1 more).
    const next = JSON.parse(JSON.stringify(w)) as GameState;
    next.bag = next.bag.map((n, k) => n + next.factories.reduce((sum, d) => sum + d[k], 0)); // put the dealt tiles back
    next.bag[R] -= 2;
    next.bag[K] -= 1;
    next.factories = next.factories.map(() => [0, 0, 0, 0, 0]);
    next.factories[0] = counts(R, R, K);
    next.lid = [0, 0, 0, 0, 0];
    expect(next.current).toBe(0); // seat 0 took the marker
    let x = apply(next, { player: 0, source: 0, color: R, line: 3 });
    x = apply(x, { player: 1, source: CENTER, color: K, line: FLOOR });
    expect(x.round).toBe(2);
    // Reds: row 4, column 1; the blacks stay 2 of 3 (seat 1 took the last black).
    expect(x.lastReport!.players[0].placed).toEqual([
      { player: 0, line: 3, column: 0, color: R, horizontal: 0, vertical: 0, points: 1 },
    ]);
    expect(x.players[0].lineColor[2]).toBe(K);
    expect(x.players[0].lineCount[2]).toBe(2);
    expect(x.lid).toEqual(counts(R, R, R, K)); // 3 reds of the line, seat 1's black from the floor
  });
});

describe('the final round (rulebook p.7)', () => {
  it('the other players still tile their full lines and pay their floor penalties before the game ends', () => {
    const s = craft({}, (s) => {
      s.factories[0] = counts(W, W, W, W);
      s.factories[1] = counts(Y);
      // Seat 0 completes row 1 with a white (row 1: blue yellow red black, white missing).
      s.players[0].wall = wallFrom(['byrk.', '.....', '.....', '.....', '.....']);
      s.players[0].score = 10;
      // Seat 1: a full line 3 of red (row 3, column 5) next to a yellow at row 3, column 4; 3 tiles on its floor.
      s.players[1].wall = wallFrom(['.....', '.....', '...y.', '.....', '.....']);
      s.players[1].lineColor[2] = R;
      s.players[1].lineCount[2] = 3;
      s.players[1].floor = [B, B, B];
      s.players[1].score = 7;
      s.lid = [0, 0, 0, 0, 0];
    });
    let w = apply(s, { player: 0, source: 0, color: W, line: 0 }); // 1 white to line 1, 3 to the floor
    w = apply(w, { player: 1, source: 1, color: Y, line: FLOOR }); // the last tile: a fourth floor item
    expect(w.phase).toBe('over');
    const [p0, p1] = w.lastReport!.players;
    // Seat 0: the white joins a row of 5: 5 points; floor of 3: -1 -1 -2.
    expect(p0).toMatchObject({ scoreBefore: 10, floorPenalty: -4, scoreAfter: 11 });
    // Seat 1: the red beside the yellow: 2; floor of 4: -1 -1 -2 -2.
    expect(p1.placed).toEqual([{ player: 1, line: 2, column: 4, color: R, horizontal: 2, vertical: 0, points: 2 }]);
    expect(p1).toMatchObject({ scoreBefore: 7, floorPenalty: -6, scoreAfter: 3 });
    expect(w.scoreHistory).toEqual([[11, 3]]);
    // Bonuses: seat 0's complete row +2; seat 1 none.
    expect(w.result).toMatchObject({ scores: [13, 3], winners: [0], completeRows: [1, 0] });
    // The lid after the last tiling: 2 reds of seat 1's line, both floors (3 whites; 3 blues and a yellow).
    expect(w.lid).toEqual(counts(R, R, W, W, W, B, B, B, Y));
  });
});

describe('the end of a gray-wall game', () => {
  it('ends after the wall phase in which a row is completed, every player placing; gray bonuses count any 5 of a color', () => {
    const s = craft({ variant: 'gray' }, (s) => {
      s.factories[0] = counts(K);
      // Seat 0: row 1 lacks only column 5; line 1 holds a white. Blues on rows 1-4 of column 1:
      // a fifth blue from line 5 goes to row 5, column 1 (any free column without blue).
      s.players[0].wall = wallFrom(['bykr.', 'b....', 'b....', 'b....', '.....']);
      s.players[0].lineColor[0] = W;
      s.players[0].lineCount[0] = 1;
      s.players[0].lineColor[4] = B;
      s.players[0].lineCount[4] = 5;
      s.players[0].score = 30;
      // Seat 1: a full line 2 of yellow to place, nothing else.
      s.players[1].lineColor[1] = Y;
      s.players[1].lineCount[1] = 2;
      s.players[1].score = 12;
      s.lid = [0, 0, 0, 0, 0];
      s.startPlayer = 1;
      s.current = 1;
    });
    let w = apply(s, { player: 1, source: 0, color: K, line: FLOOR });
    expect([w.phase, w.current, w.pendingLine]).toEqual(['wall', 0, 0]);
    w = apply(w, { type: 'place', player: 0, line: 0, column: 4 }); // completes row 1: 5 points
    expect([w.phase, w.current, w.pendingLine]).toEqual(['wall', 0, 4]);
    // The blue of line 5 may not go to column 1, which holds four blues already.
    expect(applyAction(w, { type: 'place', player: 0, line: 4, column: 0 })).toMatchObject({
      ok: false,
      error: 'ERR_COLUMN_HAS_COLOR',
    });
    w = apply(w, { type: 'place', player: 0, line: 4, column: 1 }); // row 5, column 2: no neighbour, 1 point
    expect(w.phase).toBe('wall'); // the game is not over before every player has placed
    expect([w.current, w.pendingLine]).toEqual([1, 1]);
    w = apply(w, { type: 'place', player: 1, line: 1, column: 2 });
    expect(w.phase).toBe('over');
    const [p0, p1] = w.lastReport!.players;
    expect(p0.placed.map((t) => t.points)).toEqual([5, 1]);
    expect(p0).toMatchObject({ scoreBefore: 30, floorPenalty: 0, scoreAfter: 36 });
    expect(p1).toMatchObject({ scoreBefore: 12, floorPenalty: -1, scoreAfter: 12 + 1 - 1 }); // the black on its floor
    expect(w.scoreHistory).toEqual([[36, 12]]);
    // Seat 0: one complete row (+2); 5 blues anywhere on the gray wall (+10); no complete column.
    expect(w.result!.bonuses[0]).toEqual({ rows: 1, columns: 0, colors: 1, points: 12 });
    expect(w.result).toMatchObject({ scores: [48, 12], winners: [0], completeRows: [1, 0], decidedBy: 'score' });
    // The lid: 4 blues of line 5, 1 yellow of seat 1's line 2, seat 1's floor black.
    expect(w.lid).toEqual(counts(B, B, B, B, Y, K));
  });
});
