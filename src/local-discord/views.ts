// Discord API JSON for the fake's records: users, guild, roles, channels, messages, READY.
import {
  ApplicationIntegrationType,
  type ApplicationFlags,
  type ChannelFlags,
  ChannelType,
  GuildDefaultMessageNotifications,
  GuildExplicitContentFilter,
  GuildMFALevel,
  GuildNSFWLevel,
  GuildPremiumTier,
  type GuildSystemChannelFlags,
  GuildVerificationLevel,
  InteractionType,
  Locale,
  MessageFlags,
  MessageReferenceType,
  MessageType,
  OverwriteType,
  PermissionFlagsBits,
  type RoleFlags,
  ThreadAutoArchiveDuration,
  type APIApplication,
  type APIMessageInteractionMetadata,
  type APIGuild,
  type APIGuildVoiceChannel,
  type APIMessage,
  type APIRole,
  type APITextChannel,
  type APIThreadChannel,
  type APIUser,
  type GatewayGuildCreateDispatchData,
  type GatewayMessageEventExtraFields,
  type GatewayReadyDispatchData,
} from 'discord-api-types/v10';
import {
  EVERYONE_PERMISSIONS,
  attachmentJson,
  memberFieldsJson,
  memberJson,
  userJson,
  isThread,
  type ChannelRecord,
  type FakeGuild,
  type FakeMessage,
  type MemberRecord,
} from './model.ts';
import { Errors } from './rest-router.ts';

export const BASE_LOCALE = Locale.EnglishUS;

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
}

/** What a message shows of the interaction it answers. */
export interface InteractionInfo {
  id: string;
  kind: InteractionKind;
  userId: string;
  /** A component's message. */
  messageId?: string;
  /** The interaction's first response (or the message it updated). */
  originalId?: string;
  /** A slash command as typed, e.g. "azul new". */
  commandName?: string;
  /** A modal's submit: the interaction whose answer opened the modal. */
  openedBy?: string;
}

export class ApiViews {
  constructor(
    private readonly w: World,
    /** Interaction id -> who used it and which message it came from. */
    private readonly interactions: ReadonlyMap<string, InteractionInfo>,
  ) {}

  botUserJson(): APIUser {
    return {
      ...userJson(this.w.members.get(this.w.botUserId)!.user, true),
      verified: true,
      mfa_enabled: false,
      email: null,
    };
  }

  applicationJson(): APIApplication {
    return {
      id: this.w.applicationId,
      name: this.w.members.get(this.w.botUserId)!.user.username,
      icon: null,
      description: '',
      bot_public: true,
      bot_require_code_grant: false,
      verify_key: 'fake',
      summary: '',
      flags: NO_APPLICATION_FLAGS,
      flags_new: '0',
      owner: userJson(this.w.members.get(this.w.ownerId)!.user),
      team: null,
      bot: this.botUserJson(),
    };
  }

  /** READY for a session holding `guildIds` (its shard's guilds), less the session's own fields. */
  readyPayload(guildIds: string[]): ReadyPayload {
    return {
      user: this.botUserJson(),
      guilds: guildIds.map((id) => ({ id, unavailable: true })),
      application: { id: this.w.applicationId, flags: NO_APPLICATION_FLAGS, flags_new: '0' },
      private_channels: [],
      relationships: [],
      presences: [],
      guild_join_requests: [],
      geo_ordered_rtc_regions: [],
      user_settings: {},
    };
  }

  rolesJson(guildId = this.w.guildId): APIRole[] {
    const role = (id: string, name: string, position: number, permissions: bigint, managed = false): APIRole => ({
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
      flags: NO_ROLE_FLAGS,
    });
    return [
      role(guildId, '@everyone', 0, EVERYONE_PERMISSIONS),
      role(this.w.moderatorRoleId, 'Moderators', 1, EVERYONE_PERMISSIONS | PermissionFlagsBits.ManageMessages),
      role(this.w.botRoleId, 'Azul Test Bot', 2, EVERYONE_PERMISSIONS | PermissionFlagsBits.ManageMessages, true),
    ];
  }

  /** A guild as GET /guilds/:id shows it. */
  guildJson(id = this.w.guildId): APIGuild {
    const guild = this.w.guilds.get(id);
    if (!guild) throw Errors.unknownGuild();
    return {
      id: guild.id,
      name: guild.name,
      icon: null,
      splash: null,
      discovery_splash: null,
      owner_id: this.w.ownerId,
      afk_channel_id: null,
      afk_timeout: 300,
      verification_level: GuildVerificationLevel.None,
      default_message_notifications: GuildDefaultMessageNotifications.AllMessages,
      explicit_content_filter: GuildExplicitContentFilter.Disabled,
      roles: this.rolesJson(guild.id),
      emojis: [],
      features: [],
      mfa_level: GuildMFALevel.None,
      application_id: null,
      system_channel_id: null,
      system_channel_flags: NO_SYSTEM_CHANNEL_FLAGS,
      rules_channel_id: null,
      vanity_url_code: null,
      description: null,
      banner: null,
      premium_tier: GuildPremiumTier.None,
      preferred_locale: guild.locale ?? BASE_LOCALE,
      public_updates_channel_id: null,
      nsfw_level: GuildNSFWLevel.Default,
      premium_progress_bar_enabled: false,
      stickers: [],
      hub_type: null,
      safety_alerts_channel_id: null,
      incidents_data: null,
    };
  }

  /** A guild as GUILD_CREATE brings it to a session: with its members, channels and threads. */
  guildCreateJson(id = this.w.guildId): GatewayGuildCreateDispatchData {
    const guild = this.guildJson(id);
    return {
      ...guild,
      joined_at: new Date(this.w.members.get(this.w.botUserId)!.joinedAt).toISOString(),
      large: false,
      unavailable: false,
      member_count: this.w.members.size,
      voice_states: [],
      members: [...this.w.members.values()].map((m) => memberJson(m)),
      channels: [...this.w.channels.values()]
        .filter((c) => c.guildId === guild.id && !isThread(c))
        .map((c) => this.textChannelJson(c, false)),
      threads: [...this.w.channels.values()]
        .filter((c) => c.guildId === guild.id && isThread(c))
        .map((c) => this.threadJson(c, false)),
      presences: [],
      stage_instances: [],
      guild_scheduled_events: [],
      soundboard_sounds: [],
    };
  }

  channelJson(channel: ChannelRecord, withGuildId = true): GuildChannelJson {
    return isThread(channel) ? this.threadJson(channel, withGuildId) : this.textChannelJson(channel, withGuildId);
  }

  /** A channel that is not a thread: a text channel, or a voice channel (for its text chat). */
  textChannelJson(channel: ChannelRecord, withGuildId = true): APITextChannel | APIGuildVoiceChannel {
    const common = {
      id: channel.id,
      guild_id: withGuildId ? channel.guildId : undefined,
      name: channel.name,
      position: channel.position,
      permission_overwrites:
        channel.botDenied === 0n
          ? []
          : [{ id: this.w.botRoleId, type: OverwriteType.Role, allow: '0', deny: channel.botDenied.toString() }],
      parent_id: null,
      nsfw: false,
      last_message_id: channel.lastMessageId,
      rate_limit_per_user: 0,
      flags: NO_CHANNEL_FLAGS,
    };
    if (channel.type === ChannelType.GuildVoice)
      return { ...common, type: ChannelType.GuildVoice, bitrate: 64_000, user_limit: 0, rtc_region: null };
    return { ...common, type: ChannelType.GuildText, topic: null };
  }

  /** A public thread as Discord shows it (GET /channels/:id, THREAD_CREATE, a message's `thread`). */
  threadJson(thread: ChannelRecord, withGuildId = true): APIThreadChannel {
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
      flags: NO_CHANNEL_FLAGS,
      member_count: 1,
      thread_metadata: {
        archived: thread.locked === true,
        auto_archive_duration: thread.autoArchiveMinutes ?? ThreadAutoArchiveDuration.OneDay,
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

  messageJson(m: FakeMessage): MessageJson {
    const guildId = this.guildOfChannel(m.channelId);
    const author = this.w.members.get(m.authorId);
    const interaction = m.interactionId ? this.interactions.get(m.interactionId) : undefined;
    const interactionUser = interaction ? this.w.members.get(interaction.userId) : undefined;
    const json: MessageJson = {
      id: m.id,
      type:
        interaction?.kind === InteractionType.ApplicationCommand
          ? MessageType.ChatInputCommand
          : !interaction && m.replyTo
            ? MessageType.Reply
            : MessageType.Default,
      channel_id: m.channelId,
      guild_id: guildId,
      author: author
        ? userJson(author.user, author.bot)
        : { id: m.authorId, username: 'unknown', discriminator: '0', avatar: null, global_name: null },
      member: author && !interaction ? memberFieldsJson(author) : undefined,
      content: m.content,
      timestamp: new Date(m.createdAt).toISOString(),
      edited_timestamp: m.editedAt ? new Date(m.editedAt).toISOString() : null,
      tts: false,
      mention_everyone: false,
      mentions: m.mentions
        .map((id) => this.w.members.get(id))
        .filter((u) => u !== undefined)
        .map((u) => userJson(u.user, u.bot)),
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
      json.flags = m.flags | MessageFlags.HasThread;
    }
    if (m.replyTo) {
      json.message_reference = {
        type: MessageReferenceType.Default,
        message_id: m.replyTo,
        channel_id: m.channelId,
        guild_id: guildId,
      };
    }
    if (interaction && interactionUser) {
      json.webhook_id = this.w.applicationId;
      json.application_id = this.w.applicationId;
      json.interaction_metadata = this.interactionMetadata(interaction, guildId, m.id);
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

  /**
   * Discord's interaction_metadata on a message that answers `i`: who used which command or clicked on
   * which message; for a modal's submit, the interaction that opened the modal (none when no modal was shown).
   */
  private interactionMetadata(
    i: InteractionInfo,
    guildId: string,
    messageId?: string,
  ): APIMessageInteractionMetadata | undefined {
    const member = this.w.members.get(i.userId);
    if (!member) return undefined;
    const base = {
      id: i.id,
      user: userJson(member.user),
      authorizing_integration_owners: { [ApplicationIntegrationType.GuildInstall]: guildId },
      original_response_message_id: messageId !== undefined && i.originalId !== messageId ? i.originalId : undefined,
    };
    switch (i.kind) {
      case InteractionType.ApplicationCommand:
        return { ...base, type: i.kind };
      case InteractionType.MessageComponent:
        return { ...base, type: i.kind, interacted_message_id: i.messageId ?? '' };
      case InteractionType.ModalSubmit: {
        const opener = i.openedBy === undefined ? undefined : this.interactions.get(i.openedBy);
        const trigger = opener && this.interactionMetadata(opener, guildId);
        if (!trigger || trigger.type === InteractionType.ModalSubmit) return undefined;
        return { ...base, type: i.kind, triggering_interaction_metadata: trigger };
      }
    }
  }
}

/** A bit field with no flag set, for each kind of flags. */
const NO_APPLICATION_FLAGS = 0 as ApplicationFlags;
const NO_ROLE_FLAGS = 0 as RoleFlags;
const NO_CHANNEL_FLAGS = 0 as ChannelFlags;
const NO_SYSTEM_CHANNEL_FLAGS = 0 as GuildSystemChannelFlags;

/** A server channel as the fake has them: a text channel, a voice channel's text chat, or a thread. */
export type GuildChannelJson = APITextChannel | APIGuildVoiceChannel | APIThreadChannel;

/** A message as the API shows it, with the guild it is in and its author as a member (as gateway events carry them). */
export type MessageJson = APIMessage & GatewayMessageEventExtraFields;

/** The interactions the fake sends: slash commands, component clicks and choices, modal submits. */
export type InteractionKind =
  InteractionType.ApplicationCommand | InteractionType.MessageComponent | InteractionType.ModalSubmit;

/**
 * READY's payload less the session's fields (the gateway adds them), with the fields Discord sends a
 * bot that the API types leave out (they belong to user accounts: always empty for a bot).
 */
export type ReadyPayload = Omit<GatewayReadyDispatchData, 'v' | 'session_id' | 'resume_gateway_url' | 'shard'> & {
  private_channels: [];
  relationships: [];
  presences: [];
  guild_join_requests: [];
  geo_ordered_rtc_regions: [];
  user_settings: Record<string, never>;
};
