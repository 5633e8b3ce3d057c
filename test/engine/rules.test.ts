import { describe, expect, it } from 'vitest';
import {
  CENTER,
  FLOOR,
  MARKER,
  applyAction,
  draftOutcome,
  legalMoves,
  type Draft,
  type GameState,
} from '../../src/engine/index.ts';
import { endGame } from '../../src/engine/tiling.ts';
import { B, K, R, W, Y, counts, craft, wallFrom } from './helpers.ts';

function apply(s: GameState, a: Omit<Draft, 'type'> | { type: 'place'; player: number; line: number; column: number }) {
  const action = 'type' in a ? a : ({ type: 'draft', ...a } as Draft);
  const r = applyAction(s, action);
  if (!r.ok) throw new Error(`${r.error}: ${r.detail}`);
  return r.state;
}

describe('drafting', () => {
  it('rulebook p.5 drafting example: yellow may go to line 1 (one to the floor), line 5, or the floor', () => {
    const s = craft({}, (s) => {
      s.factories[0] = counts(Y, Y, R, B);
      s.players[0].lineColor = [-1, R, B, K, -1];
      s.players[0].lineCount = [0, 1, 1, 1, 0];
    });
    const yellow = legalMoves(s).filter((m) => m.type === 'draft' && m.source === 0 && m.color === Y) as Draft[];
    expect(yellow.map((m) => m.line)).toEqual([0, 4, FLOOR]);
    expect(draftOutcome(s, yellow[0])).toEqual({ toLine: 1, toFloor: 1, toLid: 0 });
    expect(draftOutcome(s, yellow[1])).toEqual({ toLine: 2, toFloor: 0, toLid: 0 });
    expect(draftOutcome(s, yellow[2])).toEqual({ toLine: 0, toFloor: 2, toLid: 0 });
    const after = apply(s, yellow[0]);
    expect(after.players[0].floor).toEqual([Y]);
    expect(after.center).toEqual(counts(R, B));
    expect(after.factories[0]).toEqual([0, 0, 0, 0, 0]);
    expect(after.current).toBe(1);
  });

  it.each([
    {
      source: 'spec: a full pattern line is not a legal target',
      line: 1,
      error: 'ERR_LINE_FULL',
      edit: (s: GameState) => {
        s.players[0].lineColor[1] = Y;
        s.players[0].lineCount[1] = 2;
      },
    },
    {
      source: 'rulebook p.5: a line holding another color',
      line: 2,
      error: 'ERR_LINE_COLOR',
      edit: (s: GameState) => {
        s.players[0].lineColor[2] = R;
        s.players[0].lineCount[2] = 1;
      },
    },
    {
      source: 'rulebook p.5: the wall row already holds that color',
      line: 0,
      error: 'ERR_WALL_HAS_COLOR',
      edit: (s: GameState) => {
        s.players[0].wall[1] = Y;
      },
    },
  ])('$source', ({ line, error, edit }) => {
    const s = craft({}, (s) => {
      s.factories[0] = counts(Y, Y, R, B);
      edit(s);
    });
    const before = JSON.stringify(s);
    const r = applyAction(s, { type: 'draft', player: 0, source: 0, color: Y, line });
    expect(r).toMatchObject({ ok: false, error });
    expect(JSON.stringify(s)).toBe(before);
  });

  it('rulebook p.5: the first to take from the center takes the marker onto the floor, before the tiles', () => {
    const s = craft({}, (s) => {
      s.factories[0] = counts(B, B, B, B);
      s.center = counts(R, R, R);
      s.players[0].lineColor[0] = R;
      s.players[0].lineCount[0] = 1;
      s.players[0].lineColor[1] = R;
      s.players[0].lineCount[1] = 1;
    });
    const after = apply(s, { player: 0, source: CENTER, color: R, line: 1 });
    expect(after.players[0].floor).toEqual([MARKER, R, R]);
    expect(after.players[0].lineCount[1]).toBe(2);
    expect(after.markerInCenter).toBe(false);
    expect(after.markerTakenBy).toBe(0);
  });

  it('spec: on a full floor the player still takes the marker, without a space and without a penalty', () => {
    const s = craft({}, (s) => {
      s.center = counts(R, R);
      s.players[0].floor = [B, B, B, B, Y, Y, Y];
      s.lid = [0, 0, 0, 0, 0];
    });
    const after = apply(s, { player: 0, source: CENTER, color: R, line: FLOOR });
    // The round is over: floor counted as 7 tiles (-14), marker holder starts round 1.
    expect(after.lastReport!.players[0].floor).toEqual([B, B, B, B, Y, Y, Y]);
    expect(after.lastReport!.players[0].floorPenalty).toBe(-14);
    expect(after.startPlayer).toBe(0);
    expect(after.round).toBe(1);
  });

  it('spec: floor overflow goes to the lid', () => {
    const s = craft({}, (s) => {
      s.factories[0] = counts(K, K, K, K);
      s.factories[1] = counts(B);
      s.players[0].floor = [B, B, B, B, Y];
      s.lid = [0, 0, 0, 0, 0];
    });
    expect(draftOutcome(s, { type: 'draft', player: 0, source: 0, color: K, line: FLOOR })).toEqual({
      toLine: 0,
      toFloor: 2,
      toLid: 2,
    });
    const after = apply(s, { player: 0, source: 0, color: K, line: FLOOR });
    expect(after.players[0].floor).toEqual([B, B, B, B, Y, K, K]);
    expect(after.lid).toEqual(counts(K, K));
  });
});

describe('end of the round', () => {
  it('spec: if nobody drafted from the center, the same player starts again', () => {
    const s = craft({}, (s) => {
      s.startPlayer = 1;
      s.current = 1;
      s.factories[0] = counts(B, B, B, B);
      s.factories[1] = counts(R, R, R, R);
    });
    const mid = apply(s, { player: 1, source: 0, color: B, line: 3 });
    const next = apply(mid, { player: 0, source: 1, color: R, line: 3 });
    expect(next.round).toBe(1);
    expect(next.startPlayer).toBe(1);
    expect(next.current).toBe(1);
    expect(next.markerInCenter).toBe(true);
  });

  it('rulebook p.6: the marker holder starts the next round', () => {
    const s = craft({}, (s) => {
      s.center = counts(B);
      s.factories[0] = counts(R, R, R, R);
    });
    const mid = apply(s, { player: 0, source: 0, color: R, line: 3 });
    const next = apply(mid, { player: 1, source: CENTER, color: B, line: 0 });
    expect(next.startPlayer).toBe(1);
    expect(next.current).toBe(1);
    // The marker counted -1 on seat 1's floor; the blue scored 1.
    expect(next.lastReport!.players[1]).toMatchObject({ floor: [MARKER], floorPenalty: -1, scoreAfter: 0 });
  });

  it('rulebook p.6: a lone tile scores 1, rest of the line to the lid, floor tiles to the lid', () => {
    const s = craft({}, (s) => {
      s.factories[0] = counts(W, W, W, K);
      s.players[0].lineColor[2] = W;
      s.players[0].lineCount[2] = 1;
      s.players[1].score = 5;
      s.lid = [0, 0, 0, 0, 0];
    });
    const mid = apply(s, { player: 0, source: 0, color: W, line: 2 });
    const next = apply(mid, { player: 1, source: CENTER, color: K, line: FLOOR });
    const p0 = next.lastReport!.players[0];
    expect(p0.placed).toEqual([{ player: 0, line: 2, column: 1, color: W, horizontal: 0, vertical: 0, points: 1 }]);
    expect(p0.floor).toEqual([W]);
    expect(next.players[0].wall[2 * 5 + 1]).toBe(W);
    expect(next.scoreHistory).toEqual([[0, 3]]);
    // The lid: the line's other two whites, the floor's white, seat 1's black (not the marker).
    expect(next.lid).toEqual(counts(W, W, W, K));
  });

  it('spec: a score never drops below 0', () => {
    const s = craft({}, (s) => {
      s.factories[0] = counts(W, W, W, K);
      s.players[0].score = 1;
    });
    const mid = apply(s, { player: 0, source: 0, color: W, line: FLOOR });
    const next = apply(mid, { player: 1, source: CENTER, color: K, line: 0 });
    expect(next.lastReport!.players[0]).toMatchObject({ scoreBefore: 1, floorPenalty: -4, scoreAfter: 0 });
    expect(next.players[0].score).toBe(0);
  });

  it('spec: an empty bag takes the whole lid in the middle of the fill, after the last bag tile', () => {
    const s = craft({}, (s) => {
      s.factories[0] = counts(R);
      s.bag = counts(B, B, Y, Y, K, K);
      s.lid = [10, 10, 10, 10, 10];
    });
    const next = apply(s, { player: 0, source: 0, color: R, line: FLOOR });
    expect(next.round).toBe(1);
    const drawn = next.dealt.flat();
    expect(drawn.length).toBe(20);
    expect(drawn.slice(0, 6).sort()).toEqual([B, B, Y, Y, K, K]);
    // 14 tiles came from the lid (which also received the red floor tile).
    const total = next.bag.reduce((a, b) => a + b, 0) + next.lid.reduce((a, b) => a + b, 0);
    expect(total).toBe(6 + 51 - 20);
    expect(next.lid).toEqual([0, 0, 0, 0, 0]);
  });

  it('spec: when bag and lid are both empty, the display being filled keeps what it has, the rest stay empty', () => {
    const s = craft({}, (s) => {
      s.factories[0] = counts(R);
      s.players[0].lineColor[0] = -1;
      s.bag = counts(B, B, Y, Y, K, K);
      s.lid = [0, 0, 0, 0, 0];
    });
    const next = apply(s, { player: 0, source: 0, color: R, line: 0 }); // red stays on the wall, not the lid
    expect(next.dealt.map((d) => d.length)).toEqual([4, 2, 0, 0, 0]);
    expect(next.phase).toBe('draft');
    expect(next.bag).toEqual([0, 0, 0, 0, 0]);
    expect(next.lid).toEqual([0, 0, 0, 0, 0]);
  });

  it('spec: if a round would start with no tile at all, the game ends there', () => {
    const s = craft({}, (s) => {
      s.factories[0] = counts(R);
      s.bag = [0, 0, 0, 0, 0];
      s.lid = [0, 0, 0, 0, 0];
    });
    const next = apply(s, { player: 0, source: 0, color: R, line: 0 });
    expect(next.phase).toBe('over');
    expect(next.round).toBe(0);
    expect(next.result).not.toBeNull();
    expect(legalMoves(next)).toEqual([]);
  });

  it('rulebook p.7: the game ends after the wall-tiling in which a row was completed, with bonuses', () => {
    const s = craft({}, (s) => {
      s.factories[0] = counts(W, W, W, W);
      s.players[0].wall = wallFrom(['byrk.', '.....', '.....', '.....', '.....']);
      s.players[0].score = 10;
    });
    const mid = apply(s, { player: 0, source: 0, color: W, line: 0 });
    expect(mid.phase).toBe('over');
    expect(mid.scoreHistory).toEqual([[10 + 5 - 4, 0]]); // 5 in a row; 3 whites on the floor: -1 -1 -2
    expect(mid.result).toMatchObject({ scores: [11 + 2, 0], winners: [0], decidedBy: 'score', completeRows: [1, 0] });
    expect(mid.players[0].score).toBe(13);
  });
});

describe('winners (rulebook p.7 tie-break)', () => {
  function finalState(scores: number[], walls: string[][]) {
    const s = craft({ playerCount: 3 }, (s) => {
      s.players.forEach((p, i) => {
        p.score = scores[i];
        p.wall = wallFrom(walls[i]);
      });
    });
    endGame(s);
    return s.result!;
  }
  const row = ['byrkw', '.....', '.....', '.....', '.....'];
  const twoRows = ['byrkw', 'wbyrk', '.....', '.....', '.....'];
  it.each([
    {
      source: 'rulebook p.7: highest score wins',
      scores: [30, 20, 10],
      walls: [row, row, row],
      winners: [0],
      by: 'score',
    },
    {
      source: 'rulebook p.7: a tie (after bonuses: 14, 24, 24) goes to more complete rows',
      scores: [10, 20, 22],
      walls: [twoRows, twoRows, row],
      winners: [1],
      by: 'rows',
    },
    {
      source: 'rulebook p.7: a remaining tie is shared',
      scores: [20, 20, 5],
      walls: [row, row, twoRows],
      winners: [0, 1],
      by: 'shared',
    },
  ])('$source', ({ scores, walls, winners, by }) => {
    const r = finalState(scores, walls);
    expect(r.winners).toEqual(winners);
    expect(r.decidedBy).toBe(by);
  });
});

describe('gray wall variant', () => {
  it('spec: wall placement is a decision; a column already holding the color is not legal', () => {
    const s = craft({ variant: 'gray' }, (s) => {
      s.factories[0] = counts(R, R, R, R);
      s.players[0].lineColor[1] = B;
      s.players[0].lineCount[1] = 2;
      s.players[0].wall = wallFrom(['..b..', 'y....', '.....', '.....', '.....']);
    });
    const wall = apply(s, { player: 0, source: 0, color: R, line: FLOOR }); // last tiles: the round ends
    expect(wall.phase).toBe('wall');
    expect(wall.current).toBe(0);
    expect(wall.pendingLine).toBe(1);
    const columns = legalMoves(wall).map((m) => (m.type === 'place' ? m.column : -1));
    expect(columns).toEqual([1, 3, 4]); // 0 taken, 2 already holds blue
    expect(applyAction(wall, { type: 'place', player: 0, line: 1, column: 2 })).toMatchObject({
      ok: false,
      error: 'ERR_COLUMN_HAS_COLOR',
    });
    expect(applyAction(wall, { type: 'place', player: 0, line: 1, column: 0 })).toMatchObject({
      ok: false,
      error: 'ERR_COLUMN_TAKEN',
    });
    expect(applyAction(wall, { type: 'draft', player: 0, source: 0, color: R, line: 0 })).toMatchObject({
      ok: false,
      error: 'ERR_WRONG_PHASE',
    });
    const next = apply(wall, { type: 'place', player: 0, line: 1, column: 1 });
    expect(next.players[0].wall[6]).toBe(B);
    expect(next.lastReport!.players[0].placed[0]).toMatchObject({ horizontal: 2, vertical: 0, points: 2 });
    expect(next.round).toBe(1);
  });

  it('spec: a gray draft may not go to a line whose wall row holds the color anywhere', () => {
    const s = craft({ variant: 'gray' }, (s) => {
      s.factories[0] = counts(R, R, B, B);
      s.players[0].wall = wallFrom(['....r', '.....', '.....', '.....', '.....']);
    });
    expect(applyAction(s, { type: 'draft', player: 0, source: 0, color: R, line: 0 })).toMatchObject({
      ok: false,
      error: 'ERR_WALL_HAS_COLOR',
    });
  });

  it('spec: a full line with no legal column goes entirely to the floor (overflow to the lid), reported as dumped', () => {
    const s = craft({ variant: 'gray' }, (s) => {
      s.factories[0] = counts(K);
      // Line 3 (4 tiles) of blue: row 3's only free column (0) already holds blue.
      s.players[1].lineColor[3] = B;
      s.players[1].lineCount[3] = 4;
      s.players[1].wall = wallFrom(['b....', '.....', '.....', '.ykrw', '.....']);
      s.players[1].floor = [R, R, R, R];
      s.players[1].score = 20;
      s.lid = [0, 0, 0, 0, 0];
    });
    const next = apply(s, { player: 0, source: 0, color: K, line: FLOOR });
    const p1 = next.lastReport!.players[1];
    expect(p1.dumpedLines).toEqual([3]);
    expect(p1.placed).toEqual([]);
    expect(p1.floor).toEqual([R, R, R, R, B, B, B]);
    expect(p1.floorPenalty).toBe(-14);
    expect(p1.scoreAfter).toBe(6);
    expect(next.round).toBe(1);
    // The lid: the blue that found no floor space, then both floors (seat 1's 7 tiles, seat 0's black).
    expect(next.lid).toEqual(counts(R, R, R, R, B, B, B, B, K));
  });

  it('spec: players place in seat order, lines top to bottom; floor penalty after each player', () => {
    const s = craft({ variant: 'gray' }, (s) => {
      s.startPlayer = 1;
      s.current = 1;
      s.factories[0] = counts(K);
      s.players[0].lineColor[0] = B;
      s.players[0].lineCount[0] = 1;
      s.players[0].lineColor[2] = Y;
      s.players[0].lineCount[2] = 3;
      s.players[1].lineColor[4] = R;
      s.players[1].lineCount[4] = 5;
    });
    let w = apply(s, { player: 1, source: 0, color: K, line: FLOOR });
    expect([w.current, w.pendingLine]).toEqual([0, 0]);
    expect(applyAction(w, { type: 'place', player: 0, line: 2, column: 0 })).toMatchObject({
      ok: false,
      error: 'ERR_WRONG_LINE',
    });
    expect(applyAction(w, { type: 'place', player: 1, line: 4, column: 0 })).toMatchObject({
      ok: false,
      error: 'ERR_WRONG_PLAYER',
    });
    w = apply(w, { type: 'place', player: 0, line: 0, column: 3 });
    expect([w.current, w.pendingLine]).toEqual([0, 2]);
    w = apply(w, { type: 'place', player: 0, line: 2, column: 3 });
    expect([w.current, w.pendingLine, w.phase]).toEqual([1, 4, 'wall']);
    expect(w.lastReport!.players[0].scoreAfter).toBe(2);
    w = apply(w, { type: 'place', player: 1, line: 4, column: 4 });
    expect(w.phase).toBe('draft');
    expect(w.lastReport!.players[1]).toMatchObject({ floor: [K], floorPenalty: -1, scoreAfter: 0 });
    expect(w.current).toBe(1); // nobody took from the center: seat 1 starts again
  });
});

describe('checking listed displays (replay)', () => {
  it('spec "Filling": the first tiles drawn are the whole bag when the bag ran empty', async () => {
    const { fillFromList } = await import('../../src/engine/fill.ts');
    const make = () =>
      craft({}, (s) => {
        s.bag = counts(B, K);
        s.lid = [0, 4, 0, 0, 0];
      });
    const ok = make();
    expect(fillFromList(ok, [[K, B, Y, Y], [Y, Y], [], [], []])).toBeNull();
    expect(ok.factories[1]).toEqual(counts(Y, Y));
    expect(fillFromList(make(), [[Y, B, K, Y], [Y, Y], [], [], []])).toMatch(
      /display 0 tile 0 \(yellow\): no yellow tile left in the bag/,
    );
    expect(fillFromList(make(), [[B, K, Y, Y], [Y, Y, Y, Y], [Y, Y, Y, Y], [Y], []])).toMatch(
      /display 1 tile 2 \(yellow\): bag and lid are empty/,
    );
    expect(fillFromList(make(), [[B, K, Y, Y], [Y], [Y], [], []])).toMatch(
      /display 1 lists 1 tiles but the bag still held tiles/,
    );
    expect(fillFromList(make(), [[B, K, Y, Y], [Y, Y], [], [], [], []])).toMatch(/expected 5 factory displays/);
  });
});
