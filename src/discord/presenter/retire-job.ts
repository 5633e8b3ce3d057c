// The outbox's `retire-turn` job: an old turn message goes once its turn is over, if it still offers
// the turn's controls (a move made elsewhere, by a bot, or a click whose answer never came). It is
// written with the id of the message that replaces it (src/discord/presenter/live-messages.ts), so a
// process stopped in between does not leave two turn messages offering moves.
import { PermanentJobError, type JobHandlers } from '../../app/index.ts';
import { decodeCustomId } from '../custom-id.ts';
import { isPermanent, type Messages } from './messages.ts';

/** A custom id of a turn's controls (a message carrying one is a live turn message). */
export function isTurnControl(customId: string): boolean {
  const kind = decodeCustomId(customId)?.kind;
  return kind === 'source' || kind === 'color' || kind === 'line' || kind === 'place' || kind === 'back';
}

export function retireJob(messages: Messages): JobHandlers['retire-turn'] {
  return async (job) => {
    try {
      await messages.deleteIfLive(job.data.channelId, job.data.messageId, isTurnControl);
    } catch (error) {
      if (isPermanent(error)) throw new PermanentJobError(`Discord refused: ${(error as Error).message}`);
      throw error;
    }
  };
}
