// Shows people what an outcome changed, as the outbox's `present` job: the round summary, the
// next turn message (a NEW message each turn, so the player to act is pinged; the old one is
// deleted), the final results, a cancel notice; the half-time reminder (which posts the turn
// message again if a moderator deleted it). A job may run again after a crash, so every
// post carries a nonce Discord enforces (a repeated send returns the first message), and
// deletes and id updates are harmless to repeat.
import { DiscordAPIError, Routes, type Client, type Message, type SendableChannels } from 'discord.js';
import type { Logger } from 'pino';
import { clockEndsAt, type TurnJob } from '../app/follow-up.ts';
import { lastMoveOfOutcome, renderGameImage, type ImageKind } from '../app/images.ts';
import type { LastMove } from '../render/index.ts';
import type { Outcome } from '../app/outcome.ts';
import { isAutomated, seatToAct } from '../app/seats.ts';
import { stalled, tally } from '../app/end-vote.ts';
import { draftStep, pendingColor, placementsOf } from '../app/turn-options.ts';
import { playChannelOf, type Games, type PresentJob } from '../app/games.ts';
import type { Game, JobRow } from '../store/types.ts';
import { PermanentJobError } from '../jobs/worker.ts';
import {
  cancelNoticeView,
  finalView,
  lobbyClosedView,
  messageLink,
  reminderView,
  roundSummaryView,
  seatNoticeView,
  sinceLines,
  turnView,
  type TurnStep,
  type View,
} from './views.ts';
import { THREAD_REFUSALS, resultsPointerView, startNoticeView, startedLobbyView, threadName } from './thread-views.ts';

/** Message roles kept in the store's live-message map. */
export const ROLE_LOBBY = 'lobby';
export const ROLE_TURN = 'turn';
/** The round summary that carries the live end vote of a stalled game. */
export const ROLE_VOTE = 'vote';

/** The first step of the acting player's turn, or null when nobody acts (game over). */
export function firstStep(game: Game): TurnStep | null {
  const state = game.state;
  if (!state || game.status !== 'active') return null;
  if (state.phase === 'draft') {
    const step = draftStep(state, {});
    return step ? { kind: 'draft', step } : null;
  }
  if (state.phase === 'wall') {
    const color = pendingColor(state);
    const places = placementsOf(state);
    if (color === null || places.length === 0) return null;
    return { kind: 'place', line: state.pendingLine, color, places };
  }
  return null;
}

/** File name and alt text of the game record attached to the final results. */
export const RECORD_FILE = 'azul-game.json';
const RECORD_DESCRIPTION = 'The whole game as an azul-record/1 file: check or replay it with `npm run azul -- replay azul-game.json`.';

/**
 * Discord errors no retry can mend: unknown channel or message, missing access or permissions, a
 * thread a moderator archived and locked (50083). The job is dropped (logged), not retried forever:
 * the game's later jobs (bot moves, clocks) must not wait behind it.
 */
const PERMANENT_CODES = new Set([10003, 10008, 50001, 50013, 50083]);
/** "Cannot send messages to this user": their DMs are closed to the bot. */
const DM_CLOSED = 50007;
/** "A thread has already been created for this message": a retried start finds its thread. */
const THREAD_EXISTS = 160004;
/** A game's thread archives after a week without messages (a message in it brings it back). */
const THREAD_ARCHIVE_MINUTES = 10080;

type Attachment = { attachment: Buffer; name: string; description?: string };

export class Presenter {
  constructor(
    private readonly client: Client,
    private readonly games: Games,
    private readonly log: Logger,
    /** Rates a finished game before its results are posted, so the leaderboard already counts it. */
    private readonly stats?: { gameFinished(gameId: string): Promise<unknown> },
  ) {}

  /**
   * Why a channel could not be used: 'gone' (10003), 'refused' (no access: 50001/50013), or
   * 'passing' (a failure that may mend, e.g. a process whose shards are still connecting).
   */
  private async channelTrouble(channelId: string): Promise<'gone' | 'refused' | 'passing'> {
    try {
      const channel = await this.client.channels.fetch(channelId, { force: true, allowUnknownGuild: true });
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
    if (trouble === 'gone') {
      // A deleted channel or thread: the game cannot be shown or played any more; close it cleanly.
      const closed = await this.games.closeGone(game.id);
      this.log.warn({ gameId: game.id, channelId, closed }, 'the game’s channel is gone: game closed');
    }
    if (trouble === 'passing') throw new Error(`channel ${channelId} is not reachable right now`);
    throw new PermanentJobError(`cannot post in channel ${channelId} (${trouble})`);
  }

  /**
   * Moves a game that just started into a thread started from its lobby message, once. Where Discord
   * refuses (no permission, a channel type without threads, no lobby message), the game plays in its
   * channel as before: that is recorded, and the lobby says why.
   */
  private async openThread(game: Game): Promise<Game> {
    if (game.status !== 'active' || game.threadId || game.threadRefusal) return game;
    const lobbyId = game.messages[ROLE_LOBBY];
    let where: { threadId: string } | { refusal: string };
    if (!lobbyId) {
      where = { refusal: THREAD_REFUSALS[10008]! };
    } else {
      try {
        const body = { name: threadName(game), auto_archive_duration: THREAD_ARCHIVE_MINUTES };
        const thread = (await this.client.rest.post(Routes.threads(game.channelId, lobbyId), { body })) as { id: string };
        where = { threadId: thread.id };
      } catch (error) {
        if (!(error instanceof DiscordAPIError) || typeof error.code !== 'number') throw error;
        if (error.code === 10003) return game; // the channel is gone: present() closes the game
        if (error.code === THREAD_EXISTS) where = { threadId: await this.existingThread(game.channelId, lobbyId) };
        else if (THREAD_REFUSALS[error.code]) where = { refusal: THREAD_REFUSALS[error.code]! };
        else throw error;
      }
    }
    const recorded = await this.games.setThread(game.id, where);
    if (!recorded.threadId) this.log.info({ gameId: game.id, channelId: game.channelId, refusal: recorded.threadRefusal }, 'no thread: the game plays in its channel');
    return recorded;
  }

  /** The thread a crashed attempt already started from the lobby (on Discord its id is the message's). */
  private async existingThread(channelId: string, lobbyId: string): Promise<string> {
    const message = (await this.client.rest.get(Routes.channelMessage(channelId, lobbyId)).catch(() => null)) as { thread?: { id?: string } } | null;
    return message?.thread?.id ?? lobbyId;
  }

  /** Where the start notice and the final results go: the game's channel (the thread's parent), else the thread. */
  private async homeChannel(game: Game, play: SendableChannels): Promise<SendableChannels> {
    if (!game.threadId) return play;
    return (await this.channel(game.channelId)) ?? play;
  }

  async channel(channelId: string): Promise<SendableChannels | null> {
    const channel =
      this.client.channels.cache.get(channelId) ??
      (await this.client.channels.fetch(channelId).catch(() => null)) ??
      // Sharded: the job may run in a process whose shards do not hold this guild (not cached then).
      (await this.client.channels.fetch(channelId, { allowUnknownGuild: true }).catch(() => null));
    return channel && channel.isSendable() ? channel : null;
  }

  /** Draws an image as message files; none when drawing fails (the game must go on). */
  private async draw(game: Game, kind: ImageKind, options: { lastMove?: LastMove | null } = {}): Promise<Attachment[]> {
    try {
      const image = await renderGameImage(game, kind, options);
      return [{ attachment: image.data, name: image.fileName, description: image.description?.slice(0, 1000) }];
    } catch (error) {
      this.log.error({ err: error, gameId: game.id, kind }, 'drawing failed; sending the message without image');
      return [];
    }
  }

  /** The finished game's record as a JSON file, so anyone can keep, replay or study it. */
  private async record(game: Game): Promise<Attachment[]> {
    const exported = await this.games.exportRecord(game.id);
    if (!exported.ok) {
      this.log.error({ gameId: game.id, error: exported.message }, 'exporting the game record failed');
      return [];
    }
    return [{ attachment: Buffer.from(`${exported.line}\n`), name: RECORD_FILE, description: RECORD_DESCRIPTION }];
  }

  /** Sends once per nonce: a job that runs again after a crash gets the first message back. */
  private async send(channel: SendableChannels, view: View, files: Attachment[], nonce: string): Promise<Message> {
    return channel.send({ ...view, files, nonce, enforceNonce: true });
  }

  async deleteMessage(channelId: string, messageId: string | undefined | null): Promise<void> {
    if (!messageId) return;
    const channel = await this.channel(channelId);
    await channel?.messages.delete(messageId).catch((error: unknown) => {
      this.log.debug({ err: error, messageId }, 'could not delete an old message (already gone?)');
    });
  }

  async editMessage(channelId: string, messageId: string | undefined, view: View | Pick<View, 'components'>): Promise<void> {
    if (!messageId) return;
    const channel = await this.channel(channelId);
    await channel?.messages.edit(messageId, view).catch((error: unknown) => {
      this.log.debug({ err: error, messageId }, 'could not edit a message');
    });
  }

  /** The outbox handler: carries out one `present` job. Throws to be retried. */
  readonly present = async (job: JobRow): Promise<void> => {
    const data = job.data as PresentJob;
    if (!job.gameId || !data?.outcome) throw new PermanentJobError('present job without a game or an outcome');
    const found = await this.games.find(job.gameId);
    if (!found.ok) {
      if (found.error === 'NOT_FOUND') throw new PermanentJobError(`game ${job.gameId} is gone`);
      throw new Error(found.message);
    }
    const nonce = (part: string) => `j${job.id}${part}`;
    try {
      const game = data.outcome.kind === 'started' ? await this.openThread(found.game) : found.game;
      const channel = (await this.channel(playChannelOf(game))) ?? (await this.noChannel(game));
      await this.carryOut(channel, game, data, nonce, job.createdAt);
    } catch (error) {
      if (error instanceof DiscordAPIError && typeof error.code === 'number' && PERMANENT_CODES.has(error.code)) {
        throw new PermanentJobError(`Discord refused (${error.code}): ${error.message}`);
      }
      throw error;
    }
  };

  private async carryOut(channel: SendableChannels, game: Game, job: PresentJob, nonce: (part: string) => string, createdAt: Date): Promise<void> {
    const outcome = job.outcome;
    if (outcome.kind === 'started' && game.threadId) {
      await this.send(await this.homeChannel(game, channel), startNoticeView(game, game.threadId), [], nonce('a'));
    } else if (outcome.kind === 'started' && game.threadRefusal) {
      // No thread: the lobby says why the game plays here (an edit: harmless to repeat).
      await this.editMessage(game.channelId, game.messages[ROLE_LOBBY], startedLobbyView(game));
    }
    if (outcome.kind === 'seat' && outcome.change !== 'back') await this.send(channel, seatNoticeView(game, outcome), [], nonce('n'));
    if (outcome.kind === 'cancelled') {
      await this.editMessage(game.channelId, game.messages[ROLE_LOBBY], lobbyClosedView(game, outcome.how === 'abandoned' ? `${outcome.byName} left: the game is over.` : `Cancelled by ${outcome.byName}.`));
      await this.send(channel, cancelNoticeView(game, outcome), [], nonce('c'));
      await this.dropTurnMessage(game);
      await this.moveVote(game, null);
      return;
    }
    // A later change already happened (moves made from `/azul board` while this job waited):
    // its own job shows the table as it is now; this one still tells its part of the story.
    const current = game.version === job.version;
    if (outcome.kind === 'turn' && outcome.round) {
      const at = current ? game : await this.games.asOf(game, job.moveCount);
      // A round in which no tile reached a wall offers the end vote (while the game runs);
      // one that tiled closes the vote offered before.
      const vote = game.status === 'active' && stalled(outcome.round) ? { version: job.version, tally: tally(game) } : undefined;
      const summary = await this.send(channel, roundSummaryView(at, outcome.round, vote), await this.draw(at, 'summary'), nonce('s'));
      await this.moveVote(game, vote ? summary.id : null);
    }
    if ((outcome.kind === 'turn' && outcome.end) || outcome.kind === 'ended') {
      await this.stats?.gameFinished(game.id);
      const files = [...(await this.draw(game, 'final')), ...(await this.record(game))];
      // The results go to the channel, where everyone sees them; the thread points to them.
      const home = await this.homeChannel(game, channel);
      const results = await this.send(home, finalView(game), files, nonce('f'));
      if (home !== channel) await this.send(channel, resultsPointerView(game, results.id), [], nonce('o'));
      await this.dropTurnMessage(game);
      await this.moveVote(game, null);
      return;
    }
    if (!current || game.status !== 'active') return;
    // A bot (or the autopilot) is to move: its job follows at once, and the next person to act
    // gets one message with everything that happened meanwhile.
    const seat = seatToAct(game);
    if (!seat || isAutomated(seat)) return;
    await this.postTurn(channel, game, job.outcome, nonce('t'), clockEndsAt(game, createdAt));
  }

  /** Posts the turn message for the game as it is now and removes the previous one. */
  private async postTurn(channel: SendableChannels, game: Game, outcome: Outcome | undefined, nonce: string, clockEnds: Date | null): Promise<string | null> {
    const step = firstStep(game);
    if (!step) {
      this.log.error({ gameId: game.id, phase: game.state?.phase }, 'active game without a legal move');
      return null;
    }
    const since = await this.games.sinceLastTurn(game.id, game.state!.current);
    const view = turnView(game, step, { lead: sinceLines(game, since, outcome), clockEndsAt: clockEnds });
    const table = await this.draw(game, 'table', { lastMove: lastMoveOfOutcome(since.at(-1)) });
    const message = await this.send(channel, view, table, nonce);
    const previous = game.messages[ROLE_TURN];
    await this.games.setMessages(game.id, { [ROLE_TURN]: message.id });
    if (previous && previous !== message.id) await this.deleteMessage(playChannelOf(game), previous);
    return message.id;
  }

  /** The turn message's id if it is still there (a moderator may have deleted it); null when it is gone. */
  private async liveTurnMessage(channel: SendableChannels, game: Game): Promise<string | null> {
    const id = game.messages[ROLE_TURN];
    if (!id) return null;
    try {
      await channel.messages.fetch({ message: id, force: true });
      return id;
    } catch (error) {
      // Only "Unknown Message" says it is gone; any other failure leaves it be.
      return error instanceof DiscordAPIError && error.code === 10008 ? null : id;
    }
  }

  /** Where a game is played, by name, as far as this process's cache knows (any shard reads the database for the rest). */
  async placeOf(game: Game): Promise<{ guild: string | null; channel: string | null }> {
    const guild = game.guildId ? this.client.guilds.cache.get(game.guildId)?.name ?? null : null;
    const channel = await this.channel(game.channelId);
    return { guild, channel: channel && 'name' in channel && typeof channel.name === 'string' ? channel.name : null };
  }

  /** The outbox handler of a half-time reminder: pings the player in the channel, and by DM if they asked. */
  readonly remind = async (job: JobRow): Promise<void> => {
    const data = job.data as TurnJob;
    if (!job.gameId) return;
    const found = await this.games.find(job.gameId);
    if (!found.ok) return;
    const game = found.game;
    const seat = seatToAct(game);
    if (game.version !== data.version || !seat || seat.seat !== data.seat || isAutomated(seat)) return; // played meanwhile
    const channel = (await this.channel(playChannelOf(game))) ?? (await this.noChannel(game));
    // The reminder was written with the move that started the turn, as was the clock.
    const ends = clockEndsAt(game, job.createdAt);
    // A turn message deleted meanwhile (by a moderator) is posted again, so the player has controls.
    const turnId = (await this.liveTurnMessage(channel, game)) ?? (await this.postTurn(channel, game, undefined, `j${job.id}t`, ends));
    const link = turnId ? messageLink(game.guildId, playChannelOf(game), turnId) : null;
    await this.send(channel, reminderView(game, seat.userId, ends, link), [], `j${job.id}r`).catch((error: unknown) => {
      if (error instanceof DiscordAPIError && typeof error.code === 'number' && PERMANENT_CODES.has(error.code)) {
        this.log.warn({ gameId: game.id, code: error.code }, 'reminder not posted: the channel refused it');
        return;
      }
      throw error;
    });
    await this.directMessage(seat.userId, reminderView(game, seat.userId, ends, link));
  };

  /** A DM to a player who asked for them; a closed DM (50007) is remembered and not retried. */
  private async directMessage(userId: string, view: View): Promise<void> {
    const settings = await this.games.userSettings(userId);
    if (!settings.ok || !settings.settings.notify || settings.settings.dmClosed) return;
    try {
      const user = await this.client.users.fetch(userId);
      await user.send({ content: view.content, allowedMentions: { parse: [] } });
    } catch (error) {
      if (error instanceof DiscordAPIError && error.code === DM_CLOSED) {
        this.log.info({ userId }, 'DMs closed: noted, the channel reminder stands');
        await this.games.setUserSettings(userId, { dmClosed: true });
        return;
      }
      this.log.warn({ err: error, userId }, 'could not send a DM reminder');
    }
  }

  /**
   * The one round summary carrying the live end vote: `messageId` (null: none any more). The
   * buttons of the one before are taken off (a vote on it would still count while the stall lasts).
   */
  private async moveVote(game: Game, messageId: string | null): Promise<void> {
    const previous = game.messages[ROLE_VOTE];
    if ((previous ?? null) === messageId) return; // most rounds: no vote before, none now
    await this.games.setMessages(game.id, { [ROLE_VOTE]: messageId });
    await this.editMessage(playChannelOf(game), previous ?? undefined, { components: [] });
  }

  private async dropTurnMessage(game: Game): Promise<void> {
    await this.games.setMessages(game.id, { [ROLE_TURN]: null });
    await this.deleteMessage(playChannelOf(game), game.messages[ROLE_TURN]);
  }
}
