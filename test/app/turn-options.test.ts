// The step-by-step draft offers exactly the engine's legal moves, each in at most
// three clicks, across whole random games of every size and both variants.
import { describe, expect, it } from 'vitest';
import { applyAction, legalMoves, newGame } from '../../src/engine/index.ts';
import type { Action, GameState, PlayerCount, Variant } from '../../src/engine/types.ts';
import { draftStep, placementsOf, pendingColor, type DraftStep } from '../../src/app/turn-options.ts';

/** Every draft reachable by walking the step tree, with the clicks it took. */
function reachable(state: GameState): { key: string; clicks: number }[] {
  const out: { key: string; clicks: number }[] = [];
  const walk = (step: DraftStep | null, picked: { source?: number; color?: number }, clicks: number) => {
    expect(step).not.toBeNull();
    if (!step) return;
    if (step.step === 'source') {
      expect(step.sources.length).toBeGreaterThan(1);
      for (const s of step.sources) walk(draftStep(state, { source: s.source }), { source: s.source }, clicks + 1);
    } else if (step.step === 'color') {
      expect(step.colors.length).toBeGreaterThan(1);
      for (const c of step.colors) {
        walk(
          draftStep(state, { source: step.source.source, color: c.color }),
          { ...picked, color: c.color },
          clicks + 1,
        );
      }
    } else {
      for (const l of step.lines) {
        out.push({ key: `${step.source.source}/${step.color.color}/${l.line}`, clicks: clicks + 1 });
        expect(l.toLine + l.toFloor + l.toLid).toBe(step.color.count);
      }
    }
  };
  walk(draftStep(state, {}), {}, 0);
  return out;
}

function playGame(playerCount: PlayerCount, variant: Variant, seed: string): number {
  let state = newGame({ playerCount, variant, seed });
  let random = 12345 + seed.length;
  const next = (n: number) => {
    random = (random * 1103515245 + 12345) % 2 ** 31;
    return random % n;
  };
  let checks = 0;
  while (state.phase !== 'over') {
    const legal = legalMoves(state);
    if (state.phase === 'draft') {
      const offered = reachable(state);
      const expected = legal.map((a) => (a.type === 'draft' ? `${a.source}/${a.color}/${a.line}` : 'place'));
      expect(offered.map((o) => o.key).sort()).toEqual([...expected].sort());
      for (const o of offered) expect(o.clicks).toBeLessThanOrEqual(3);
    } else {
      expect(placementsOf(state).map((p) => p.column)).toEqual(
        legal
          .filter((a) => a.type === 'place')
          .map((a) => (a as { column: number }).column)
          .sort((a, b) => a - b),
      );
      expect(pendingColor(state)).not.toBeNull();
    }
    checks++;
    const action: Action = legal[next(legal.length)]!;
    const applied = applyAction(state, action);
    if (!applied.ok) throw new Error(applied.detail);
    state = applied.state;
  }
  return checks;
}

describe('draft steps', () => {
  it.each([
    [2, 'standard'],
    [3, 'standard'],
    [4, 'standard'],
    [2, 'gray'],
    [4, 'gray'],
  ] as const)('offer exactly the legal moves in <= 3 clicks: %i players, %s', (players, variant) => {
    expect(playGame(players, variant, `steps-${players}-${variant}`)).toBeGreaterThan(20);
  });

  it('refuses picks that are not legal now', () => {
    const state = newGame({ playerCount: 2, variant: 'standard', seed: 'x' });
    expect(draftStep(state, { source: -1 })).toBeNull(); // the center is empty at the start
    const display0 = state.factories[0]!;
    const absent = display0.findIndex((n) => n === 0);
    expect(draftStep(state, { source: 0, color: absent })).toBeNull();
  });

  it('skips the color step when the source holds one color', () => {
    const state = newGame({ playerCount: 2, variant: 'standard', seed: 'skip' });
    const mono = { ...state, factories: state.factories.map((f, i) => (i === 0 ? [4, 0, 0, 0, 0] : f)) };
    const step = draftStep(mono, { source: 0 });
    expect(step?.step).toBe('line');
    if (step?.step === 'line') {
      expect(step.color.color).toBe(0);
      expect(step.back).toBe('source');
      expect(step.lines.find((l) => l.line === 3)).toMatchObject({
        line: 3,
        toLine: 4,
        toFloor: 0,
        toLid: 0,
        fills: true,
      });
      expect(step.lines.find((l) => l.line === 0)).toMatchObject({
        line: 0,
        toLine: 1,
        toFloor: 3,
        toLid: 0,
        fills: true,
      });
    }
  });
});

describe('previews of what a line scores at tiling', () => {
  it('counts the tiles already on the wall and the full lines above, placed first (rulebook scoring)', async () => {
    const { newGame } = await import('../../src/engine/index.ts');
    const { linesOf } = await import('../../src/app/turn-options.ts');
    const state = newGame({ playerCount: 2, variant: 'standard', seed: 'preview', firstPlayer: 0 });
    const board = state.players[0]!;
    // Row 1 holds blue at column 1 already; line 0 is full with blue, which the tiling puts at row 0, column 0 first.
    board.wall[1 * 5 + 1] = 0;
    board.lineColor[0] = 0;
    board.lineCount[0] = 1;
    // Put 2 red in display 0 for the player to take onto line 1: red goes to column 3 of row 1, next to nothing.
    state.factories[0] = [0, 0, 2, 0, 2];
    state.current = 0;
    const line1 = linesOf(state, 0, 2).find((l) => l.line === 1)!;
    expect(line1).toMatchObject({ fills: true, tilingPoints: 1 });
    // White onto line 1 goes to row 1, column 0: a row of 2 (with the blue beside it) and a column of 2
    // (with the blue that line 0 places above it earlier in the same tiling): 2 + 2 = 4.
    const white = linesOf(state, 0, 4).find((l) => l.line === 1)!;
    expect(white).toMatchObject({ fills: true, tilingPoints: 4 });
  });
});
