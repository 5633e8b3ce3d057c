// Words for what lies on the table and what a choice will do, short enough for
// Discord's limits (button labels 80, select option labels 100 characters).
import type { ColorChoice, LineChoice, SourceChoice } from '../app/index.ts';
import { COLORS, isCenter, isFloor, type Source, type Target } from '../engine/types.ts';

export const COLOR_NAMES = COLORS;
export const COLOR_EMOJI = ['🟦', '🟨', '🟥', '⬛', '⬜'] as const;

export function colorWord(color: number): string {
  return COLOR_NAMES[color] ?? `color ${color}`;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** "Display 3" (people count from 1) or "Center". */
export function sourceName(source: Source): string {
  return isCenter(source) ? 'Center' : `Display ${source + 1}`;
}

/** "Display 3: 2🟥 red, 1🟦 blue, 1⬜ white" — most tiles first, with the tiles' colored squares. */
export function sourceLabel(choice: SourceChoice): string {
  const parts = choice.counts
    .map((count, color) => ({ count, color }))
    .filter((p) => p.count > 0)
    .sort((a, b) => b.count - a.count || a.color - b.color)
    .map((p) => `${p.count}${COLOR_EMOJI[p.color] ?? ''} ${colorWord(p.color)}`);
  const marker = choice.marker ? ' + first-player marker' : '';
  return `${sourceName(choice.source)}: ${parts.join(', ')}${marker}`;
}

export function colorLabel(choice: ColorChoice): string {
  return `${choice.count} ${colorWord(choice.color)}`;
}

export function lineName(line: Target | number): string {
  return isFloor(line as Target) ? 'Floor' : `Line ${line + 1}`;
}

/** "Line 4 — 3 tiles, 1 to floor", "Line 2 — 2 tiles, fills it", "Floor — 3 tiles". */
export function lineLabel(choice: LineChoice): string {
  if (isFloor(choice.line as Target)) {
    const lid = choice.toLid > 0 ? `, ${choice.toLid} to the lid` : '';
    return `Floor — ${plural(choice.toFloor, 'tile')}${lid}`;
  }
  const parts = [plural(choice.toLine, 'tile')];
  if (choice.fills) parts.push(choice.tilingPoints === null ? 'fills it' : `fills it, +${choice.tilingPoints} at tiling`);
  if (choice.toFloor > 0) parts.push(`${choice.toFloor} to floor`);
  if (choice.toLid > 0) parts.push(`${choice.toLid} to the lid`);
  return `${lineName(choice.line)} — ${parts.join(', ')}`;
}

export function columnLabel(column: number, points?: number): string {
  return points === undefined ? `Column ${column + 1}` : `Column ${column + 1} (+${points})`;
}

