// The fake's guild world: the bot and its application, the guilds it is in, their channels and
// threads, the people (members of every guild until they leave one), the direct-message channels
// the bot opened; and the lookups the routes share, with Discord's answer when something is missing.
import {
  ChannelType,
  PermissionFlagsBits,
  type APIDMChannel,
  type GatewayGuildMembersChunkDispatchData,
  type Locale,
} from 'discord-api-types/v10';
import type { JsonObject } from './json.ts';
import {
  EVERYONE_PERMISSIONS,
  guildSnowflake,
  isThread,
  memberJson,
  snowflake,
  userJson,
  type ChannelRecord,
  type FakeGuild,
  type FakeUser,
  type MemberRecord,
} from './model.ts';
import { Errors } from './rest-router.ts';
import { BASE_LOCALE, type World } from './views.ts';

export interface WorldOptions {
  /** How many guilds the bot is in from the start. */
  guilds: number;
  /** The first guild's name. */
  guildName?: string;
  /** The bot user's name. */
  botName: string;
}

export class FakeWorld implements World {
  readonly applicationId = snowflake();
  readonly botUserId = this.applicationId;
  readonly ownerId = snowflake();
  readonly moderatorRoleId = snowflake();
  readonly botRoleId = snowflake();
  /** The first guild (single-guild callers use it). */
  readonly guildId: string;
  readonly guilds = new Map<string, FakeGuild>();
  readonly channels = new Map<string, ChannelRecord>();
  readonly members = new Map<string, MemberRecord>();
  /** "guildId:userId" of people who left a guild (everyone else is a member of every guild). */
  readonly departed = new Set<string>();
  /** Direct-message channels the bot opened, by user id; users whose DMs are closed to the bot. */
  readonly dmChannels = new Map<string, ChannelRecord>();
  readonly closedDms = new Set<string>();
  /** Where the server listens (set once it does): attachment URLs start with it. */
  baseUrl = '';

  constructor(opts: WorldOptions) {
    if (!Number.isInteger(opts.guilds) || opts.guilds < 1)
      throw new Error(`fake Discord: guilds must be a whole number >= 1 (got ${opts.guilds})`);
    for (let i = 0; i < opts.guilds; i++) this.addGuild(i === 0 ? opts.guildName : undefined);
    this.guildId = this.guilds.keys().next().value!;
    this.members.set(this.botUserId, {
      user: { id: this.botUserId, username: opts.botName },
      bot: true,
      roles: [this.botRoleId],
      permissions: EVERYONE_PERMISSIONS | PermissionFlagsBits.ManageMessages,
      joinedAt: Date.now(),
    });
    this.members.set(this.ownerId, {
      user: { id: this.ownerId, username: 'guild-owner' },
      bot: false,
      roles: [],
      permissions: EVERYONE_PERMISSIONS | PermissionFlagsBits.Administrator,
      joinedAt: Date.now(),
    });
  }

  addGuild(name?: string): FakeGuild {
    const index = this.guilds.size;
    const guild: FakeGuild = {
      id: guildSnowflake(index),
      name: name ?? (index === 0 ? 'Fake Azul Guild' : `Fake Azul Guild ${index + 1}`),
    };
    this.guilds.set(guild.id, guild);
    return guild;
  }

  /** A server's Discord language (its preferred locale); en-US when unset. */
  guildLocale(id = this.guildId): Locale {
    return this.guilds.get(id)?.locale ?? BASE_LOCALE;
  }

  requireGuild(id: string): void {
    if (!this.guilds.has(id)) throw Errors.unknownGuild();
  }

  /** A server channel or thread, or Discord's 10003 Unknown Channel. */
  requireChannel(id: string): ChannelRecord {
    const channel = this.channels.get(id);
    if (!channel) throw Errors.unknownChannel();
    return channel;
  }

  /** Where an interaction happened: a server channel or a DM with the bot. */
  interactionChannel(id: string): ChannelRecord {
    return this.channels.get(id) ?? [...this.dmChannels.values()].find((c) => c.id === id) ?? this.requireChannel(id);
  }

  /** A channel a test names: a mistake in the test, not a request Discord would answer. */
  channelForTest(id: string): ChannelRecord {
    const channel = this.channels.get(id);
    if (!channel) throw new Error(`fake Discord: no channel ${id} (use createChannel)`);
    return channel;
  }

  isDm(channel: ChannelRecord): boolean {
    return [...this.dmChannels.values()].includes(channel);
  }

  /** The DM channel between the bot and a person, opened on first use. */
  dmChannelOf(userId: string): ChannelRecord {
    const member = this.members.get(userId);
    if (!member) throw new Error(`fake Discord: no user ${userId}`);
    let channel = this.dmChannels.get(userId);
    if (!channel) {
      channel = {
        id: snowflake(),
        name: `dm-${member.user.username}`,
        position: 0,
        lastMessageId: null,
        botDenied: 0n,
      };
      this.dmChannels.set(userId, channel);
    }
    return channel;
  }

  /** A DM channel as Discord shows it to the bot. */
  dmChannelJson(channel: ChannelRecord, member: MemberRecord): APIDMChannel {
    return {
      id: channel.id,
      type: ChannelType.DM,
      last_message_id: channel.lastMessageId,
      recipients: [userJson(member.user, member.bot)],
      name: null,
    };
  }

  isMemberOf(userId: string, guildId = this.guildId): boolean {
    return this.members.has(userId) && !this.departed.has(`${guildId}:${userId}`);
  }

  /** What a member may do in a channel: the bot loses what the channel denies its role; administrators keep all. */
  memberPermissions(member: MemberRecord, channel?: ChannelRecord): bigint {
    if (member.permissions & PermissionFlagsBits.Administrator) return member.permissions;
    return member.user.id === this.botUserId && channel ? member.permissions & ~channel.botDenied : member.permissions;
  }

  /** Channels in order, each followed by its threads (`parentId` set), oldest first. */
  channelList(): Array<{ id: string; name: string; parentId?: string }> {
    const all = [...this.channels.values()];
    return all
      .filter((c) => !isThread(c))
      .sort((a, b) => a.position - b.position)
      .flatMap((c) => [
        { id: c.id, name: c.name },
        ...all
          .filter((t) => isThread(t) && t.parentId === c.id)
          .map((t) => ({ id: t.id, name: t.name, parentId: c.id })),
      ]);
  }

  /** The threads started in a channel, oldest first. */
  threadsOf(channelId: string): Array<{ id: string; name: string; parentId: string }> {
    return [...this.channels.values()]
      .filter((c) => isThread(c) && c.parentId === channelId)
      .map((c) => ({ id: c.id, name: c.name, parentId: channelId }));
  }

  /** Members who are people (not the bot, not the absent guild owner), in the order they joined. */
  people(): FakeUser[] {
    return [...this.members.values()].filter((m) => !m.bot && m.user.id !== this.ownerId).map((m) => m.user);
  }

  person(id: string): FakeUser | undefined {
    const member = this.members.get(id);
    return member && !member.bot ? member.user : undefined;
  }

  get botUser(): FakeUser {
    return this.members.get(this.botUserId)!.user;
  }

  /** GUILD_MEMBERS_CHUNK answering a REQUEST_GUILD_MEMBERS (op 8), its request as the client sent it. */
  membersChunk(request: JsonObject): GatewayGuildMembersChunkDispatchData {
    const ids: string[] | undefined =
      request.user_ids === undefined ? undefined : [request.user_ids].flat().map(String);
    const query = typeof request.query === 'string' ? request.query.toLowerCase() : '';
    let found = [...this.members.values()].filter((m) =>
      ids ? ids.includes(m.user.id) : m.user.username.toLowerCase().startsWith(query),
    );
    if (typeof request.limit === 'number' && request.limit > 0) found = found.slice(0, request.limit);
    return {
      guild_id: this.guilds.has(String(request.guild_id)) ? String(request.guild_id) : this.guildId,
      members: found.map((m) => memberJson(m)),
      chunk_index: 0,
      chunk_count: 1,
      not_found: ids ? ids.filter((id) => !this.members.has(id)) : undefined,
      nonce: typeof request.nonce === 'string' ? request.nonce : undefined,
    };
  }
}
