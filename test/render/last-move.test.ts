// The last move (and a list of moves since a turn): built from a draft and the
// state it was played on, put in words, and marked on the table image where its
// tiles came from and went.
import { describe, expect, it } from 'vitest';
import { applyAction, newGame } from '../../src/engine/index.ts';
import { CENTER, FLOOR, MARKER, type Draft, type GameState } from '../../src/engine/types.ts';
import { lastMoveOf, renderTable, type LastMove } from '../../src/render/index.ts';
import { moveFacts } from '../../src/render/last-move.ts';
import { placeMarks } from '../../src/render/marks.ts';
import { plain } from '../../src/render/text.ts';

/** The move on one line, as the table's header writes it with another move beside it. */
const line = (m: LastMove, names: string[]) => plain(EN.table.moveLine({ name: names[m.player] }, moveFacts(m)));
/** The move on two lines, as the header writes a single move. */
const long = (m: LastMove, names: string[]) =>
  `${plain(EN.table.moveWhat({ name: names[m.player] }, moveFacts(m)))}, ${EN.table.moveWhere(moveFacts(m))}`;
const showsAfter = (state: GameState, m: LastMove) => placeMarks(state, [m])[0].shown;
import * as F from './fixtures.ts';
import { EN } from './fixtures.ts';
import { comparePixels, decode, withinTolerance } from './pixels.ts';

function play(s: GameState, d: Draft): GameState {
  const r = applyAction(s, d);
  if (!r.ok) throw new Error(r.detail);
  return r.state;
}

describe('lastMoveOf', () => {
  it('a display onto a pattern line: all tiles on the line', () => {
    const s = newGame({ playerCount: 2, variant: 'standard', seed: 'last-move' });
    const color = s.factories[0].findIndex((n) => n > 0) as Draft['color'];
    const d: Draft = { type: 'draft', player: s.current, source: 0, color, line: 4 };
    const m = lastMoveOf(s, d);
    expect(m).toMatchObject({
      player: s.current,
      source: 0,
      color,
      count: s.factories[0][color],
      line: 4,
      floorCount: 0,
      lidCount: 0,
      tookMarker: false,
      round: 0,
    });
    expect(long(m, ['Ana', 'Bo'])).toMatch(new RegExp(`^(Ana|Bo) took ${m.count} \\w+, Display 1 → line 5$`));
    expect(line(m, ['Ana', 'Bo'])).toMatch(new RegExp(`^(Ana|Bo): ${m.count}, display 1 → line 5$`));
  });

  it('the center first: the marker is taken; overflow goes to the floor, then the lid', () => {
    let s = newGame({ playerCount: 2, variant: 'standard', seed: 'last-move' });
    const first = s.factories[0].findIndex((n) => n > 0) as Draft['color'];
    s = play(s, { type: 'draft', player: s.current, source: 0, color: first, line: 4 });
    const color = s.center.findIndex((n) => n > 0) as Draft['color'];
    // A nearly full floor: 6 of 7 spaces taken.
    s = structuredClone(s);
    s.players[s.current].floor = [0, 0, 0, 0, 0, 0];
    const d: Draft = { type: 'draft', player: s.current, source: CENTER, color, line: FLOOR };
    const m = lastMoveOf(s, d);
    expect(m.tookMarker).toBe(true);
    expect(m.count).toBe(s.center[color]);
    // The marker takes the last space; every tile goes to the lid.
    expect(m.floorCount).toBe(0);
    expect(m.lidCount).toBe(s.center[color]);
    expect(long(m, ['Ana', 'Bo'])).toContain(`center → floor + ${m.count} lid`);
    const after = play(s, d);
    expect(after.players[d.player].floor).toContain(MARKER);
  });
});

describe('the table image with a last move', () => {
  it('differs from the same table without it around the source, the target and in the strip', async () => {
    const { state, lastMove } = F.fourPlayerAfterMove();
    const marked = await decode((await renderTable(state, F.NAMES4, { words: EN.table, lastMove })).data);
    const plainImage = await decode((await renderTable(state, F.NAMES4, { words: EN.table })).data);
    expect(withinTolerance(comparePixels(marked, plainImage))).toBe(false);
  });

  it('says it in words: who, what, from where, to where', () => {
    const { lastMove } = F.fourPlayerAfterMove();
    expect(long(lastMove, F.NAMES4)).toBe('Bo took 4 blue + marker, center → line 2 + 3 floor');
    expect(line(lastMove, F.NAMES4)).toBe('Bo: 4, center → line 2');
  });

  it('the alt text says it too', async () => {
    const { state, lastMove } = F.fourPlayerAfterMove();
    const image = await renderTable(state, F.NAMES4, { words: EN.table, lastMove });
    expect(image.description).toContain(
      'The move since the last turn: 1. Bo took 4 blue and the first player marker from the center: 2 to line 2, 2 to the floor.',
    );
  });

  it('`lastMove` is the same as a list of that one move', async () => {
    const { state, lastMove } = F.fourPlayerAfterMove();
    const one = await renderTable(state, F.NAMES4, { words: EN.table, lastMove });
    const list = await renderTable(state, F.NAMES4, { words: EN.table, since: [lastMove] });
    expect(one.data.equals(list.data)).toBe(true);
    expect(one.description).toBe(list.description);
  });

  it('marks the board only on the table right after the move, not after a new deal', () => {
    const { state, lastMove } = F.fourPlayerAfterMove();
    expect(showsAfter(state, lastMove)).toBe(true);
    const dealt = structuredClone(state);
    dealt.players[1].lineCount = [0, 0, 0, 0, 0];
    dealt.players[1].lineColor = [-1, -1, -1, -1, -1];
    expect(showsAfter(dealt, lastMove)).toBe(false);
    const fromDisplay = { ...lastMove, source: 0 as const };
    expect(showsAfter(state, fromDisplay)).toBe(true); // display 1 is empty
    expect(showsAfter(state, { ...lastMove, source: 1 as const })).toBe(false); // display 2 still holds tiles
  });

  it('ignores a last move of a seat that does not exist', async () => {
    const { state, lastMove } = F.fourPlayerAfterMove();
    const a = await renderTable(state, F.NAMES4, { words: EN.table, lastMove: { ...lastMove, player: 7 } });
    const b = await renderTable(state, F.NAMES4, { words: EN.table });
    expect(a.data.equals(b.data)).toBe(true);
  });
});

describe('the table image with every move since a turn', () => {
  it('marks two moves differently from one: the second is drawn too, and named in the alt text in order', async () => {
    const { state, lastMove } = F.fourPlayerAfterMoves();
    const [first, second] = lastMove;
    const both = await renderTable(state, F.NAMES4, { words: EN.table, since: [first, second] });
    const onlyLast = await renderTable(state, F.NAMES4, { words: EN.table, since: [second] });
    expect(withinTolerance(comparePixels(await decode(both.data), await decode(onlyLast.data)))).toBe(false);
    expect(both.description).toMatch(
      /The 2 moves since the last turn: 1\. Bo took 4 blue.*2\. Cy 🎲 took 3 red from display 5: 3 to line 4\./,
    );
  });

  it('a move of an earlier round is named in the alt text but not marked on the table', async () => {
    const { state, lastMove } = F.fourPlayerAfterMoves();
    const old = { ...lastMove[0], round: state.round - 1 };
    const withOld = await renderTable(state, F.NAMES4, { words: EN.table, since: [old, lastMove[1]] });
    expect(placeMarks(state, [old, lastMove[1]]).map((m) => m.shown)).toEqual([false, true]);
    expect(withOld.description).toContain('1. Bo took 4 blue');
  });
});
