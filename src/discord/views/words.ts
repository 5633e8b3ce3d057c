// Words for the table's settings, keyed by the app's table rules: the variant, the turn clocks and
// the bot levels offered, and a few helpers every view uses (lists, numbers of things).
import type { Words } from '../../app/index.ts';
import type { Variant } from '../../engine/types.ts';

export function variantName(w: Words, variant: Variant): string {
  return w.t('variant-name', { variant });
}

/** "1 day per turn", "no turn limit". */
export function turnTimeText(w: Words, seconds: number | null): string {
  if (!seconds) return w.t('turn-time', { unit: 'none', count: 0 });
  const units: Array<[number, string]> = [[86_400, 'day'], [3_600, 'hour'], [60, 'minute']];
  for (const [size, unit] of units) if (seconds % size === 0) return w.t('turn-time', { unit, count: seconds / size });
  return w.t('turn-time', { unit: 'second', count: seconds });
}

/** "Ana, Rui and Eva" in the reader's language. */
export function joinNames(w: Words, names: string[]): string {
  return new Intl.ListFormat(w.locale, { type: 'conjunction' }).format(names);
}
