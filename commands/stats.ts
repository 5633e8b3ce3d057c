// `/azul stats [user] [share]`: games, wins, scores, bonuses, ratings with their trend and the
// head-to-head record of a player (default: yourself) in this server. Private unless `share` is set.
import { MessageFlags } from 'discord.js';
import type { Command } from '../src/discord/command.ts';
import { answerFailure, channelWords, userOf, userWords } from '../src/discord/common.ts';
import { named } from '../src/discord/localize.ts';
import { statsView } from '../src/discord/views/stats.ts';

export default {
  name: 'stats',
  deferAs: (interaction) => (interaction.options.getBoolean('share') ? 'reply' : 'reply-ephemeral'),
  define: (sub) =>
    named(sub, 'cmd-stats')
      .addUserOption((o) => named(o, 'cmd-stats-user'))
      .addBooleanOption((o) => named(o, 'cmd-share')),
  async execute(interaction, respond, { app, stats }) {
    const shared = interaction.options.getBoolean('share') ?? false;
    const w = shared ? await channelWords(app, interaction) : userWords(interaction);
    if (!stats) return void (await respond.ephemeral(w.t('stats-unavailable', { what: 'stats' })));
    const target = interaction.options.getUser('user');
    const userId = target?.id ?? interaction.user.id;
    const found = await stats.player(userId, interaction.guildId);
    if (!found.ok) return answerFailure(respond, found);
    const name =
      found.report.stats.displayName ?? (target ? (target.globalName ?? target.username) : userOf(interaction).name);
    await respond.reply({ ...statsView(w, found.report, name), ...(shared ? {} : { flags: MessageFlags.Ephemeral }) });
  },
} satisfies Command;
