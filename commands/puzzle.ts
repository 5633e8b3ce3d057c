// `/azul puzzle today|stats`: today's puzzle of this server, privately (the position from the
// solver's side and the answer's taps; once answered, the answer again), or your puzzle rating,
// puzzles solved and streak. The app chooses the puzzle and rates the answers.
import { MessageFlags } from 'discord.js';
import type { Command } from '../src/discord/command.ts';
import { answerFailure, userWords } from '../src/discord/common.ts';
import { showPuzzle } from '../src/discord/interactions/puzzle.ts';
import { named } from '../src/discord/localize.ts';
import { puzzleStatsView } from '../src/discord/views/puzzle.ts';

export default {
  name: 'puzzle',
  deferAs: 'reply-ephemeral',
  defineGroup: (group) =>
    named(group, 'cmd-puzzle')
      .addSubcommand((sub) => named(sub, 'cmd-puzzle-today'))
      .addSubcommand((sub) => named(sub, 'cmd-puzzle-stats')),
  async execute(interaction, respond, { puzzles }) {
    const w = userWords(interaction);
    if (!puzzles) return void (await respond.ephemeral(w.t('puzzle-unavailable')));
    if (interaction.options.getSubcommand(false) === 'stats') {
      const found = await puzzles.stats(interaction.user.id);
      if (!found.ok) return answerFailure(respond, found);
      await respond.reply({
        ...puzzleStatsView(w, found.stats),
        flags: MessageFlags.Ephemeral | MessageFlags.IsComponentsV2,
      });
      return;
    }
    const found = await puzzles.todays(interaction.guildId, interaction.user.id);
    if (!found.ok) return answerFailure(respond, found);
    await showPuzzle({ respond, w }, found.served, 'reply');
  },
} satisfies Command;
