// `/azul cancel`: the host, or anyone with Manage Messages, ends this channel's lobby or game.
import type { Command } from '../src/discord/command.ts';
import { answerFailure, canManageMessages, userOf } from '../src/discord/common.ts';
import { ROLE_LOBBY } from '../src/discord/presenter.ts';
import { lobbyClosedView, mention } from '../src/discord/views.ts';

export default {
  name: 'cancel',
  deferAs: 'reply',
  define: (sub) =>
    sub.setName('cancel').setDescription('End this channel’s lobby or game (host, or Manage Messages permission)'),
  async execute(interaction, respond, { games, presenter }) {
    const user = userOf(interaction);
    const found = await games.inChannel(interaction.channelId);
    if (!found.ok) return answerFailure(respond, found);
    const cancelled = await games.cancel(found.game.id, user, canManageMessages(interaction));
    if (!cancelled.ok) return answerFailure(respond, cancelled);
    const game = cancelled.game;
    await presenter.editMessage(game.channelId, game.messages[ROLE_LOBBY], lobbyClosedView(game, 'This game was cancelled.'));
    await presenter.closeGame(game, null);
    await respond.reply({ content: `${mention(user.id)} cancelled the Azul game in this channel.`, allowedMentions: { parse: [] } });
  },
} satisfies Command;
