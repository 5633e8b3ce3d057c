// What every command and interaction handler is given: the app, the presenter's posting and
// editing, the log, ratings/stats, tournaments and seasons.
import type { App, Hints, Logger, Puzzles, Reviews, Seasons, Stats, Telemetry, Tournaments } from '../app/index.ts';

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
  /** The Activity is served (ACTIVITY_PORT): the game's messages offer "Open the table". */
  activity?: boolean;
  /** Tournaments (absent in a bot started without them). */
  tournaments?: Tournaments;
  /** The leaderboard's seasons (absent in a bot started without them). */
  seasons?: Seasons;
  /** The puzzle of the day (absent in a bot started without it). */
  puzzles?: Puzzles;
  /** What is measured for /metrics (absent: nothing is). */
  telemetry?: Telemetry;
}
