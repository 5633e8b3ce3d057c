// `/azul history [user] [share]`: the last 10 finished games of a player (default: yourself) in
// this server, each with a button that shows its final results and record again, privately.
import { MessageFlags } from 'discord.js';
import type { Command } from '../src/discord/command.ts';
import { answerFailure, userOf } from '../src/discord/common.ts';
import { historyView } from '../src/discord/views/stats.ts';

export default {
  name: 'history',
  deferAs: (interaction) => (interaction.options.getBoolean('share') ? 'reply' : 'reply-ephemeral'),
  define: (sub) =>
    sub
      .setName('history')
      .setDescription('The last 10 finished Azul games of a player (default: you)')
      .addUserOption((o) => o.setName('user').setDescription('Whose games (default: yours)'))
      .addBooleanOption((o) => o.setName('share').setDescription('Post the list in the channel for everyone (default: only you see it)')),
  async execute(interaction, respond, { stats }) {
    if (!stats) return void (await respond.ephemeral('Game history is not available on this bot.'));
    const target = interaction.options.getUser('user');
    const userId = target?.id ?? interaction.user.id;
    const found = await stats.history(userId, interaction.guildId);
    if (!found.ok) return answerFailure(respond, found);
    const seat = found.games[0]?.seats.find((s) => s.userId === userId);
    const name = seat?.displayName ?? (target ? target.globalName ?? target.username : userOf(interaction).name);
    const shared = interaction.options.getBoolean('share') ?? false;
    await respond.reply({ ...historyView(found.games, name), ...(shared ? {} : { flags: MessageFlags.Ephemeral }) });
  },
} satisfies Command;
