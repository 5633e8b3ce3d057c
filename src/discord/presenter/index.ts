// The presenter: everything the bot shows outside an interaction's answer, as outbox jobs
// (`present`, the half-time reminder, taking old turn messages away) and the message helpers the handlers use.
import type { Client } from 'discord.js';
import type { Logger } from '../../app/index.ts';
import {
  NO_TELEMETRY,
  type App,
  type JobHandlers,
  type PuzzleJobHandlers,
  type Puzzles,
  type Reviews,
  type Seasons,
  type Telemetry,
  type TournamentJobHandlers,
  type Tournaments,
} from '../../app/index.ts';
import { GameChannels } from './channels.ts';
import { LiveMessages } from './live-messages.ts';
import { Messages } from './messages.ts';
import { presentJob } from './present-job.ts';
import { reminderJob } from './reminder-job.ts';
import { retireJob } from './retire-job.ts';
import { reviewJob } from './review-job.ts';
import { tournamentPostJob } from './tournament-job.ts';
import { seasonEndJob } from './season-job.ts';
import { puzzlePostJob } from './puzzle-job.ts';

export { Messages, ROLE_LOBBY, ROLE_TURN, ROLE_VOTE } from './messages.ts';
export { RECORD_FILE } from './live-messages.ts';

export interface Presenter {
  messages: Messages;
  jobs: Pick<JobHandlers, 'present' | 'turn-reminder' | 'review-game' | 'retire-turn'>;
  /** Posting a tournament's changes in its channel, and a season's final table. */
  tournamentJobs: Pick<TournamentJobHandlers, 'tournament-post' | 'season-end'> | null;
  /** Posting the puzzle of the day in a server's puzzle channel. */
  puzzleJobs: Pick<PuzzleJobHandlers, 'puzzle-post'> | null;
}

export function createPresenter(
  client: Client,
  app: App,
  log: Logger,
  reviews: Reviews,
  telemetry: Telemetry = NO_TELEMETRY,
  tournaments?: Tournaments,
  seasons?: Seasons,
  options: { activity?: boolean; puzzles?: Puzzles } = {},
): Presenter {
  const messages = new Messages(client, log);
  const channels = new GameChannels(app, messages, log, tournaments);
  const live = new LiveMessages(app, messages, log, options.activity ?? false);
  return {
    messages,
    tournamentJobs:
      tournaments && seasons
        ? {
            'tournament-post': tournamentPostJob(tournaments, messages, log),
            'season-end': seasonEndJob(app, seasons, messages, log),
          }
        : null,
    puzzleJobs: options.puzzles ? { 'puzzle-post': puzzlePostJob(app, options.puzzles, messages, log) } : null,
    jobs: {
      present: presentJob(app, channels, live, messages, telemetry, tournaments),
      'turn-reminder': reminderJob(app, channels, live, messages, log),
      'review-game': reviewJob(reviews, messages),
      'retire-turn': retireJob(messages),
    },
  };
}
