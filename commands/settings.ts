// `/azul settings [language] [tournament-role] [seasons] [end-season] [puzzle-channel] [puzzle-hour]
// [puzzle-stop]` (Manage Server only): the language of this server's games (a host may still choose
// another for one game: `/azul new language:`), a role whose members may run tournaments, whether the
// leaderboard runs in seasons (their tables are posted in the channel this is set in), for seasons run
// by hand, ending one, and where and at what hour (UTC) the puzzle of the day is posted.
import {
  LOCALES,
  LOCALE_NAMES,
  SEASON_MODES,
  isSeasonMode,
  wordsFor,
  type Locale,
  type SeasonRow,
  type Words,
} from '../src/app/index.ts';
import type { Command } from '../src/discord/command.ts';
import { answerFailure, canManageServer, userWords } from '../src/discord/common.ts';
import { choice, named } from '../src/discord/localize.ts';
import { relativeTime } from '../src/discord/views/common.ts';
import { ChannelType } from 'discord.js';

/** The choice that goes back to the server's own Discord language. */
const SERVER_LANGUAGE = 'server';

function opened(w: Words, season: SeasonRow | null): string[] {
  if (!season) return [];
  return [
    w.t('settings-season-opened', {
      number: season.number,
      ends: season.endsAt ? relativeTime(season.endsAt) : 'none',
    }),
  ];
}

export default {
  name: 'settings',
  deferAs: 'reply-ephemeral',
  define: (sub) =>
    named(sub, 'cmd-settings')
      .addStringOption((o) =>
        named(o, 'cmd-settings-language').addChoices(
          choice('choice-language-server', SERVER_LANGUAGE),
          ...LOCALES.map((l) => ({ name: LOCALE_NAMES[l], value: l })),
        ),
      )
      .addRoleOption((o) => named(o, 'cmd-settings-tournament-role'))
      .addStringOption((o) =>
        named(o, 'cmd-settings-seasons').addChoices(
          ...SEASON_MODES.map((mode) => choice('season-mode-choice', mode, { mode })),
        ),
      )
      .addBooleanOption((o) => named(o, 'cmd-settings-end-season'))
      .addChannelOption((o) =>
        named(o, 'cmd-settings-puzzle-channel').addChannelTypes(ChannelType.GuildText, ChannelType.GuildAnnouncement),
      )
      .addIntegerOption((o) => named(o, 'cmd-settings-puzzle-hour').setMinValue(0).setMaxValue(23))
      .addBooleanOption((o) => named(o, 'cmd-settings-puzzle-stop')),
  async execute(interaction, respond, { app, seasons, puzzles }) {
    const w = userWords(interaction);
    const guildId = interaction.guildId;
    if (!guildId) return void (await respond.ephemeral(w.t('settings-in-a-server')));
    if (!canManageServer(interaction)) return void (await respond.ephemeral(w.t('settings-not-allowed')));
    const asked = interaction.options.get('language')?.value;
    // A role option arrives as the role's id (resolved or not).
    const role = interaction.options.get('tournament-role')?.value;
    const mode = interaction.options.getString('seasons');
    const endSeason = interaction.options.getBoolean('end-season') ?? false;
    // A channel option arrives as the channel's id (resolved or not).
    const puzzleChannel = interaction.options.get('puzzle-channel')?.value;
    const puzzleHour = interaction.options.getInteger('puzzle-hour');
    const puzzleStop = interaction.options.getBoolean('puzzle-stop') ?? false;
    const puzzleAsked = typeof puzzleChannel === 'string' || puzzleHour !== null || puzzleStop;
    if (asked === undefined && role === undefined && mode === null && !endSeason && !puzzleAsked)
      return void (await respond.ephemeral(w.t('settings-nothing')));
    const said: string[] = [];
    if (typeof asked === 'string') {
      const set = await app.bookkeeping.setGuildLanguage(guildId, asked === SERVER_LANGUAGE ? null : asked);
      if (!set.ok) return answerFailure(respond, set);
      const locale: Locale | null = set.locale;
      // Said in the language chosen, so the moderator sees what the server's players will read.
      said.push(
        locale
          ? wordsFor(locale).t('settings-language-set', { language: LOCALE_NAMES[locale] })
          : w.t('settings-language-server'),
      );
    }
    if (typeof role === 'string') {
      const set = await app.bookkeeping.setTournamentRole(guildId, role);
      if (!set.ok) return answerFailure(respond, set);
      said.push(w.t('settings-tournament-role-set', { role: `<@&${role}>` }));
    }
    if (mode !== null && seasons) {
      if (!isSeasonMode(mode)) return void (await respond.ephemeral(w.t('refusal-bad-input')));
      const set = await seasons.setMode(guildId, interaction.channelId, mode);
      if (!set.ok) return answerFailure(respond, set);
      said.push(w.t('settings-seasons-set', { mode }));
      if (set.closed) said.push(w.t('settings-season-ended', { number: set.closed.number }));
      said.push(...opened(w, set.opened));
    }
    if (endSeason && seasons) {
      const ended = await seasons.endByHand(guildId);
      if (!ended.ok) return answerFailure(respond, ended);
      said.push(w.t('settings-season-ended', { number: ended.closed.number }), ...opened(w, ended.opened));
    }
    if (puzzleAsked && puzzles) {
      const set = await puzzles.setSettings(guildId, {
        ...(puzzleStop ? { channelId: null } : typeof puzzleChannel === 'string' ? { channelId: puzzleChannel } : {}),
        ...(puzzleHour !== null ? { hour: puzzleHour } : {}),
      });
      if (!set.ok) return answerFailure(respond, set);
      said.push(
        set.settings.channelId && set.nextAt
          ? w.t('settings-puzzle-set', {
              channel: `<#${set.settings.channelId}>`,
              hour: set.settings.hour,
              next: relativeTime(set.nextAt),
            })
          : w.t('settings-puzzle-off', { hour: set.settings.hour }),
      );
    }
    await respond.ephemeral(said.join('\n'));
  },
} satisfies Command;
