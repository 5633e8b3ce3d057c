// Words for the table's settings, keyed by the app's table rules: the variant, the turn clocks and
// the bot levels offered.
import type { OfferedLevel, TurnTimeKey } from '../../app/index.ts';
import type { Variant } from '../../engine/types.ts';

export function variantName(variant: Variant): string {
  return variant === 'gray' ? 'gray wall (free placement)' : 'colored wall';
}

/** The `/azul new` choice names of the variants. */
export const VARIANT_CHOICE: Record<Variant, string> = { standard: 'colored wall (standard)', gray: 'gray wall (free placement)' };

/** "1 day per turn", "no turn limit". */
export function turnTimeText(seconds: number | null): string {
  if (!seconds) return 'no turn limit';
  const units: Array<[number, string]> = [[86_400, 'day'], [3_600, 'hour'], [60, 'minute']];
  for (const [size, name] of units) {
    if (seconds % size === 0) {
      const n = seconds / size;
      return `${n} ${name}${n === 1 ? '' : 's'} per turn`;
    }
  }
  return `${seconds} seconds per turn`;
}

/** The `/azul new` choice names of the turn clocks. */
export const TURN_TIME_CHOICE: Record<TurnTimeKey, string> = {
  '5m': '5 minutes',
  '1h': '1 hour',
  '12h': '12 hours',
  '1d': '1 day (default)',
  '3d': '3 days',
  none: 'no limit',
};

export const LEVEL_DESCRIPTION: Record<OfferedLevel, string> = {
  easy: 'makes mistakes: good for learning',
  medium: 'plans the round ahead',
  hard: 'looks past the round: the strongest',
};
