// `/azul leave`: leave this channel's lobby; in a running game, first ask (privately) whether to
// leave it: the autopilot then plays the seat to the end and the game goes on.
import { lobbyModel, refOf } from '../src/app/index.ts';
import type { Command } from '../src/discord/command.ts';
import { answerFailure, userOf } from '../src/discord/common.ts';
import { ROLE_LOBBY } from '../src/discord/presenter/messages.ts';
import { mention } from '../src/discord/views/common.ts';
import { lobbyClosedView, lobbyView } from '../src/discord/views/lobby.ts';
import { leaveConfirmView } from '../src/discord/views/notices.ts';

export default {
  name: 'leave',
  deferAs: 'reply',
  define: (sub) => sub.setName('leave').setDescription('Leave the lobby, or the running game (asks first; the autopilot then plays your seat)'),
  async execute(interaction, respond, { app, messages }) {
    const user = userOf(interaction);
    const left = await app.seats.leaveFromChannel(interaction.channelId, user);
    if (!left.ok) return answerFailure(respond, left);
    const game = left.game;
    const lobbyMessage = game.messages[ROLE_LOBBY];
    if (left.outcome === 'left-lobby') {
      await messages.edit(game.channelId, lobbyMessage, lobbyView(lobbyModel(game)));
      await respond.ephemeral('You left the lobby.');
      return;
    }
    if (left.outcome === 'handed-lobby') {
      await messages.edit(game.channelId, lobbyMessage, lobbyView(lobbyModel(game)));
      await respond.reply({
        content: `${mention(user.id)} (host) left the lobby; ${mention(game.hostId)} is the host now and can start the game.`,
        allowedMentions: { users: [game.hostId] },
      });
      return;
    }
    if (left.outcome === 'closed-lobby') {
      await messages.edit(game.channelId, lobbyMessage, lobbyClosedView(lobbyModel(game), 'The host left: this lobby is closed.'));
      await respond.reply({ content: `${mention(user.id)} (host) left: the lobby is closed.`, allowedMentions: { parse: [] } });
      return;
    }
    const ask = leaveConfirmView(refOf(game));
    await respond.ephemeral(ask.content, { components: ask.components });
  },
} satisfies Command;
