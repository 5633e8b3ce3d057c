// `/azul notify on|off`: a direct message on your turn, besides the reminder in the channel.
import type { Command } from '../src/discord/command.ts';
import { answerFailure } from '../src/discord/common.ts';

export default {
  name: 'notify',
  deferAs: 'reply-ephemeral',
  define: (sub) =>
    sub
      .setName('notify')
      .setDescription('Get a direct message when your turn is waiting (on), or only the channel ping (off)')
      .addStringOption((o) =>
        o.setName('dm').setDescription('on or off').setRequired(true).addChoices({ name: 'on', value: 'on' }, { name: 'off', value: 'off' }),
      ),
  async execute(interaction, respond, { app }) {
    // A client may send the command without its required option (or with a value of another type).
    const choice = interaction.options.get('dm')?.value;
    if (choice !== 'on' && choice !== 'off') {
      await respond.ephemeral('Choose `on` or `off` (`/azul notify dm:on`). Nothing changed.');
      return;
    }
    // Turning it on again also forgets an earlier refused DM: the user may have opened their DMs since.
    const set = await app.bookkeeping.setUserSettings(interaction.user.id, choice === 'on' ? { notify: true, dmClosed: false } : { notify: false });
    if (!set.ok) return answerFailure(respond, set);
    await respond.ephemeral(
      choice === 'on'
        ? 'I will also send you a direct message when your turn has been waiting half its time. (If your DMs are closed to me, the channel ping stays.)'
        : 'No more direct messages: you will be pinged in the game’s channel only.',
    );
  },
} satisfies Command;
