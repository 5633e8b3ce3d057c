// Discord API JSON for the fake's records: users, guild, roles, channels, messages, READY.
import {
  EVERYONE_PERMISSIONS,
  Permission,
  attachmentJson,
  memberJson,
  userJson,
  type FakeGuild,
  type FakeMessage,
  type MemberRecord,
} from './model.ts';
import { Errors } from './rest-router.ts';

export const BASE_LOCALE = 'en-US';
/** Message flag: a thread was started from this message. */
const HAS_THREAD = 1 << 5;

export interface ChannelRecord {
  id: string;
  name: string;
  position: number;
  lastMessageId: string | null;
  /** The guild the channel belongs to (none for direct-message channels). */
  guildId?: string;
  /** Permissions the bot's role is denied in this channel (a permission overwrite). */
  botDenied: bigint;
  /** Discord's channel type: 0 text (the default), 2 voice (its text chat has no threads), 11 public thread. */
  type?: number;
  /** A thread's channel; its id is the id of the message it was started from. */
  parentId?: string;
  /** A thread's auto-archive duration in minutes, and when it was created. */
  autoArchiveMinutes?: number;
  /** A thread a moderator archived and locked: nobody without Manage Threads may post in it (50083). */
  locked?: boolean;
  createdAt?: number;
}

export const ChannelType = { Text: 0, Voice: 2, PublicThread: 11 } as const;

export function isThread(channel: ChannelRecord | undefined): boolean {
  return channel?.type === ChannelType.PublicThread;
}

/** What the views read: the fake's guild world. */
export interface World {
  readonly applicationId: string;
  readonly botUserId: string;
  /** The first guild: the one single-guild callers use. */
  readonly guildId: string;
  /** Every guild, in creation order. */
  readonly guilds: Map<string, FakeGuild>;
  readonly ownerId: string;
  readonly moderatorRoleId: string;
  readonly botRoleId: string;
  readonly baseUrl: string;
  readonly channels: Map<string, ChannelRecord>;
  readonly members: Map<string, MemberRecord>;
  /** Interaction id -> who used it and which message it came from. */
  readonly interactions: Map<
    string,
    { id: string; kind: number; userId: string; messageId?: string; originalId?: string; commandName?: string }
  >;
}

export class ApiViews {
  constructor(private readonly w: World) {}

  botUserJson(): any {
    return {
      ...userJson(this.w.members.get(this.w.botUserId)!.user, true),
      verified: true,
      mfa_enabled: false,
      email: null,
    };
  }

  applicationJson(): any {
    return {
      id: this.w.applicationId,
      name: this.w.members.get(this.w.botUserId)!.user.username,
      icon: null,
      description: '',
      bot_public: true,
      bot_require_code_grant: false,
      verify_key: 'fake',
      flags: 0,
      owner: userJson(this.w.members.get(this.w.ownerId)!.user),
      team: null,
      bot: this.botUserJson(),
    };
  }

  /** READY for a session holding `guildIds` (its shard's guilds). */
  readyPayload(guildIds: string[]): any {
    return {
      user: this.botUserJson(),
      guilds: guildIds.map((id) => ({ id, unavailable: true })),
      application: { id: this.w.applicationId, flags: 0 },
      private_channels: [],
      relationships: [],
      presences: [],
      guild_join_requests: [],
      geo_ordered_rtc_regions: [],
      user_settings: {},
    };
  }

  rolesJson(guildId = this.w.guildId): any[] {
    const role = (id: string, name: string, position: number, permissions: bigint, managed = false) => ({
      id,
      name,
      color: 0,
      colors: { primary_color: 0, secondary_color: null, tertiary_color: null },
      hoist: false,
      icon: null,
      unicode_emoji: null,
      position,
      permissions: permissions.toString(),
      managed,
      mentionable: false,
      flags: 0,
    });
    return [
      role(guildId, '@everyone', 0, EVERYONE_PERMISSIONS),
      role(this.w.moderatorRoleId, 'Moderators', 1, EVERYONE_PERMISSIONS | Permission.ManageMessages),
      role(this.w.botRoleId, 'Azul Test Bot', 2, EVERYONE_PERMISSIONS | Permission.ManageMessages, true),
    ];
  }

  guildJson(forGateway: boolean, id = this.w.guildId): any {
    const guild = this.w.guilds.get(id);
    if (!guild) throw Errors.unknownGuild();
    const base: any = {
      id: guild.id,
      name: guild.name,
      icon: null,
      splash: null,
      discovery_splash: null,
      owner_id: this.w.ownerId,
      afk_channel_id: null,
      afk_timeout: 300,
      verification_level: 0,
      default_message_notifications: 0,
      explicit_content_filter: 0,
      roles: this.rolesJson(guild.id),
      emojis: [],
      features: [],
      mfa_level: 0,
      application_id: null,
      system_channel_id: null,
      system_channel_flags: 0,
      rules_channel_id: null,
      vanity_url_code: null,
      description: null,
      banner: null,
      premium_tier: 0,
      preferred_locale: guild.locale ?? BASE_LOCALE,
      public_updates_channel_id: null,
      nsfw_level: 0,
      premium_progress_bar_enabled: false,
      stickers: [],
    };
    if (!forGateway) return base;
    return {
      ...base,
      joined_at: new Date(this.w.members.get(this.w.botUserId)!.joinedAt).toISOString(),
      large: false,
      unavailable: false,
      member_count: this.w.members.size,
      voice_states: [],
      members: [...this.w.members.values()].map((m) => memberJson(m)),
      channels: [...this.w.channels.values()]
        .filter((c) => c.guildId === guild.id && !isThread(c))
        .map((c) => this.channelJson(c, false)),
      threads: [...this.w.channels.values()]
        .filter((c) => c.guildId === guild.id && isThread(c))
        .map((c) => this.threadJson(c, false)),
      presences: [],
      stage_instances: [],
      guild_scheduled_events: [],
      soundboard_sounds: [],
    };
  }

  channelJson(channel: ChannelRecord, withGuildId = true): any {
    if (isThread(channel)) return this.threadJson(channel, withGuildId);
    return {
      id: channel.id,
      type: channel.type ?? ChannelType.Text,
      guild_id: withGuildId ? channel.guildId : undefined,
      name: channel.name,
      position: channel.position,
      permission_overwrites:
        channel.botDenied === 0n
          ? []
          : [{ id: this.w.botRoleId, type: 0, allow: '0', deny: channel.botDenied.toString() }],
      parent_id: null,
      nsfw: false,
      topic: null,
      last_message_id: channel.lastMessageId,
      rate_limit_per_user: 0,
      flags: 0,
    };
  }

  /** A public thread as Discord shows it (GET /channels/:id, THREAD_CREATE, a message's `thread`). */
  threadJson(thread: ChannelRecord, withGuildId = true): any {
    const created = new Date(thread.createdAt ?? Date.now()).toISOString();
    return {
      id: thread.id,
      type: ChannelType.PublicThread,
      guild_id: withGuildId ? thread.guildId : undefined,
      parent_id: thread.parentId,
      owner_id: this.w.botUserId,
      name: thread.name,
      last_message_id: thread.lastMessageId,
      rate_limit_per_user: 0,
      flags: 0,
      member_count: 1,
      thread_metadata: {
        archived: thread.locked === true,
        auto_archive_duration: thread.autoArchiveMinutes ?? 1440,
        archive_timestamp: created,
        locked: thread.locked === true,
        create_timestamp: created,
      },
    };
  }

  /** Threads started from messages of this channel, by starter message id. */
  threadOf(messageId: string): ChannelRecord | undefined {
    const channel = this.w.channels.get(messageId);
    return isThread(channel) ? channel : undefined;
  }

  /** The guild a channel belongs to; direct messages (unknown channels here) count as the first guild's, as before. */
  guildOfChannel(channelId: string): string {
    return this.w.channels.get(channelId)?.guildId ?? this.w.guildId;
  }

  messageJson(m: FakeMessage): any {
    const guildId = this.guildOfChannel(m.channelId);
    const author = this.w.members.get(m.authorId);
    const interaction = m.interactionId ? this.w.interactions.get(m.interactionId) : undefined;
    const interactionUser = interaction ? this.w.members.get(interaction.userId) : undefined;
    const json: any = {
      id: m.id,
      type: interaction ? (interaction.kind === 2 ? 20 : 0) : m.replyTo ? 19 : 0,
      channel_id: m.channelId,
      guild_id: guildId,
      author: author
        ? userJson(author.user, author.bot)
        : { id: m.authorId, username: 'unknown', discriminator: '0', avatar: null },
      member: author && !interaction ? memberJson(author, false) : undefined,
      content: m.content,
      timestamp: new Date(m.createdAt).toISOString(),
      edited_timestamp: m.editedAt ? new Date(m.editedAt).toISOString() : null,
      tts: false,
      mention_everyone: false,
      mentions: m.mentions
        .map((id) => this.w.members.get(id))
        .filter(Boolean)
        .map((u) => userJson(u!.user, u!.bot)),
      mention_roles: [],
      attachments: m.attachments.map((a) => attachmentJson(this.w.baseUrl, m.channelId, a)),
      embeds: m.embeds,
      pinned: false,
      flags: m.flags,
      components: m.components,
    };
    const thread = this.threadOf(m.id);
    if (thread && thread.parentId === m.channelId) {
      json.thread = this.threadJson(thread);
      json.flags = m.flags | HAS_THREAD;
    }
    if (m.replyTo) {
      json.message_reference = { type: 0, message_id: m.replyTo, channel_id: m.channelId, guild_id: guildId };
    }
    if (interaction && interactionUser) {
      json.webhook_id = this.w.applicationId;
      json.application_id = this.w.applicationId;
      json.interaction_metadata = {
        id: interaction.id,
        type: interaction.kind,
        user: userJson(interactionUser.user),
        authorizing_integration_owners: { '0': guildId },
        original_response_message_id: interaction.originalId !== m.id ? interaction.originalId : undefined,
        interacted_message_id: interaction.messageId,
      };
      // The older `interaction` field still carries the command's name ("ana used /azul new").
      if (interaction.commandName && interaction.originalId === m.id) {
        json.interaction = {
          id: interaction.id,
          type: interaction.kind,
          name: interaction.commandName,
          user: userJson(interactionUser.user),
        };
      }
    }
    return json;
  }
}
