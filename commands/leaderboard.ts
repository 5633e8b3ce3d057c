// `/azul leaderboard [scope] [season] [share]`: the top 10 ratings of this server (or of all servers) and
// the asking user's own place; with a season, that season's table of this server (its games alone).
// Private unless `share` is set.
import { MessageFlags } from 'discord.js';
import type { ScopeChoice } from '../src/app/index.ts';
import type { Command } from '../src/discord/command.ts';
import { answerFailure, channelWords, userWords } from '../src/discord/common.ts';
import { choice, named } from '../src/discord/localize.ts';
import { leaderboardView } from '../src/discord/views/stats.ts';
import { seasonTableView } from '../src/discord/views/seasons.ts';

const SEASONS = ['current', 'previous', 'all-time'] as const;

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
      .addStringOption((o) =>
        named(o, 'cmd-leaderboard-season').addChoices(
          ...SEASONS.map((season) => choice('season-choice', season, { season })),
        ),
      )
      .addBooleanOption((o) => named(o, 'cmd-share')),
  async execute(interaction, respond, { app, stats, seasons }) {
    const shared = interaction.options.getBoolean('share') ?? false;
    const w = shared ? await channelWords(app, interaction) : userWords(interaction);
    const season = interaction.options.getString('season');
    if ((season === 'current' || season === 'previous') && seasons) {
      const table = await seasons.table(interaction.guildId, season, interaction.user.id);
      if (!table.ok) return answerFailure(respond, table);
      await respond.reply({
        ...seasonTableView(w, table.table),
        ...(shared ? {} : { flags: MessageFlags.Ephemeral }),
      });
      return;
    }
    if (!stats) return void (await respond.ephemeral(w.t('stats-unavailable', { what: 'ratings' })));
    const scope: ScopeChoice = interaction.options.getString('scope') === 'global' ? 'global' : 'server';
    const board = await stats.leaderboard(scope, interaction.guildId, interaction.user.id);
    if (!board.ok) return answerFailure(respond, board);
    await respond.reply({ ...leaderboardView(w, board.board), ...(shared ? {} : { flags: MessageFlags.Ephemeral }) });
  },
} satisfies Command;
