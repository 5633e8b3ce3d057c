// `/azul new [players] [variant]`: opens a lobby in this channel.
import type { Variant } from '../src/engine/types.ts';
import type { Command } from '../src/discord/command.ts';
import { answerFailure, userOf } from '../src/discord/common.ts';
import { ROLE_LOBBY } from '../src/discord/presenter.ts';
import { lobbyView } from '../src/discord/views.ts';

export default {
  name: 'new',
  deferAs: 'reply',
  define: (sub) =>
    sub
      .setName('new')
      .setDescription('Open a new Azul game in this channel; others join with the button')
      .addIntegerOption((o) =>
        o.setName('players').setDescription('Seats in the game (2–4, default 4)').setMinValue(2).setMaxValue(4),
      )
      .addStringOption((o) =>
        o
          .setName('variant')
          .setDescription('Which wall to play on (default: colored)')
          .addChoices({ name: 'colored wall (standard)', value: 'standard' }, { name: 'gray wall (free placement)', value: 'gray' }),
      ),
  async execute(interaction, respond, { games }) {
    if (!interaction.channelId || !interaction.inGuild()) {
      await respond.ephemeral('Azul games are played in a server text channel.');
      return;
    }
    // Discord offers only the two choices, but an old client or a hand-made request may send anything.
    const asked = interaction.options.getString('variant') ?? 'standard';
    if (!isVariant(asked)) {
      await respond.ephemeral(`There is no "${asked.slice(0, 40)}" variant. Choose \`colored wall\` (standard) or \`gray wall\`. Nothing was opened.`);
      return;
    }
    const variant = asked;
    const opened = await games.openLobby({
      guildId: interaction.guildId,
      channelId: interaction.channelId,
      host: userOf(interaction),
      maxPlayers: interaction.options.getInteger('players') ?? undefined,
      variant,
    });
    if (!opened.ok) return answerFailure(respond, opened);
    const messageId = await respond.reply(lobbyView(opened.game));
    if (messageId) await games.setMessages(opened.game.id, { [ROLE_LOBBY]: messageId });
  },
} satisfies Command;

function isVariant(value: string): value is Variant {
  return value === 'standard' || value === 'gray';
}
