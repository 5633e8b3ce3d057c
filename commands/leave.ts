// `/azul leave`: leave this channel's lobby; in a running game, first ask (privately) whether to
// leave it: the autopilot then plays the seat to the end and the game goes on.
import { lobbyModel, refOf } from '../src/app/index.ts';
import type { Command } from '../src/discord/command.ts';
import { answerFailure, gameWords, userOf, userWords } from '../src/discord/common.ts';
import { named } from '../src/discord/localize.ts';
import { ROLE_LOBBY } from '../src/discord/presenter/messages.ts';
import { mention } from '../src/discord/views/common.ts';
import { lobbyClosedView, lobbyView } from '../src/discord/views/lobby.ts';
import { leaveConfirmView } from '../src/discord/views/notices.ts';

export default {
  name: 'leave',
  deferAs: 'reply',
  define: (sub) => named(sub, 'cmd-leave'),
  async execute(interaction, respond, { app, messages, activity }) {
    const user = userOf(interaction);
    const w = userWords(interaction);
    const left = await app.seats.leaveFromChannel(interaction.channelId, user);
    if (!left.ok) return answerFailure(respond, left);
    const game = left.game;
    // The lobby message and the channel's notes speak the game's language; the private answers the asker's.
    const gw = gameWords(game);
    const lobbyMessage = game.messages[ROLE_LOBBY];
    if (left.outcome === 'left-lobby') {
      await messages.edit(game.channelId, lobbyMessage, lobbyView(gw, lobbyModel(game), activity));
      await respond.ephemeral(w.t('left-lobby'));
      return;
    }
    if (left.outcome === 'handed-lobby') {
      await messages.edit(game.channelId, lobbyMessage, lobbyView(gw, lobbyModel(game), activity));
      await respond.reply({
        content: gw.t('lobby-handed', { who: mention(user.id), host: mention(game.hostId) }),
        allowedMentions: { users: [game.hostId] },
      });
      return;
    }
    if (left.outcome === 'closed-lobby') {
      await messages.edit(
        game.channelId,
        lobbyMessage,
        lobbyClosedView(gw, lobbyModel(game), gw.t('lobby-closed-host-left')),
      );
      await respond.reply({
        content: gw.t('lobby-closed-by-host', { who: mention(user.id) }),
        allowedMentions: { parse: [] },
      });
      return;
    }
    const ask = leaveConfirmView(w, refOf(game));
    await respond.ephemeral(ask.content, { components: ask.components });
  },
} satisfies Command;
