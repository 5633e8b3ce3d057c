// The puzzle's views fit Discord in every language (every step of an answer, the answer, the stats,
// the daily post), their buttons decode to the puzzle's kinds naming the puzzle and its day, the
// shared line gives nothing of the answer away, and the puzzle's picture is drawn in every language;
// a gray wall's placement puzzle (from the shipped pool) offers exactly its legal placements, one tap.
import { ComponentType } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { puzzleSeatNames, renderPuzzleImage, type PuzzleResult, type ServedPuzzle } from '../../src/app/index.ts';
import { answerMatches, puzzlePosition, puzzleMoveToAction } from '../../src/app/puzzle-position.ts';
import { dayNumber, moveFacts, placeFacts } from '../../src/app/puzzle-rules.ts';
import { columnPoints } from '../../src/app/turn-options.ts';
import { placeStepOf } from '../../src/app/view-model/turn.ts';
import { legalMoves } from '../../src/engine/index.ts';
import { pickedAfter, tapStep, type TapPicked } from '../../src/app/tap-steps.ts';
import { decodeCustomId } from '../../src/discord/custom-id.ts';
import { puzzlePostView, puzzleStatsView, puzzleView, shareLine } from '../../src/discord/views/puzzle.ts';
import { tapInstruction } from '../../src/discord/views/turn.ts';
import type { V2View } from '../../src/discord/views/v2.ts';
import type { Draft, Place } from '../../src/engine/types.ts';
import { LOCALES, wordsFor } from '../../src/i18n/index.ts';
import { countV2Components, textDisplays } from '../../src/local-discord/index.ts';
import { PUZZLE_THEMES, type Puzzle } from '../../src/puzzles/types.ts';
import { placementPuzzles, selfPlayedPuzzles } from '../setup/puzzles.ts';

const DAY = '2026-11-29';
const ID = '7c9e6679-7425-40de-944b-e07fc1f0d4a1';

function served(index: number, picked: TapPicked = {}, result: PuzzleResult | null = null): ServedPuzzle {
  const puzzle = selfPlayedPuzzles(index + 1, 'views')[index]!;
  const state = puzzlePosition(puzzle);
  return {
    ref: { gameId: ID, version: dayNumber(DAY) },
    day: DAY,
    puzzle: { ...puzzle, then: index === 0 ? { replies: [], move: puzzle.second } : undefined },
    state,
    player: puzzle.player,
    themes: [...PUZZLE_THEMES],
    rating: 1523,
    tap: result ? null : tapStep(state, picked),
    place: null,
    result,
  };
}

const PLACEMENTS = placementPuzzles();

/** A gray wall's placement puzzle of the shipped pool, served: its columns to answer with, or answered. */
function servedPlacement(puzzle: Puzzle, correct: boolean | null = null): ServedPuzzle {
  const state = puzzlePosition(puzzle);
  const s: ServedPuzzle = {
    ref: { gameId: ID, version: dayNumber(DAY) },
    day: DAY,
    puzzle,
    state,
    player: puzzle.player,
    themes: puzzle.themes,
    rating: 1488,
    tap: null,
    place: placeStepOf(state),
    result: null,
  };
  if (correct === null) return s;
  const explain = (m: Puzzle['solution']) => {
    const place = puzzleMoveToAction(puzzle.player, m) as Place;
    return { place, facts: placeFacts(state, place) };
  };
  return {
    ...s,
    place: null,
    result: {
      day: DAY,
      correct,
      answer: explain(correct ? puzzle.solution : puzzle.second),
      best: explain(puzzle.solution),
      then: null,
      other: { ...explain(puzzle.second), yours: !correct },
      gap: puzzle.gap,
      ratingBefore: 1500,
      ratingAfter: correct ? 1540 : 1460,
      streak: correct ? 1 : 0,
      bestStreak: 1,
    },
  };
}

/** The placements a view's buttons answer with. */
function placesOf(view: V2View): { line: number; column: number }[] {
  const out: { line: number; column: number }[] = [];
  const walk = (node: unknown): void => {
    const c = node as { type?: number; custom_id?: string; components?: unknown[] };
    if (c.type === ComponentType.Button && c.custom_id) {
      const click = decodeCustomId(c.custom_id);
      if (click?.kind === 'puzzlePlace') out.push({ line: click.line, column: click.column });
    }
    for (const child of c.components ?? []) walk(child);
  };
  for (const c of view.components) walk(c);
  return out;
}

function resultOf(s: ServedPuzzle, correct: boolean): PuzzleResult {
  const draft = (m: typeof s.puzzle.solution) => puzzleMoveToAction(s.player, m) as Draft;
  const explain = (d: Draft) => ({ draft: d, facts: moveFacts(s.state, d) });
  return {
    day: DAY,
    correct,
    answer: explain(draft(correct ? s.puzzle.solution : s.puzzle.second)),
    best: explain(draft(s.puzzle.solution)),
    then: draft(s.puzzle.second),
    other: { ...explain(draft(s.puzzle.second)), yours: !correct },
    gap: 3.25,
    ratingBefore: 1500,
    ratingAfter: correct ? 1662 : 1338,
    streak: correct ? 12 : 0,
    bestStreak: 12,
  };
}

function problems(view: V2View, kinds: string[]): string[] {
  const out: string[] = [];
  const count = countV2Components(view.components);
  if (count > 40) out.push(`${count} components`);
  const text = textDisplays(view.components).join('').length;
  if (text > 4000) out.push(`${text} characters`);
  const walk = (node: unknown): void => {
    const c = node as { type?: number; custom_id?: string; components?: unknown[] };
    if (c.type === ComponentType.Button && c.custom_id) {
      const click = decodeCustomId(c.custom_id);
      if (!click || !kinds.includes(click.kind) || click.gameId !== ID || click.version !== dayNumber(DAY))
        out.push(`button ${c.custom_id}`);
    }
    for (const child of c.components ?? []) walk(child);
  };
  for (const c of view.components) walk(c);
  return out;
}

describe('the puzzle views', () => {
  it('fit Discord at every step of an answer, answered, in stats and posted, in every language', () => {
    for (const locale of LOCALES) {
      const w = wordsFor(locale);
      for (const index of [0, 1, 2]) {
        const first = served(index);
        const steps = [first];
        const tap = first.tap!;
        const count = tap.step === 'pick' ? tap.picks.length : tap.step === 'source' ? tap.sources.length : 0;
        for (let i = 0; i < count; i++) steps.push(served(index, pickedAfter(tap, i) ?? {}));
        for (const s of steps) {
          expect(s.tap, `${locale} a step`).not.toBeNull();
          expect(
            problems(puzzleView(w, s, { name: 'p.webp' }), ['puzzleSource', 'puzzleColor', 'puzzleLine', 'puzzleBack']),
            locale,
          ).toEqual([]);
        }
        for (const correct of [true, false]) {
          const s = served(index);
          const view = puzzleView(w, { ...s, tap: null, result: resultOf(s, correct) }, { name: 'p.webp' });
          expect(problems(view, ['puzzleShare']), locale).toEqual([]);
        }
        expect(problems(puzzlePostView(w, served(index), { name: 'p.webp' }), ['puzzleOpen'])).toEqual([]);
      }
      const stats = puzzleStatsView(w, {
        rating: 1523,
        provisional: true,
        attempts: 12,
        solved: 9,
        streak: 5,
        bestStreak: 7,
      });
      expect(problems(stats, [])).toEqual([]);
    }
  });

  it('say right or wrong, the best move and why, the rating and the streak', () => {
    const en = wordsFor('en');
    const s = served(1);
    const text = (correct: boolean) =>
      textDisplays(puzzleView(en, { ...s, tap: null, result: resultOf(s, correct) }, null).components).join('\n');
    expect(text(true)).toContain('✅ **Right!**');
    expect(text(true)).toMatch(/\*\*Best:\*\* \w+ from (Display \d|Center) to (Line \d|Floor) — /);
    expect(text(true)).toContain('**The other:**');
    expect(text(true)).toContain('Your puzzle rating: 1,500 → 1,662 (+162)');
    expect(text(true)).toContain('🔥 Streak: 12 · best: 12');
    expect(text(false)).toContain('❌ **Not the best move.**');
    expect(text(false)).toContain('**Yours:**');
    expect(text(false)).toContain('🔥 Streak: none · best: 12');
  });

  it('share a line that gives nothing of the answer away', () => {
    const en = wordsFor('en');
    expect(shareLine(en, { day: DAY, correct: true, streak: 5, rating: 1523 })).toBe(
      'Azul puzzle 2026-11-29 ✅ 🔥5 (1523)',
    );
    expect(shareLine(en, { day: DAY, correct: false, streak: 0, rating: 1477 })).toBe(
      'Azul puzzle 2026-11-29 ❌ (1477)',
    );
  });

  it('a placement puzzle: its buttons are exactly its legal placements, one tap, and the right one is judged right', () => {
    expect(PLACEMENTS.length).toBeGreaterThanOrEqual(50);
    const en = wordsFor('en');
    for (const puzzle of PLACEMENTS) {
      const s = servedPlacement(puzzle);
      expect(s.state.phase).toBe('wall');
      expect(s.place).not.toBeNull();
      const legal = legalMoves(s.state)
        .filter((a): a is Place => a.type === 'place')
        .map((a) => ({ line: a.line, column: a.column }))
        .sort((a, b) => a.column - b.column);
      const view = puzzleView(en, s, { name: 'p.webp' });
      const offered = placesOf(view);
      expect(offered).toEqual(legal);
      expect(problems(view, ['puzzlePlace'])).toEqual([]);
      // Each button says what its tile scores there, as a turn's placement step does.
      for (const p of s.place!.places) expect(p.points).toBe(columnPoints(s.state, p.place));
      const judged = offered.filter((p) => answerMatches(puzzle, p));
      expect(judged, JSON.stringify(puzzle.solution)).toContainEqual(puzzle.solution);
      expect(answerMatches(puzzle, puzzle.second)).toBe(false);
    }
  });

  it('a placement puzzle fits Discord and says why in every language, and its picture is drawn', async () => {
    const puzzle =
      PLACEMENTS.find(
        (p) => placeFacts(puzzlePosition(p), puzzleMoveToAction(p.player, p.solution) as Place).completesColumn,
      ) ?? PLACEMENTS[0]!;
    for (const locale of LOCALES) {
      const w = wordsFor(locale);
      const s = servedPlacement(puzzle);
      const text = textDisplays(puzzleView(w, s, { name: 'p.webp' }).components).join('\n');
      expect(text, locale).toContain(tapInstruction(w, s.place!));
      for (const correct of [true, false]) {
        const view = puzzleView(w, servedPlacement(puzzle, correct), { name: 'p.webp' });
        expect(problems(view, ['puzzleShare']), locale).toEqual([]);
        expect(placesOf(view)).toEqual([]);
      }
      const image = await renderPuzzleImage(s.state, s.player, DAY, locale);
      expect(image.fileName).toContain(`azul-puzzle-${DAY}`);
      expect(image.data.length).toBeGreaterThan(1000);
    }
    const en = textDisplays(puzzleView(wordsFor('en'), servedPlacement(puzzle, true), null).components).join('\n');
    const best = puzzle.solution as { line: number; column: number };
    expect(en).toMatch(
      new RegExp(
        `\\*\\*Best:\\*\\* \\w+ from Line ${best.line + 1} to column ${best.column + 1} — the tile scores \\+\\d+ in column ${best.column + 1}`,
      ),
    );
    expect(en).toContain('**The other:**');
  });

  it('draw the position from the solver’s side in every language', async () => {
    const s = served(1);
    for (const locale of LOCALES) {
      const image = await renderPuzzleImage(s.state, s.player, DAY, locale, { source: 0 });
      expect(image.fileName).toContain(`azul-puzzle-${DAY}`);
      expect(image.data.length).toBeGreaterThan(1000);
    }
  });
});

describe('the seats of a puzzle', () => {
  it('name nobody: the solver is You, the opponents numbered in the order they play after the solver', () => {
    expect(puzzleSeatNames(3, 1, 'en')).toEqual(['Opponent 2', 'You', 'Opponent 1']);
    expect(puzzleSeatNames(4, 0, 'en')).toEqual(['You', 'Opponent 1', 'Opponent 2', 'Opponent 3']);
    expect(puzzleSeatNames(2, 1, 'de')[1]).toBe(puzzleSeatNames(2, 0, 'de')[0]);
  });
});
