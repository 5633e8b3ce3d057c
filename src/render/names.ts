// Player names come from Discord and may hold any character. The renderer keeps
// every grapheme some bundled font draws (Inter, or a Noto fallback: CJK,
// Arabic, Hebrew, Devanagari, Thai, emoji; see fonts.ts), drops the others
// (they would be drawn as boxes), and falls back to "Player N" if nothing is left.
import { canDraw } from './fonts.ts';
import { graphemesOf } from './text.ts';

/**
 * Names are shortened before anything else looks at them: a name is drawn in a box a few dozen characters
 * wide, and measuring, segmenting and fitting a name of a megabyte took minutes. Discord's names are at
 * most 32 characters; a record file may hold anything.
 */
export const MAX_NAME_GRAPHEMES = 48;
/** Enough code units for MAX_NAME_GRAPHEMES of any script, emoji sequences and a few accents included. */
const MAX_NAME_CODE_UNITS = MAX_NAME_GRAPHEMES * 16;

/** At most MAX_NAME_GRAPHEMES graphemes of `name`, an ellipsis at the end when it was longer. */
export function shortName(name: string): string {
  const head = name.length > MAX_NAME_CODE_UNITS ? name.slice(0, MAX_NAME_CODE_UNITS) : name;
  const parts = graphemesOf(head);
  // The last grapheme of a cut string may be cut too.
  const whole = head.length < name.length ? parts.slice(0, -1) : parts;
  return whole.length > MAX_NAME_GRAPHEMES || head.length < name.length
    ? `${whole.slice(0, MAX_NAME_GRAPHEMES).join('').trimEnd()}…`
    : name;
}

/** "Player 3" for seat 2: how a seat with no drawable name is called (the words give it). */
export type SeatWord = (n: number) => string;

export function drawableName(name: string | undefined, seat: number, seatWord: SeatWord): string {
  const kept = graphemesOf(shortName((name ?? '').replace(/\s+/g, ' ')))
    .filter((g) => canDraw(g.codePointAt(0)!))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return kept.length > 0 && kept !== '…' ? kept : seatWord(seat + 1);
}

/** One drawable name per seat. */
export function seatNames(names: readonly string[], playerCount: number, seatWord: SeatWord): string[] {
  return Array.from({ length: playerCount }, (_, seat) => drawableName(names[seat], seat, seatWord));
}

/** Names for alt text: screen readers read any character, so only blanks are replaced. */
export function spokenNames(names: readonly string[], playerCount: number, seatWord: SeatWord): string[] {
  return Array.from(
    { length: playerCount },
    (_, seat) => shortName(names[seat]?.replace(/\s+/g, ' ').trim() ?? '') || seatWord(seat + 1),
  );
}
