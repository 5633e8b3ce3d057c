// `/azul leaderboard [scope] [share]`: the top 10 ratings of this server (or of all servers) and
// the asking user's own place. Private unless `share` is set.
import { MessageFlags } from 'discord.js';
import type { ScopeChoice } from '../src/app/index.ts';
import type { Command } from '../src/discord/command.ts';
import { answerFailure, channelWords, userWords } from '../src/discord/common.ts';
import { choice, named } from '../src/discord/localize.ts';
import { leaderboardView } from '../src/discord/views/stats.ts';

export default {
  name: 'leaderboard',
  deferAs: (interaction) => (interaction.options.getBoolean('share') ? 'reply' : 'reply-ephemeral'),
  define: (sub) =>
    named(sub, 'cmd-leaderboard')
      .addStringOption((o) =>
        named(o, 'cmd-leaderboard-scope').addChoices(
          choice('choice-scope-server', 'server'),
          choice('choice-scope-global', 'global'),
        ),
      )
      .addBooleanOption((o) => named(o, 'cmd-share')),
  async execute(interaction, respond, { app, stats }) {
    const shared = interaction.options.getBoolean('share') ?? false;
    const w = shared ? await channelWords(app, interaction) : userWords(interaction);
    if (!stats) return void (await respond.ephemeral(w.t('stats-unavailable', { what: 'ratings' })));
    const scope: ScopeChoice = interaction.options.getString('scope') === 'global' ? 'global' : 'server';
    const board = await stats.leaderboard(scope, interaction.guildId, interaction.user.id);
    if (!board.ok) return answerFailure(respond, board);
    await respond.reply({ ...leaderboardView(w, board.board), ...(shared ? {} : { flags: MessageFlags.Ephemeral }) });
  },
} satisfies Command;
