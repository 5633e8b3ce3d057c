// The round summary (each player's tiling in words; the image carries the picture) and, after a
// round in which no tile reached a wall, the end vote: where it stands and its two buttons.
import { ButtonStyle } from 'discord.js';
import type { Named, RoundSummaryModel, VoteTally, Words } from '../../app/index.ts';
import type { RoundReport } from '../../engine/types.ts';
import { encodeCustomId } from '../custom-id.ts';
import { colorKey, lineName } from '../labels.ts';
import { seatName } from '../outcome-text.ts';
import { CONTENT_MAX, button, clip, row, signed } from './common.ts';
import type { ShownImage } from './types.ts';
import { container, gallery, text, textOf, v2, type V2View } from './v2.ts';

/** The text breakdown of a wall-tiling phase. */
export function roundSummaryText(w: Words, names: readonly Named[], report: RoundReport): string {
  const lines = [w.t('summary-title', { round: report.round + 1 })];
  for (const p of report.players) {
    const parts = p.placed.map((t) => {
      const args = {
        line: lineName(w, t.line),
        color: colorKey(t.color),
        points: signed(t.points),
        across: t.horizontal,
        down: t.vertical,
      };
      const id =
        t.horizontal > 0 && t.vertical > 0
          ? 'summary-tile-both'
          : t.horizontal > 0
            ? 'summary-tile-across'
            : t.vertical > 0
              ? 'summary-tile-down'
              : 'summary-tile';
      return w.t(id, args);
    });
    for (const line of p.dumpedLines) parts.push(w.t('summary-dumped', { line: lineName(w, line) }));
    if (p.floorPenalty !== 0) parts.push(w.t('summary-floor', { points: signed(p.floorPenalty) }));
    lines.push(
      w.t('summary-player', {
        name: seatName(w, names, p.player),
        before: p.scoreBefore,
        after: p.scoreAfter,
        delta: signed(p.scoreAfter - p.scoreBefore),
        parts: parts.length ? ` · ${parts.join(' · ')}` : '',
      }),
    );
  }
  return clip(lines.join('\n'), CONTENT_MAX);
}

/** "🗳️ 2 of 3 agree: Ana, Rui" */
export function voteLine(w: Words, tally: VoteTally, ended = false): string {
  const names = tally.agreed.join(', ');
  if (ended) return names ? w.t('vote-ended', { names }) : w.t('vote-ended-nobody');
  return w.t(names ? 'vote-tally-names' : 'vote-tally', { agreed: tally.agreed.length, needed: tally.needed, names });
}

/**
 * The round summary (Components V2): who scored what, with the picture of the tiling; after a round
 * in which no tile reached a wall, the end vote ("End the game here" / "Keep playing") and where it
 * stands, open while no tile reaches a wall. `image`: the summary picture it shows.
 */
export function roundSummaryView(w: Words, summary: RoundSummaryModel, image: ShownImage | null = null): V2View {
  const vote = summary.vote;
  const ids = vote ? { gameId: summary.ref.gameId, version: vote.version, round: vote.round } : null;
  return v2([
    container(null, [
      text(roundSummaryText(w, summary.names, summary.report)),
      image && gallery(image),
      vote && textOf([w.t('vote-lead'), voteLine(w, vote.tally, vote.ended)]),
      vote &&
        !vote.ended &&
        ids &&
        row(
          button(encodeCustomId({ kind: 'vote', ...ids, agree: true }), w.t('vote-end'), ButtonStyle.Danger, {
            emoji: { name: '🏁' },
          }),
          button(encodeCustomId({ kind: 'vote', ...ids, agree: false }), w.t('vote-keep'), ButtonStyle.Secondary),
        ),
    ]),
  ]);
}
