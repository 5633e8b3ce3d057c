// `/azul settings language:<...>`: the language of this server's games (Manage Server only). The
// host may still choose another for one game (`/azul new language:`).
import { LOCALES, LOCALE_NAMES, wordsFor, type Locale } from '../src/app/index.ts';
import type { Command } from '../src/discord/command.ts';
import { answerFailure, canManageServer, userWords } from '../src/discord/common.ts';
import { choice, named } from '../src/discord/localize.ts';

/** The choice that goes back to the server's own Discord language. */
const SERVER_LANGUAGE = 'server';

export default {
  name: 'settings',
  deferAs: 'reply-ephemeral',
  define: (sub) =>
    named(sub, 'cmd-settings').addStringOption((o) =>
      named(o, 'cmd-settings-language')
        .setRequired(true)
        .addChoices(
          choice('choice-language-server', SERVER_LANGUAGE),
          ...LOCALES.map((l) => ({ name: LOCALE_NAMES[l], value: l })),
        ),
    ),
  async execute(interaction, respond, { app }) {
    const w = userWords(interaction);
    if (!interaction.guildId) return void (await respond.ephemeral(w.t('settings-in-a-server')));
    if (!canManageServer(interaction)) return void (await respond.ephemeral(w.t('settings-not-allowed')));
    const asked = interaction.options.get('language')?.value;
    if (typeof asked !== 'string') return void (await respond.ephemeral(w.t('settings-choose')));
    const set = await app.bookkeeping.setGuildLanguage(interaction.guildId, asked === SERVER_LANGUAGE ? null : asked);
    if (!set.ok) return answerFailure(respond, set);
    const locale: Locale | null = set.locale;
    // Said in the language chosen, so the moderator sees what the server's players will read.
    await respond.ephemeral(
      locale
        ? wordsFor(locale).t('settings-language-set', { language: LOCALE_NAMES[locale] })
        : w.t('settings-language-server'),
    );
  },
} satisfies Command;
