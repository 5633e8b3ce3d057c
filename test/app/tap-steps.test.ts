// The few-taps draft: buttons only, every legal draft offered and nothing else, each in at
// most three taps, two when the (source, color) pairs fit one message's buttons; across whole
// random games of every size and both variants.
import { describe, expect, it } from 'vitest';
import { applyAction, legalMoves, newGame } from '../../src/engine/index.ts';
import {
  CENTER,
  FLOOR,
  type Action,
  type Draft,
  type GameState,
  type PlayerCount,
  type Variant,
} from '../../src/engine/types.ts';
import {
  CHOICE_BUTTONS,
  draftsOffered,
  legalDrafts,
  picksOf,
  tapStep,
  tapsBefore,
  tapsToPlay,
  type TapStep,
} from '../../src/app/tap-steps.ts';

const key = (d: Draft) => `${d.source}/${d.color}/${d.line}`;

/** Buttons a step shows (the choices only; the fifth row holds Back and the rest). */
function buttons(step: TapStep): number {
  if (step.step === 'pick') return step.picks.length;
  if (step.step === 'source') return step.sources.length;
  if (step.step === 'color') return step.colors.length;
  return step.lines.length;
}

/** Checks one state's steps; returns the taps of each legal draft. */
function check(state: GameState): number[] {
  const legal = legalDrafts(state);
  const offered = draftsOffered(state, state.current);
  expect(offered.map((o) => key(o.draft)).sort()).toEqual(legal.map(key).sort());
  // No draft is offered twice (a pair step and a source step never both lead to one move).
  expect(new Set(offered.map((o) => key(o.draft))).size).toBe(offered.length);
  const first = tapStep(state, {})!;
  expect(buttons(first)).toBeLessThanOrEqual(CHOICE_BUTTONS);
  const fit = picksOf(state).length <= CHOICE_BUTTONS;
  if (first.step === 'pick') expect(picksOf(state).length).toBeGreaterThan(1);
  if (first.step === 'source') expect(fit).toBe(false);
  // At most three taps; two whenever the pairs fit the buttons.
  for (const o of offered) expect(o.taps).toBeLessThanOrEqual(fit ? 2 : 3);
  // The counter the benchmark uses agrees with the walk (on a sample: it walks again per move).
  const sample = offered[(state.round * 7 + offered.length) % offered.length]!;
  expect(tapsToPlay(state, sample.draft)).toBe(sample.taps);
  return offered.map((o) => o.taps);
}

function playGame(playerCount: PlayerCount, variant: Variant, seed: string): { states: number; taps: number[] } {
  let state = newGame({ playerCount, variant, seed });
  let random = 777 + seed.length;
  const next = (n: number) => {
    random = (random * 1103515245 + 12345) % 2 ** 31;
    return random % n;
  };
  let states = 0;
  const taps: number[] = [];
  while (state.phase !== 'over') {
    const legal = legalMoves(state);
    if (state.phase === 'draft') {
      taps.push(...check(state));
      states++;
    } else {
      expect(tapStep(state, {})).toBeNull();
    }
    const action: Action = legal[next(legal.length)]!;
    const applied = applyAction(state, action);
    if (!applied.ok) throw new Error(applied.detail);
    state = applied.state;
  }
  return { states, taps };
}

describe('few-taps draft steps', () => {
  it.each([
    [2, 'standard'],
    [3, 'standard'],
    [4, 'standard'],
    [2, 'gray'],
    [3, 'gray'],
    [4, 'gray'],
  ] as const)(
    'offer exactly the legal drafts in <= 3 taps (2 when the pairs fit): %i players, %s',
    (players, variant) => {
      const { states, taps } = playGame(players, variant, `taps-${players}-${variant}`);
      expect(states).toBeGreaterThan(20);
      expect(Math.max(...taps)).toBeLessThanOrEqual(3);
    },
  );

  it('2 players: the first step of a round offers the (source, color) pairs; a pick leads to its lines, Back to the pairs', () => {
    const state = newGame({ playerCount: 2, variant: 'standard', seed: 'pairs' });
    const step = tapStep(state, {})!;
    expect(step.step).toBe('pick');
    if (step.step !== 'pick') return;
    expect(step.picks.length).toBe(picksOf(state).length);
    const p = step.picks[0]!;
    const lines = tapStep(state, { source: p.source.source, color: p.color.color })!;
    expect(lines).toMatchObject({
      step: 'line',
      source: { source: p.source.source },
      color: { color: p.color.color },
      back: {},
    });
    // A source alone is not a step of this flow; a pick that is not legal is gone.
    expect(tapStep(state, { source: p.source.source })).toBeNull();
    expect(tapStep(state, { source: CENTER, color: 0 })).toBeNull();
    expect(tapStep(state, { color: 0 })).toBeNull();
  });

  it('4 players at the start of a round: too many pairs, so the sources, then the colors (Back to the sources), then the lines (Back to the colors)', () => {
    const state = newGame({ playerCount: 4, variant: 'standard', seed: 'sources' });
    expect(picksOf(state).length).toBeGreaterThan(CHOICE_BUTTONS);
    const first = tapStep(state, {})!;
    expect(first.step).toBe('source');
    if (first.step !== 'source') return;
    expect(first.sources.map((s) => s.source)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const display = first.sources.find((s) => s.counts.filter((n) => n > 0).length > 1)!;
    const colors = tapStep(state, { source: display.source })!;
    expect(colors).toMatchObject({ step: 'color', back: {} });
    if (colors.step !== 'color') return;
    const lines = tapStep(state, { source: display.source, color: colors.colors[0]!.color })!;
    expect(lines).toMatchObject({ step: 'line', back: { source: display.source } });
    // The old flow took a select (2 taps), a color and a line here: 4; now 3.
    const draft: Draft = {
      type: 'draft',
      player: state.current,
      source: display.source,
      color: colors.colors[0]!.color,
      line: FLOOR,
    };
    expect(tapsBefore(state, draft)).toBe(4);
    expect(tapsToPlay(state, draft)).toBe(3);
  });

  it('one pair left: straight to the lines, with no Back', () => {
    const state = structuredClone(newGame({ playerCount: 2, variant: 'standard', seed: 'last' }));
    for (const f of state.factories) f.fill(0);
    state.factories[2] = [0, 0, 3, 0, 0];
    state.bag[2]! -= 0;
    const step = tapStep(state, {})!;
    expect(step).toMatchObject({ step: 'line', source: { source: 2 }, color: { color: 2, count: 3 }, back: null });
  });
});
