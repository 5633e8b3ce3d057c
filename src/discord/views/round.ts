// The round summary (each player's tiling in words; the image carries the picture) and, after a
// round in which no tile reached a wall, the end vote: where it stands and its two buttons.
import { ButtonStyle } from 'discord.js';
import type { RoundSummaryModel, VoteTally } from '../../app/index.ts';
import type { RoundReport } from '../../engine/types.ts';
import { encodeCustomId } from '../custom-id.ts';
import { colorWord, lineName } from '../labels.ts';
import { CONTENT_MAX, button, clip, row, signed, view, type View } from './common.ts';

/** The text breakdown of a wall-tiling phase. */
export function roundSummaryText(names: string[], report: RoundReport): string {
  const lines = [`**Round ${report.round + 1} scored**`];
  for (const p of report.players) {
    const name = names[p.player] ?? `Player ${p.player + 1}`;
    const parts = p.placed.map((t) => {
      const how =
        t.horizontal > 0 && t.vertical > 0
          ? ` (${t.horizontal} across + ${t.vertical} down)`
          : t.horizontal > 0
            ? ` (${t.horizontal} across)`
            : t.vertical > 0
              ? ` (${t.vertical} down)`
              : '';
      return `${lineName(t.line)} ${colorWord(t.color)} ${signed(t.points)}${how}`;
    });
    for (const line of p.dumpedLines) parts.push(`${lineName(line)} had no free column: to the floor`);
    if (p.floorPenalty !== 0) parts.push(`floor ${signed(p.floorPenalty)}`);
    const delta = p.scoreAfter - p.scoreBefore;
    lines.push(`**${name}**: ${p.scoreBefore} → ${p.scoreAfter} (${signed(delta)})${parts.length ? ' · ' + parts.join(' · ') : ''}`);
  }
  return clip(lines.join('\n'), CONTENT_MAX);
}

/** "🗳️ 2 of 3 agree: Ana, Rui" */
export function voteLine(tally: VoteTally, ended = false): string {
  if (ended) return `🗳️ Everyone agreed (${tally.agreed.join(', ') || 'no person had to'}): the game ended here.`;
  const who = tally.agreed.length ? `: ${tally.agreed.join(', ')}` : '';
  return `🗳️ End the game here? ${tally.agreed.length} of ${tally.needed} agree${who}.`;
}

const VOTE_LEAD =
  'No tile reached a wall this round. If the game is stuck, the players at the table may end it here: scored as it stands, with the usual bonuses and tie-break (bots and seats on autopilot agree).';

/**
 * The round summary; after a round in which no tile reached a wall, with the end vote
 * ("End the game here" / "Keep playing"), open while no tile reaches a wall.
 */
export function roundSummaryView(summary: RoundSummaryModel): View {
  const text = roundSummaryText(summary.names, summary.report);
  const vote = summary.vote;
  if (!vote) return view(text);
  const lines = [text, VOTE_LEAD, voteLine(vote.tally, vote.ended)].join('\n');
  if (vote.ended) return view(lines);
  const ids = { gameId: summary.ref.gameId, version: vote.version, round: vote.round };
  return view(lines, [
    row(
      button(encodeCustomId({ kind: 'vote', ...ids, agree: true }), 'End the game here', ButtonStyle.Danger, { emoji: { name: '🏁' } }),
      button(encodeCustomId({ kind: 'vote', ...ids, agree: false }), 'Keep playing', ButtonStyle.Secondary),
    ),
  ]);
}
