// The outbox's `review-game` job: a finished game's review, computed in the AI's process (the
// worker's lane of long jobs: it holds up neither the game's other jobs nor this process's), then
// posted in the game's thread (or channel) once: after its final results, with a nonce Discord
// enforces (a job run again after a crash between posting and noting it gets the first message
// back), and noted as posted (a later run posts nothing).
import { PermanentJobError, playChannelOf, type JobHandlers, type Reviews } from '../../app/index.ts';
import { gameWords } from '../common.ts';
import { reviewView } from '../views/review.ts';
import { isPermanent, type Messages } from './messages.ts';

/** How long the review waits for the game's final results to be posted before it goes first anyway. */
const RESULTS_WAIT_MS = 30_000;

export function reviewJob(reviews: Reviews, messages: Messages): JobHandlers['review-game'] {
  return async (job, signal) => {
    const stop = () => reviews.cancelAll();
    signal?.addEventListener('abort', stop, { once: true });
    try {
      const ready = await reviews.ensure(job.gameId);
      if (signal?.aborted) throw new Error('stopped');
      if (!ready.ok) {
        if (ready.error === 'DB_UNAVAILABLE') throw new Error(`reviewing game ${job.gameId}: ${ready.detail}`);
        // Not finished, cancelled, gone: nothing to review or post.
        throw new PermanentJobError(`game ${job.gameId} is not reviewed: ${ready.error} ${ready.detail}`);
      }
      if (ready.stored.postedAt) return;
      for (
        const until = Date.now() + RESULTS_WAIT_MS;
        Date.now() < until && (await reviews.resultsPending(job.gameId));
      )
        await new Promise((r) => setTimeout(r, 250));
      const { game, review } = ready;
      const channel = (await messages.channel(playChannelOf(game))) ?? (await messages.channel(game.channelId));
      if (!channel)
        throw new PermanentJobError(
          `game ${game.id}: its thread and channel are gone; the review is stored, not posted`,
        );
      const w = gameWords(game);
      // Short on a phone: the lines and the chart; each reader opens their own part (Your review).
      const model = await reviews.model(game, review, w.locale, { positions: [] });
      const files = model.images.map((i) => ({
        attachment: i.data,
        name: i.fileName,
        description: i.description.slice(0, 1000),
      }));
      const sent = await messages.send(channel, reviewView(w, model), files, `rv${job.id}`);
      await reviews.markPosted(game.id, sent.id);
    } catch (error) {
      if (isPermanent(error)) throw new PermanentJobError(`Discord refused: ${(error as Error).message}`);
      throw error;
    } finally {
      signal?.removeEventListener('abort', stop);
    }
  };
}
