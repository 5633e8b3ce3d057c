// A game's review shown privately (`/azul review`, History's Review buttons): the stored review, or
// the one computed now (the asker sees "thinking…" meanwhile), or why there is none.
import { MessageFlags } from 'discord.js';
import type { Reviews, Words } from '../app/index.ts';
import { answerFailure } from './common.ts';
import type { Responder } from './respond.ts';
import { reviewView } from './views/review.ts';

type Ready = Awaited<ReturnType<Reviews['ensure']>>;

/** Answers with the review `ready` holds (or the refusal), privately. */
export async function answerReview(
  respond: Responder,
  w: Words,
  reviews: Reviews,
  ready: Ready,
  gameIdHint?: string,
): Promise<void> {
  if (!ready.ok) return answerFailure(respond, ready, gameIdHint);
  const model = await reviews.model(ready.game, ready.review, w.locale);
  const files = model.images.map((i) => ({
    attachment: i.data,
    name: i.fileName,
    description: i.description.slice(0, 1000),
  }));
  await respond.reply({ ...reviewView(w, model), files, flags: MessageFlags.Ephemeral | MessageFlags.IsComponentsV2 });
}
