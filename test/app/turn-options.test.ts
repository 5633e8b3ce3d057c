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
        walk(draftStep(state, { source: step.source.source, color: c.color }), { ...picked, color: c.color }, clicks + 1);
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
        legal.filter((a) => a.type === 'place').map((a) => (a as { column: number }).column).sort((a, b) => a - b),
      );
      expect(pendingColor(state)).not.toBeNull();
    }
    checks++;
    const action: Action = legal[next(legal.length)]!;
    const applied = applyAction(state, action);
    if (!applied.ok) throw new Error(applied.message);
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
      expect(step.lines.find((l) => l.line === 3)).toEqual({ line: 3, toLine: 4, toFloor: 0, toLid: 0, fills: true });
      expect(step.lines.find((l) => l.line === 0)).toEqual({ line: 0, toLine: 1, toFloor: 3, toLid: 0, fills: true });
    }
  });
});
