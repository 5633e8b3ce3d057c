// Hand-made positions with an obvious blunder: the review must call each one a blunder
// (at the default budget), and not the obvious fix in the same position, which it must
// value far higher (so the check tells moves apart: it does not call everything a blunder).
import { describe, expect, it } from 'vitest';
import { applyAction, FLOOR, type Action, type GameState } from '../../src/engine/index.ts';
import { analysePosition, THRESHOLDS } from '../../src/review/index.ts';
import { B, craft, counts, draft, K, linesFrom, MARKER, R, W, wallFrom, Y } from './crafted.ts';

function expectBlunder(state: GameState, blunder: Action, right: Action): void {
  const bad = analysePosition(state, blunder, { seed: 'blunder' });
  expect(bad.judgement, JSON.stringify(bad)).toBe('blunder');
  expect(bad.loss).toBeGreaterThanOrEqual(THRESHOLDS.blunder);
  expect(bad.best).not.toEqual(bad.played);
  const fix = analysePosition(state, right, { seed: 'blunder' });
  expect(fix.judgement, JSON.stringify(fix)).not.toBe('blunder');
  expect(fix.valuePlayed - bad.valuePlayed).toBeGreaterThanOrEqual(THRESHOLDS.mistake);
}

describe('obvious blunders are flagged as blunders', () => {
  it('five tiles dumped on the floor when an empty line 5 takes them all', () => {
    const s = craft({}, (s) => {
      s.round = 2;
      s.markerInCenter = false;
      s.markerTakenBy = 1;
      s.center = counts(W, W, W, W, W, K);
      s.factories[0] = counts(Y, Y, R, K);
      s.factories[1] = counts(B, R, R, K);
      s.players[0].score = 14;
      s.players[0].wall = wallFrom(['by...', '.b...', '..b..', '.....', '.....']);
      s.players[1].score = 15;
      s.players[1].wall = wallFrom(['b.r..', 'wb...', '.....', '.....', '.....']);
      Object.assign(s.players[1], linesFrom([null, null, [R, 2], null, null]));
      s.players[1].floor = [MARKER];
    });
    expectBlunder(s, draft(0, -1, W, FLOOR), draft(0, -1, W, 4));
  });

  it('a wasted first player marker: one tile and the marker onto a nearly full floor instead of completing a line', () => {
    const s = craft({}, (s) => {
      s.round = 3;
      s.center = counts(K);
      s.markerInCenter = true;
      s.factories[0] = counts(R, R, B, B);
      s.factories[2] = counts(Y, Y, Y, W);
      s.players[0].score = 20;
      // Row 2 (line 1) has tiles both sides of red's space: completing line 1 scores 3 across.
      s.players[0].wall = wallFrom(['byr..', '..yk.', '.....', '.....', '.....']);
      s.players[0].floor = [Y, B, W, K, Y];
      s.players[1].score = 18;
      s.players[1].wall = wallFrom(['b.r..', 'wb...', 'k....', '.....', '.....']);
    });
    expectBlunder(s, draft(0, -1, K, FLOOR), draft(0, 0, R, 1));
  });

  it('a column bonus thrown away: the last yellow of the game to the floor instead of completing line 5 and column 1', () => {
    // The last round: seat 0 completes its first row this round, so the game ends after it.
    const s = craft({}, (s) => {
      s.round = 5;
      s.markerInCenter = false;
      s.markerTakenBy = 1;
      s.factories[0] = counts(Y, R, R, K);
      s.factories[3] = counts(B, B, W, W);
      s.center = counts(K, K);
      s.players[0].score = 40;
      s.players[0].wall = wallFrom(['b.rkw', 'wb...', 'kw...', 'rk...', '.....']);
      Object.assign(s.players[0], linesFrom([[Y, 1], null, null, null, [Y, 4]]));
      s.players[1].score = 44;
      s.players[1].wall = wallFrom(['byr..', '.byr.', '..b..', '...b.', '.....']);
      s.players[1].floor = [MARKER];
    });
    expectBlunder(s, draft(0, 0, Y, FLOOR), draft(0, 0, Y, 4));
  });

  it('a column bonus thrown away on the gray wall: the tile placed away from the column it completes', () => {
    // Seat 1 must complete its top row this round (one free space, its color allowed), so the game ends.
    const s = craft({ variant: 'gray' }, (s) => {
      s.round = 4;
      s.phase = 'wall';
      s.current = 0;
      s.pendingLine = 4;
      s.markerInCenter = false;
      s.markerTakenBy = 1;
      s.players[0].score = 35;
      s.players[0].wall = wallFrom(['b....', 'y....', 'r....', 'k....', '.....']);
      Object.assign(s.players[0], linesFrom([null, null, null, null, [W, 5]]));
      s.players[1].score = 37;
      s.players[1].wall = wallFrom(['byrk.', '.....', '.....', '.....', '.....']);
      Object.assign(s.players[1], linesFrom([[W, 1], null, null, null, null]));
      s.players[1].floor = [MARKER];
      s.lastReport = {
        round: 4,
        players: [0, 1].map((player) => ({
          player,
          scoreBefore: s.players[player].score,
          placed: [],
          dumpedLines: [],
          floor: [],
          floorPenalty: 0,
          scoreAfter: s.players[player].score,
        })),
      };
    });
    expectBlunder(
      s,
      { type: 'place', player: 0, line: 4, column: 4 },
      { type: 'place', player: 0, line: 4, column: 0 },
    );
    // The game does end this round whichever column seat 0 chooses (the bonus is real).
    let after = applyAction(s, { type: 'place', player: 0, line: 4, column: 0 });
    expect(after.ok).toBe(true);
    if (!after.ok) return;
    after = applyAction(after.state, { type: 'place', player: 1, line: 0, column: 4 });
    expect(after.ok && after.state.phase).toBe('over');
    expect(after.ok && after.state.result!.bonuses[0].columns).toBe(1);
  });
});
