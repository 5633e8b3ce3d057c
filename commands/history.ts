// `/azul history [user] [share]`: the last 10 finished games of a player (default: yourself) in
// this server, each with a button that shows its final results and record again, privately.
import { MessageFlags } from 'discord.js';
import type { Command } from '../src/discord/command.ts';
import { answerFailure, channelWords, userOf, userWords } from '../src/discord/common.ts';
import { named } from '../src/discord/localize.ts';
import { historyView } from '../src/discord/views/stats.ts';

export default {
  name: 'history',
  deferAs: (interaction) => (interaction.options.getBoolean('share') ? 'reply' : 'reply-ephemeral'),
  define: (sub) =>
    named(sub, 'cmd-history')
      .addUserOption((o) => named(o, 'cmd-history-user'))
      .addBooleanOption((o) => named(o, 'cmd-share')),
  async execute(interaction, respond, { app, stats }) {
    const shared = interaction.options.getBoolean('share') ?? false;
    const w = shared ? await channelWords(app, interaction) : userWords(interaction);
    if (!stats) return void (await respond.ephemeral(w.t('stats-unavailable', { what: 'history' })));
    const target = interaction.options.getUser('user');
    const userId = target?.id ?? interaction.user.id;
    const found = await stats.history(userId, interaction.guildId);
    if (!found.ok) return answerFailure(respond, found);
    const seat = found.games[0]?.seats.find((s) => s.userId === userId);
    const name = seat?.displayName ?? (target ? (target.globalName ?? target.username) : userOf(interaction).name);
    await respond.reply({ ...historyView(w, found.games, name), ...(shared ? {} : { flags: MessageFlags.Ephemeral }) });
  },
} satisfies Command;
