// A finished game's Review button in /azul history: the game's review, only to whoever clicked,
// computed first when it was never made (a game finished before reviews existed).
import { answerReview } from '../review-answer.ts';
import type { ClickHandler } from './handler.ts';

export const review: ClickHandler<'review'> = {
  kind: 'review',
  async run(click, run) {
    if (!run.reviews) return run.respond.ephemeral(run.w.t('review-unavailable'));
    // A review not computed yet takes a while: a private "thinking…" now.
    await run.respond.deferPrivately();
    const ready = await run.reviews.forViewer(click.gameId, run.interaction.guildId);
    await answerReview(run.respond, run.w, run.reviews, ready, click.gameId);
  },
};
