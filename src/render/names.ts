// Player names come from Discord and may hold any character. The renderer keeps
// every grapheme some bundled font draws (Inter, or a Noto fallback: CJK,
// Arabic, Hebrew, Devanagari, Thai, emoji; see fonts.ts), drops the others
// (they would be drawn as boxes), and falls back to "Player N" if nothing is left.
import { canDraw } from './fonts.ts';
import { graphemesOf } from './text.ts';
import { ENGLISH_TABLE } from './words.ts';

/** "Player 3" for seat 2: how a seat with no drawable name is called (the words give it). */
export type SeatWord = (n: number) => string;
const PLAYER: SeatWord = ENGLISH_TABLE.seat;

export function drawableName(name: string | undefined, seat: number, seatWord: SeatWord = PLAYER): string {
  const kept = graphemesOf((name ?? '').replace(/\s+/g, ' '))
    .filter((g) => canDraw(g.codePointAt(0)!))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return kept.length > 0 ? kept : seatWord(seat + 1);
}

/** One drawable name per seat. */
export function seatNames(names: readonly string[], playerCount: number, seatWord: SeatWord = PLAYER): string[] {
  return Array.from({ length: playerCount }, (_, seat) => drawableName(names[seat], seat, seatWord));
}

/** Names for alt text: screen readers read any character, so only blanks are replaced. */
export function spokenNames(names: readonly string[], playerCount: number, seatWord: SeatWord = PLAYER): string[] {
  return Array.from({ length: playerCount }, (_, seat) => names[seat]?.replace(/\s+/g, ' ').trim() || seatWord(seat + 1));
}
