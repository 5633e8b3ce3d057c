// What every command and interaction handler is given: the app, the presenter's posting and
// editing, the log, and ratings/stats.
import type { App, Hints, Logger, Reviews, Stats, Telemetry } from '../app/index.ts';

import type { Messages } from './presenter/messages.ts';

export interface Context {
  app: App;
  /** Edits and reads of the bot's messages outside the interaction's own answer. */
  messages: Messages;
  log: Logger;
  /** What the hard AI would play, for the Hint button. */
  hints: Hints;
  /** Ratings, statistics and history (absent in a bot started without them). */
  stats?: Stats;
  /** Game reviews (absent in a bot started without them). */
  reviews?: Reviews;
  /** What is measured for /metrics (absent: nothing is). */
  telemetry?: Telemetry;
}
