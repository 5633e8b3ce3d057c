// `/azul tournament new|start|cancel|drop|standings`: a tournament in this channel. `new` posts its
// sign-up message (Join, Leave, Check in); `start` pairs round 1 (or it starts by itself at the time
// set); the rounds then run themselves (src/app/tournaments.ts); `drop` leaves the rest of it;
// `standings` shows the table (privately unless shared). The app decides who may organize.
import { MessageFlags, type ChatInputCommandInteraction } from 'discord.js';
import {
  DEFAULT_TURN_TIME,
  LOCALES,
  LOCALE_NAMES,
  MAX_TOURNAMENT_NAME,
  STARTS,
  SWISS_ROUNDS,
  TABLE_SIZES,
  TOURNAMENT_FORMATS,
  TURN_TIMES,
  VARIANTS,
  pickLocale,
  renderStandingsImage,
  signupModel,
  standingsModel,
  standingsSubtitle,
  wordsFor,
  type Organizer,
} from '../src/app/index.ts';
import type { Command } from '../src/discord/command.ts';
import { answerFailure, canManageServer, rolesOf, userOf, userWords } from '../src/discord/common.ts';
import { choice, named } from '../src/discord/localize.ts';
import { ROLE_SIGNUP, signupView, standingsView } from '../src/discord/views/tournament.ts';
import { turnTimeUnit } from '../src/discord/views/words.ts';

function organizerOf(interaction: ChatInputCommandInteraction): Organizer {
  return { ...userOf(interaction), manageServer: canManageServer(interaction), roles: rolesOf(interaction) };
}

export default {
  name: 'tournament',
  deferAs: (interaction) => {
    const sub = interaction.options.getSubcommand(false);
    if (sub === 'new') return 'reply';
    if (sub === 'standings' && interaction.options.getBoolean('share')) return 'reply';
    return 'reply-ephemeral';
  },
  defineGroup: (group) =>
    named(group, 'cmd-tournament')
      .addSubcommand((sub) =>
        named(sub, 'cmd-tournament-new')
          .addStringOption((o) =>
            named(o, 'cmd-tournament-name').setRequired(true).setMinLength(1).setMaxLength(MAX_TOURNAMENT_NAME),
          )
          .addStringOption((o) =>
            named(o, 'cmd-tournament-format').addChoices(
              ...TOURNAMENT_FORMATS.map((format) => choice('tournament-format-choice', format, { format })),
            ),
          )
          .addIntegerOption((o) =>
            named(o, 'cmd-tournament-table-size').addChoices(
              ...TABLE_SIZES.map((size) => ({ name: String(size), value: size })),
            ),
          )
          .addIntegerOption((o) =>
            named(o, 'cmd-tournament-rounds', { min: SWISS_ROUNDS.min, max: SWISS_ROUNDS.max })
              .setMinValue(SWISS_ROUNDS.min)
              .setMaxValue(SWISS_ROUNDS.max),
          )
          .addStringOption((o) =>
            named(o, 'cmd-tournament-turn-time').addChoices(
              ...TURN_TIMES.map((t) =>
                choice('turn-time-choice', t.key, {
                  ...turnTimeUnit(t.seconds),
                  default: t.key === DEFAULT_TURN_TIME ? 'yes' : 'no',
                }),
              ),
            ),
          )
          .addStringOption((o) =>
            named(o, 'cmd-tournament-variant').addChoices(
              ...VARIANTS.map((v) => choice('variant-choice', v, { variant: v })),
            ),
          )
          .addBooleanOption((o) => named(o, 'cmd-tournament-bots'))
          .addBooleanOption((o) => named(o, 'cmd-tournament-check-in'))
          .addStringOption((o) =>
            named(o, 'cmd-tournament-when').addChoices(
              ...STARTS.map((s) => choice('tournament-start-choice', s.key, { start: s.key })),
            ),
          )
          .addStringOption((o) =>
            named(o, 'cmd-tournament-language').addChoices(
              ...LOCALES.map((l) => ({ name: LOCALE_NAMES[l], value: l })),
            ),
          ),
      )
      .addSubcommand((sub) => named(sub, 'cmd-tournament-start'))
      .addSubcommand((sub) => named(sub, 'cmd-tournament-cancel'))
      .addSubcommand((sub) =>
        named(sub, 'cmd-tournament-drop').addUserOption((o) => named(o, 'cmd-tournament-drop-user')),
      )
      .addSubcommand((sub) => named(sub, 'cmd-tournament-standings').addBooleanOption((o) => named(o, 'cmd-share'))),
  async execute(interaction, respond, { tournaments }) {
    const w = userWords(interaction);
    if (!tournaments) return void (await respond.ephemeral(w.t('unexpected')));
    const sub = interaction.options.getSubcommand(false);
    const organizer = organizerOf(interaction);
    if (sub === 'new') {
      const opened = await tournaments.open({
        guildId: interaction.guildId,
        channelId: interaction.channelId,
        organizer,
        name: interaction.options.getString('name') ?? '',
        format: interaction.options.getString('format') ?? undefined,
        tableSize: interaction.options.getInteger('table-size') ?? undefined,
        rounds: interaction.options.getInteger('rounds') ?? undefined,
        turnTime: interaction.options.getString('turn-time') ?? undefined,
        variant: interaction.options.getString('variant') ?? undefined,
        botsFill: interaction.options.getBoolean('bots') ?? undefined,
        checkIn: interaction.options.getBoolean('check-in') ?? undefined,
        start: interaction.options.getString('start') ?? undefined,
        language: interaction.options.getString('language') ?? undefined,
        guildLocale: interaction.guildLocale,
      });
      if (!opened.ok) return answerFailure(respond, opened);
      const t = opened.tournament;
      const messageId = await respond.reply(signupView(wordsFor(pickLocale(t.locale)), signupModel(t)));
      if (messageId) await tournaments.setMessages(t.id, { [ROLE_SIGNUP]: messageId });
      return;
    }
    const found = await tournaments.here(interaction.guildId, interaction.channelId);
    if (!found.ok) return answerFailure(respond, found);
    const id = found.tournament.id;
    if (sub === 'start') {
      const started = await tournaments.start(id, organizer);
      if (!started.ok) return answerFailure(respond, started);
      return void (await respond.ephemeral(w.t('tournament-started-answer', { name: started.tournament.name })));
    }
    if (sub === 'cancel') {
      const cancelled = await tournaments.cancel(id, organizer);
      if (!cancelled.ok) return answerFailure(respond, cancelled);
      return void (await respond.ephemeral(w.t('tournament-cancelled-answer', { name: cancelled.tournament.name })));
    }
    if (sub === 'drop') {
      const target = interaction.options.getUser('user');
      const dropped = await tournaments.drop(
        id,
        organizer,
        target ? { id: target.id, name: target.globalName ?? target.username } : undefined,
      );
      if (!dropped.ok) return answerFailure(respond, dropped);
      const key = dropped.tournament.status === 'signup' ? 'tournament-left-signup' : 'tournament-dropped-answer';
      return void (await respond.ephemeral(
        w.t(key, { who: dropped.dropped.displayName, name: dropped.tournament.name }),
      ));
    }
    if (sub === 'standings') {
      const shared = interaction.options.getBoolean('share') ?? false;
      const seen = await tournaments.view(id);
      if (!seen.ok) return answerFailure(respond, seen);
      // Shared: in the tournament's language, as its other messages in the channel.
      const words = shared ? wordsFor(pickLocale(seen.tournament.locale)) : w;
      const model = standingsModel(seen);
      const image = await renderStandingsImage(model, words.locale).catch(() => null);
      const files = image
        ? [{ attachment: image.data, name: image.fileName, description: image.description.slice(0, 1000) }]
        : [];
      const shown = image ? { name: image.fileName, description: image.description } : null;
      await respond.reply({
        ...standingsView(words, model, standingsSubtitle(model, words.locale), shown),
        files,
        flags: shared ? MessageFlags.IsComponentsV2 : MessageFlags.Ephemeral | MessageFlags.IsComponentsV2,
      });
      return;
    }
    await respond.ephemeral(w.t('unknown-command'));
  },
} satisfies Command;
