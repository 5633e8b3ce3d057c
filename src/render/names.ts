// Player names come from Discord and may hold characters the bundled font has no
// glyph for (emoji, CJK). Those would fall back to system fonts or boxes, so the
// renderer keeps only what Inter can draw and falls back to "Player N".

// Latin, Greek, Cyrillic and their extensions, Latin Extended Additional, general punctuation.
const DRAWABLE = /[\u0020-\u007e\u00a0-\u052f\u1e00-\u1eff\u2010-\u2027\u2030-\u205e]/u;

export function drawableName(name: string | undefined, seat: number): string {
  const kept = Array.from(name ?? '')
    .filter((ch) => DRAWABLE.test(ch))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return kept.length > 0 ? kept : `Player ${seat + 1}`;
}

/** One drawable name per seat. */
export function seatNames(names: readonly string[], playerCount: number): string[] {
  return Array.from({ length: playerCount }, (_, seat) => drawableName(names[seat], seat));
}

/** Names for alt text: screen readers read any character, so only blanks are replaced. */
export function spokenNames(names: readonly string[], playerCount: number): string[] {
  return Array.from({ length: playerCount }, (_, seat) => names[seat]?.replace(/\s+/g, ' ').trim() || `Player ${seat + 1}`);
}
