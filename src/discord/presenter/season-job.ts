// The outbox's `season-end` job on Discord's side: the app closes the season and opens the next; the
// season's final table is then posted in the channel its setting was made in, once (a nonce Discord
// enforces, then noted as posted).
import type { App, Logger, Seasons, TournamentJob } from '../../app/index.ts';
import { wordsFor } from '../../app/index.ts';
import { seasonFinalView } from '../views/seasons.ts';
import type { Messages } from './messages.ts';

export function seasonEndJob(app: App, seasons: Seasons, messages: Messages, log: Logger) {
  return async (job: TournamentJob<'season-end'>): Promise<void> => {
    const { guildId, number } = job.data;
    const due = await seasons.endDue(guildId, number);
    if (!due.ok) throw new Error(`ending season ${number} of ${guildId}: ${due.error}`);
    if (!due.post) return;
    const channelId = await seasons.channelOf(guildId);
    const channel = channelId ? await messages.channel(channelId) : null;
    if (!channel) {
      // Nowhere to post it (the channel was deleted): the table stays readable with /azul leaderboard.
      log.warn({ guildId, number, channelId }, 'a season ended with no channel to post its table in');
      await seasons.markPosted(guildId, number);
      return;
    }
    const table = await seasons.tableOf(due.post, null);
    if (!table.ok) throw new Error(`reading season ${number} of ${guildId}: ${table.error}`);
    const w = wordsFor(await app.reads.serverLocale(guildId, null));
    await messages.send(channel, seasonFinalView(w, table.table), [], `j${job.id}s`);
    await seasons.markPosted(guildId, number);
  };
}
