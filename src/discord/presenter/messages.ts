// The bot's own messages outside an interaction's answer: finding a channel (in any shard's
// process), posting once per nonce, editing and deleting, and naming where a game is played.
import { DiscordAPIError, type Client, type Message, type SendableChannels } from 'discord.js';
import type { Logger } from '../../app/index.ts';
import type { View } from '../views/common.ts';
import { sendShrinking } from '../uploads.ts';
import { withoutButtons, type V2View } from '../views/v2.ts';
import type { Place } from '../views/my-games.ts';

export type Attachment = { attachment: Buffer; name: string; description?: string };

/**
 * Discord errors no retry can mend: unknown channel or message, missing access or permissions, a
 * thread a moderator archived and locked (50083). The job is dropped (logged), not retried forever:
 * the game's later jobs (bot moves, clocks) must not wait behind it.
 */
export const PERMANENT_CODES = new Set([10003, 10008, 50001, 50013, 50083]);

export function isPermanent(error: unknown): boolean {
  return error instanceof DiscordAPIError && typeof error.code === 'number' && PERMANENT_CODES.has(error.code);
}

/** Message roles kept in the store's live-message map. */
export const ROLE_LOBBY = 'lobby';
export const ROLE_TURN = 'turn';
/** The round summary that carries the live end vote of a stalled game. */
export const ROLE_VOTE = 'vote';

/** The custom ids of a message's controls. */
function controlIds(message: Message): string[] {
  const ids: string[] = [];
  const walk = (node: unknown) => {
    const data = (
      node && typeof node === 'object' && 'toJSON' in node ? (node as { toJSON(): unknown }).toJSON() : node
    ) as { custom_id?: string; components?: unknown[] };
    if (typeof data?.custom_id === 'string') ids.push(data.custom_id);
    for (const c of data?.components ?? []) walk(c);
  };
  for (const c of message.components) walk(c);
  return ids;
}

export class Messages {
  constructor(
    readonly client: Client,
    private readonly log: Logger,
  ) {}

  async channel(channelId: string): Promise<SendableChannels | null> {
    const channel =
      this.client.channels.cache.get(channelId) ??
      (await this.client.channels.fetch(channelId).catch(() => null)) ??
      // Sharded: the job may run in a process whose shards do not hold this guild (not cached then).
      (await this.client.channels.fetch(channelId, { allowUnknownGuild: true }).catch(() => null));
    return channel && channel.isSendable() ? channel : null;
  }

  /**
   * Sends once per nonce: a job that runs again after a crash gets the first message back. An upload
   * Discord refuses as too large goes again with smaller pictures, then without (src/discord/uploads.ts).
   */
  async send(channel: SendableChannels, view: View | V2View, files: Attachment[], nonce: string): Promise<Message> {
    return sendShrinking<View | V2View, Message>(view, files, (payload, upload) =>
      channel.send({ ...payload, files: upload, nonce, enforceNonce: true }),
    );
  }

  async delete(channelId: string, messageId: string | undefined | null): Promise<void> {
    if (!messageId) return;
    const channel = await this.channel(channelId);
    await channel?.messages.delete(messageId).catch((error: unknown) => {
      this.log.debug({ err: error, messageId }, 'could not delete an old message (already gone?)');
    });
  }

  async edit(
    channelId: string,
    messageId: string | undefined | null,
    view: View | V2View | Pick<View, 'components'>,
  ): Promise<void> {
    if (!messageId) return;
    const channel = await this.channel(channelId);
    await channel?.messages.edit(messageId, view).catch((error: unknown) => {
      this.log.debug({ err: error, messageId }, 'could not edit a message');
    });
  }

  /**
   * Deletes one of the bot's messages if it still carries a control `isLiveControl` accepts; one
   * already gone is fine. Any other failure is thrown (an outbox job tries again).
   */
  async deleteIfLive(
    channelId: string,
    messageId: string,
    isLiveControl: (customId: string) => boolean,
  ): Promise<void> {
    const channel = await this.channel(channelId);
    if (!channel) return;
    const gone = (error: unknown) => {
      if (error instanceof DiscordAPIError && error.code === 10008) return null;
      throw error;
    };
    // From Discord, not the cache: without the message intents the cache never sees a click's answer edit the message.
    const message = await channel.messages.fetch({ message: messageId, force: true }).catch(gone);
    if (!message) return;
    if (controlIds(message).some(isLiveControl)) await channel.messages.delete(messageId).catch(gone);
  }

  /**
   * Takes the buttons off one of the bot's Components V2 messages if it carries a control `isKind`
   * accepts (what it shows stays); one gone, or without such a control, is left as it is. A failure
   * is logged: a button left is refused when clicked.
   */
  async stripButtonsIf(channelId: string, messageId: string, isKind: (customId: string) => boolean): Promise<void> {
    try {
      const channel = await this.channel(channelId);
      const message = await channel?.messages.fetch({ message: messageId, force: true });
      if (message && controlIds(message).some(isKind)) await message.edit(withoutButtons(message.components));
    } catch (error) {
      this.log.debug({ err: error, messageId }, 'could not take the buttons off a message');
    }
  }

  /** Takes the buttons off one of the bot's Components V2 messages (what it shows stays). */
  async stripButtons(channelId: string, messageId: string | undefined | null): Promise<void> {
    if (!messageId) return;
    const channel = await this.channel(channelId);
    const message = await channel?.messages.fetch({ message: messageId, force: true }).catch(() => null);
    if (!message) return;
    await message.edit(withoutButtons(message.components)).catch((error: unknown) => {
      this.log.debug({ err: error, messageId }, 'could not take the buttons off a message');
    });
  }

  /** A message's id if it is still there (a moderator may have deleted it); null when it is gone. */
  async stillThere(channel: SendableChannels, messageId: string | undefined): Promise<string | null> {
    if (!messageId) return null;
    try {
      await channel.messages.fetch({ message: messageId, force: true });
      return messageId;
    } catch (error) {
      // Only "Unknown Message" says it is gone; any other failure leaves it be.
      return error instanceof DiscordAPIError && error.code === 10008 ? null : messageId;
    }
  }

  /**
   * Where a game is played, by name, as far as this process's cache knows (any shard reads the database for the rest).
   */
  async placeOf(guildId: string | null, channelId: string): Promise<Place> {
    const guild = guildId ? (this.client.guilds.cache.get(guildId)?.name ?? null) : null;
    const channel = await this.channel(channelId);
    return { guild, channel: channel && 'name' in channel && typeof channel.name === 'string' ? channel.name : null };
  }
}
