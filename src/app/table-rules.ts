// The table's rules that the app enforces and every view offers, in one place: how many seats,
// which bot levels, which turn clocks, how players are ranked and what the bonuses are worth.
// Words for them (a level's description, a clock's name) belong to the chat layer, by key.
import type { Level } from '../ai/index.ts';
import type { Variant } from '../engine/types.ts';

export { BONUS_POINTS, rankSeats, placesAhead, type SeatStanding } from '../engine/index.ts';

/** Seats at a table. */
export const PLAYERS = { min: 2, max: 4 } as const;

export const VARIANTS = ['standard', 'gray'] as const satisfies readonly Variant[];

export function isVariant(value: unknown): value is Variant {
  return (VARIANTS as readonly unknown[]).includes(value);
}

/** The AI levels a host may seat (the others are for the arena and tests). */
export const OFFERED_LEVELS = ['easy', 'medium', 'hard'] as const satisfies readonly Level[];
export type OfferedLevel = (typeof OFFERED_LEVELS)[number];
export const DEFAULT_LEVEL: OfferedLevel = 'medium';

export function isOfferedLevel(value: unknown): value is OfferedLevel {
  return (OFFERED_LEVELS as readonly unknown[]).includes(value);
}

/** The turn clocks a host may choose, by key (seconds; null: no limit). */
export const TURN_TIMES = [
  { key: '5m', seconds: 300 },
  { key: '1h', seconds: 3_600 },
  { key: '12h', seconds: 43_200 },
  { key: '1d', seconds: 86_400 },
  { key: '3d', seconds: 259_200 },
  { key: 'none', seconds: null },
] as const;
export type TurnTimeKey = (typeof TURN_TIMES)[number]['key'];
export const DEFAULT_TURN_TIME: TurnTimeKey = '1d';

export function turnTimeByKey(key: string): (typeof TURN_TIMES)[number] | undefined {
  return TURN_TIMES.find((t) => t.key === key);
}

export function isTurnSeconds(seconds: number | null): boolean {
  return TURN_TIMES.some((t) => t.seconds === seconds);
}

/** People a host may invite to a challenge (`/azul new` with players to invite). */
export const MAX_INVITED = PLAYERS.max - 1;

/** Bots that fit a table of `seats` with one person at it. */
export function maxBots(seats: number): number {
  return seats - 1;
}
