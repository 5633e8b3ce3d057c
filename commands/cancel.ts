// `/azul cancel`: the host, or anyone with Manage Messages, ends this channel's lobby or game.
import type { Command } from '../src/discord/command.ts';
import { answerFailure, canManageMessages, userOf, userWords } from '../src/discord/common.ts';
import { named } from '../src/discord/localize.ts';

export default {
  name: 'cancel',
  deferAs: 'reply-ephemeral',
  define: (sub) => named(sub, 'cmd-cancel'),
  async execute(interaction, respond, { app }) {
    const user = userOf(interaction);
    const found = await app.reads.inChannel(interaction.channelId, user.id);
    if (!found.ok) return answerFailure(respond, found);
    const cancelled = await app.endings.cancel(found.game.id, user, canManageMessages(interaction));
    if (!cancelled.ok) return answerFailure(respond, cancelled);
    // The lobby message, the turn message and the public notice follow from the outbox.
    await respond.ephemeral(userWords(interaction).t('you-cancelled'));
  },
} satisfies Command;
