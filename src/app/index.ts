// The app: every use case of a game, as one object the chat layer holds, and the types and view
// model it formats. The chat layer (src/discord, commands/) imports this layer and discord.js only.
import type { Store } from '../store/types.ts';
import { Bookkeeping } from './bookkeeping.ts';
import { Endings } from './endings.ts';
import { Lobbies } from './lobby.ts';
import { Play } from './play.ts';
import { GameReads } from './reads.ts';
import { SeatChanges } from './seat-changes.ts';
import { Voting } from './voting.ts';

export interface App {
  reads: GameReads;
  lobby: Lobbies;
  play: Play;
  seats: SeatChanges;
  vote: Voting;
  endings: Endings;
  bookkeeping: Bookkeeping;
}

export function createApp(store: Store): App {
  const reads = new GameReads(store);
  const vote = new Voting(store, reads);
  const lobby = new Lobbies(store, reads);
  const play = new Play(store, reads, (gameId) => vote.settle(gameId));
  const seats = new SeatChanges(store, reads, lobby, vote);
  return { reads, lobby, play, seats, vote, endings: new Endings(store), bookkeeping: new Bookkeeping(store) };
}

// What the chat layer formats: the view model, outcomes, refusals, the table's rules, job kinds.
export * from './view-model/index.ts';
/** Naming a player in a language (a bot from the catalog, by its level): the one way views name anyone. */
export { nameOf, botName, type Named } from '../actor.ts';
export type { AppError, AppFail, AppResult, FailFacts, HostAction } from './errors.ts';
export type { User, OpenLobby } from './lobby.ts';
export { draftAction, placeAction, type MovePicker, type Played } from './play.ts';
export type { Undone } from './play.ts';
export type { UndoOffer } from './undo.ts';
export type { ServerLeave } from './seat-changes.ts';
export type { MembershipCheck } from './turn-jobs.ts';
export { turnJobHandlers } from './turn-jobs.ts';
export type * from './outcome.ts';
export type { VoteTally } from './end-vote.ts';
export type { DraftStep, SourceChoice, ColorChoice, LineChoice } from './turn-options.ts';
export { CHOICE_BUTTONS, type TapStep, type TapPicked, type PickChoice } from './tap-steps.ts';
export type { GameLog, LogEntry, LogRound } from './game-log.ts';
export * from './table-rules.ts';
export {
  checkedHandlers,
  PermanentJobError,
  type JobHandlers,
  type JobKind,
  type TypedJob,
  type PresentJob,
  type TurnJob,
  type ReviewJob,
} from './jobs.ts';
export { inGameChannel, personToAct, playChannelOf } from './seats.ts';
export { Hints, type Hint, type HintSource } from './hints.ts';
export { NO_TELEMETRY, type InteractionOutcome, type Telemetry } from './telemetry.ts';
export { renderScoringImage, shrinkForUpload } from './images.ts';
export { imageWordsFor, type ImageWords } from './image-words.ts';
export {
  renderGameImage,
  renderMyBoard,
  lastMoveOfOutcome,
  moveMarksOf,
  type GameImageOptions,
  type ImageKind,
  type MoveMark,
  type MyBoardImageOptions,
  type RenderedImage,
} from './images.ts';
export {
  Reviews,
  reviewBudget,
  reviewPages,
  MAX_POSITION_IMAGES,
  type ReviewPage,
  type ReviewPageModel,
  type ReviewModel,
  type ReviewedPlayer,
  type ReviewedMove,
  type ReviewRunner,
  type ReviewSummary,
  type ReviewMove,
  type Judgement,
} from './reviews.ts';
export {
  Stats,
  PROVISIONAL_GAMES,
  sparkline,
  type Leaderboard,
  type LeaderboardEntry,
  type PlayerReport,
  type ResultFiles,
  type ScopeChoice,
} from './stats.ts';
export type { HistoryGame, Standing as RatingStanding } from '../store/stats.ts';
export {
  Tournaments,
  tournamentJobHandlers,
  STARTS,
  TABLE_SIZES,
  MAX_NAME as MAX_TOURNAMENT_NAME,
  type Organizer,
  type OpenTournament,
  type TournamentView,
  type TournamentRow,
  type EntrantRow,
} from './tournaments.ts';
export {
  checkedTournamentHandlers,
  type PostKind,
  type TournamentJob,
  type TournamentJobHandlers,
  type TournamentJobKind,
} from './tournament-jobs.ts';
export { renderStandingsImage, standingsSubtitle } from './tournament-images.ts';
export {
  Seasons,
  SEASON_MODES,
  isSeasonMode,
  seasonEnd,
  type SeasonMode,
  type SeasonChoice,
  type SeasonRow,
  type SeasonTable,
  type SeasonTableRow,
} from './seasons.ts';
export {
  Puzzles,
  type ExplainedMove,
  type PuzzleAnswer,
  type PuzzlePost,
  type PuzzleRef,
  type PuzzleResult,
  type PuzzleSettingsView,
  type PuzzleShare,
  type PuzzleStats,
  type ServedPuzzle,
} from './puzzles.ts';
export type { MoveFacts, PlaceFacts } from './puzzle-rules.ts';
export {
  checkedPuzzleHandlers,
  puzzleJob,
  type PuzzleJob,
  type PuzzleJobHandlers,
  type PuzzleJobKind,
} from './puzzle-jobs.ts';
export { puzzleSeatNames, renderPuzzleImage } from './images.ts';
export { puzzleFindJob, type PuzzleFinder } from './puzzle-find.ts';
export { poolFrom } from './puzzle-pool.ts';
export { FORMATS as TOURNAMENT_FORMATS, SWISS_ROUNDS } from '../tournaments/index.ts';
export type { Game, GameEventRow, GameStatus, UserSettings } from '../store/types.ts';
/** Languages and their words (the chat layer words everything through these). */
export {
  DEFAULT_LOCALE,
  DISCORD_LOCALES,
  LOCALES,
  LOCALE_NAMES,
  isLocale,
  localeOf,
  pickLocale,
  wordsFor,
  type Locale,
  type Words,
  type WordArgs,
} from '../i18n/index.ts';
/** The log every layer writes to (pino's). */
export type { Logger } from 'pino';
