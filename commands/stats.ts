// `/azul stats [user] [share]`: games, wins, scores, bonuses, ratings with their trend and the
// head-to-head record of a player (default: yourself) in this server. Private unless `share` is set.
import { MessageFlags } from 'discord.js';
import type { Command } from '../src/discord/command.ts';
import { answerFailure, userOf } from '../src/discord/common.ts';
import { statsView } from '../src/discord/views/stats.ts';

export default {
  name: 'stats',
  deferAs: (interaction) => (interaction.options.getBoolean('share') ? 'reply' : 'reply-ephemeral'),
  define: (sub) =>
    sub
      .setName('stats')
      .setDescription('Azul statistics and rating of a player (default: you)')
      .addUserOption((o) => o.setName('user').setDescription('Whose statistics (default: yours)'))
      .addBooleanOption((o) => o.setName('share').setDescription('Post them in the channel for everyone (default: only you see them)')),
  async execute(interaction, respond, { stats }) {
    if (!stats) return void (await respond.ephemeral('Statistics are not available on this bot.'));
    const target = interaction.options.getUser('user');
    const userId = target?.id ?? interaction.user.id;
    const found = await stats.player(userId, interaction.guildId);
    if (!found.ok) return answerFailure(respond, found);
    const name = found.report.stats.displayName ?? (target ? target.globalName ?? target.username : userOf(interaction).name);
    const shared = interaction.options.getBoolean('share') ?? false;
    await respond.reply({ ...statsView(found.report, name), ...(shared ? {} : { flags: MessageFlags.Ephemeral }) });
  },
} satisfies Command;
