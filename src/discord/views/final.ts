// The final results: how the game ended, the winner and why, each player's place with wall points
// and bonuses, thanks to the people at the table, and Rematch.
import { ButtonStyle } from 'discord.js';
import type { FinalModel } from '../../app/index.ts';
import { encodeCustomId } from '../custom-id.ts';
import { CONTENT_MAX, button, clip, joinNames, mention, plural, row, view, type View } from './common.ts';

export function finalText(final: FinalModel): string {
  const winners = final.winners.map((p) => p.name);
  let headline: string;
  if (final.decidedBy === 'shared') {
    headline = `🏆 Shared win: ${joinNames(winners)} with ${final.best} points (tied on points and on complete rows).`;
  } else if (final.decidedBy === 'rows') {
    const tied = final.standings.filter((s) => s.score === final.best).map((s) => `${s.player.name} ${s.completeRows}`);
    headline = `🏆 ${winners[0]} wins: tied on ${final.best} points, decided by complete rows (${tied.join(', ')}).`;
  } else {
    headline = `🏆 ${winners[0]} wins with ${final.best} points.`;
  }
  const rows = final.standings.map(
    (s) =>
      `${s.rank}. **${s.player.name}** — ${s.score} points ` +
      `(${s.wallPoints} before bonuses; ${plural(s.bonuses.rows, 'row')} +${s.bonusPoints.rows}, ` +
      `${plural(s.bonuses.columns, 'column')} +${s.bonusPoints.columns}, ${plural(s.bonuses.colors, 'color')} +${s.bonusPoints.colors})`,
  );
  const thanks = final.people.length ? [`Thanks for playing, ${final.people.map(mention).join(' ')}!`] : [];
  const opening =
    final.ending.by === 'agreement'
      ? `**Game over**. Ended by agreement after round ${final.ending.rounds}: the game was stuck (no tile reached a wall), and the players agreed to stop. Bonuses and tie-break as usual.`
      : `**Game over** after ${plural(final.ending.rounds, 'round')}.`;
  return clip([opening, headline, ...rows, ...thanks].join('\n'), CONTENT_MAX);
}

export function finalView(final: FinalModel): View {
  const rematch = button(encodeCustomId({ kind: 'rematch', gameId: final.ref.gameId, version: final.ref.version }), 'Rematch', ButtonStyle.Primary, { emoji: { name: '🔁' } });
  return view(finalText(final), [row(rematch)], final.people);
}
