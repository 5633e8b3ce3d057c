// When an answer that is not ready is acknowledged instead ("thinking…", or the clicked message kept):
// Discord wants an acknowledgement within 3 s of the interaction; 2 s leaves room for the call itself.
// A module of its own so that the start can hold interactions without loading the chat layer.
export const WATCHDOG_MS = 2_000;

/**
 * When Discord's 3 s began for an interaction the process handles `now`: when Discord made it (the
 * time in its snowflake), which is earlier than now when the process's event loop was busy (the
 * embedded database's start runs on it), but never counted as more than the watchdog earlier, so that
 * a clock running ahead of Discord's does not turn every answer into a "thinking…" first.
 */
export function arrivalOf(interaction: { createdTimestamp?: number }, now = Date.now()): number {
  const created = interaction.createdTimestamp;
  if (typeof created !== 'number' || !Number.isFinite(created)) return now;
  return Math.max(now - WATCHDOG_MS, Math.min(now, created));
}
