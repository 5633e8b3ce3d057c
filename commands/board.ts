// `/azul board`: the current table, only for the one who asks. The player to act
// also gets their turn's controls there (handy when the turn message scrolled
// away or could not be posted); they work exactly like the public ones.
import { MessageFlags } from 'discord.js';
import { actingUserId } from '../src/app/games.ts';
import { renderGameImage } from '../src/app/images.ts';
import type { Command } from '../src/discord/command.ts';
import { answerFailure } from '../src/discord/common.ts';
import { firstStep } from '../src/discord/presenter.ts';
import { stepComponents } from '../src/discord/views.ts';

export default {
  name: 'board',
  deferAs: 'reply-ephemeral',
  define: (sub) => sub.setName('board').setDescription('Show the current table of this channel’s game (only to you)'),
  async execute(interaction, respond, { games }) {
    const found = await games.inChannel(interaction.channelId);
    if (!found.ok) return answerFailure(respond, found);
    const game = found.game;
    if (game.status === 'lobby' || !game.state) {
      await respond.ephemeral(`The game has not started yet: ${game.seats.length} seated, waiting for the host to press Start.`);
      return;
    }
    // Drawing may take a moment: acknowledge first, then send the picture.
    await respond.defer();
    const image = await renderGameImage(game, 'table');
    const who = game.seats[game.state.current]?.displayName ?? '?';
    const yours = actingUserId(game) === interaction.user.id;
    const step = yours ? firstStep(game) : null;
    await respond.reply({
      content: `Round ${game.state.round + 1} — ${yours ? 'your turn' : `${who} to play`}.`,
      files: [{ attachment: image.data, name: image.fileName, description: image.description?.slice(0, 1000) }],
      components: step ? stepComponents(game, step) : [],
      flags: MessageFlags.Ephemeral,
    });
  },
} satisfies Command;
