// A game's review shown privately (`/azul review`, the posted review's Your review button,
// History's Review buttons): the stored review, or the one computed now (the asker sees
// "thinking…" meanwhile), page by page with the reader's own part first; or why there is none.
import { MessageFlags } from 'discord.js';
import type { Reviews, Words } from '../app/index.ts';
import { answerFailure } from './common.ts';
import type { Responder } from './respond.ts';
import { reviewPageView } from './views/review.ts';

type Ready = Awaited<ReturnType<Reviews['ensure']>>;

/**
 * Answers with page `page` of the review `ready` holds, for `readerId` (or the refusal), privately:
 * a new private message, or (`update`) the private page the click came from, turned.
 */
export async function answerReview(
  respond: Responder,
  w: Words,
  reviews: Reviews,
  ready: Ready,
  options: { readerId: string; page?: number; update?: boolean; gameIdHint?: string },
): Promise<void> {
  if (!ready.ok) return answerFailure(respond, ready, options.gameIdHint);
  const shown = await reviews.page(ready.game, ready.review, w.locale, options.readerId, options.page ?? 0);
  if (!shown) return respond.ephemeral(w.t('choice-not-offered'));
  const files = shown.model.images.map((i) => ({
    attachment: i.data,
    name: i.fileName,
    description: i.description.slice(0, 1000),
  }));
  const view = reviewPageView(w, shown);
  if (options.update) await respond.update({ ...view, files, attachments: [] });
  else await respond.reply({ ...view, files, flags: MessageFlags.Ephemeral | MessageFlags.IsComponentsV2 });
}
