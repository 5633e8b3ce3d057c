// Small helpers shared by the interaction handlers and the command files.
import { PermissionFlagsBits, type BaseInteraction } from 'discord.js';
import { playChannelOf, type AppFail, type User } from '../app/index.ts';
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

/** Answers a refused request privately; nothing changed. A broken game offers its cancel button. */
export async function answerFailure(respond: Responder, failure: AppFail, gameIdHint?: string): Promise<void> {
  if (failure.error === 'BROKEN') {
    const gameId = failure.game?.id ?? gameIdHint;
    if (gameId) {
      const view = brokenView(gameId);
      await respond.ephemeral(view.content, { components: view.components });
      return;
    }
  }
  if (failure.error === 'IN_THREADS' && failure.games?.length) {
    const threads = failure.games.slice(0, 10).map((g) => `• <#${g.threadId}> — ${g.seats.map((s) => s.displayName).join(', ')}`);
    await respond.ephemeral(`This channel’s Azul games are played in their threads: use the command in yours.\n${threads.join('\n')}`);
    return;
  }
  if ((failure.error === 'CHANNEL_BUSY' || failure.error === 'THREAD_OF_A_GAME') && failure.game) {
    const game = failure.game;
    const inThread = game.threadId !== null && respond.interaction.channelId === game.threadId;
    if (inThread) {
      await respond.ephemeral(`This thread is an Azul game’s: start a new game in <#${game.channelId}>. Nothing was opened.`);
      return;
    }
    const messageId = game.messages[ROLE_TURN] ?? game.messages[ROLE_LOBBY];
    const where = messageId ? `: ${messageLink(game.guildId, playChannelOf(game), messageId)}` : '.';
    const what = game.status === 'lobby' ? 'an open lobby' : 'a game in progress';
    const rule =
      game.status === 'lobby'
        ? 'One lobby at a time: once its game starts (in its own thread), the next one can open.'
        : 'This game is played in the channel itself (no thread here), so it is the only one until it ends.';
    await respond.ephemeral(`This channel already has ${what}${where} ${rule}`);
    return;
  }
  await respond.ephemeral(refusalText(failure));
}
