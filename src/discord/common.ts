// Small helpers shared by the interaction handlers and the command files: who clicked, their
// permissions and language, the game's language, and the private answer to a refusal.
import { PermissionFlagsBits, type BaseInteraction } from 'discord.js';
import {
  nameOf,
  namedSeat,
  pickLocale,
  playChannelOf,
  wordsFor,
  type App,
  type AppFail,
  type Game,
  type User,
  type Words,
} from '../app/index.ts';
import { ROLE_LOBBY, ROLE_TURN } from './presenter/messages.ts';
import { refusalText } from './refusals.ts';
import type { Responder } from './respond.ts';
import { messageLink } from './views/common.ts';
import { brokenView } from './views/notices.ts';

/** The acting user with the name people see in this server. */
export function userOf(interaction: BaseInteraction): User {
  const member = interaction.member;
  let nick: string | null | undefined;
  if (member && 'displayName' in member && typeof member.displayName === 'string') nick = member.displayName;
  else if (member && 'nick' in member) nick = member.nick;
  const name = nick || interaction.user.globalName || interaction.user.username;
  return { id: interaction.user.id, name: name.slice(0, 32) };
}

export function canManageMessages(interaction: BaseInteraction): boolean {
  return interaction.memberPermissions?.has(PermissionFlagsBits.ManageMessages) ?? false;
}

export function canManageServer(interaction: BaseInteraction): boolean {
  return interaction.memberPermissions?.has(PermissionFlagsBits.ManageGuild) ?? false;
}

/** The ids of the member's roles in the server (none outside a server). */
export function rolesOf(interaction: BaseInteraction): string[] {
  const roles = interaction.member?.roles;
  if (!roles) return [];
  // A cached member has a role manager; an uncached one, the ids as Discord sent them.
  return Array.isArray(roles) ? [...roles] : [...roles.cache.keys()];
}

/** The words of the person who clicked or typed (their Discord language): for private answers. */
export function userWords(interaction: BaseInteraction): Words {
  return wordsFor(pickLocale(interaction.locale));
}

/** The words of a public answer in this channel (a shared leaderboard...): the server's language. */
export async function channelWords(app: App, interaction: BaseInteraction): Promise<Words> {
  return wordsFor(await app.reads.serverLocale(interaction.guildId, interaction.guildLocale));
}

/** The words of a game: its public messages and images are in its language. */
export function gameWords(game: Pick<Game, 'locale'>): Words {
  return wordsFor(pickLocale(game.locale));
}

/**
 * Answers a refused request privately, in the asker's language;
 * nothing changed. A broken game offers its cancel button.
 */
export async function answerFailure(respond: Responder, failure: AppFail, gameIdHint?: string): Promise<void> {
  respond.refusal = failure.error;
  const w = userWords(respond.interaction);
  if (failure.error === 'BROKEN') {
    const gameId = failure.game?.id ?? gameIdHint;
    if (gameId) {
      const view = brokenView(w, gameId);
      await respond.ephemeral(view.content, { components: view.components });
      return;
    }
  }
  if (failure.error === 'IN_THREADS' && failure.games?.length) {
    const threads = failure.games
      .slice(0, 10)
      .map((g) => `• <#${g.threadId}> — ${g.seats.map((s) => nameOf(w, namedSeat(s))).join(', ')}`);
    await respond.ephemeral(`${w.t('in-threads')}\n${threads.join('\n')}`);
    return;
  }
  if ((failure.error === 'CHANNEL_BUSY' || failure.error === 'THREAD_OF_A_GAME') && failure.game) {
    const game = failure.game;
    if (game.threadId !== null && respond.interaction.channelId === game.threadId) {
      await respond.ephemeral(w.t('busy-thread', { channel: `<#${game.channelId}>` }));
      return;
    }
    const messageId = game.messages[ROLE_TURN] ?? game.messages[ROLE_LOBBY];
    const where = messageId ? `: ${messageLink(game.guildId, playChannelOf(game), messageId)}` : '.';
    await respond.ephemeral(w.t(game.status === 'lobby' ? 'busy-lobby' : 'busy-game', { where }));
    return;
  }
  await respond.ephemeral(refusalText(w, failure));
}
