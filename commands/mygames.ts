// `/azul mygames`: every game you sit in, across all servers, yours to play first (private;
// works in a DM with the bot too).
import { myGamesModel } from '../src/app/index.ts';
import type { Command } from '../src/discord/command.ts';
import { answerFailure } from '../src/discord/common.ts';
import { myGamesView } from '../src/discord/views/my-games.ts';

export default {
  name: 'mygames',
  deferAs: 'reply-ephemeral',
  define: (sub) => sub.setName('mygames').setDescription('List the Azul games you sit in, in every server (only to you)'),
  async execute(interaction, respond, { app, messages }) {
    const mine = await app.reads.gamesOf(interaction.user.id);
    if (!mine.ok) return answerFailure(respond, mine);
    const entries = myGamesModel(interaction.user.id, mine.games);
    const places = await Promise.all(entries.map((e) => messages.placeOf(e.ref.guildId, e.ref.channelId)));
    await respond.ephemeral(myGamesView(entries, places).content);
  },
} satisfies Command;
