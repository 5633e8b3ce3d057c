// Alt text for each image (Discord attachment description, read by screen
// readers): what it shows in a few plain sentences, always under 1000
// characters. The sentences come from the image's words (words.ts).
import type { GameState } from '../engine/types.ts';
import { moveFacts, type MoveMark } from './last-move.ts';
import { tableCounts } from './table.ts';
import { type FinalWords, type SummaryWords, type TableAltWords } from './words.ts';

export const MAX_DESCRIPTION = 1000;

export function clampDescription(text: string): string {
  if (text.length < MAX_DESCRIPTION) return text;
  return `${text.slice(0, MAX_DESCRIPTION - 2).trimEnd()}…`;
}

/** "2 blue, 1 red" for a count-by-color array; "" when empty. */
export function describeCounts(counts: readonly number[], alt: Pick<TableAltWords, 'counts'>): string {
  return alt.counts(counts);
}

/** "1. Bo took 4 blue and the first player marker from the center: 2 to line 2, 2 to the floor." per move. */
export function describeMoves(
  moves: readonly MoveMark[],
  names: string[],
  alt: Pick<TableAltWords, 'move' | 'movesIntro'>,
): string {
  if (moves.length === 0) return '';
  const known = moves.filter((m) => names[m.player] !== undefined);
  if (known.length === 0) return '';
  return [alt.movesIntro(known.length), ...known.map((m, i) => alt.move(i + 1, names[m.player], moveFacts(m)))].join(
    ' ',
  );
}

/**
 * The sentences both the table and my board say after their
 * introduction: moves, whose turn, scores, displays, center, supply.
 */
export function describeTableBody(
  state: GameState,
  names: string[],
  moves: readonly MoveMark[],
  alt: Omit<TableAltWords, 'intro'>,
): string[] {
  const parts: string[] = [];
  const movesText = describeMoves(moves, names, alt);
  if (movesText) parts.push(movesText);
  if (state.phase === 'over') parts.push(alt.over);
  else if (state.phase === 'wall')
    parts.push(alt.toPlace(names[state.current], state.pendingLine >= 0 ? state.pendingLine + 1 : null));
  else parts.push(alt.toPlay(names[state.current]));
  parts.push(alt.scores(state.players.map((p, seat) => alt.score(names[seat], p.score)).join(', ')));
  if (!state.markerInCenter && state.markerTakenBy >= 0) parts.push(alt.marker(names[state.markerTakenBy]));
  if (state.phase === 'draft') {
    const full = state.factories.map((counts, i) => ({ i, text: alt.counts(counts) })).filter((d) => d.text !== '');
    parts.push(
      full.length > 0 ? alt.displays(full.map((d) => alt.display(d.i + 1, d.text)).join('; ')) : alt.allDisplaysEmpty,
    );
    const center = alt.counts(state.center);
    parts.push(center || state.markerInCenter ? alt.center(center, state.markerInCenter) : alt.centerEmpty);
  }
  parts.push(alt.supply(alt.counts(tableCounts(state)), alt.counts(state.bag), alt.counts(state.lid)));
  return parts;
}

export function describeTable(
  state: GameState,
  names: string[],
  moves: readonly MoveMark[],
  alt: TableAltWords,
): string {
  const intro = alt.intro(state.round + 1, state.playerCount, state.variant);
  return clampDescription([intro, ...describeTableBody(state, names, moves, alt)].join(' '));
}

export function describeSummary(state: GameState, names: string[], words: SummaryWords): string {
  const alt = words.alt;
  const report = state.lastReport;
  if (!report) return alt.noRound;
  const parts = [alt.intro(report.round + 1)];
  for (const t of report.players) {
    const details = [
      ...t.placed.map((p) => alt.placed(alt.colors[p.color], p.line + 1, p.points)),
      ...t.dumpedLines.map((line) => alt.dumped(line + 1)),
      ...(t.floorPenalty < 0 ? [alt.floor(t.floorPenalty)] : []),
    ].join(', ');
    parts.push(alt.player(names[t.player], t.scoreBefore, t.scoreAfter, details));
  }
  if (state.phase !== 'over') parts.push(alt.startsNext(names[state.startPlayer]));
  return clampDescription(parts.join(' '));
}

export function describeFinal(state: GameState, names: string[], words: FinalWords): string {
  const alt = words.alt;
  const r = state.result;
  if (!r) return alt.notOver;
  const winners = alt.joinNames(r.winners.map((s) => names[s]));
  const why =
    r.decidedBy === 'shared' ? alt.shared(winners) : r.decidedBy === 'rows' ? alt.byRows(winners) : alt.wins(winners);
  const parts = [`${alt.intro(state.scoreHistory.length)} ${why}`];
  r.scores.forEach((score, seat) => {
    const b = r.bonuses[seat];
    parts.push(alt.player(names[seat], score, b.points, b.rows, b.columns, b.colors, r.completeRows[seat]));
  });
  return clampDescription(parts.join(' '));
}
