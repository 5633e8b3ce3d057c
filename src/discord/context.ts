// What every command and interaction handler is given: the app, the presenter's posting and
// editing, the outbox worker to wake, the log, and ratings/stats.
import type { App, Hints, Logger, Reviews, Seasons, Stats, Tournaments } from '../app/index.ts';

import type { Messages } from './presenter/messages.ts';

/** The outbox worker, woken after this process saved a change that comes with jobs. */
export interface JobKicker {
  kick(): void;
}

export interface Context {
  app: App;
  /** Edits and reads of the bot's messages outside the interaction's own answer. */
  messages: Messages;
  log: Logger;
  /** Wakes the outbox worker after a change that comes with jobs. */
  jobs: JobKicker;
  /** What the hard AI would play, for the Hint button. */
  hints: Hints;
  /** Ratings, statistics and history (absent in a bot started without them). */
  stats?: Stats;
  /** Game reviews (absent in a bot started without them). */
  reviews?: Reviews;
  /** Tournaments (absent in a bot started without them). */
  tournaments?: Tournaments;
  /** The leaderboard's seasons (absent in a bot started without them). */
  seasons?: Seasons;
}
