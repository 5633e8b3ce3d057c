// The themes of a puzzle: what its solution does that the second best does not, read from the
// engine (tiles to the floor, the marker, the wall once the round's full lines are tiled, the
// lines opponents can still complete, how much of the round is left). Hand-made positions.
import { describe, expect, it } from 'vitest';
import { FLOOR, type Action } from '../../src/engine/index.ts';
import { moveFacts, themesOf } from '../../src/puzzles/index.ts';
import { B, craft, counts, draft, K, linesFrom, R, W, wallFrom, Y } from '../review/crafted.ts';

/** Mid-round: two displays and the center hold tiles, the marker is gone. */
const midRound = craft({ playerCount: 3 }, (s) => {
  s.round = 2;
  s.markerInCenter = true;
  s.center = counts(R, R, K);
  s.factories[0] = counts(B, B, B, Y);
  s.factories[1] = counts(W, W, K, K);
  s.factories[2] = counts(Y, Y, Y, R);
  s.players[0].wall = wallFrom(['byrk.', '.....', '..b..', '.....', '.....']);
  Object.assign(s.players[0], linesFrom([null, null, null, null, [W, 3]]));
  // Seat 1 needs 2 red on line 4 (index 3).
  Object.assign(s.players[1], linesFrom([null, null, null, [R, 2], null]));
});

describe('themes', () => {
  it('floor penalty: the solution keeps tiles off the floor that the second puts there', () => {
    const onLine = draft(0, 0, B, 3);
    const onFloor = draft(0, 0, B, FLOOR);
    expect(moveFacts(midRound, onFloor).floorPenalty).toBe(-4);
    expect(themesOf(midRound, onLine, onFloor)).toContain('floor-penalty');
    expect(themesOf(midRound, onFloor, onLine)).not.toContain('floor-penalty');
  });

  it('the first player marker: one of the two takes it', () => {
    const center = draft(0, -1, K, 1);
    const display = draft(0, 1, K, 1);
    expect(moveFacts(midRound, center).takesMarker).toBe(true);
    expect(themesOf(midRound, display, center)).toContain('first-player-marker');
    expect(themesOf(midRound, display, draft(0, 1, W, 4))).not.toContain('first-player-marker');
  });

  it('a row bonus: the solution fills the line whose tile completes a wall row', () => {
    const white = draft(0, 1, W, 0);
    expect(moveFacts(midRound, white).bonuses.rows).toBe(1);
    expect(themesOf(midRound, white, draft(0, 0, B, 3))).toEqual(expect.arrayContaining(['row-bonus', 'round-end']));
  });

  it('denial: the solution takes the red an opponent needs to complete a line', () => {
    const red = draft(0, -1, R, 1);
    const other = draft(0, 2, Y, 1);
    expect(moveFacts(midRound, other).opponentCompletions).toBe(1);
    expect(moveFacts(midRound, red).opponentCompletions).toBe(0);
    expect(themesOf(midRound, red, other)).toContain('denial');
  });

  it('the round’s end: when no more sources hold tiles than there are players', () => {
    const late = craft({ playerCount: 3 }, (s) => {
      s.round = 2;
      s.markerInCenter = false;
      s.markerTakenBy = 1;
      s.center = counts(R, R, K);
      s.factories[0] = counts(B, B, B, Y);
    });
    const a: Action = draft(0, 0, B, 2);
    expect(themesOf(late, a, draft(0, 0, B, 3))).toEqual(['round-end']);
    expect(themesOf(midRound, draft(0, 0, B, 1), draft(0, 0, B, 3))).toEqual([]);
  });

  it('a gray-wall placement that completes a column', () => {
    const s = craft({ variant: 'gray' }, (s) => {
      s.round = 3;
      s.phase = 'wall';
      s.current = 0;
      s.pendingLine = 4;
      s.markerInCenter = false;
      s.markerTakenBy = 1;
      s.players[0].wall = wallFrom(['b....', 'y....', 'r....', 'k....', '.....']);
      Object.assign(s.players[0], linesFrom([null, null, null, null, [W, 5]]));
    });
    const column = { type: 'place', player: 0, line: 4, column: 0 } as const;
    const elsewhere = { type: 'place', player: 0, line: 4, column: 3 } as const;
    expect(themesOf(s, column, elsewhere)).toContain('column-bonus');
    expect(themesOf(s, elsewhere, column)).toEqual([]);
  });
});
