// The outbox's half-time reminder of a person's turn: a new message in the game's thread (edits
// do not ping), and a DM for those who asked. A turn message a moderator deleted meanwhile is
// posted again first, so the player has controls.
import { DiscordAPIError } from 'discord.js';
import type { Logger } from '../../app/index.ts';
import { playChannelOf, reminderModel, type App, type JobHandlers } from '../../app/index.ts';
import { gameWords } from '../common.ts';
import { messageLink } from '../views/common.ts';
import { reminderView } from '../views/turn.ts';
import type { GameChannels } from './channels.ts';
import type { LiveMessages } from './live-messages.ts';
import { ROLE_TURN, isPermanent, type Messages } from './messages.ts';

/** "Cannot send messages to this user": their DMs are closed to the bot. */
const DM_CLOSED = 50007;

export function reminderJob(
  app: App,
  channels: GameChannels,
  live: LiveMessages,
  messages: Messages,
  log: Logger,
): JobHandlers['turn-reminder'] {
  return async (job) => {
    const found = await app.reads.find(job.gameId);
    if (!found.ok) return;
    const game = found.game;
    const reminder = reminderModel(game);
    // Played meanwhile (the reminder was written with the move that started the turn).
    if (game.version !== job.data.version || !reminder || game.state?.current !== job.data.seat) return;
    const channel = await channels.playChannel(game);
    const turnId =
      (await messages.stillThere(channel, game.messages[ROLE_TURN])) ??
      (await live.postTurn(channel, game, undefined, `j${job.id}t`));
    const link = turnId ? messageLink(game.guildId, playChannelOf(game), turnId) : null;
    const view = reminderView(gameWords(game), reminder, link);
    await messages.send(channel, view, [], `j${job.id}r`).catch((error: unknown) => {
      if (isPermanent(error)) {
        log.warn(
          { gameId: game.id, code: (error as DiscordAPIError).code },
          'reminder not posted: the channel refused it',
        );
        return;
      }
      throw error;
    });
    await directMessage(app, messages, log, reminder.userId, view.content);
  };
}

/** A DM to a player who asked for them; a closed DM (50007) is remembered and not retried. */
async function directMessage(
  app: App,
  messages: Messages,
  log: Logger,
  userId: string,
  content: string,
): Promise<void> {
  const settings = await app.reads.userSettings(userId);
  if (!settings.ok || !settings.settings.notify || settings.settings.dmClosed) return;
  try {
    const user = await messages.client.users.fetch(userId);
    await user.send({ content, allowedMentions: { parse: [] } });
  } catch (error) {
    if (error instanceof DiscordAPIError && error.code === DM_CLOSED) {
      log.info({ userId }, 'DMs closed: noted, the channel reminder stands');
      await app.bookkeeping.setUserSettings(userId, { dmClosed: true });
      return;
    }
    log.warn({ err: error, userId }, 'could not send a DM reminder');
  }
}
