// The store's contract: what the app layer may ask of persisted games.
// Everything a caller must handle comes back as a value ({ ok: false, error }),
// never as an exception; exceptions mean a bug in the store itself.
import type { Action, GameState, Variant } from '../engine/types.ts';
import type { Failure, Result as OneResult } from '../engine/result.ts';

export type GameStatus = 'lobby' | 'active' | 'finished' | 'cancelled' | 'broken';

export type StoreError =
  /** No game with that id (or no such seat / user). */
  | 'NOT_FOUND'
  /** The game changed since the caller read it (stale version): reload and retry or tell the user. */
  | 'CONFLICT'
  /** The channel already has a lobby or an active game (enforced by the database). */
  | 'CHANNEL_BUSY'
  /** The game is not in the lobby (join, leave, start). */
  | 'NOT_LOBBY'
  /** The game is not active (applyAction, finish). */
  | 'NOT_ACTIVE'
  /** The stored state is unreadable; the game is marked broken and stays so. */
  | 'BROKEN'
  | 'ALREADY_SEATED'
  | 'NOT_SEATED'
  | 'LOBBY_FULL'
  /** The lobby is for the players its host invited, and this one is not among them. */
  | 'NOT_INVITED'
  /** The caller passed something inconsistent (e.g. state.playerCount != seats). Nothing changed. */
  | 'BAD_INPUT'
  /** The database cannot be reached right now. Nothing changed; try again later. */
  | 'DB_UNAVAILABLE';

/** The project's one result shape (src/engine/result.ts) with the store's codes. */
export type Fail = Failure<StoreError>;
export type Result<T extends object> = OneResult<T, StoreError>;

export interface Seat {
  /** 0-based seat index; in an active game it is the engine's player index. */
  seat: number;
  userId: string;
  /** Display name at join time (records and images use it). */
  displayName: string;
  joinedAt: Date;
  /** An AI opponent's level; null for a person. */
  botLevel: string | null;
  /** Who plays a person's seat now. */
  control: SeatControl;
  /** Turns the autopilot played in a row for this seat. */
  autoTurns: number;
}

/** 'player': its person plays; 'autopilot': the AI plays until they come back; 'left': they left, the AI plays on. */
export type SeatControl = 'player' | 'autopilot' | 'left';

/**
 * Ids of the bot's live Discord messages for a game, by role. Free-form keys so the
 * Discord layer decides its roles; suggested: 'lobby', 'table', 'controls', 'summary'.
 */
export type LiveMessages = Record<string, string>;

export interface Game {
  id: string;
  guildId: string | null;
  channelId: string;
  hostId: string;
  status: GameStatus;
  variant: Variant;
  /** In the lobby: the maximum number of seats (2..4). Once started: the seats in play. */
  playerCount: number;
  /** The turn clock in seconds, or null for no limit. */
  turnSeconds: number | null;
  /** The thread the game is played in (started from its lobby message); null: in its channel. */
  threadId: string | null;
  /** Why it is played in its channel: Discord refused a thread there (null: not refused, or not asked yet). */
  threadRefusal: string | null;
  /** Engine state; null while in the lobby (and for a broken game whose state is unreadable). */
  state: GameState | null;
  seed: string;
  /** Bumped by every change of the game (join, leave, start, each action, finish, cancel). */
  version: number;
  /** Number of actions in the move log. */
  moveCount: number;
  /** Seats ordered by seat index. */
  seats: Seat[];
  messages: LiveMessages;
  brokenReason: string | null;
  createdAt: Date;
  updatedAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  /**
   * First round (0-based) of the stall in progress (no tile reached
   * a wall since); null when none. The end vote is open while set.
   */
  stallRound: number | null;
  /** Seats whose person agreed to end the stalled game, sorted. */
  endVotes: number[];
  /** 'agreement': a finished game its players agreed to end (see src/engine/agreement.ts). */
  endedBy: EndedBy | null;
  /** When the turn clock of the person to act runs out; null when no clock runs. */
  clockEndsAt: Date | null;
  /** The language of its public messages and images (a shipped locale). */
  locale: string;
  /** User ids the host invited: only they (and bots) may take a seat; empty: anyone may. */
  invited: string[];
  /** A tournament's game: which tournament, round and table (1-based); null for any other game. */
  tournament: TournamentGameRef | null;
}

export interface TournamentGameRef {
  id: string;
  round: number;
  table: number;
}

export type EndedBy = 'agreement';

export interface MoveRow {
  seq: number;
  actorId: string;
  action: Action;
  createdAt: Date;
}

export interface PlayerResult {
  seat: number;
  userId: string;
  displayName: string;
  score: number;
  bonusRows: number;
  bonusColumns: number;
  bonusColors: number;
  bonusPoints: number;
  completeRows: number;
  /** 1 = winner (shared wins all get 1), then 2, 3... by score then complete rows. */
  rank: number;
  winner: boolean;
}

export interface CreateLobbyInput {
  guildId: string | null;
  channelId: string;
  hostId: string;
  /** The host is seated at seat 0 under this name. */
  hostName: string;
  variant: Variant;
  /** Seats available (2..4); default 4. */
  maxPlayers?: number;
  /** Engine seed; a random one when omitted. */
  seed?: string;
  /** The turn clock in seconds; null or absent: no limit. */
  turnSeconds?: number | null;
  /** AI opponents seated right after the host. */
  bots?: BotInput[];
  /** The language of its public messages (default en). */
  locale?: string;
  /** Only these people may join (besides the host); empty or absent: anyone. */
  invited?: string[];
}

/** An AI opponent: its level names it ("Bot · hard") and makes its user id ("bot:hard"). */
export interface BotInput {
  level: string;
}

/** An outcome for the game's event log, stored at the game's new version. */
export interface EventInput {
  kind: string;
  data: unknown;
}

/** Work that must follow the change (the outbox); run by any bot process, in order per game. */
export interface JobInput {
  kind: string;
  data?: unknown;
  /** Not before this time (default: at once). */
  runAt?: Date;
  /** A timer (turn clock, reminder): runs at its time whatever else the game has pending, and holds nothing up. */
  timer?: boolean;
}

/** Written in the same statement or transaction as the change they follow. */
export interface Effects {
  events?: EventInput[];
  jobs?: JobInput[];
  /** The turn clock from this change on: when it runs out, or null for none (absent: unchanged). */
  clockEndsAt?: Date | null;
}

export interface GameEventRow {
  id: number;
  gameId: string;
  version: number;
  kind: string;
  data: unknown;
  createdAt: Date;
}

/** Who plays a seat from this move on (the autopilot took a turn, or its person came back). */
export interface SeatUpdate {
  seat: number;
  control: SeatControl;
  autoTurns: number;
}

export interface ApplyActionInput extends Effects {
  /** Seat changes saved with the move. */
  seats?: SeatUpdate[];
  /** Discord user id of whoever acted. */
  actorId: string;
  action: Action;
  /** The engine state after the action (computed from the game at expectedVersion). */
  state: GameState;
  /**
   * What the round this move ended means for the end vote: 'tiled' (a tile reached a wall: the
   * stall is over, votes cleared) or 'stalled' (none did: the stall starts at `round` if none was running).
   */
  stall?: { kind: 'tiled' } | { kind: 'stalled'; round: number };
  /** The state is over by agreement (everyone at the table agreed): saved only if the votes are still `votes`. */
  agreement?: { votes: number[] };
}

/** Moves taken back (undo): the log cut back to its first `toMoveCount` moves, the state replayed from them. */
export interface UndoInput extends Effects {
  /** Moves kept; those after it are deleted with their turn events. */
  toMoveCount: number;
  /**
   * The version the first move taken back was saved at: its turn event and every later one go
   * (exactly one per move taken back, or BAD_INPUT), and pending jobs whose payload names a
   * version from this one on (written by those moves) are closed.
   */
  fromVersion: number;
  /** The state after the kept moves (replayed from the log). */
  state: GameState;
}

/** A finished game by agreement, without a move: saved only if version and votes are unchanged. */
export interface EndByAgreementInput extends Effects {
  state: GameState;
  /** The votes the decision was taken on (as read) and as they end. */
  expectedVotes: number[];
  votes: number[];
}

export interface Store {
  /** Opens a lobby with the host seated; CHANNEL_BUSY if the channel has a lobby or active game. */
  createLobby(input: CreateLobbyInput): Promise<Result<{ game: Game }>>;
  /** Takes the lowest free seat. NOT_LOBBY, ALREADY_SEATED, LOBBY_FULL, NOT_FOUND. */
  join(gameId: string, user: { userId: string; displayName: string }): Promise<Result<{ game: Game }>>;
  /** Frees the user's seat; a leaving host hands the lobby to the player seated longest. NOT_SEATED, NOT_LOBBY. */
  leave(gameId: string, userId: string): Promise<Result<{ game: Game }>>;
  /** Seats an AI opponent in the lobby at `expectedVersion`. LOBBY_FULL, CONFLICT, NOT_LOBBY. */
  addBot(gameId: string, expectedVersion: number, bot: BotInput): Promise<Result<{ game: Game }>>;
  /** Frees a bot's seat in the lobby at `expectedVersion`. NOT_SEATED when that seat holds no bot. */
  removeBot(gameId: string, expectedVersion: number, seat: number): Promise<Result<{ game: Game }>>;
  /**
   * Who plays a seat of an active game (a person leaving, or taking their seat back), with its
   * effects, in one transaction; bumps the version so controls drawn before are stale.
   */
  setControl(
    gameId: string,
    expectedVersion: number,
    update: SeatUpdate,
    effects?: Effects,
  ): Promise<Result<{ game: Game }>>;
  /** A person's settings (defaults when never set). */
  userSettings(userId: string): Promise<Result<{ settings: UserSettings }>>;
  /** Changes a person's settings. */
  setUserSettings(userId: string, patch: Partial<UserSettings>): Promise<Result<{ settings: UserSettings }>>;
  /** A server's settings (defaults when never set). */
  guildSettings(guildId: string): Promise<Result<{ settings: GuildSettings }>>;
  setGuildSettings(guildId: string, patch: Partial<GuildSettings>): Promise<Result<{ settings: GuildSettings }>>;
  /**
   * Lobby -> active. Seats are renumbered 0..n-1 in `order` (user ids; default: join order);
   * `state.playerCount` must equal the number of seats. CONFLICT if the game changed since expectedVersion.
   */
  start(
    gameId: string,
    expectedVersion: number,
    input: { state: GameState; order?: string[] } & Effects,
  ): Promise<Result<{ game: Game }>>;
  /**
   * One statement: saves the new state, appends the action to the move log and writes the
   * events and jobs, only if the stored version is still expectedVersion (else CONFLICT: nothing
   * applied). When the new state's phase is 'over', the game is finished and per-player results
   * are written in the same statement: this is the one way a game finishes.
   */
  applyAction(
    gameId: string,
    expectedVersion: number,
    input: ApplyActionInput,
  ): Promise<Result<{ game: Game; seq: number }>>;
  /**
   * Takes moves back, in one transaction, only if the game is still active at `expectedVersion`
   * (else CONFLICT, NOT_ACTIVE): the version goes up (controls drawn before are stale), the move
   * count goes down to `toMoveCount` (the next move takes the next number), with the effects.
   */
  undo(gameId: string, expectedVersion: number, input: UndoInput): Promise<Result<{ game: Game; taken: number }>>;
  /**
   * Lobby, active or broken -> cancelled, with its effects. With `expectedVersion`, only if the game
   * is still at that version (CONFLICT otherwise). NOT_FOUND, or NOT_ACTIVE when already over.
   */
  cancel(
    gameId: string,
    input?: { reason?: string; expectedVersion?: number } & Effects,
  ): Promise<Result<{ game: Game }>>;
  /**
   * The game played in this thread; else the channel's own lobby or active game played in it (not in a thread),
   * or null. A game whose state is unreadable is marked broken: BROKEN.
   */
  findByChannel(channelId: string): Promise<Result<{ game: Game | null }>>;
  /** The game played in this thread, in any status (a finished game's thread keeps its board and log). */
  findByThread(threadId: string): Promise<Result<{ game: Game | null }>>;
  /** Every lobby and active game of the channel, those played in its threads included, oldest first. */
  listChannelGames(channelId: string): Promise<Result<{ games: Game[] }>>;
  /**
   * Records once where the game is played: its thread, or why Discord refused one (it then plays in its channel).
   * A second call changes nothing and returns the game as recorded. Does not bump the version.
   */
  setThread(gameId: string, where: { threadId: string } | { refusal: string }): Promise<Result<{ game: Game }>>;
  /** Any game by id, in any status. A lobby/active game with an unreadable state is marked broken: BROKEN. */
  get(gameId: string): Promise<Result<{ game: Game }>>;
  /** Lobby and active games the user is seated in, newest first. */
  listUserGames(userId: string): Promise<Result<{ games: Game[] }>>;
  /**
   * Merges message ids by role (null removes a role). Does not bump the version. With `expect`, only
   * while those roles still hold those ids (else CONFLICT, nothing changed). `jobs`: written with the
   * change, in the same statement (none when nothing changed). Answers with the ids as they now are.
   */
  setMessages(
    gameId: string,
    patch: Record<string, string | null>,
    expect?: Record<string, string>,
    jobs?: JobInput[],
  ): Promise<Result<{ messages: LiveMessages }>>;
  /**
   * Sets the end votes of a stalled active game (no version bump: a vote must not make the turn
   * controls stale), only if the game is still at `expectedVersion` with `expectedVotes` (else CONFLICT)
   * and its stall is running (else NOT_ACTIVE / CONFLICT).
   */
  setEndVotes(
    gameId: string,
    expectedVersion: number,
    expectedVotes: number[],
    votes: number[],
  ): Promise<Result<{ game: Game }>>;
  /**
   * Ends an active game by agreement: finished, results written, effects, in one transaction. CONFLICT when it changed.
   */
  endByAgreement(gameId: string, expectedVersion: number, input: EndByAgreementInput): Promise<Result<{ game: Game }>>;
  /** The game's event log (outcomes), in order; only events after `afterId` when given. */
  events(gameId: string, afterId?: number): Promise<Result<{ events: GameEventRow[] }>>;
  /** The move log, in order. */
  moves(gameId: string): Promise<Result<{ moves: MoveRow[] }>>;
  /** Per-player results of a finished game, by seat. */
  results(gameId: string): Promise<Result<{ results: PlayerResult[] }>>;
  /** The game replayed from its move log as an azul-record/1 object (any status once started). */
  exportRecord(gameId: string): Promise<Result<{ record: unknown; line: string }>>;
  /** The outbox and the interaction claims, on the same database. */
  readonly jobs: JobQueue;
  /** Closes connections (and the embedded database if this store owns it). */
  close(): Promise<void>;
}

export interface GuildSettings {
  /** The language of the server's games; null: the server's own Discord language. */
  locale: string | null;
  /** A role whose members may run tournaments (besides Manage Server); null: Manage Server only. */
  tournamentRole: string | null;
  /** The leaderboard's seasons: 'monthly', 'quarterly', 'manual'; null: none. */
  seasonMode: string | null;
  /** Where a season's final table is posted. */
  seasonChannelId: string | null;
}

export interface UserSettings {
  /** A direct message on their turn. */
  notify: boolean;
  /** Discord refused a direct message: none is tried until they turn notify on again. */
  dmClosed: boolean;
}

export interface JobRow {
  id: number;
  gameId: string | null;
  kind: string;
  data: unknown;
  attempts: number;
  createdAt: Date;
}

/** A filter on the kinds of jobs a worker lane claims. */
export type JobKinds = { only: readonly string[] } | { except: readonly string[] };

/** What a worker subscribed to a queue's wake-ups is told (JobQueue.subscribe). */
export interface JobWakeListener {
  /** Jobs were written or made free again, by any process (this one too): look for due jobs now. */
  wake(): void;
  /** Whether wake-ups reach this process: false while it cannot listen (its connection lost); poll meanwhile. */
  listening(on: boolean): void;
}

/**
 * Durable work claimed through the database: any number of bot processes share it, each job
 * runs in one of them at a time (row lock, SKIP LOCKED, and a lease that a dead process lets
 * expire), jobs of one game strictly in order. The database announces new work to every process
 * (`subscribe`).
 */
export interface JobQueue {
  /**
   * The next due job no other worker holds, leased to `worker` for `leaseMs`; null when none.
   * `kinds`: only jobs of these kinds (`only`), or of any other kind (`except`).
   */
  claim(worker: string, leaseMs: number, kinds?: JobKinds): Promise<Result<{ job: JobRow | null }>>;
  /**
   * How many jobs of each kind a claim would take now (due, held by nobody, not behind an earlier job
   * of their game): a worker asks this when woken and after each job, and claims only in as many
   * lanes as there are jobs for them. `nextDueInMs`: how soon the next job not due yet comes due (a
   * timer, a retry), null when none is waiting; the worker looks again then.
   */
  claimable(): Promise<Result<{ counts: Record<string, number>; nextDueInMs: number | null }>>;
  /**
   * Calls `listener.wake()` whenever a statement of any process writes a job, or makes one free again
   * (given back, put back, its time moved), once that statement commits; returns the function that
   * stops it. A job that becomes due by time alone wakes nobody: `claimable` says when the next one is due.
   */
  subscribe(listener: JobWakeListener): () => void;
  /** Keeps a job `worker` holds leased for `leaseMs` more (long work); false when it no longer holds it. */
  extend(jobId: number, worker: string, leaseMs: number): Promise<Result<{ done: boolean }>>;
  /** Marks a job done (only while `worker` holds it). */
  complete(jobId: number, worker: string): Promise<Result<{ done: boolean }>>;
  /** Gives a job back to run again after `delayMs`, noting why it failed. */
  retry(jobId: number, worker: string, error: string, delayMs: number): Promise<Result<{ done: boolean }>>;
  /** Sets a job aside after too many failures (only while `worker` holds it): kept, never run again unless put back. */
  setAside(jobId: number, worker: string, error: string): Promise<Result<{ done: boolean }>>;
  /** Jobs set aside, oldest first, with their last error. */
  setAsideJobs(): Promise<Result<{ jobs: (JobRow & { lastError: string | null; setAsideAt: Date })[] }>>;
  /** Puts a set-aside job back to run now, its attempts counted anew; false when no such job is set aside. */
  putBack(jobId: number): Promise<Result<{ done: boolean }>>;
  /** Jobs not done yet and not set aside (all games, or one). */
  pending(gameId?: string): Promise<Result<{ jobs: JobRow[] }>>;
  /** Takes a Discord interaction for `worker`; false when another process took it first. */
  claimInteraction(interactionId: string, worker: string): Promise<Result<{ claimed: boolean }>>;
  /** Forgets claims older than `olderThanMs` (interactions expire after 15 minutes) and done jobs older than a day. */
  prune(olderThanMs: number): Promise<Result<{ claims: number; jobs: number }>>;
}

export interface StoreLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface OpenStoreOptions {
  /** A postgres:// URL (the configuration's DATABASE_URL). When absent or empty: the embedded database. */
  databaseUrl?: string;
  /** Embedded database directory (AZUL_DATA_DIR); default ./data. 'memory://' keeps it in memory. */
  dataDir?: string;
  logger?: StoreLogger;
  /** Apply pending migrations on open (default true). */
  migrate?: boolean;
  /** How long openStore keeps retrying a database it cannot reach yet (default 30 000 ms). */
  connectRetryMs?: number;
  /** A PGlite data-directory dump to create a new embedded database from, skipping initdb (tests). */
  embeddedTemplate?: Blob;
  /** Per-query timeout in ms (the configuration's AZUL_DB_TIMEOUT_MS; default 5000). */
  queryTimeoutMs?: number;
  /** Connections to a Postgres server (default 10; the embedded database always uses 1). */
  poolSize?: number;
  /**
   * Where the process LISTENs for the database's notifications (src/store/notifications.ts: the outbox's
   * wake-ups, the Activity's game changes), default the database URL. LISTEN needs
   * a session: behind PgBouncer in transaction mode, point this at Postgres itself (or a session-mode pool).
   */
  listenUrl?: string;
}
