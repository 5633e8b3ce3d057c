// Ending an endless game by agreement: the walls as they stand get the usual bonuses
// and tie-break; pattern lines and floors are not scored; the input state is left alone.
import { describe, expect, it } from 'vitest';
import { endByAgreement, reachedWall, type RoundReport } from '../../src/engine/index.ts';
import { craft, wallFrom, B, R } from './helpers.ts';

describe('endByAgreement', () => {
  it('scores the walls as they are (hand-computed) and leaves the input unchanged', () => {
    const s = craft({}, (w) => {
      // Seat 0: a complete row (+2) and red on line 2 (not scored); seat 1: a complete column (+7).
      w.players[0]!.wall = wallFrom(['byrkw', '.....', '.....', '.....', '.....']);
      w.players[0]!.score = 30;
      w.players[0]!.lineColor[2] = R;
      w.players[0]!.lineCount[2] = 2;
      w.players[0]!.floor = [B];
      w.players[1]!.wall = wallFrom(['b....', 'w....', 'k....', 'r....', 'y....']);
      w.players[1]!.score = 25;
      w.bag[0] -= 3;
      w.bag[1] -= 2;
      w.bag[2] -= 4;
      w.bag[3] -= 2;
      w.bag[4] -= 2;
    });
    const copy = structuredClone(s);
    const ended = endByAgreement(s);
    expect(s).toEqual(copy);
    expect(ended.phase).toBe('over');
    // 30 + 2 = 32 against 25 + 7 = 32: tied on points, seat 0 has the complete row.
    expect(ended.result).toMatchObject({ scores: [32, 32], completeRows: [1, 0], winners: [0], decidedBy: 'rows' });
    expect(endByAgreement(ended)).toBe(ended);
  });

  it('a round reached a wall when any tile was placed (gray lines dumped to the floor do not count)', () => {
    const report = (placed: number): RoundReport => ({
      round: 3,
      players: [0, 1].map((player) => ({
        player,
        scoreBefore: 0,
        placed:
          player === 1 && placed
            ? [{ player, line: 0, column: 0, color: 0, horizontal: 0, vertical: 0, points: 1 }]
            : [],
        dumpedLines: [2],
        floor: [],
        floorPenalty: 0,
        scoreAfter: 0,
      })),
    });
    expect(reachedWall(report(0))).toBe(false);
    expect(reachedWall(report(1))).toBe(true);
  });
});
