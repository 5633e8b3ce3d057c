// Where the moves since a turn show on the table, without pixels: which pattern
// line slots and floor spaces each move filled, walked back from the newest,
// and which moves the table no longer shows.
import { describe, expect, it } from 'vitest';
import { applyAction, newGame } from '../../src/engine/index.ts';
import { CENTER, FLOOR, MARKER, type Draft, type GameState } from '../../src/engine/types.ts';
import { lastMoveOf, type LastMove } from '../../src/render/last-move.ts';
import { placeMarks } from '../../src/render/marks.ts';
import * as F from './fixtures.ts';

const R = 2;
const B = 0;

describe('placeMarks', () => {
  it('numbers the moves 1, 2, ... oldest first', () => {
    const { state, lastMove } = F.fourPlayerAfterMoves();
    expect(placeMarks(state, lastMove).map((m) => [m.number, m.move.player])).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });

  it('two moves of one player on one line: the newer one holds the later (leftmost) slots', () => {
    const state = F.twoPlayerMidRound();
    // Ana's line 4 holds 3 red: 2 came from display 1 earlier, 1 from display 2 just now.
    state.players[0].lineColor[3] = R;
    state.players[0].lineCount[3] = 3;
    state.factories[0] = [0, 0, 0, 0, 0];
    state.factories[1] = [0, 0, 0, 0, 0];
    const older: LastMove = { player: 0, source: 0, color: R, count: 2, line: 3, floorCount: 0, tookMarker: false };
    const newer: LastMove = { player: 0, source: 1, color: R, count: 1, line: 3, floorCount: 0, tookMarker: false };
    const [a, b] = placeMarks(state, [older, newer]);
    expect(a.line).toEqual({ line: 3, from: 0, to: 2 });
    expect(b.line).toEqual({ line: 3, from: 2, to: 3 });
    expect(a.shown && b.shown).toBe(true);
  });

  it('the floor: the marker and its tiles are one run; an older move to the floor lies before it', () => {
    const state = F.twoPlayerMidRound();
    state.factories[0] = [0, 0, 0, 0, 0];
    state.players[1].floor = [R, MARKER, B, B];
    state.players[1].lineColor[4] = B;
    state.players[1].lineCount[4] = 2;
    const older: LastMove = { player: 1, source: 0, color: R, count: 1, line: FLOOR, floorCount: 1, tookMarker: false };
    const newer: LastMove = { player: 1, source: CENTER, color: B, count: 4, line: 4, floorCount: 2, tookMarker: true };
    const [a, b] = placeMarks(state, [older, newer]);
    expect(a.floor).toEqual({ from: 0, to: 1 });
    expect(a.line).toBeNull();
    expect(b.floor).toEqual({ from: 1, to: 4 });
    expect(b.line).toEqual({ line: 4, from: 0, to: 2 });
  });

  it('a marker taken onto a full floor, and tiles to the lid, fill no floor space', () => {
    const state = F.twoPlayerMidRound();
    state.players[1].floor = [R, R, R, R, R, R, R];
    const move: LastMove = {
      player: 1,
      source: CENTER,
      color: B,
      count: 2,
      line: FLOOR,
      floorCount: 0,
      lidCount: 2,
      tookMarker: true,
    };
    const [m] = placeMarks(state, [move]);
    expect(m.shown).toBe(true);
    expect(m.floor).toBeNull();
    expect(m.line).toBeNull();
  });

  it('a move whose display holds tiles again, or of another round, or on a finished game, is not shown', () => {
    const { state, lastMove } = F.fourPlayerAfterMoves();
    const [bo, cy] = lastMove;
    expect(placeMarks(state, [bo, { ...cy, source: 1 }]).map((m) => m.shown)).toEqual([true, false]);
    expect(placeMarks(state, [{ ...bo, round: state.round - 1 }, cy]).map((m) => m.shown)).toEqual([false, true]);
    expect(
      placeMarks(state, [
        { ...bo, round: state.round },
        { ...cy, round: state.round },
      ]).map((m) => m.shown),
    ).toEqual([true, true]);
    expect(placeMarks({ ...state, phase: 'over' }, lastMove).map((m) => m.shown)).toEqual([false, false]);
  });

  it('a line whose tiles are gone (moved to the wall) shows nothing for the moves that filled it', () => {
    const { state, lastMove } = F.fourPlayerAfterMoves();
    const tiled = structuredClone(state);
    tiled.players[2].lineCount[3] = 0;
    tiled.players[2].lineColor[3] = -1;
    expect(placeMarks(tiled, lastMove).map((m) => m.shown)).toEqual([true, false]);
  });

  it('on real engine games, every move of a turn cycle is shown where the engine put its tiles', () => {
    for (const seed of ['marks-a', 'marks-b', 'marks-c']) {
      let s: GameState = newGame({ playerCount: 3, variant: 'standard', seed });
      const moves: LastMove[] = [];
      // The first three drafts of the round: as many as fit before any display is dealt again.
      for (let i = 0; i < 3; i++) {
        const color = s.center.findIndex((n) => n > 0);
        const display = s.factories.findIndex((d) => d.some((n) => n > 0));
        const fromCenter = i === 2 && color >= 0;
        const c = (fromCenter ? color : s.factories[display].findIndex((n) => n > 0)) as Draft['color'];
        const d: Draft = {
          type: 'draft',
          player: s.current,
          source: fromCenter ? CENTER : display,
          color: c,
          line: i === 1 ? FLOOR : 4,
        };
        moves.push(lastMoveOf(s, d));
        const r = applyAction(s, d);
        if (!r.ok) throw new Error(r.detail);
        s = r.state;
      }
      const placed = placeMarks(s, moves);
      expect(
        placed.every((m) => m.shown),
        seed,
      ).toBe(true);
      for (const m of placed) {
        const board = s.players[m.move.player];
        if (m.line)
          for (let k = m.line.from; k < m.line.to; k++) expect(board.lineColor[m.line.line]).toBe(m.move.color);
        if (m.floor) {
          const items = board.floor.slice(m.floor.from, m.floor.to);
          expect(
            items.filter((x) => x !== MARKER).every((x) => x === m.move.color),
            seed,
          ).toBe(true);
          expect(items.length).toBe(m.move.floorCount + (m.move.tookMarker && items.includes(MARKER) ? 1 : 0));
        }
      }
    }
  });
});
