// Every duration the bot waits on (job leases and retries, later turn clocks and reminders)
// goes through here, so tests and demos can run a day-long clock in seconds:
// AZUL_CLOCK_SCALE=1440 makes a day last a minute. Production leaves it at 1.

/** How many times faster than real time the bot's clocks run (>= 1; read each time, so a test can set it). */
export function clockScale(): number {
  const raw = Number(process.env.AZUL_CLOCK_SCALE);
  return Number.isFinite(raw) && raw >= 1 ? raw : 1;
}

/** `ms` of game time in real milliseconds. */
export function scaled(ms: number): number {
  return ms / clockScale();
}
