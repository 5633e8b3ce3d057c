// `/azul board`: the table, only for the one who asks, in their language. The player to act also
// gets their turn's controls there (handy when the turn message scrolled away or could not be
// posted); they work exactly like the public ones. A person on autopilot gets the button to take
// their seat back; anyone else (a spectator) sees the table without controls. In a finished game's
// thread: its final results.
import { MessageFlags } from 'discord.js';
import { boardModel, lastMoveOfOutcome, renderGameImage, sinceSeatFor } from '../src/app/index.ts';
import type { Command } from '../src/discord/command.ts';
import { answerFailure, userWords } from '../src/discord/common.ts';
import { named } from '../src/discord/localize.ts';
import { boardView } from '../src/discord/views/turn.ts';

export default {
  name: 'board',
  deferAs: 'reply-ephemeral',
  define: (sub) => named(sub, 'cmd-board'),
  async execute(interaction, respond, { app, activity }) {
    const w = userWords(interaction);
    const found = await app.reads.inChannel(interaction.channelId, interaction.user.id, { finished: true });
    if (!found.ok) return answerFailure(respond, found);
    const game = found.game;
    if (game.status === 'lobby' || !game.state) {
      await respond.ephemeral(w.t('board-not-started', { seated: game.seats.length }));
      return;
    }
    // Drawing may take a moment: acknowledge first, then send the picture.
    await respond.defer();
    const since = await app.reads.sinceLastTurn(game.id, sinceSeatFor(game, interaction.user.id));
    if (!since.ok) return answerFailure(respond, since);
    const image = await renderGameImage(game, game.status === 'finished' ? 'final' : 'table', w.locale, {
      lastMove: lastMoveOfOutcome(since.since.at(-1)),
    });
    const view = boardView(
      w,
      boardModel(game, interaction.user.id, since.since),
      { name: image.fileName, description: image.description },
      activity,
    );
    await respond.reply({
      ...view,
      files: [{ attachment: image.data, name: image.fileName, description: image.description?.slice(0, 1000) }],
      flags: MessageFlags.Ephemeral | MessageFlags.IsComponentsV2,
    });
  },
} satisfies Command;
