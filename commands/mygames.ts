// `/azul mygames`: every game you sit in, across all servers, yours to play first (private;
// works in a DM with the bot too).
import { myGamesModel } from '../src/app/index.ts';
import type { Command } from '../src/discord/command.ts';
import { answerFailure, userWords } from '../src/discord/common.ts';
import { named } from '../src/discord/localize.ts';
import { myGamesView } from '../src/discord/views/my-games.ts';

export default {
  name: 'mygames',
  deferAs: 'reply-ephemeral',
  define: (sub) => named(sub, 'cmd-mygames'),
  async execute(interaction, respond, { app, messages }) {
    const mine = await app.reads.gamesOf(interaction.user.id);
    if (!mine.ok) return answerFailure(respond, mine);
    const entries = myGamesModel(interaction.user.id, mine.games);
    const places = await Promise.all(entries.map((e) => messages.placeOf(e.ref.guildId, e.ref.channelId)));
    await respond.ephemeral(myGamesView(userWords(interaction), entries, places).content);
  },
} satisfies Command;
