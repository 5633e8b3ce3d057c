// `/azul leaderboard [scope] [share]`: the top 10 ratings of this server (or of all servers) and
// the asking user's own place. Private unless `share` is set.
import { MessageFlags } from 'discord.js';
import type { ScopeChoice } from '../src/app/index.ts';
import type { Command } from '../src/discord/command.ts';
import { answerFailure } from '../src/discord/common.ts';
import { leaderboardView } from '../src/discord/views/stats.ts';

export default {
  name: 'leaderboard',
  deferAs: (interaction) => (interaction.options.getBoolean('share') ? 'reply' : 'reply-ephemeral'),
  define: (sub) =>
    sub
      .setName('leaderboard')
      .setDescription('The best rated Azul players (top 10) and your own place')
      .addStringOption((o) =>
        o
          .setName('scope')
          .setDescription('This server (default) or all servers')
          .addChoices({ name: 'this server', value: 'server' }, { name: 'all servers', value: 'global' }),
      )
      .addBooleanOption((o) => o.setName('share').setDescription('Post it in the channel for everyone (default: only you see it)')),
  async execute(interaction, respond, { stats }) {
    if (!stats) return void (await respond.ephemeral('Ratings are not available on this bot.'));
    const scope: ScopeChoice = interaction.options.getString('scope') === 'global' ? 'global' : 'server';
    const board = await stats.leaderboard(scope, interaction.guildId, interaction.user.id);
    if (!board.ok) return answerFailure(respond, board);
    const shared = interaction.options.getBoolean('share') ?? false;
    await respond.reply({ ...leaderboardView(board.board), ...(shared ? {} : { flags: MessageFlags.Ephemeral }) });
  },
} satisfies Command;
