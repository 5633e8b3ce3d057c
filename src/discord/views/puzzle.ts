// The puzzle of the day: the private puzzle (the position from the solver's side, the answer's taps or
// a gray-wall placement's columns),
// the answer (right or wrong, the best move and why, the rating and the streak, Share), the shared
// spoiler-free line, `/azul puzzle stats`, and the daily post in the server's puzzle channel.
import { ButtonStyle } from 'discord.js';
import {
  type ExplainedMove,
  type PuzzleResult,
  type PuzzleShare,
  type PuzzleStats,
  type ServedPuzzle,
  type TurnTapStep,
  type Words,
} from '../../app/index.ts';
import type { Color, Draft, Target } from '../../engine/types.ts';
import { encodeCustomId } from '../custom-id.ts';
import { colorKey, lineName, sourceName } from '../labels.ts';
import { button, row, signed } from './common.ts';
import { tapComponents, tapInstruction, type StepIds } from './turn.ts';
import type { ShownImage } from './types.ts';
import { container, gallery, textOf, v2, type V2View } from './v2.ts';

/** The puzzle's accent: the azul of the game's box. */
const PUZZLE_ACCENT = 0x1f6fb2;

/** The answer's steps carry the puzzle and its day. */
function puzzleStepIds(ref: { gameId: string; version: number }): StepIds {
  const ids = { gameId: ref.gameId, version: ref.version };
  return {
    source: (source) => encodeCustomId({ kind: 'puzzleSource', ...ids, source }),
    color: (source, color) => encodeCustomId({ kind: 'puzzleColor', ...ids, source, color: color as Color }),
    line: (source, color, line) =>
      encodeCustomId({ kind: 'puzzleLine', ...ids, source, color: color as Color, line: line as Target }),
    back: (source) => encodeCustomId({ kind: 'puzzleBack', ...ids, source }),
    place: (line, column) => encodeCustomId({ kind: 'puzzlePlace', ...ids, line, column }),
  };
}

/** "🟥 red from Display 3 to Line 4". */
export function moveText(w: Words, draft: Draft): string {
  return w.t('puzzle-move', {
    color: colorKey(draft.color),
    source: sourceName(w, draft.source),
    target: lineName(w, draft.line),
  });
}

/** An answer's move: a draft ("red from Display 3 to Line 4") or a placement ("red from Line 4 to column 2"). */
export function explainedText(w: Words, move: ExplainedMove): string {
  if (!move.place) return moveText(w, move.draft);
  return w.t('puzzle-place-move', {
    color: colorKey(move.facts.color),
    line: lineName(w, move.place.line),
    column: move.facts.column,
  });
}

/** Why a placement is worth what it is: "the tile scores +5 in column 2; completes column 2". */
function placeWhyText(w: Words, move: ExplainedMove & { place: object }): string {
  const f = move.facts;
  const parts = [w.t('puzzle-why-place', { column: f.column, gain: signed(f.points) })];
  if (f.completesRow) parts.push(w.t('puzzle-why-row', { row: f.row }));
  if (f.completesColumn) parts.push(w.t('puzzle-why-column', { column: f.column }));
  if (f.completesColor) parts.push(w.t('puzzle-why-color', { color: colorKey(f.color) }));
  return parts.join('; ');
}

/**
 * Why a move is worth what it is: "fills Line 4: a tile to the wall, +5; completes row 4; 1 to the floor line, −1";
 * a placement: "the tile scores +5 in column 2; completes column 2".
 */
export function whyText(w: Words, move: ExplainedMove): string {
  if (move.place) return placeWhyText(w, move);
  const f = move.facts;
  const parts: string[] = [];
  if (f.wall) {
    parts.push(
      w.t('puzzle-why-wall', {
        line: lineName(w, move.draft.line),
        row: f.wall.row,
        column: f.wall.column,
        gain: signed(f.wall.points),
      }),
    );
    if (f.completesRow) parts.push(w.t('puzzle-why-row', { row: f.wall.row }));
    if (f.completesColumn) parts.push(w.t('puzzle-why-column', { column: f.wall.column }));
    if (f.completesColor) parts.push(w.t('puzzle-why-color', { color: colorKey(move.draft.color) }));
  } else if (f.toLine > 0) parts.push(w.t('puzzle-why-waits', { line: lineName(w, move.draft.line) }));
  if (f.toFloor > 0 || f.takesMarker) {
    if (f.takesMarker) parts.push(w.t('puzzle-why-marker'));
    if (f.toFloor > 0) parts.push(w.t('puzzle-why-floor', { count: f.toFloor }));
    if (f.floorPoints < 0) parts.push(w.t('puzzle-why-floor-points', { gain: signed(f.floorPoints) }));
  }
  if (parts.length === 0) parts.push(w.t('puzzle-why-nothing'));
  return parts.join('; ');
}

function themesLine(w: Words, served: ServedPuzzle): string {
  if (served.themes.length === 0) return '';
  return w.t('puzzle-themes', { themes: served.themes.map((theme) => w.t('puzzle-theme', { theme })).join(', ') });
}

/** The answer's words: right or wrong, the best move and why, the other move, rating and streak. */
export function resultLines(w: Words, result: PuzzleResult): string[] {
  return [
    w.t(result.correct ? 'puzzle-right' : 'puzzle-wrong'),
    w.t('puzzle-best', { move: explainedText(w, result.best), why: whyText(w, result.best) }),
    result.then ? w.t('puzzle-then', { move: moveText(w, result.then) }) : '',
    w.t(result.other.yours ? 'puzzle-yours' : 'puzzle-other', {
      move: explainedText(w, result.other),
      why: whyText(w, result.other),
    }),
    w.t('puzzle-gap', { gap: result.gap }),
    w.t('puzzle-rating-change', {
      before: result.ratingBefore,
      after: result.ratingAfter,
      change: signed(result.ratingAfter - result.ratingBefore),
    }),
    w.t('puzzle-streak', { streak: result.streak, best: result.bestStreak }),
  ];
}

/**
 * The private puzzle: the position from the solver's side and the step of the answer (the same taps
 * as a turn: a display's color, then a line or the floor; in the gray wall's placement phase, the
 * column for the pending tile, as a turn offers them), or, once answered, the answer and Share.
 */
export function puzzleView(w: Words, served: ServedPuzzle, image: ShownImage | null): V2View {
  const ref = served.ref;
  const head = [
    w.t('puzzle-title', { day: served.day }),
    themesLine(w, served),
    w.t('puzzle-difficulty', { rating: served.rating }),
  ];
  if (served.result) {
    return v2([
      container(PUZZLE_ACCENT, [
        textOf(head),
        image && gallery(image),
        textOf(resultLines(w, served.result)),
        row(
          button(encodeCustomId({ kind: 'puzzleShare', ...ref }), w.t('button-puzzle-share'), ButtonStyle.Primary, {
            emoji: { name: '📣' },
          }),
        ),
      ]),
    ]);
  }
  const tap: TurnTapStep | null = served.tap ? { kind: 'draft', step: served.tap } : served.place;
  return v2([
    container(PUZZLE_ACCENT, [
      textOf([...head, served.puzzle.then ? w.t('puzzle-two-moves') : '', tap ? tapInstruction(w, tap) : '']),
      image && gallery(image),
      ...(tap ? tapComponents(w, null, tap, puzzleStepIds(ref)) : []),
    ]),
  ]);
}

/** The spoiler-free line, as Wordle's: "Azul puzzle 2026-11-29 ✅ 🔥5 (1523)". */
export function shareLine(w: Words, share: PuzzleShare): string {
  return w.t('puzzle-share-line', {
    day: share.day,
    correct: share.correct ? 'yes' : 'no',
    streak: share.streak,
    fire: share.streak > 0 ? ` 🔥${share.streak}` : '',
    rating: String(share.rating),
  });
}

/** `/azul puzzle stats`. */
export function puzzleStatsView(w: Words, stats: PuzzleStats): V2View {
  return v2([
    container(PUZZLE_ACCENT, [
      textOf([
        w.t('puzzle-stats-title'),
        w.t('puzzle-stats-rating', { rating: stats.rating, provisional: stats.provisional ? 'yes' : 'no' }),
        w.t('puzzle-stats-solved', { solved: stats.solved, attempts: stats.attempts }),
        w.t('puzzle-streak', { streak: stats.streak, best: stats.bestStreak }),
      ]),
    ]),
  ]);
}

/** The daily post in the server's puzzle channel: the position and Solve (the puzzle privately). */
export function puzzlePostView(w: Words, served: ServedPuzzle, image: ShownImage | null): V2View {
  return v2([
    container(PUZZLE_ACCENT, [
      textOf([w.t('puzzle-post', { day: served.day }), themesLine(w, served)]),
      image && gallery(image),
      row(
        button(encodeCustomId({ kind: 'puzzleOpen', ...served.ref }), w.t('button-puzzle-solve'), ButtonStyle.Success, {
          emoji: { name: '🧩' },
        }),
      ),
    ]),
  ]);
}
