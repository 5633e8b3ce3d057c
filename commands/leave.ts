// `/azul leave`: leave this channel's lobby; in a running game, first ask (privately) whether
// to abandon it, which ends it for everyone.
import type { Command } from '../src/discord/command.ts';
import { answerFailure, userOf } from '../src/discord/common.ts';
import { ROLE_LOBBY } from '../src/discord/presenter.ts';
import { leaveConfirmView, lobbyClosedView, lobbyView, mention } from '../src/discord/views.ts';

export default {
  name: 'leave',
  deferAs: 'reply',
  define: (sub) =>
    sub.setName('leave').setDescription('Leave the lobby, or abandon the running game (asks first: it ends it for everyone)'),
  async execute(interaction, respond, { games, presenter }) {
    const user = userOf(interaction);
    const left = await games.leaveChannelGame(interaction.channelId, user);
    if (!left.ok) return answerFailure(respond, left);
    const game = left.game;
    const lobbyMessage = game.messages[ROLE_LOBBY];
    if (left.outcome === 'left-lobby') {
      await presenter.editMessage(game.channelId, lobbyMessage, lobbyView(game));
      await respond.ephemeral('You left the lobby.');
      return;
    }
    if (left.outcome === 'handed-lobby') {
      await presenter.editMessage(game.channelId, lobbyMessage, lobbyView(game));
      await respond.reply({
        content: `${mention(user.id)} (host) left the lobby; ${mention(game.hostId)} is the host now and can start the game.`,
        allowedMentions: { users: [game.hostId] },
      });
      return;
    }
    if (left.outcome === 'closed-lobby') {
      await presenter.editMessage(game.channelId, lobbyMessage, lobbyClosedView(game, 'The host left: this lobby is closed.'));
      await respond.reply({ content: `${mention(user.id)} (host) left: the lobby is closed.`, allowedMentions: { parse: [] } });
      return;
    }
    const ask = leaveConfirmView(game);
    await respond.ephemeral(ask.content, { components: ask.components });
  },
} satisfies Command;
