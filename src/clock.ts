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
