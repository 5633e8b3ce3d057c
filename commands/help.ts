// `/azul help`: what to type and click, in a few short private pages (illustrated scoring examples).
import { MessageFlags } from 'discord.js';
import type { Command } from '../src/discord/command.ts';
import { userWords } from '../src/discord/common.ts';
import { named } from '../src/discord/localize.ts';
import { helpPage } from '../src/discord/views/help.ts';

export default {
  name: 'help',
  deferAs: 'reply-ephemeral',
  define: (sub) => named(sub, 'cmd-help'),
  async execute(interaction, respond) {
    // Drawing the example takes a moment: a private "thinking…" first (and a refused upload can be sent again).
    await respond.defer();
    const page = await helpPage(userWords(interaction), 0);
    if (!page) return;
    await respond.reply({
      ...page.view,
      files: page.files,
      flags: MessageFlags.Ephemeral | MessageFlags.IsComponentsV2,
    });
  },
} satisfies Command;
