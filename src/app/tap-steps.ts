// A draft in few taps: buttons only (a select menu costs two taps on Discord: open it,
// then choose), and as few steps as the choices allow. When every (source, color) pair of the
// legal drafts fits the buttons of one message, the first step offers those pairs and the second
// the lines: two taps. Otherwise the sources, then the colors, then the lines: three. A step with
// one choice only is skipped, except the last (the line), which is the move itself.
import { legalMoves } from '../engine/index.ts';
import type { Action, Draft, GameState } from '../engine/types.ts';
import { colorsOf, linesOf, sourcesOf, type ColorChoice, type LineChoice, type SourceChoice } from './turn-options.ts';

/**
 * Choice buttons one step may offer: 4 rows of 5 (Discord allows 5 rows of 5 buttons); the fifth
 * row keeps Back, Hint, My board and Undo.
 */
export const CHOICE_BUTTONS = 20;

/** The picks so far: what the buttons of the earlier steps chose. */
export interface TapPicked {
  source?: number;
  color?: number;
}

/** A (source, color) pair: take every tile of that color there. */
export interface PickChoice {
  source: SourceChoice;
  color: ColorChoice;
}

/**
 * One step of a draft, every choice a button. `back`: the picks its Back button returns to (`{}`:
 * the first step; `{ source }`: that source's colors), or null when every earlier step was forced.
 *   pick    every legal (source, color) pair (at most CHOICE_BUTTONS); a pick leads to its lines
 *   source  every source (displays, then the center; at most 10); a source leads to its colors
 *   color   the colors of the source picked (at most 5)
 *   line    the pattern lines and the floor the tiles may go to (at most 6): a tap plays the move
 */
export type TapStep =
  | { step: 'pick'; picks: PickChoice[] }
  | { step: 'source'; sources: SourceChoice[] }
  | { step: 'color'; source: SourceChoice; colors: ColorChoice[]; back: TapPicked | null }
  | { step: 'line'; source: SourceChoice; color: ColorChoice; lines: LineChoice[]; back: TapPicked | null };

/** Every legal (source, color) pair, displays first then the center, colors in order. */
export function picksOf(state: GameState): PickChoice[] {
  return sourcesOf(state).flatMap((source) => colorsOf(state, source.source).map((color) => ({ source, color })));
}

/**
 * The step to show after the picks so far; null when nobody drafts now or a pick is not legal
 * (the caller answers that the choice is gone). The same state gives the same steps, so a pick
 * made on one step is read back the same way on the next. `buttons`: the choice buttons a step may
 * show (the benchmark tries others; the views use the default).
 */
export function tapStep(state: GameState, picked: TapPicked = {}, buttons: number = CHOICE_BUTTONS): TapStep | null {
  const picks = picksOf(state);
  if (picks.length === 0) return null;
  // Two taps when the pairs fit the buttons; else (five sources or more) three.
  const byPairs = picks.length <= buttons;
  if (picked.source === undefined) {
    if (picked.color !== undefined) return null;
    if (picks.length === 1) return lineStep(state, picks[0]!, null);
    return byPairs ? { step: 'pick', picks } : { step: 'source', sources: sourcesOf(state) };
  }
  const source = sourcesOf(state).find((s) => s.source === picked.source);
  if (!source) return null;
  const colors = colorsOf(state, source.source);
  if (picked.color === undefined) {
    // Only the sources' flow shows a source's colors.
    if (byPairs) return null;
    return colors.length === 1
      ? lineStep(state, { source, color: colors[0]! }, {})
      : { step: 'color', source, colors, back: {} };
  }
  const color = colors.find((c) => c.color === picked.color);
  if (!color) return null;
  if (byPairs) return lineStep(state, { source, color }, picks.length > 1 ? {} : null);
  return lineStep(state, { source, color }, colors.length > 1 ? { source: source.source } : {});
}

function lineStep(state: GameState, pick: PickChoice, back: TapPicked | null): TapStep | null {
  const lines = linesOf(state, pick.source.source, pick.color.color);
  if (lines.length === 0) return null;
  return { step: 'line', source: pick.source, color: pick.color, lines, back };
}

/** The picks a tap on one choice of `step` leads to (null: that tap plays the move). */
export function pickedAfter(step: TapStep, choice: number): TapPicked | null {
  if (step.step === 'pick') {
    const p = step.picks[choice]!;
    return { source: p.source.source, color: p.color.color };
  }
  if (step.step === 'source') return { source: step.sources[choice]!.source };
  if (step.step === 'color') return { source: step.source.source, color: step.colors[choice]!.color };
  return null;
}

/** Taps on real Discord to play `draft` with these steps: one per button pressed. */
export function tapsToPlay(state: GameState, draft: Draft, buttons: number = CHOICE_BUTTONS): number {
  let picked: TapPicked = {};
  for (let taps = 1; taps <= 4; taps++) {
    const step = tapStep(state, picked, buttons);
    if (!step) throw new Error(`no step for ${JSON.stringify(picked)}`);
    if (step.step === 'line') {
      if (!step.lines.some((l) => l.line === draft.line)) throw new Error(`line ${draft.line} not offered`);
      return taps;
    }
    const next =
      step.step === 'pick'
        ? { source: draft.source, color: draft.color }
        : step.step === 'source'
          ? { source: draft.source }
          : { source: draft.source, color: draft.color };
    picked = next;
  }
  throw new Error('more than four steps');
}

/**
 * The same count for the select-menu flow the few-taps steps replaced (draftStep: a select menu of the
 * sources, two taps; then color buttons; then line buttons; forced steps skipped): the taps benchmark
 * compares the two.
 */
export function tapsBefore(state: GameState, draft: Draft): number {
  const sources = sourcesOf(state);
  const colors = colorsOf(state, draft.source);
  return (sources.length > 1 ? 2 : 0) + (colors.length > 1 ? 1 : 0) + 1;
}

/**
 * Every draft the steps offer, with the taps it takes, by following
 * each choice to the lines (checked against the engine's legal moves).
 */
export function draftsOffered(state: GameState, player: number): { draft: Draft; taps: number }[] {
  const out: { draft: Draft; taps: number }[] = [];
  const walk = (picked: TapPicked, taps: number) => {
    const step = tapStep(state, picked);
    if (!step || taps > 3) return;
    if (step.step === 'line') {
      for (const l of step.lines)
        out.push({
          draft: { type: 'draft', player, source: step.source.source, color: step.color.color, line: l.line },
          taps: taps + 1,
        });
      return;
    }
    const count =
      step.step === 'pick' ? step.picks.length : step.step === 'source' ? step.sources.length : step.colors.length;
    for (let i = 0; i < count; i++) walk(pickedAfter(step, i)!, taps + 1);
  };
  walk({}, 0);
  return out;
}

/** The engine's legal drafts (for the same check). */
export function legalDrafts(state: GameState): Draft[] {
  return legalMoves(state).filter((a: Action): a is Draft => a.type === 'draft');
}
