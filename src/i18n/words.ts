// Every word a person reads comes from here: Fluent message catalogs (src/i18n/ftl/<locale>/*.ftl)
// read once per language, and a `Words` for one language that formats a message by its id with
// its arguments (plurals, selections and numbers in that language's rules). Fluent rather than
// i18next: its grammar (selectors on plural categories and on any argument, terms for the
// rulebook's vocabulary) lets a translator say things the way their language does without code
// changes, and its files are plain text a translator can work on.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { FluentBundle, FluentNumber, FluentResource, type FluentVariable } from '@fluent/bundle';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales.ts';

export type WordArgs = Record<string, FluentVariable>;

const FTL_DIR = new URL('./ftl/', import.meta.url);

/** The catalog files of a language, as text, by file name. */
export function catalogFiles(locale: Locale): Map<string, string> {
  const dir = new URL(`${locale}/`, FTL_DIR);
  const files = new Map<string, string>();
  // A language without its folder yet has no words of its own (English stands in; the catalog test fails).
  if (!existsSync(dir)) return files;
  for (const name of readdirSync(dir)
    .filter((f) => f.endsWith('.ftl'))
    .sort())
    files.set(name, readFileSync(new URL(name, dir), 'utf8'));
  return files;
}

const bundles = new Map<Locale, FluentBundle>();

function bundleOf(locale: Locale): FluentBundle {
  let bundle = bundles.get(locale);
  if (bundle) return bundle;
  // No Unicode isolation marks around arguments: Discord would show them inside mentions and links.
  bundle = new FluentBundle(locale, { useIsolating: false });
  for (const [name, text] of catalogFiles(locale)) {
    const errors = bundle.addResource(new FluentResource(text));
    if (errors.length > 0)
      throw new Error(`src/i18n/ftl/${locale}/${name}: ${errors.map((e) => e.message).join('; ')}`);
  }
  bundles.set(locale, bundle);
  return bundle;
}

/** The words of one language. */
export class Words {
  private readonly bundle: FluentBundle;
  private readonly fallback: FluentBundle | null;

  constructor(readonly locale: Locale) {
    this.bundle = bundleOf(locale);
    this.fallback = locale === DEFAULT_LOCALE ? null : bundleOf(DEFAULT_LOCALE);
  }

  /** The message `id` (or its attribute `id.attr`) with `args`. A missing one falls back to English, then to its id. */
  t(id: string, args?: WordArgs): string {
    for (const bundle of this.fallback ? [this.bundle, this.fallback] : [this.bundle]) {
      const text = format(bundle, id, args);
      if (text !== null) return text;
    }
    return id;
  }

  has(id: string): boolean {
    return format(this.bundle, id) !== null;
  }

  /** A number as this language writes it (1,234.5 · 1.234,5 · 1 234,5). */
  number(n: number, options: Intl.NumberFormatOptions = {}): string {
    return new Intl.NumberFormat(this.locale, options).format(n);
  }

  /**
   * A number argument shown with its sign ("+3", "−2"), still a number to the catalog: its words
   * agree with it ("+1 point", "+2 points"), where a string "+1" would leave them in the plural.
   */
  signed(n: number): FluentVariable {
    return new SignedNumber(n);
  }
}

/** "+3" or "−2" (the minus sign, as every text writes it); plural forms pick by the value. */
class SignedNumber extends FluentNumber {
  override toString(scope?: Parameters<FluentNumber['toString']>[0]): string {
    const digits = new FluentNumber(Math.abs(this.value), this.opts).toString(scope);
    return `${this.value < 0 ? '\u2212' : '+'}${digits}`;
  }
}

/** The message formatted, or null when the catalog lacks it. A missing argument shows as `{$name}` (tests catch it). */
function format(bundle: FluentBundle, id: string, args?: WordArgs, errors: Error[] = []): string | null {
  const [messageId, attribute] = id.split('.') as [string, string | undefined];
  const message = bundle.getMessage(messageId);
  if (!message) return null;
  const pattern = attribute ? message.attributes[attribute] : message.value;
  if (!pattern) return null;
  return bundle.formatPattern(pattern, args, errors);
}

/** What went wrong formatting `id` in `locale` with `args` (missing arguments, unknown references); [] when nothing. */
export function formatErrors(locale: Locale, id: string, args?: WordArgs): string[] {
  const errors: Error[] = [];
  if (format(bundleOf(locale), id, args, errors) === null) return [`${locale}: no message ${id}`];
  return errors.map((e) => `${locale} ${id}: ${e.message}`);
}

const cache = new Map<Locale, Words>();

/** The words of `locale` (made once per language). */
export function wordsFor(locale: Locale): Words {
  let words = cache.get(locale);
  if (!words) cache.set(locale, (words = new Words(locale)));
  return words;
}

/** Every message id (and `id.attribute`) a catalog defines. */
export function messageIds(locale: Locale): string[] {
  const ids: string[] = [];
  for (const text of catalogFiles(locale).values()) {
    for (const entry of new FluentResource(text).body) {
      ids.push(entry.id);
      for (const attr of Object.keys(entry.attributes)) ids.push(`${entry.id}.${attr}`);
    }
  }
  return ids;
}

export { LOCALES };
