// A person who leaves a server (or is kicked from it) leaves its games: Discord's
// GUILD_MEMBER_REMOVE (the privileged Server Members intent) reaches this handler. The app does
// the leaving; what follows in a running game (the notice, the autopilot's turns) comes through
// the outbox like any other change, and an open lobby's message is redrawn here.
import { DiscordAPIError, Routes, type Client, type GuildMember, type PartialGuildMember } from 'discord.js';
import type { Logger } from '../app/index.ts';
import { lobbyModel, type App, type MembershipCheck } from '../app/index.ts';
import { gameWords } from './common.ts';
import { ROLE_LOBBY, type Messages } from './presenter/messages.ts';
import { lobbyClosedView, lobbyView } from './views/lobby.ts';

export function onMemberRemoved(app: App, messages: Messages, log: Logger) {
  return async (member: GuildMember | PartialGuildMember): Promise<void> => {
    const user = { id: member.id, name: member.displayName ?? member.user?.username ?? 'A player' };
    try {
      const left = await app.seats.leaveServer(member.guild.id, user);
      if (!left.ok) {
        log.warn(
          { guildId: member.guild.id, userId: member.id, error: left.error },
          'could not take a departed member out of their games',
        );
        return;
      }
      for (const change of left.changes) {
        log.info(
          { gameId: change.game.id, userId: member.id, change: change.kind },
          'a member left the server: out of the game',
        );
        if (change.kind === 'left-lobby' || change.kind === 'closed-lobby') {
          const lobby = lobbyModel(change.game);
          const w = gameWords(change.game);
          const view =
            change.kind === 'closed-lobby'
              ? lobbyClosedView(w, lobby, w.t('lobby-closed-left-server', { who: user.name }))
              : lobbyView(w, lobby);
          await messages.edit(change.game.channelId, change.game.messages[ROLE_LOBBY], view);
        }
      }
    } catch (error) {
      log.error({ err: error, guildId: member.guild.id, userId: member.id }, 'handling a departed member failed');
    }
  };
}

/** "Unknown Member": the person is not (any more) in that server. */
const UNKNOWN_MEMBER = 10007;

/**
 * Asks Discord whether a person is still in a server (REST works without the privileged intent and
 * in whichever shard's process the clock job runs): false only on Unknown Member.
 */
export function membershipCheck(client: Client): MembershipCheck {
  return async (guildId, userId) => {
    try {
      await client.rest.get(Routes.guildMember(guildId, userId));
      return true;
    } catch (error) {
      return error instanceof DiscordAPIError && error.code === UNKNOWN_MEMBER ? false : null;
    }
  };
}
