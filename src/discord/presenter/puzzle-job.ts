// The outbox's `puzzle-post` job on Discord's side: the app claims the server's post of the day (once
// per server and day, whichever process runs it; the claim writes the next day's job) and gives the
// puzzle; it is posted in the server's puzzle channel with a nonce Discord enforces (the same job run
// again after a crash posts nothing more), in the server's language, then noted as posted.
import { renderPuzzleImage, wordsFor, type App, type Logger, type PuzzleJob, type Puzzles } from '../../app/index.ts';
import { puzzlePostView } from '../views/puzzle.ts';
import type { Messages } from './messages.ts';
import { isPermanent } from './messages.ts';

export function puzzlePostJob(app: App, puzzles: Puzzles, messages: Messages, log: Logger) {
  return async (job: PuzzleJob<'puzzle-post'>): Promise<void> => {
    const { guildId, day } = job.data;
    const due = await puzzles.postDue(guildId, day, job.id);
    if (!due.ok) {
      // No puzzle to post (none left, or none shipped): nothing to retry.
      if (due.error === 'NO_PUZZLE') return void log.warn({ guildId, day }, 'no puzzle of the day to post');
      throw new Error(`the puzzle of ${day} for ${guildId}: ${due.error}`);
    }
    if (!due.post) return;
    const { channelId, served } = due.post;
    const channel = await messages.channel(channelId);
    if (!channel) {
      log.warn({ guildId, channelId }, 'the puzzle channel is gone: the puzzle of the day is not posted');
      return;
    }
    const w = wordsFor(await app.reads.serverLocale(guildId, null));
    const image = await renderPuzzleImage(served.state, served.player, served.day, w.locale);
    const view = puzzlePostView(w, served, { name: image.fileName, description: image.description });
    const files = [{ attachment: image.data, name: image.fileName, description: image.description?.slice(0, 1000) }];
    try {
      const sent = await messages.send(channel, view, files, `j${job.id}z`);
      await puzzles.posted(guildId, served.day, sent.id);
    } catch (error) {
      if (!isPermanent(error)) throw error;
      log.warn({ err: error, guildId, channelId }, 'Discord refused the puzzle of the day: not posted');
    }
  };
}
