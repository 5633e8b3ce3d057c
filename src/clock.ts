// Every duration the bot waits on (job leases and retries, turn clocks and reminders) goes through
// here, so tests and demos can run a day-long clock in seconds: AZUL_CLOCK_SCALE=1440 makes a day
// last a minute. Production leaves it at 1. The scale is the configuration's (src/config.ts), set
// once by whoever starts the bot (startBot); this module never reads the environment.

let scale = 1;

/** How many times faster than real time the bot's clocks run (>= 1). */
export function clockScale(): number {
  return scale;
}

/** Runs this process's clocks `value` times faster than real time (1: real time). */
export function setClockScale(value: number): void {
  if (!Number.isFinite(value) || value < 1) throw new RangeError(`a clock scale is a number >= 1, not ${value}`);
  scale = value;
}

/** `ms` of game time in real milliseconds. */
export function scaled(ms: number): number {
  return ms / scale;
}

/**
 * Where the bot's clock meets real time: with a scale above 1 the clock runs `scale` times faster
 * from here, so every process of one scale reads the same time (a day lasts a minute at 1440).
 */
export const CLOCK_ORIGIN_MS = Date.UTC(2026, 0, 1);

/** The bot's clock: real time at scale 1 (what days are counted in: the puzzle of the day, streaks). */
export function clockNow(realMs: number = Date.now()): Date {
  return new Date(CLOCK_ORIGIN_MS + (realMs - CLOCK_ORIGIN_MS) * scale);
}

/** The real time at which the bot's clock reads `clock` (when to run a job due then). */
export function realTimeOf(clock: Date): Date {
  return new Date(CLOCK_ORIGIN_MS + (clock.getTime() - CLOCK_ORIGIN_MS) / scale);
}
