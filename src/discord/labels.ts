// Words for what lies on the table and what a choice will do, short enough for Discord's limits
// (button labels 80, select option labels 100 characters), in the reader's language.
import type { ColorChoice, LineChoice, SourceChoice, Words } from '../app/index.ts';
import { COLORS, isCenter, isFloor, type Source, type Target } from '../engine/types.ts';

export const COLOR_EMOJI = ['🟦', '🟨', '🟥', '⬛', '⬜'] as const;

/** A color's key in the catalog ("blue"...). */
export function colorKey(color: number): string {
  return COLORS[color] ?? 'white';
}

export function colorWord(w: Words, color: number): string {
  return w.t('color', { color: colorKey(color) });
}

/** "Display 3" (people count from 1) or "Center". */
export function sourceName(w: Words, source: Source): string {
  return isCenter(source)
    ? w.t('source-name', { source: 'center' })
    : w.t('source-name', { source: 'display', number: source + 1 });
}

/** "Display 3: 2🟥 red, 1🟦 blue, 1⬜ white" — most tiles first, with the tiles' colored squares. */
export function sourceLabel(w: Words, choice: SourceChoice): string {
  const tiles = choice.counts
    .map((count, color) => ({ count, color }))
    .filter((p) => p.count > 0)
    .sort((a, b) => b.count - a.count || a.color - b.color)
    .map((p) => w.t('tiles-of-color', { count: p.count, emoji: COLOR_EMOJI[p.color] ?? '', color: colorKey(p.color) }))
    .join(', ');
  return w.t(choice.marker ? 'source-label-marker' : 'source-label', { source: sourceName(w, choice.source), tiles });
}

export function colorLabel(w: Words, choice: ColorChoice): string {
  return w.t('color-label', { count: choice.count, color: colorKey(choice.color) });
}

function lineArgs(line: Target | number): { line: string; number: number } {
  return isFloor(line as Target) ? { line: 'floor', number: 0 } : { line: 'line', number: line + 1 };
}

export function lineName(w: Words, line: Target | number): string {
  return w.t('line-name', lineArgs(line));
}

/** "Line 4 — 3 tiles, 1 to floor", "Line 2 — 2 tiles, fills it", "Floor — 3 tiles". */
export function lineLabel(w: Words, choice: LineChoice): string {
  if (isFloor(choice.line as Target)) {
    return choice.toLid > 0
      ? w.t('floor-label-lid', { count: choice.toFloor, lid: choice.toLid })
      : w.t('floor-label', { count: choice.toFloor });
  }
  const parts = [w.t('tiles', { count: choice.toLine })];
  if (choice.fills)
    parts.push(
      choice.tilingPoints === null
        ? w.t('line-part-fills')
        : w.t('line-part-fills-points', { points: choice.tilingPoints }),
    );
  if (choice.toFloor > 0) parts.push(w.t('line-part-to-floor', { count: choice.toFloor }));
  if (choice.toLid > 0) parts.push(w.t('line-part-to-lid', { count: choice.toLid }));
  return w.t('line-label', { ...lineArgs(choice.line), parts: parts.join(', ') });
}

export function columnLabel(w: Words, column: number, points?: number): string {
  return points === undefined
    ? w.t('column-name', { number: column + 1 })
    : w.t('column-points', { number: column + 1, points });
}
