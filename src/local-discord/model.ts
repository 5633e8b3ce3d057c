// Stored records of the fake Discord server and their conversion to Discord API JSON.
import {
  ChannelType,
  PermissionFlagsBits,
  type APIAttachment,
  type APIEmbed,
  type APIGuildMember,
  type APIGuildMemberNoUser,
  type APIMessageTopLevelComponent,
  type APIUser,
  type GuildMemberFlags,
  type Locale,
  type UserFlags,
} from 'discord-api-types/v10';

const DISCORD_EPOCH = 1420070400000n;
let snowflakeCounter = 0n;

/** A real-looking snowflake: discord.js derives createdTimestamp from it. */
export function snowflake(): string {
  snowflakeCounter = (snowflakeCounter + 1n) & 0xfffn;
  return (((BigInt(Date.now()) - DISCORD_EPOCH) << 22n) | (1n << 17n) | snowflakeCounter).toString();
}

/** Milliseconds in which every shard count up to 16 divides evenly: guild i lands on shard i % count. */
const SHARD_CYCLE_MS = 720_720n;
const guildBase = ((BigInt(Date.now()) - DISCORD_EPOCH) / SHARD_CYCLE_MS) * SHARD_CYCLE_MS;

/**
 * A guild id whose timestamp part is a fixed base + `index` ms, so that Discord's shard formula
 * `(guild_id >> 22) % count` puts the i-th guild on shard i % count (for counts up to 16).
 */
export function guildSnowflake(index: number): string {
  snowflakeCounter = (snowflakeCounter + 1n) & 0xfffn;
  return (((guildBase + BigInt(index)) << 22n) | (1n << 17n) | snowflakeCounter).toString();
}

/** Discord's shard of a guild. */
export function shardOf(guildId: string, shardCount: number): number {
  return Number((BigInt(guildId) >> 22n) % BigInt(shardCount));
}

export interface FakeGuild {
  id: string;
  name: string;
  /** The server's Discord language (its preferred locale, every interaction's `guild_locale`); en-US when unset. */
  locale?: Locale;
}

export interface FakeUser {
  id: string;
  username: string;
}

export interface FakeAttachment {
  id: string;
  filename: string;
  description?: string;
  contentType?: string;
  data: Buffer;
}

export interface FakeMessage {
  id: string;
  channelId: string;
  authorId: string;
  content: string;
  /** API JSON as the bot sent it, once checked against Discord's rules (message-body.ts). */
  components: APIMessageTopLevelComponent[];
  embeds: APIEmbed[];
  attachments: FakeAttachment[];
  flags: number;
  /** Set for ephemeral messages: the only user who can see them. */
  ephemeralTo?: string;
  /** User ids pinged when the message was created (edits never ping). */
  mentions: string[];
  createdAt: number;
  editedAt?: number;
  /** The interaction whose response (or follow-up) this message is. */
  interactionId?: string;
  deleted?: boolean;
  /** Message this one replies to (message_reference), if any. */
  replyTo?: string;
}

export interface ChannelRecord {
  id: string;
  name: string;
  position: number;
  lastMessageId: string | null;
  /** The guild the channel belongs to (none for direct-message channels). */
  guildId?: string;
  /** Permissions the bot's role is denied in this channel (a permission overwrite). */
  botDenied: bigint;
  /** Text (the default), voice (its text chat has no threads), public thread. */
  type?: ChannelType.GuildText | ChannelType.GuildVoice | ChannelType.PublicThread;
  /** A thread's channel; its id is the id of the message it was started from. */
  parentId?: string;
  /** A thread's auto-archive duration in minutes, and when it was created. */
  autoArchiveMinutes?: number;
  /** A thread a moderator archived and locked: nobody without Manage Threads may post in it (50083). */
  locked?: boolean;
  createdAt?: number;
}

export function isThread(channel: ChannelRecord | undefined): channel is ChannelRecord & { parentId: string } {
  return channel?.type === ChannelType.PublicThread;
}

export interface MemberRecord {
  user: FakeUser;
  bot: boolean;
  roles: string[];
  permissions: bigint;
  joinedAt: number;
  /** The person's Discord client language (`interaction.locale`); en-US when unset. */
  locale?: Locale;
}

/** What @everyone may do in the fake guild: an ordinary member. */
export const EVERYONE_PERMISSIONS =
  PermissionFlagsBits.CreateInstantInvite |
  PermissionFlagsBits.AddReactions |
  PermissionFlagsBits.ViewChannel |
  PermissionFlagsBits.SendMessages |
  PermissionFlagsBits.EmbedLinks |
  PermissionFlagsBits.AttachFiles |
  PermissionFlagsBits.ReadMessageHistory |
  PermissionFlagsBits.UseExternalEmojis |
  PermissionFlagsBits.ChangeNickname |
  PermissionFlagsBits.UseApplicationCommands |
  PermissionFlagsBits.CreatePublicThreads |
  PermissionFlagsBits.SendMessagesInThreads;

/** A bit field with no flag set. */
const NO_FLAGS = 0;

export function userJson(user: FakeUser, bot = false): APIUser {
  return {
    id: user.id,
    username: user.username,
    global_name: bot ? null : user.username,
    discriminator: bot ? '0001' : '0',
    avatar: null,
    bot: bot || undefined,
    public_flags: NO_FLAGS as UserFlags,
    flags: NO_FLAGS as UserFlags,
  };
}

export function memberJson(member: MemberRecord): APIGuildMember {
  return { user: userJson(member.user, member.bot), ...memberFieldsJson(member) };
}

/** A member without its user (a message's author, a resolved option: the user is given beside it). */
export function memberFieldsJson(member: MemberRecord): APIGuildMemberNoUser {
  return {
    nick: null,
    avatar: null,
    roles: member.roles,
    joined_at: new Date(member.joinedAt).toISOString(),
    premium_since: null,
    deaf: false,
    mute: false,
    pending: false,
    flags: NO_FLAGS as GuildMemberFlags,
    communication_disabled_until: null,
  };
}

export function attachmentJson(baseUrl: string, channelId: string, a: FakeAttachment): APIAttachment {
  const url = `${baseUrl}/attachments/${channelId}/${a.id}/${encodeURIComponent(a.filename)}`;
  return {
    id: a.id,
    filename: a.filename,
    description: a.description,
    content_type: a.contentType,
    size: a.data.length,
    url,
    proxy_url: url,
  };
}
