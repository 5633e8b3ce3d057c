// The languages the bot speaks, and how Discord's locale names map to them. Portuguese comes in two
// kinds (Portugal, Brazil); Discord tells only Brazil's (`pt-BR`), so Portugal's is chosen by a server
// setting or the host. Any other language falls back to English.

export const LOCALES = ['en', 'pt-PT', 'pt-BR', 'es', 'fr', 'de', 'pl'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language by its own name, for the language choices. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  'pt-PT': 'Português (Portugal)',
  'pt-BR': 'Português (Brasil)',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  pl: 'Polski',
};

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/**
 * The shipped language for a Discord locale (`en-US`, `es-419`, `pt-BR`, `de`...), or one of ours
 * as is; null for a language the bot does not speak (the caller falls back).
 */
export function localeOf(value: string | null | undefined): Locale | null {
  if (!value) return null;
  if (isLocale(value)) return value;
  const lower = value.toLowerCase();
  if (lower === 'pt-br') return 'pt-BR';
  if (lower === 'pt-pt' || lower === 'pt') return 'pt-PT';
  const language = lower.split('-')[0];
  return isLocale(language) ? language : null;
}

/** The first of `candidates` the bot speaks, else English. */
export function pickLocale(...candidates: Array<string | null | undefined>): Locale {
  for (const c of candidates) {
    const locale = localeOf(c);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/**
 * Discord's locale names for each of ours (command localizations are keyed by these). Portugal's
 * Portuguese has none: Discord offers only `pt-BR`.
 */
export const DISCORD_LOCALES: Record<Locale, string[]> = {
  en: ['en-US', 'en-GB'],
  'pt-PT': [],
  'pt-BR': ['pt-BR'],
  es: ['es-ES', 'es-419'],
  fr: ['fr'],
  de: ['de'],
  pl: ['pl'],
};
