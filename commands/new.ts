// `/azul new [players] [variant] [bots] [level] [turn-time]`: opens a lobby in this channel. The
// choices come from the app's table rules; the app checks what arrives (a client may send anything).
import { DEFAULT_TURN_TIME, OFFERED_LEVELS, PLAYERS, TURN_TIMES, VARIANTS, lobbyModel, maxBots } from '../src/app/index.ts';
import type { Command } from '../src/discord/command.ts';
import { answerFailure, userOf } from '../src/discord/common.ts';
import { ROLE_LOBBY } from '../src/discord/presenter/messages.ts';
import { lobbyView } from '../src/discord/views/lobby.ts';
import { TURN_TIME_CHOICE, VARIANT_CHOICE } from '../src/discord/views/words.ts';

export default {
  name: 'new',
  deferAs: 'reply',
  define: (sub) =>
    sub
      .setName('new')
      .setDescription('Open a new Azul game in this channel; others join with the button')
      .addIntegerOption((o) =>
        o.setName('players').setDescription(`Seats in the game (${PLAYERS.min}–${PLAYERS.max}, default ${PLAYERS.max})`).setMinValue(PLAYERS.min).setMaxValue(PLAYERS.max),
      )
      .addStringOption((o) =>
        o
          .setName('variant')
          .setDescription('Which wall to play on (default: colored)')
          .addChoices(...VARIANTS.map((v) => ({ name: VARIANT_CHOICE[v], value: v }))),
      )
      .addIntegerOption((o) =>
        o.setName('bots').setDescription(`AI opponents to seat at once (0–${maxBots(PLAYERS.max)})`).setMinValue(0).setMaxValue(maxBots(PLAYERS.max)),
      )
      .addStringOption((o) =>
        o
          .setName('level')
          .setDescription('How strong those bots play (default: medium; alone, it seats one bot)')
          .addChoices(...OFFERED_LEVELS.map((level) => ({ name: level, value: level }))),
      )
      .addStringOption((o) =>
        o
          .setName('turn-time')
          .setDescription('How long each turn may take before the autopilot plays it (default: 1 day)')
          .addChoices(...TURN_TIMES.map((t) => ({ name: TURN_TIME_CHOICE[t.key], value: t.key }))),
      ),
  async execute(interaction, respond, { app }) {
    const opened = await app.lobby.open({
      guildId: interaction.guildId,
      channelId: interaction.channelId,
      host: userOf(interaction),
      seats: interaction.options.getInteger('players') ?? undefined,
      variant: interaction.options.getString('variant') ?? undefined,
      bots: interaction.options.getInteger('bots') ?? undefined,
      level: interaction.options.getString('level') ?? undefined,
      turnTime: interaction.options.getString('turn-time') ?? DEFAULT_TURN_TIME,
    });
    if (!opened.ok) return answerFailure(respond, opened);
    const messageId = await respond.reply(lobbyView(lobbyModel(opened.game)));
    if (messageId) await app.bookkeeping.setMessages(opened.game.id, { [ROLE_LOBBY]: messageId });
  },
} satisfies Command;
