// The final results: how the game ended, the winner and why, each player's place with wall points
// and bonuses, thanks to the people at the table, and Rematch.
import { ButtonStyle } from 'discord.js';
import { nameOf, type FinalModel, type Words } from '../../app/index.ts';
import { encodeCustomId } from '../custom-id.ts';
import { CONTENT_MAX, button, clip, mention, row } from './common.ts';
import type { ShownImage } from './types.ts';
import { container, file, gallery, textOf, v2, type V2View } from './v2.ts';
import { joinNames } from './words.ts';

export function finalText(w: Words, final: FinalModel): string {
  const winners = final.winners.map((p) => nameOf(w, p.named));
  let headline: string;
  if (final.decidedBy === 'shared') {
    headline = w.t('final-shared', { names: joinNames(w, winners), points: final.best });
  } else if (final.decidedBy === 'rows') {
    const tied = final.standings
      .filter((s) => s.score === final.best)
      .map((s) => `${nameOf(w, s.player.named)} ${s.completeRows}`);
    headline = w.t('final-rows', { name: winners[0] ?? '', points: final.best, rows: tied.join(', ') });
  } else {
    headline = w.t('final-score', { name: winners[0] ?? '', points: final.best });
  }
  const rows = final.standings.map((s) =>
    w.t('final-standing', {
      rank: s.rank,
      name: nameOf(w, s.player.named),
      score: s.score,
      wall: s.wallPoints,
      rows: s.bonuses.rows,
      rowPoints: s.bonusPoints.rows,
      columns: s.bonuses.columns,
      columnPoints: s.bonusPoints.columns,
      colors: s.bonuses.colors,
      colorPoints: s.bonusPoints.colors,
    }),
  );
  const thanks = final.people.length
    ? [w.t('final-thanks', { people: final.people.map(mention).join(' '), count: final.people.length })]
    : [];
  const opening =
    final.ending.by === 'agreement'
      ? w.t('final-over-agreement', { rounds: final.ending.rounds })
      : w.t('final-over', { rounds: final.ending.rounds });
  return clip([opening, headline, ...rows, ...thanks].join('\n'), CONTENT_MAX);
}

/**
 * The final results (Components V2), in the winner's color: the words, the picture, the files
 * (the record; the readable log) and Rematch. `image`: the results picture; `files`: the other
 * attachments it shows, by file name.
 */
export function finalView(w: Words, final: FinalModel, image: ShownImage | null = null, files: string[] = []): V2View {
  const rematch = button(
    encodeCustomId({ kind: 'rematch', gameId: final.ref.gameId, version: final.ref.version }),
    w.t('button-rematch'),
    ButtonStyle.Primary,
    { emoji: { name: '🔁' } },
  );
  const [opening, headline, ...rest] = finalText(w, final).split('\n');
  return v2(
    [
      container(final.winners[0]?.accent ?? null, [
        textOf([opening ?? '', headline ?? '']),
        image && gallery(image),
        textOf(rest),
        ...files.map(file),
        row(rematch),
      ]),
    ],
    final.people,
  );
}
