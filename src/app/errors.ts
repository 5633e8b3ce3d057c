// What the app refuses, as codes (the project's one result shape, src/engine/result.ts). The chat
// layer words each code for people (and may offer what to do next); `detail` is for logs only.
import { failure, type EngineError, type Failure } from '../engine/index.ts';
import type { Fail, Game, StoreError } from '../store/types.ts';

export type AppError =
  | StoreError
  // Opening a lobby
  | 'BAD_PLAYER_COUNT'
  | 'BOTS_DO_NOT_FIT'
  | 'BAD_TURN_TIME'
  | 'BAD_LEVEL'
  | 'BAD_VARIANT'
  | 'BAD_LANGUAGE'
  /**
   * A challenge: the host invited themselves, someone twice, more than 3 people (facts: invited),
   * or more than the seats left by the host and the bots (facts: invited, bots, seats).
   */
  | 'INVITED_HOST'
  | 'INVITED_TWICE'
  | 'TOO_MANY_INVITED'
  | 'INVITED_DO_NOT_FIT'
  /** Typed in a game's own thread: new games start in the channel. */
  | 'THREAD_OF_A_GAME'
  // Lobby buttons
  | 'LOBBY_STARTED'
  | 'LOBBY_CHANGED'
  | 'NOT_HOST'
  | 'TOO_FEW_PLAYERS'
  | 'GAME_STARTED'
  | 'NOT_FINISHED'
  | 'NOT_A_PLAYER'
  | 'NOT_A_VOTER'
  | 'NOT_INVITED'
  // Cancelling
  | 'CANCEL_STALE'
  | 'NOT_ALLOWED'
  | 'ALREADY_OVER'
  // Seats and turns
  | 'WRONG_CHANNEL'
  | 'NOT_RUNNING'
  | 'NOT_IN_GAME'
  | 'LEFT_GAME'
  | 'ALREADY_LEFT'
  | 'SEAT_ALREADY_YOURS'
  | 'GAME_MOVED_ON'
  | 'TURN_STALE'
  | 'NOT_YOUR_TURN'
  | 'CHOICE_GONE'
  | 'ILLEGAL'
  // Undo (the move named on the button: its number in the move log)
  /** The move named is not this person's own move (another's, a bot's, the autopilot's), or there is none. */
  | 'UNDO_NOT_YOURS'
  /** The move named was taken back already (a second click), or never made. */
  | 'UNDO_GONE'
  /** A round ended since (or with) that move: the new deal is random, so it stays. */
  | 'UNDO_ROUND_OVER'
  /** Someone else acted since: another person moved, left or came back, a clock ran out, or an undo was made since. */
  | 'UNDO_TOO_LATE'
  /** Internal: a job found the game at another version, or a person (not the AI) to act. */
  | 'STALE'
  | 'NOT_BOT_TURN'
  // The end vote
  | 'VOTE_OVER'
  | 'VOTE_ON_AUTOPILOT'
  | 'VOTE_NEVER_OFFERED'
  | 'VOTE_CLOSED'
  | 'VOTE_ALREADY_AGREED'
  | 'VOTE_NOTHING_TO_WITHDRAW'
  | 'BUSY'
  // Finding a game
  | 'NO_GAME'
  /** A server's leaderboard asked for outside a server. */
  | 'NO_SERVER'
  /** A game of another server (a history button's id could be forged). */
  | 'OTHER_SERVER'
  /** Typed in a channel whose games are all played in their threads (listed in `games`). */
  | 'IN_THREADS'
  // The game review (`/azul review`)
  /** The game is still in its lobby or being played: reviewed once it is finished. */
  | 'REVIEW_NOT_FINISHED'
  /** A cancelled or abandoned game (or one whose record cannot be read): there is nothing to review. */
  | 'NOT_REVIEWABLE'
  /** `/azul review` typed where no game is played (reviews are asked for in a game's thread, or from /azul history). */
  | 'NO_GAME_TO_REVIEW'
  // Tournaments and seasons
  /** Asked outside a server. */
  | 'TOURNAMENT_NO_SERVER'
  /** Neither Manage Server, nor the server's tournament role, nor (for its own tournament) its organizer. */
  | 'NOT_ORGANIZER'
  /** No tournament in this channel (or of this game). */
  | 'NO_TOURNAMENT'
  /** The channel has a tournament in sign-up or running already. */
  | 'TOURNAMENT_HERE'
  | 'BAD_TOURNAMENT_NAME'
  | 'BAD_FORMAT'
  | 'BAD_TABLE_SIZE'
  | 'BAD_ROUNDS'
  | 'BAD_START'
  /** The sign-up is over: the tournament runs. */
  | 'TOURNAMENT_STARTED'
  /** Not started yet (dropping out before the start is leaving the sign-up). */
  | 'TOURNAMENT_NOT_STARTED'
  /** Finished or cancelled. */
  | 'TOURNAMENT_OVER'
  | 'TOURNAMENT_FULL'
  | 'ALREADY_ENTERED'
  | 'NOT_ENTERED'
  | 'NO_CHECK_IN'
  | 'ALREADY_CHECKED_IN'
  | 'ALREADY_DROPPED'
  /** Too few entrants (facts: seated) to pair a round. */
  | 'TOO_FEW_ENTRANTS'
  /** A season table asked for in a server without seasons, or the previous one before any ended. */
  | 'NO_SEASONS'
  | 'NO_PREVIOUS_SEASON'
  /** Ending a season by hand in a server whose seasons run by the calendar (or without seasons). */
  | 'SEASONS_NOT_MANUAL'
  // Puzzles (`/azul puzzle`)
  /** A button of another day's puzzle (or of a puzzle this server did not get that day). */
  | 'PUZZLE_STALE'
  /** This person answered this puzzle already: the first answer counts, a second changes nothing. */
  | 'PUZZLE_ANSWERED'
  /** Sharing a result before answering. */
  | 'PUZZLE_NOT_ANSWERED'
  /** No puzzle to give (none shipped and none found in the server's games, or every one given already). */
  | 'NO_PUZZLE'
  /** A puzzle-of-the-day hour outside 0..23. */
  | 'BAD_HOUR'
  /** A write the database did not confirm: it may or may not have been saved (never "nothing changed"). */
  | 'OUTCOME_UNKNOWN';

/** Who may press a host's button. */
export type HostAction = 'add-bot' | 'remove-bot' | 'start';

/** What a refusal is about, for the words (every field optional; each code documents its own). */
export interface FailFacts {
  /** BOTS_DO_NOT_FIT and INVITED_DO_NOT_FIT: bots asked for and seats at the table; TOO_FEW_PLAYERS: seated. */
  bots?: number;
  seats?: number;
  seated?: number;
  /** TOO_MANY_INVITED, INVITED_DO_NOT_FIT: people invited. */
  invited?: number;
  /** NOT_HOST: the host's button pressed by someone else. */
  action?: HostAction;
  /** BAD_VARIANT, BAD_LEVEL, BAD_TURN_TIME: what was asked for (as typed; the words shorten it). */
  asked?: string;
  /** ILLEGAL: the engine's rule code. */
  rule?: EngineError;
}

export type AppFail = Failure<AppError> & { game?: Game | null; games?: Game[]; facts?: FailFacts };
export type AppResult<T extends object> = ({ readonly ok: true } & T) | AppFail;

export function refuse(error: AppError, detail: string, game?: Game | null, facts?: FailFacts): AppFail {
  return { ...failure(error, detail), ...(game !== undefined ? { game } : {}), ...(facts ? { facts } : {}) };
}

/**
 * A failed write: as `fromStore`, except that a database that did not answer leaves the outcome
 * unknown (a statement sent before the connection hung may still be applied when it resumes):
 * OUTCOME_UNKNOWN, never "nothing changed".
 */
export function fromWrite(fail: Fail, game?: Game | null): AppFail {
  return fail.error === 'DB_UNAVAILABLE' ? refuse('OUTCOME_UNKNOWN', fail.detail, game) : fromStore(fail, game);
}

/** A store failure as the app's (the same codes), with the game it concerns when known. */
export function fromStore(fail: Fail, game?: Game | null): AppFail {
  return refuse(fail.error, fail.detail, game);
}
