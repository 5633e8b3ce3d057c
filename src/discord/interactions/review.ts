// A Review button: History's (a finished game's review) and the posted review's Your review
// (version 0: the first page, a new private answer), and the private pages' Previous and Next
// (version n: page n, counted from 1, turned in place). Only whoever clicked sees it; a review never
// made is computed first (a game finished before reviews existed).
import { answerReview } from '../review-answer.ts';
import type { ClickHandler } from './handler.ts';
import { onPrivateMessage } from './preconditions.ts';

export const review: ClickHandler<'review'> = {
  kind: 'review',
  async run(click, run) {
    if (!run.reviews) return run.respond.ephemeral(run.w.t('review-unavailable'));
    // A page turned on a private page: that page is redrawn. Else a new private answer, after a
    // private "thinking…" (a review not computed yet takes a while).
    const turning = click.version > 0 && onPrivateMessage(run.interaction);
    if (!turning) await run.respond.deferPrivately();
    const ready = await run.reviews.forViewer(click.gameId, run.interaction.guildId);
    await answerReview(run.respond, run.w, run.reviews, ready, {
      readerId: run.user.id,
      page: turning ? click.version - 1 : 0,
      update: turning,
      gameIdHint: click.gameId,
    });
  },
};
