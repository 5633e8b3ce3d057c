// The last move: built from a draft and the state it was played on, put in
// words, and marked on the table image where its tiles came from and went.
import { describe, expect, it } from 'vitest';
import { applyAction, newGame } from '../../src/engine/index.ts';
import { CENTER, FLOOR, MARKER, type Draft, type GameState } from '../../src/engine/types.ts';
import { lastMoveOf, renderTable } from '../../src/render/index.ts';
import { lastMovePhrase, showsAfter } from '../../src/render/table.ts';
import { plain } from '../../src/render/text.ts';
import * as F from './fixtures.ts';
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
    expect(m).toMatchObject({ player: s.current, source: 0, color, count: s.factories[0][color], line: 4, floorCount: 0, lidCount: 0, tookMarker: false });
    expect(plain(lastMovePhrase(m, ['Ana', 'Bo']))).toMatch(new RegExp(`^Last move: (Ana|Bo), ${m.count} \\w+, Display 1 → line 5$`));
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
    expect(plain(lastMovePhrase(m, ['Ana', 'Bo']))).toContain(`center → floor + ${m.count} lid`);
    const after = play(s, d);
    expect(after.players[d.player].floor).toContain(MARKER);
  });
});

describe('the table image with a last move', () => {
  it('differs from the same table without it around the source, the target and in the strip', async () => {
    const { state, lastMove } = F.fourPlayerAfterMove();
    const marked = await decode((await renderTable(state, F.NAMES4, { lastMove })).data);
    const plainImage = await decode((await renderTable(state, F.NAMES4)).data);
    expect(withinTolerance(comparePixels(marked, plainImage))).toBe(false);
  });

  it('says it in words: who, what, from where, to where', () => {
    const { lastMove } = F.fourPlayerAfterMove();
    expect(plain(lastMovePhrase(lastMove, F.NAMES4))).toBe('Last move: Bo, 4 blue + marker, center → line 2 + 3 floor');
  });

  it('the alt text says it too', async () => {
    const { state, lastMove } = F.fourPlayerAfterMove();
    const image = await renderTable(state, F.NAMES4, { lastMove });
    expect(image.description).toContain('Last move: Bo took 4 blue and the first player marker from the center: 2 to line 2, 2 to the floor.');
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
    const a = await renderTable(state, F.NAMES4, { lastMove: { ...lastMove, player: 7 } });
    const b = await renderTable(state, F.NAMES4);
    expect(a.data.equals(b.data)).toBe(true);
  });
});
