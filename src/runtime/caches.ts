// discord.js caches the bot never reads, turned off (each holds memory for nothing). What the bot does read:
// channels (by id, before fetching), guilds (names, counts), users and members (interactions and
// GUILD_MEMBER_REMOVE find the member there), threads (they are channels), roles (permissions of
// members come with the interaction, but discord.js keeps roles for its own checks). Messages are
// fetched by id when needed (src/discord/presenter/messages.ts), never read from the cache.
import { Options, type ClientOptions } from 'discord.js';

export function botCaches(): Pick<ClientOptions, 'makeCache' | 'sweepers'> {
  return {
    makeCache: Options.cacheWithLimits({
      ...Options.DefaultMakeCacheSettings,
      MessageManager: 0,
      DMMessageManager: 0,
      GuildMessageManager: 0,
      PresenceManager: 0,
      ReactionManager: 0,
      ReactionUserManager: 0,
      VoiceStateManager: 0,
      GuildEmojiManager: 0,
      BaseGuildEmojiManager: 0,
      GuildStickerManager: 0,
      StageInstanceManager: 0,
      GuildScheduledEventManager: 0,
      GuildBanManager: 0,
      GuildInviteManager: 0,
      ApplicationCommandManager: 0,
      AutoModerationRuleManager: 0,
      ThreadMemberManager: 0,
      EntitlementManager: 0,
    }),
    // Threads the bot no longer posts in: archived ones are swept every hour.
    sweepers: { ...Options.DefaultSweeperSettings },
  };
}
