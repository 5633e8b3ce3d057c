// `/azul mygames`: every game you sit in, across all servers, yours to play first (private;
// works in a DM with the bot too).
import type { Command } from '../src/discord/command.ts';
import { answerFailure } from '../src/discord/common.ts';
import { myGamesView } from '../src/discord/views.ts';

export default {
  name: 'mygames',
  deferAs: 'reply-ephemeral',
  define: (sub) => sub.setName('mygames').setDescription('List the Azul games you sit in, in every server (only to you)'),
  async execute(interaction, respond, { games, presenter }) {
    const mine = await games.gamesOf(interaction.user.id);
    if (!mine.ok) return answerFailure(respond, mine);
    const places = await Promise.all(mine.games.map((g) => presenter.placeOf(g)));
    const view = myGamesView(interaction.user.id, mine.games, places);
    await respond.ephemeral(view.content);
  },
} satisfies Command;
