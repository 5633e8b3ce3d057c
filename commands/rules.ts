// `/azul rules`: the rules in short, only for the one who asks, in their language.
import type { Command } from '../src/discord/command.ts';
import { userWords } from '../src/discord/common.ts';
import { named } from '../src/discord/localize.ts';
import { MessageFlags } from 'discord.js';
import { rulesView } from '../src/discord/views/rules.ts';

export default {
  name: 'rules',
  deferAs: 'reply-ephemeral',
  define: (sub) => named(sub, 'cmd-rules'),
  async execute(interaction, respond) {
    await respond.reply({
      ...rulesView(userWords(interaction)),
      flags: MessageFlags.Ephemeral | MessageFlags.IsComponentsV2,
    });
  },
} satisfies Command;
