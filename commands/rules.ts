// `/azul rules`: the rules in short, only for the one who asks.
import type { Command } from '../src/discord/command.ts';
import { RULES_TEXT } from '../src/discord/views/rules.ts';

export default {
  name: 'rules',
  deferAs: 'reply-ephemeral',
  define: (sub) => sub.setName('rules').setDescription('How to play Azul, briefly'),
  async execute(_interaction, respond) {
    await respond.ephemeral(RULES_TEXT);
  },
} satisfies Command;
