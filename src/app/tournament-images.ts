// A tournament's standings as a picture, in the language of the message it goes with: the app writes
// every cell (names, numbers as that language writes them) from the catalog; the renderer draws a table.
import { wordsFor, type Locale } from '../i18n/index.ts';
import type { RenderedImage } from '../render/index.ts';
import { renderer } from './renderer.ts';
import type { StandingsModel } from './view-model/tournament.ts';

/** The standings' title line under the name: after which round, or final. */
export function standingsSubtitle(model: StandingsModel, locale: Locale): string {
  const w = wordsFor(locale);
  if (model.after === 0) return w.t('tournament-standings-none');
  return model.final
    ? w.t('tournament-standings-final', { after: model.after })
    : w.t('tournament-standings-after', { after: model.after, of: model.of });
}

export async function renderStandingsImage(model: StandingsModel, locale: Locale): Promise<RenderedImage> {
  const w = wordsFor(locale);
  const number = (n: number) => w.number(n, { maximumFractionDigits: 2 });
  const rows = model.rows.map((r) => ({
    cells: [`${r.shared ? '=' : ''}${r.rank}`, r.name, number(r.points), number(r.buchholz), w.number(r.totalScore)],
    faded: r.withdrawn || r.out === true,
  }));
  const leaders = model.rows
    .slice(0, 3)
    .map((r) => w.t('tournament-standings-alt-entry', { rank: r.rank, name: r.name, points: r.points }))
    .join('; ');
  const { renderStandings } = await renderer();
  return renderStandings(
    {
      title: w.t('tournament-standings-title', { name: model.ref.name }),
      subtitle: standingsSubtitle(model, locale),
      headings: [
        w.t('tournament-col-rank'),
        w.t('tournament-col-player'),
        w.t('tournament-col-points'),
        w.t('tournament-col-buchholz'),
        w.t('tournament-col-score'),
      ],
      rows,
    },
    w.t('tournament-standings-alt', { name: model.ref.name, leaders }),
  );
}
