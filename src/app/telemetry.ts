// What the bot measures as it serves people (for /metrics, src/runtime/metrics.ts): the chat layer
// reports each interaction and each table shown after a click through this interface, so neither it
// nor the app knows the metrics library. A bot started without metrics reports to NO_TELEMETRY.

/**
 * How an interaction ended: answered, refused (a private "no", nothing changed), failed (a bug: the apology), not
 * answered here because the process is stopping ("restarting") or another process claimed it.
 */
export type InteractionOutcome = 'answered' | 'refused' | 'failed' | 'restarting' | 'elsewhere';

export interface Telemetry {
  /**
   * One interaction: its kind (a click's kind, or `/azul <subcommand>`), how it ended, and ms from the click to its
   * acknowledgement (null: none here).
   */
  interaction(kind: string, outcome: InteractionOutcome, ackMs: number | null): void;
  /** A person's move shown: ms from their click to the job that posted the table after it being done. */
  clickToImage(ms: number): void;
}

export const NO_TELEMETRY: Telemetry = {
  interaction() {},
  clickToImage() {},
};
