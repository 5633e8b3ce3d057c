// Alt text for each image (Discord attachment description, read by screen
// readers): what it shows in a few plain sentences, always under 1000 characters.
import { COLORS, type GameState } from '../engine/types.ts';

export const MAX_DESCRIPTION = 1000;

export function clampDescription(text: string): string {
  if (text.length < MAX_DESCRIPTION) return text;
  return `${text.slice(0, MAX_DESCRIPTION - 2).trimEnd()}…`;
}

/** "2 blue, 1 red" for a count-by-color array; "" when empty. */
export function describeCounts(counts: readonly number[]): string {
  return counts
    .map((n, color) => (n > 0 ? `${n} ${COLORS[color]}` : ''))
    .filter(Boolean)
    .join(', ');
}

function scoresText(state: GameState, names: string[], scores: readonly number[]): string {
  return scores.map((score, seat) => `${names[seat]} ${score}`).join(', ');
}

export function describeTable(state: GameState, names: string[]): string {
  const parts: string[] = [];
  const wall = state.variant === 'gray' ? 'gray wall' : 'colored wall';
  parts.push(`Azul table, round ${state.round + 1}, ${state.playerCount} players, ${wall}.`);
  if (state.phase === 'over') parts.push('The game is over.');
  else if (state.phase === 'wall') {
    const line = state.pendingLine >= 0 ? ` line ${state.pendingLine + 1}` : ' tiles';
    parts.push(`${names[state.current]} to place${line} on the wall.`);
  } else parts.push(`${names[state.current]} to play.`);
  parts.push(`Scores: ${scoresText(state, names, state.players.map((p) => p.score))}.`);
  if (!state.markerInCenter && state.markerTakenBy >= 0) {
    parts.push(`${names[state.markerTakenBy]} has the first player marker.`);
  }
  if (state.phase === 'draft') {
    const full = state.factories
      .map((counts, i) => ({ i, text: describeCounts(counts) }))
      .filter((d) => d.text !== '');
    parts.push(
      full.length > 0
        ? `Displays: ${full.map((d) => `${d.i + 1}: ${d.text}`).join('; ')}.`
        : 'All displays are empty.',
    );
    const center = describeCounts(state.center);
    const marker = state.markerInCenter ? 'the first player marker' : '';
    const inCenter = [center, marker].filter(Boolean).join(', and ');
    parts.push(inCenter ? `Center: ${inCenter}.` : 'The center is empty.');
  }
  return clampDescription(parts.join(' '));
}
