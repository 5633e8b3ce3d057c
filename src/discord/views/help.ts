// `/azul help`: what to type and click, in a few short private pages, the scoring ones illustrated
// by the renderer (a row, a column, both, the floor). Page buttons turn the pages.
import { ButtonStyle } from 'discord.js';
import { renderScoringImage, type Words } from '../../app/index.ts';
import { encodeCustomId } from '../custom-id.ts';
import { button, row } from './common.ts';
import { container, gallery, text, v2, type V2View } from './v2.ts';

/** The pages, in order: their catalog ids and the scoring example each shows, if any. */
const PAGES: Array<{ id: string; example?: 'row' | 'column' | 'both' | 'floor' }> = [
  { id: 'help-commands' },
  { id: 'help-turn' },
  { id: 'help-row', example: 'row' },
  { id: 'help-column', example: 'both' },
  { id: 'help-floor', example: 'floor' },
];

export const HELP_PAGES = PAGES.length;

/** Page `page` (0-based) with its picture and the buttons to the others; null for no such page. */
export async function helpPage(
  w: Words,
  page: number,
): Promise<{ view: V2View; files: Array<{ attachment: Buffer; name: string; description?: string }> } | null> {
  const spec = PAGES[page];
  if (!spec) return null;
  const image = spec.example ? await renderScoringImage(spec.example, w.locale) : null;
  const nav = PAGES.map((p, i) =>
    button(
      encodeCustomId({ kind: 'help', gameId: 'help', version: i }),
      w.t(`${p.id}.title`),
      i === page ? ButtonStyle.Primary : ButtonStyle.Secondary,
      { disabled: i === page },
    ),
  );
  const view = v2([
    container(null, [
      text(
        `**${w.t(`${spec.id}.title`)}** · ${w.t('help-page', { page: page + 1, pages: PAGES.length })}\n${w.t(spec.id)}`,
      ),
      image && gallery({ name: image.fileName, description: image.description }),
      row(...nav),
    ]),
  ]);
  return {
    view,
    files: image
      ? [{ attachment: image.data, name: image.fileName, description: image.description?.slice(0, 1000) }]
      : [],
  };
}
