// `/azul board`: the current table, only for the one who asks. The player to act
// also gets their turn's controls there (handy when the turn message scrolled
// away or could not be posted); they work exactly like the public ones.
import { MessageFlags } from 'discord.js';
import { actingUserId } from '../src/app/games.ts';
import { renderGameImage } from '../src/app/images.ts';
import type { Command } from '../src/discord/command.ts';
import { answerFailure } from '../src/discord/common.ts';
import { firstStep } from '../src/discord/presenter.ts';
import { sinceLines, stepComponents, takeBackRow } from '../src/discord/views.ts';

export default {
  name: 'board',
  deferAs: 'reply-ephemeral',
  define: (sub) => sub.setName('board').setDescription('Show the current table of this channel’s game (only to you)'),
  async execute(interaction, respond, { games }) {
    // A person whose seat the autopilot plays gets the button to take it back.
    const found = await games.inChannel(interaction.channelId, interaction.user.id);
    if (!found.ok) return answerFailure(respond, found);
    const game = found.game;
    if (game.status === 'lobby' || !game.state) {
      await respond.ephemeral(`The game has not started yet: ${game.seats.length} seated, waiting for the host to press Start.`);
      return;
    }
    // Drawing may take a moment: acknowledge first, then send the picture.
    await respond.defer();
    const image = await renderGameImage(game, 'table');
    const who = game.seats[game.state.current]?.displayName ?? '?';
    const mine = game.seats.find((s) => s.userId === interaction.user.id);
    const onAutopilot = !!mine && mine.botLevel === null && (mine.control === 'autopilot' || mine.autoTurns > 0);
    const yours = actingUserId(game) === interaction.user.id && !onAutopilot;
    const step = yours ? firstStep(game) : null;
    // What happened since the asker last played (or, for a watcher, since the player to act did).
    const since = await games.sinceLastTurn(game.id, mine?.seat ?? game.state.current);
    const lines = [
      ...sinceLines(game, since),
      `Round ${game.state.round + 1} — ${yours ? 'your turn' : `${who} to play`}.`,
      ...(onAutopilot ? ['The autopilot is playing your seat. Take it back to play your turns yourself.'] : []),
    ];
    await respond.reply({
      content: lines.join('\n').slice(0, 2000),
      files: [{ attachment: image.data, name: image.fileName, description: image.description?.slice(0, 1000) }],
      components: onAutopilot && mine.control !== 'left' ? [takeBackRow(game)] : step ? stepComponents(game, step) : [],
      flags: MessageFlags.Ephemeral,
      allowedMentions: { parse: [] },
    });
  },
} satisfies Command;
