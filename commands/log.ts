// `/azul log [page]`: the whole game's moves so far, round by round, only to you; paged. In a
// finished game's thread, that game's whole log.
import { namesOf } from '../src/app/index.ts';
import type { Command } from '../src/discord/command.ts';
import { answerFailure, userWords } from '../src/discord/common.ts';
import { named } from '../src/discord/localize.ts';
import { gameLogPages } from '../src/discord/views/log.ts';

export default {
  name: 'log',
  deferAs: 'reply-ephemeral',
  define: (sub) => named(sub, 'cmd-log').addIntegerOption((o) => named(o, 'cmd-log-page').setMinValue(1)),
  async execute(interaction, respond, { app }) {
    const w = userWords(interaction);
    const found = await app.reads.inChannel(interaction.channelId, interaction.user.id, { finished: true });
    if (!found.ok) return answerFailure(respond, found);
    const game = found.game;
    if (game.status === 'lobby') {
      await respond.ephemeral(w.t('log-not-started'));
      return;
    }
    const log = await app.reads.turns(game.id);
    if (!log.ok) return answerFailure(respond, log);
    const pages = gameLogPages(w, namesOf(game), log.turns);
    const asked = interaction.options.getInteger('page') ?? pages.length;
    if (asked < 1 || asked > pages.length) {
      await respond.ephemeral(w.t('log-pages', { pages: pages.length }));
      return;
    }
    await respond.ephemeral(pages[asked - 1]!);
  },
} satisfies Command;
