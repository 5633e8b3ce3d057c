// Discord's THREAD_DELETE (the Guilds intent): a tournament game whose thread a moderator deleted plays
// on in the tournament's channel at once, its turn shown again there (a round must not wait forever on
// a game nobody can click). Any other game finds out at its next post, and ends with its channel.
import type { Logger, Tournaments } from '../app/index.ts';

export function onThreadDeleted(tournaments: Tournaments, log: Logger) {
  return async (threadId: string): Promise<void> => {
    try {
      const moved = await tournaments.threadDeleted(threadId);
      if (!moved.ok)
        log.warn({ threadId, error: moved.error }, 'could not move a tournament game out of its deleted thread');
      else if (moved.moved)
        log.info({ threadId }, 'a tournament game’s thread was deleted: it plays on in its channel');
    } catch (error) {
      log.error({ err: error, threadId }, 'handling a deleted thread failed');
    }
  };
}
