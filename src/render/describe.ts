// Alt text for each image (Discord attachment description, read by screen
// readers): what it shows in a few plain sentences, always under 1000 characters.
import { COLORS, FLOOR, isCenter, type GameState } from '../engine/types.ts';
import type { LastMove } from './last-move.ts';

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

/** "Bo took 4 blue and the first player marker from the center: 2 to line 2, 2 to the floor." */
export function describeLastMove(move: LastMove, names: string[]): string {
  const marker = move.tookMarker ? ' and the first player marker' : '';
  const from = isCenter(move.source) ? 'the center' : `display ${move.source + 1}`;
  const lid = move.lidCount ?? 0;
  const toLine = move.line === FLOOR ? 0 : move.count - move.floorCount - lid;
  const where = [
    toLine > 0 ? `${toLine} to line ${move.line + 1}` : '',
    move.floorCount > 0 ? `${move.floorCount} to the floor` : '',
    lid > 0 ? `${lid} to the lid` : '',
  ].filter(Boolean);
  return `Last move: ${names[move.player]} took ${move.count} ${COLORS[move.color]}${marker} from ${from}${where.length ? `: ${where.join(', ')}` : ''}.`;
}

export function describeTable(state: GameState, names: string[], lastMove: LastMove | null = null): string {
  const parts: string[] = [];
  const wall = state.variant === 'gray' ? 'gray wall' : 'colored wall';
  parts.push(`Azul table, round ${state.round + 1}, ${state.playerCount} players, ${wall}.`);
  if (lastMove && names[lastMove.player] !== undefined) parts.push(describeLastMove(lastMove, names));
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

export function describeSummary(state: GameState, names: string[]): string {
  const report = state.lastReport;
  if (!report) return 'Azul round summary: no round has been scored yet.';
  const parts = [`Azul, round ${report.round + 1} scored.`];
  for (const t of report.players) {
    const tiles = [
      ...t.placed.map((p) => `${COLORS[p.color]} on line ${p.line + 1} +${p.points}`),
      ...t.dumpedLines.map((line) => `line ${line + 1} had no free column`),
    ].join(', ');
    const floor = t.floorPenalty < 0 ? `, floor ${t.floorPenalty}` : '';
    parts.push(`${names[t.player]}: ${t.scoreBefore} to ${t.scoreAfter}${tiles ? ` (${tiles}${floor})` : floor ? ` (${floor.slice(2)})` : ''}.`);
  }
  if (state.phase !== 'over') parts.push(`${names[state.startPlayer]} starts the next round.`);
  return clampDescription(parts.join(' '));
}

/** "1 row", "2 rows": screen readers read the alt text aloud. */
function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

export function describeFinal(state: GameState, names: string[]): string {
  const r = state.result;
  if (!r) return 'Azul final results: the game is not over yet.';
  const winners = r.winners.map((s) => names[s]).join(' and ');
  const why =
    r.decidedBy === 'shared'
      ? `${winners} share the win, tied on score and complete rows.`
      : r.decidedBy === 'rows'
        ? `${winners} wins the tie-break on complete rows.`
        : `${winners} wins.`;
  const parts = [`Azul final results after ${count(state.scoreHistory.length, 'round')}. ${why}`];
  r.scores.forEach((score, seat) => {
    const b = r.bonuses[seat];
    parts.push(
      `${names[seat]} ${count(score, 'point')} (bonuses +${b.points}: ${count(b.rows, 'row')}, ${count(b.columns, 'column')}, ${count(b.colors, 'color')}; ${count(r.completeRows[seat], 'complete row')}).`,
    );
  });
  return clampDescription(parts.join(' '));
}
