// `/azul log [page]`: the whole game's moves so far, round by round, only to you; paged. In a
// finished game's thread, that game's whole log.
import { namesOf } from '../src/app/index.ts';
import type { Command } from '../src/discord/command.ts';
import { answerFailure } from '../src/discord/common.ts';
import { gameLogPages } from '../src/discord/views/log.ts';

export default {
  name: 'log',
  deferAs: 'reply-ephemeral',
  define: (sub) =>
    sub
      .setName('log')
      .setDescription('Every move of this channel’s game so far, round by round (only to you)')
      .addIntegerOption((o) => o.setName('page').setDescription('Which page (default: the last one)').setMinValue(1)),
  async execute(interaction, respond, { app }) {
    const found = await app.reads.inChannel(interaction.channelId, interaction.user.id, { finished: true });
    if (!found.ok) return answerFailure(respond, found);
    const game = found.game;
    if (game.status === 'lobby') {
      await respond.ephemeral('The game has not started yet: no moves to show.');
      return;
    }
    const log = await app.reads.turns(game.id);
    if (!log.ok) return answerFailure(respond, log);
    const pages = gameLogPages(namesOf(game), log.turns);
    const asked = interaction.options.getInteger('page') ?? pages.length;
    if (asked < 1 || asked > pages.length) {
      await respond.ephemeral(`There ${pages.length === 1 ? 'is 1 page' : `are ${pages.length} pages`}: choose a page from 1 to ${pages.length}.`);
      return;
    }
    await respond.ephemeral(pages[asked - 1]!);
  },
} satisfies Command;
