// Words for the table's settings, keyed by the app's table rules: the variant, the turn clocks and
// the bot levels offered, and a few helpers every view uses (lists, numbers of things).
import type { Words } from '../../app/index.ts';
import type { Variant } from '../../engine/types.ts';

export function variantName(w: Words, variant: Variant): string {
  return w.t('variant-name', { variant });
}

/** A turn clock as the catalog counts it: the largest whole unit (day, hour, minute, second), or none. */
export function turnTimeUnit(seconds: number | null): { unit: string; count: number } {
  if (!seconds) return { unit: 'none', count: 0 };
  const units: Array<[number, string]> = [
    [86_400, 'day'],
    [3_600, 'hour'],
    [60, 'minute'],
  ];
  for (const [size, unit] of units) if (seconds % size === 0) return { unit, count: seconds / size };
  return { unit: 'second', count: seconds };
}

/** "1 day per turn", "no turn limit". */
export function turnTimeText(w: Words, seconds: number | null): string {
  return w.t('turn-time', turnTimeUnit(seconds));
}

/** "Ana, Rui and Eva" in the reader's language. */
export function joinNames(w: Words, names: string[]): string {
  return new Intl.ListFormat(w.locale, { type: 'conjunction' }).format(names);
}
