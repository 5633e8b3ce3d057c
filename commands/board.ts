// `/azul board`: the current table, only for the one who asks.
import { MessageFlags } from 'discord.js';
import { renderGameImage } from '../src/app/images.ts';
import type { Command } from '../src/discord/command.ts';
import { answerFailure } from '../src/discord/common.ts';

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
    await respond.reply({
      content: `Round ${game.state.round + 1} — ${who} to play.`,
      files: [{ attachment: image.data, name: image.fileName, description: image.description?.slice(0, 1000) }],
      flags: MessageFlags.Ephemeral,
    });
  },
} satisfies Command;
