// `/azul new [players] [variant]`: opens a lobby in this channel.
import { isLevel } from '../src/ai/index.ts';
import type { Variant } from '../src/engine/types.ts';
import type { Command } from '../src/discord/command.ts';
import { answerFailure, userOf } from '../src/discord/common.ts';
import { ROLE_LOBBY } from '../src/discord/presenter.ts';
import { lobbyView } from '../src/discord/views.ts';

export default {
  name: 'new',
  deferAs: 'reply',
  define: (sub) =>
    sub
      .setName('new')
      .setDescription('Open a new Azul game in this channel; others join with the button')
      .addIntegerOption((o) =>
        o.setName('players').setDescription('Seats in the game (2–4, default 4)').setMinValue(2).setMaxValue(4),
      )
      .addStringOption((o) =>
        o
          .setName('variant')
          .setDescription('Which wall to play on (default: colored)')
          .addChoices({ name: 'colored wall (standard)', value: 'standard' }, { name: 'gray wall (free placement)', value: 'gray' }),
      )
      .addIntegerOption((o) => o.setName('bots').setDescription('AI opponents to seat at once (0–3)').setMinValue(0).setMaxValue(3))
      .addStringOption((o) =>
        o
          .setName('level')
          .setDescription('How strong those bots play (default: medium)')
          .addChoices({ name: 'easy', value: 'easy' }, { name: 'medium', value: 'medium' }, { name: 'hard', value: 'hard' }),
      )
      .addStringOption((o) =>
        o
          .setName('turn-time')
          .setDescription('How long each turn may take before the autopilot plays it (default: 1 day)')
          .addChoices(...TURN_TIME_CHOICES.map((c) => ({ name: c.name, value: c.value }))),
      ),
  async execute(interaction, respond, { games }) {
    if (!interaction.channelId || !interaction.inGuild()) {
      await respond.ephemeral('Azul games are played in a server text channel.');
      return;
    }
    // Discord offers only the two choices, but an old client or a hand-made request may send anything.
    const asked = interaction.options.getString('variant') ?? 'standard';
    if (!isVariant(asked)) {
      await respond.ephemeral(`There is no "${asked.slice(0, 40)}" variant. Choose \`colored wall\` (standard) or \`gray wall\`. Nothing was opened.`);
      return;
    }
    const variant = asked;
    const level = interaction.options.getString('level') ?? 'medium';
    if (!isLevel(level) || level === 'random' || level === 'greedy') {
      await respond.ephemeral(`There is no "${level.slice(0, 40)}" bot level. Choose easy, medium or hard. Nothing was opened.`);
      return;
    }
    const turnTime = TURN_TIME_CHOICES.find((c) => c.value === (interaction.options.getString('turn-time') ?? '1d'));
    if (!turnTime) {
      await respond.ephemeral('That turn time is not one of the choices (5 minutes, 1 hour, 12 hours, 1 day, 3 days, no limit). Nothing was opened.');
      return;
    }
    const opened = await games.openLobby({
      guildId: interaction.guildId,
      channelId: interaction.channelId,
      host: userOf(interaction),
      maxPlayers: interaction.options.getInteger('players') ?? undefined,
      variant,
      bots: interaction.options.getInteger('bots') ?? 0,
      level,
      turnSeconds: turnTime.seconds,
    });
    if (!opened.ok) return answerFailure(respond, opened);
    const messageId = await respond.reply(lobbyView(opened.game));
    if (messageId) await games.setMessages(opened.game.id, { [ROLE_LOBBY]: messageId });
  },
} satisfies Command;

/** The turn clock choices, as the option offers them. */
const TURN_TIME_CHOICES = [
  { name: '5 minutes', value: '5m', seconds: 300 },
  { name: '1 hour', value: '1h', seconds: 3_600 },
  { name: '12 hours', value: '12h', seconds: 43_200 },
  { name: '1 day (default)', value: '1d', seconds: 86_400 },
  { name: '3 days', value: '3d', seconds: 259_200 },
  { name: 'no limit', value: 'none', seconds: null },
] as const;

function isVariant(value: string): value is Variant {
  return value === 'standard' || value === 'gray';
}
