// Stored records of the fake Discord server and their conversion to Discord API JSON.

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
  /** Raw API JSON as the bot sent it. */
  components: any[];
  embeds: any[];
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

export interface MemberRecord {
  user: FakeUser;
  bot: boolean;
  roles: string[];
  permissions: bigint;
  joinedAt: number;
  /** The person's Discord client language (`interaction.locale`); en-US when unset. */
  locale?: string;
}

export const Permission = {
  CreateInstantInvite: 1n << 0n,
  Administrator: 1n << 3n,
  ManageGuild: 1n << 5n,
  AddReactions: 1n << 6n,
  ViewChannel: 1n << 10n,
  SendMessages: 1n << 11n,
  ManageMessages: 1n << 13n,
  EmbedLinks: 1n << 14n,
  AttachFiles: 1n << 15n,
  ReadMessageHistory: 1n << 16n,
  MentionEveryone: 1n << 17n,
  UseExternalEmojis: 1n << 18n,
  ChangeNickname: 1n << 26n,
  UseApplicationCommands: 1n << 31n,
  CreatePublicThreads: 1n << 35n,
  SendMessagesInThreads: 1n << 38n,
} as const;

/** What @everyone may do in the fake guild: an ordinary member. */
export const EVERYONE_PERMISSIONS =
  Permission.CreateInstantInvite |
  Permission.AddReactions |
  Permission.ViewChannel |
  Permission.SendMessages |
  Permission.EmbedLinks |
  Permission.AttachFiles |
  Permission.ReadMessageHistory |
  Permission.UseExternalEmojis |
  Permission.ChangeNickname |
  Permission.UseApplicationCommands |
  Permission.CreatePublicThreads |
  Permission.SendMessagesInThreads;

export const MessageFlag = {
  Ephemeral: 1 << 6,
  Loading: 1 << 7,
  SuppressNotifications: 1 << 12,
  IsComponentsV2: 1 << 15,
} as const;

export function userJson(user: FakeUser, bot = false): any {
  return {
    id: user.id,
    username: user.username,
    global_name: bot ? null : user.username,
    discriminator: bot ? '0001' : '0',
    avatar: null,
    bot: bot || undefined,
    public_flags: 0,
    flags: 0,
  };
}

export function memberJson(member: MemberRecord, withUser = true): any {
  return {
    user: withUser ? userJson(member.user, member.bot) : undefined,
    nick: null,
    avatar: null,
    roles: member.roles,
    joined_at: new Date(member.joinedAt).toISOString(),
    premium_since: null,
    deaf: false,
    mute: false,
    pending: false,
    flags: 0,
    communication_disabled_until: null,
  };
}

export function attachmentJson(baseUrl: string, channelId: string, a: FakeAttachment): any {
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

/** A component by custom_id anywhere in a message (action rows, containers, section accessories). */
export function findComponent(components: any[], customId: string): any {
  for (const c of components ?? []) {
    if (c?.custom_id === customId) return c;
    const nested =
      findComponent(c?.components ?? [], customId) ??
      (c?.accessory ? findComponent([c.accessory], customId) : undefined);
    if (nested) return nested;
  }
  return undefined;
}
