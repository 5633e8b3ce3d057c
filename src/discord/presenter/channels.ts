// Where a game's messages go: its thread (made from the lobby message when the game starts, once),
// or its channel when Discord gives it none; the channel for the start notice and the results; and
// what to do when the channel is gone or refused.
import { DiscordAPIError, Routes, type SendableChannels } from 'discord.js';
import type { Logger } from '../../app/index.ts';
import { playChannelOf, tableModel, type App, type Game, type Tournaments } from '../../app/index.ts';
import { PermanentJobError } from '../../app/index.ts';
import { gameWords } from '../common.ts';
import { THREAD_REFUSALS, threadName } from '../views/thread.ts';
import { tableCardView } from '../views/tournament.ts';
import { ROLE_LOBBY, type Messages } from './messages.ts';

/** "A thread has already been created for this message": a retried start finds its thread. */
const THREAD_EXISTS = 160004;
/** A game's thread archives after a week without messages (a message in it brings it back). */
const THREAD_ARCHIVE_MINUTES = 10080;

export class GameChannels {
  constructor(
    private readonly app: App,
    private readonly messages: Messages,
    private readonly log: Logger,
    private readonly tournaments?: Tournaments,
  ) {}

  /** The channel (or thread) the game is played in; when there is none, closes a deleted one's game and throws. */
  async playChannel(game: Game): Promise<SendableChannels> {
    return (await this.messages.channel(playChannelOf(game))) ?? (await this.noChannel(game));
  }

  /** Where the start notice and the final results go: the game's channel (the thread's parent), else the thread. */
  async homeChannel(game: Game, play: SendableChannels): Promise<SendableChannels> {
    if (!game.threadId) return play;
    return (await this.messages.channel(game.channelId)) ?? play;
  }

  /**
   * Why a channel could not be used: 'gone' (10003), 'refused' (no access: 50001/50013), or
   * 'passing' (a failure that may mend, e.g. a process whose shards are still connecting).
   */
  private async channelTrouble(channelId: string): Promise<'gone' | 'refused' | 'passing'> {
    try {
      const channel = await this.messages.client.channels.fetch(channelId, { force: true, allowUnknownGuild: true });
      return channel && !channel.isSendable() ? 'refused' : 'passing';
    } catch (error) {
      if (!(error instanceof DiscordAPIError)) return 'passing';
      if (error.code === 10003) return 'gone';
      return error.code === 50001 || error.code === 50013 ? 'refused' : 'passing';
    }
  }

  /** No channel (or thread) to play in: close the game if it was deleted; retry unless it cannot mend. */
  private async noChannel(game: Game): Promise<never> {
    const channelId = playChannelOf(game);
    const trouble = await this.channelTrouble(channelId);
    if (trouble === 'gone' && game.tournament && game.threadId === channelId && this.tournaments) {
      // A tournament game's thread was deleted: it plays on in the tournament's channel (its round
      // must end); the job runs again and posts there.
      const moved = await this.tournaments.threadGone(game);
      this.log.warn(
        { gameId: game.id, threadId: channelId, moved: moved.ok },
        'a tournament game’s thread is gone: it plays on in its channel',
      );
      throw new Error(`thread ${channelId} is gone: the game plays on in channel ${game.channelId}`);
    }
    if (trouble === 'gone') {
      // A deleted channel or thread: the game cannot be shown or played any more; close it cleanly.
      const closed = await this.app.endings.closeGone(game.id);
      this.log.warn(
        { gameId: game.id, channelId, closed: closed.ok && closed.closed },
        'the game’s channel is gone: game closed',
      );
    }
    if (trouble === 'passing') throw new Error(`channel ${channelId} is not reachable right now`);
    throw new PermanentJobError(`cannot post in channel ${channelId} (${trouble})`);
  }

  /**
   * Moves a game that just started into a thread started from its lobby message, once. Where Discord
   * refuses (no permission, a channel type without threads, no lobby message), the game plays in its
   * channel as before: that is recorded, and the lobby says why.
   */
  async openThread(game: Game, nonce?: string): Promise<Game> {
    if (game.status !== 'active' || game.threadId || game.threadRefusal) return game;
    // A tournament's game has no lobby: its table card in the tournament's channel pings its players,
    // and its thread hangs from it (posted once: the nonce; recorded as the game's lobby message).
    if (game.tournament && !game.messages[ROLE_LOBBY] && nonce) game = await this.postTableCard(game, nonce);
    const lobbyId = game.messages[ROLE_LOBBY];
    let where: { threadId: string } | { refusal: string };
    if (!lobbyId) {
      where = { refusal: THREAD_REFUSALS[10008]! };
    } else {
      try {
        const body = {
          name: threadName(gameWords(game), tableModel(game).names),
          auto_archive_duration: THREAD_ARCHIVE_MINUTES,
        };
        const thread = (await this.messages.client.rest.post(Routes.threads(game.channelId, lobbyId), { body })) as {
          id: string;
        };
        where = { threadId: thread.id };
      } catch (error) {
        if (!(error instanceof DiscordAPIError) || typeof error.code !== 'number') throw error;
        if (error.code === 10003) return game; // the channel is gone: the present job closes the game
        if (error.code === THREAD_EXISTS) where = { threadId: await this.existingThread(game.channelId, lobbyId) };
        else if (THREAD_REFUSALS[error.code]) where = { refusal: THREAD_REFUSALS[error.code]! };
        else throw error;
      }
    }
    const recorded = await this.app.bookkeeping.setThread(game.id, where);
    if (!recorded.ok) throw new Error(`recording the game's thread failed: ${recorded.error} ${recorded.detail}`);
    if (!recorded.game.threadId)
      this.log.info(
        { gameId: game.id, channelId: game.channelId, refusal: recorded.game.threadRefusal },
        'no thread: the game plays in its channel',
      );
    return recorded.game;
  }

  /** Posts a tournament game's table card in its channel and records it as the game's lobby message. */
  private async postTableCard(game: Game, nonce: string): Promise<Game> {
    const card = await this.tournaments?.tableCard(game);
    const channel = await this.messages.channel(game.channelId);
    if (!card || !channel) return game;
    const sent = await this.messages.send(channel, tableCardView(gameWords(game), card), [], nonce);
    const set = await this.app.bookkeeping.setMessages(game.id, { [ROLE_LOBBY]: sent.id });
    return set.ok && set.messages
      ? { ...game, messages: set.messages }
      : { ...game, messages: { ...game.messages, [ROLE_LOBBY]: sent.id } };
  }

  /** The thread a crashed attempt already started from the lobby (on Discord its id is the message's). */
  private async existingThread(channelId: string, lobbyId: string): Promise<string> {
    const message = (await this.messages.client.rest
      .get(Routes.channelMessage(channelId, lobbyId))
      .catch(() => null)) as { thread?: { id?: string } } | null;
    return message?.thread?.id ?? lobbyId;
  }
}
