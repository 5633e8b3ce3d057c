// Slash command texts from the catalog: the English name and description Discord shows by
// default, and their localizations for every Discord locale the bot speaks (Discord's names for
// them: src/i18n/locales.ts).
import { DISCORD_LOCALES, LOCALES, wordsFor, type WordArgs } from '../app/index.ts';

type Localizations = Record<string, string>;

function localizations(id: string, args?: WordArgs): Localizations {
  const out: Localizations = {};
  for (const locale of LOCALES) {
    const w = wordsFor(locale);
    if (!w.has(id)) continue;
    for (const discord of DISCORD_LOCALES[locale]) out[discord] = w.t(id, args);
  }
  return out;
}

interface Nameable {
  setName(name: string): unknown;
  setNameLocalizations(localizations: Localizations): unknown;
  setDescription(description: string): unknown;
  setDescriptionLocalizations(localizations: Localizations): unknown;
}

/** Names and describes a command, subcommand or option from the catalog message `id` (its value and `.description`). */
export function named<B extends Nameable>(builder: B, id: string, args?: WordArgs): B {
  const en = wordsFor('en');
  builder.setName(en.t(id));
  builder.setNameLocalizations(localizations(id));
  builder.setDescription(en.t(`${id}.description`, args));
  builder.setDescriptionLocalizations(localizations(`${id}.description`, args));
  return builder;
}

/** The same names and descriptions as plain JSON, for a command no builder makes (the Entry Point). */
export function namedJson(id: string): {
  name: string;
  name_localizations: Localizations;
  description: string;
  description_localizations: Localizations;
} {
  const en = wordsFor('en');
  return {
    name: en.t(id),
    name_localizations: localizations(id),
    description: en.t(`${id}.description`),
    description_localizations: localizations(`${id}.description`),
  };
}

/** A choice of an option: its English name, its localizations, its value. */
export function choice<V extends string | number>(
  id: string,
  value: V,
  args?: WordArgs,
): { name: string; name_localizations: Localizations; value: V } {
  return { name: wordsFor('en').t(id, args), name_localizations: localizations(id, args), value };
}
