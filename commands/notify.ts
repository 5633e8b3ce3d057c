// `/azul notify on|off`: a direct message on your turn, besides the reminder in the channel.
import type { Command } from '../src/discord/command.ts';
import { answerFailure, userWords } from '../src/discord/common.ts';
import { choice, named } from '../src/discord/localize.ts';

export default {
  name: 'notify',
  deferAs: 'reply-ephemeral',
  define: (sub) =>
    named(sub, 'cmd-notify').addStringOption((o) =>
      named(o, 'cmd-notify-dm').setRequired(true).addChoices(choice('choice-on', 'on'), choice('choice-off', 'off')),
    ),
  async execute(interaction, respond, { app }) {
    const w = userWords(interaction);
    // A client may send the command without its required option (or with a value of another type).
    const dm = interaction.options.get('dm')?.value;
    if (dm !== 'on' && dm !== 'off') {
      await respond.ephemeral(w.t('notify-choose'));
      return;
    }
    // Turning it on again also forgets an earlier refused DM: the user may have opened their DMs since.
    const set = await app.bookkeeping.setUserSettings(
      interaction.user.id,
      dm === 'on' ? { notify: true, dmClosed: false } : { notify: false },
    );
    if (!set.ok) return answerFailure(respond, set);
    await respond.ephemeral(w.t(dm === 'on' ? 'notify-on' : 'notify-off'));
  },
} satisfies Command;
