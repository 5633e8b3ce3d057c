// The use cases of a game in a channel: open a lobby, join, leave, start, play a
// move, cancel, abandon. Each one loads the game from the store, asks the engine,
// saves through the store's optimistic concurrency and returns what happened (an
// Outcome). A change that others must see (the next turn, a round summary, the final
// results, a cancel notice) is saved with a job in the same transaction, which any
// bot process then carries out until done: a crash after the save loses nothing.
// Nothing is kept in memory between two calls, so any process can serve any click.
import { randomBytes } from 'node:crypto';
import { applyAction as applyEngineAction, endByAgreement, newGame, reachedWall } from '../engine/index.ts';
import type { Action, GameState, PlayerCount, RoundReport, Variant } from '../engine/types.ts';
import type { Level } from '../ai/index.ts';
import type { Effects, Game, SeatUpdate, Store, StoreError } from '../store/types.ts';
import { followUps } from './follow-up.ts';
import { everyoneAgrees, voteOpen, withVote } from './end-vote.ts';
import { gameEnd, startOutcome, turnOutcome, type CancelOutcome, type EndOutcome, type PlayedBy, type SeatOutcome, type StartOutcome, type TurnOutcome } from './outcome.ts';
import { AUTOPILOT_AFTER, isAutomated, isBot, levelOf, peopleSeated, seatToAct } from './seats.ts';

export { PRESENT_JOB, type PresentJob } from './follow-up.ts';

/** Picks the AI's move (in a worker thread in production); pure and seeded underneath. */
export type MovePicker = (state: GameState, level: Level, seed: string) => Promise<Action>;

/** Turn clock choices (seconds; null: no limit). */
export const TURN_TIMES = [300, 3600, 43_200, 86_400, 259_200, null] as const;
export const DEFAULT_TURN_SECONDS = 86_400;
export type AppError =
  | StoreError
  | 'NOT_HOST'
  | 'NOT_ALLOWED'
  | 'NOT_IN_GAME'
  | 'NOT_YOUR_TURN'
  | 'STALE'
  | 'ILLEGAL'
  | 'TOO_FEW_PLAYERS'
  | 'NOT_BOT_TURN'
  | 'NO_GAME'
  /** Typed in a channel whose games are all played in their threads (listed in `games`). */
  | 'IN_THREADS';

/**
 * What a person can do next, named by the app and worded by the chat layer (command and
 * permission names are the chat's vocabulary, not the app's).
 */
export type NextStep = 'start-new-game' | 'leave-game' | 'cancel-game' | 'moderators-may-cancel';

export type AppFail = { ok: false; error: AppError; message: string; game?: Game | null; next?: NextStep; games?: Game[] };
export type AppResult<T> = ({ ok: true } & T) | AppFail;

export interface User {
  id: string;
  name: string;
}

function fail(error: AppError, message: string, game?: Game | null, next?: NextStep): AppFail {
  return { ok: false, error, message, game, ...(next ? { next } : {}) };
}

/** Store failures carry their own message; the ones people meet get a friendlier one. */
function fromStore(result: { error: StoreError; message: string }, game?: Game | null): AppFail {
  const friendly: Partial<Record<StoreError, string>> = {
    DB_UNAVAILABLE: 'The game store is unreachable right now. Nothing changed; please try again in a moment.',
    CONFLICT: 'That was already played (or the game changed meanwhile). Nothing changed.',
    NOT_FOUND: 'That game no longer exists.',
    NOT_LOBBY: 'This game has already started or ended.',
    NOT_ACTIVE: 'This game is over.',
    ALREADY_SEATED: 'You are already seated in this game.',
    NOT_SEATED: 'You are not seated in this game.',
    LOBBY_FULL: 'This game is full.',
    BROKEN: 'This game’s saved state is broken and cannot be played on. Its host (or a moderator) can cancel it.',
  };
  return fail(result.error, friendly[result.error] ?? result.message, game, result.error === 'BROKEN' ? 'moderators-may-cancel' : undefined);
}

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;

/** What leaving a server did to one of the person's games there. */
export interface ServerLeave {
  kind: 'left-lobby' | 'closed-lobby' | 'seat-left' | 'ended';
  game: Game;
}

export function seatOf(game: Game, userId: string): number {
  return game.seats.find((s) => s.userId === userId)?.seat ?? -1;
}

export function namesOf(game: Game): string[] {
  return game.seats.map((s) => s.displayName);
}

/** Whether a click or command in `channelId` is at this game's table: its channel, or the thread it is played in. */
export function inGameChannel(game: Game, channelId: string): boolean {
  return channelId === game.channelId || channelId === game.threadId;
}

/** Where the game is played: its thread, or its channel when it has none. */
export function playChannelOf(game: Game): string {
  return game.threadId ?? game.channelId;
}

/** The Discord user id of the player who acts now, or null. */
export function actingUserId(game: Game): string | null {
  if (game.status !== 'active' || !game.state || game.state.phase === 'over') return null;
  return game.seats[game.state.current]?.userId ?? null;
}

export class Games {
  constructor(private readonly store: Store) {}

  async get(gameId: string): Promise<AppResult<{ game: Game }>> {
    const found = await this.store.get(gameId);
    if (!found.ok) return fromStore(found);
    if (found.game.status === 'broken') return fromStore({ error: 'BROKEN', message: '' }, found.game);
    return found;
  }

  /** Any game by id in any status, broken included (for jobs that show what happened to it). */
  async find(gameId: string): Promise<AppResult<{ game: Game }>> {
    const found = await this.store.get(gameId);
    return found.ok ? found : fromStore(found);
  }

  /** The game as it stood after its first `moveCount` moves (replayed from the move log). */
  async asOf(game: Game, moveCount: number): Promise<Game> {
    if (!game.state || game.moveCount === moveCount) return game;
    const log = await this.store.moves(game.id);
    if (!log.ok) throw new Error(`cannot read the move log: ${log.message}`);
    let state = newGame({ playerCount: game.playerCount as PlayerCount, variant: game.variant, seed: game.seed });
    for (const move of log.moves.slice(0, moveCount)) {
      const next = applyEngineAction(state, move.action);
      if (!next.ok) throw new Error(`move ${move.seq} does not replay: ${next.message}`);
      state = next.state;
    }
    return { ...game, state };
  }

  /**
   * The game a command typed in `channelId` is about: the game of this thread; in a channel, the
   * asker's game there if they sit in exactly one (its lobby, the game played in it, or one in its
   * threads), else the channel's own lobby or game, else its one game in a thread. When several games
   * in threads are left: IN_THREADS, with those games (the asker's if they sit in several), so the
   * answer can point to their threads.
   */
  async inChannel(channelId: string, userId?: string): Promise<AppResult<{ game: Game }>> {
    const found = await this.store.findByChannel(channelId);
    if (!found.ok) return fromStore(found);
    if (found.game && found.game.threadId === channelId) return { ok: true, game: found.game };
    const listed = await this.store.listChannelGames(channelId);
    if (!listed.ok) return fromStore(listed);
    const mine = userId ? listed.games.filter((g) => seatOf(g, userId) >= 0) : [];
    if (mine.length === 1) return { ok: true, game: mine[0]! };
    if (found.game) return { ok: true, game: found.game };
    const threaded = (mine.length > 0 ? mine : listed.games).filter((g) => g.threadId);
    if (threaded.length === 0) return fail('NO_GAME', 'There is no Azul game in this channel.', null, 'start-new-game');
    if (threaded.length === 1) return { ok: true, game: threaded[0]! };
    return { ...fail('IN_THREADS', 'This channel’s games are played in their threads.'), games: threaded };
  }

  async openLobby(input: {
    guildId: string | null;
    channelId: string;
    host: User;
    maxPlayers?: number;
    variant?: Variant;
    /** The turn clock in seconds (null: no limit; default one day). */
    turnSeconds?: number | null;
    /** AI opponents to seat at once, at this level. */
    bots?: number;
    level?: Level;
  }): Promise<AppResult<{ game: Game }>> {
    const maxPlayers = input.maxPlayers ?? MAX_PLAYERS;
    if (!Number.isInteger(maxPlayers) || maxPlayers < MIN_PLAYERS || maxPlayers > MAX_PLAYERS) {
      return fail('BAD_INPUT', `A game has ${MIN_PLAYERS} to ${MAX_PLAYERS} players.`);
    }
    const bots = input.bots ?? 0;
    if (!Number.isInteger(bots) || bots < 0 || bots >= maxPlayers) {
      return fail('BAD_INPUT', `${bots} bots do not fit a ${maxPlayers}-seat table with you at it.`);
    }
    const turnSeconds = input.turnSeconds === undefined ? DEFAULT_TURN_SECONDS : input.turnSeconds;
    if (!(TURN_TIMES as readonly (number | null)[]).includes(turnSeconds)) return fail('BAD_INPUT', 'That turn time is not one of the choices.');
    // A game's own thread holds that game only: new games start in the channel.
    const here = await this.store.findByChannel(input.channelId);
    if (here.ok && here.game && here.game.threadId === input.channelId) return fail('CHANNEL_BUSY', 'This thread belongs to an Azul game.', here.game);
    const created = await this.store.createLobby({
      guildId: input.guildId,
      channelId: input.channelId,
      hostId: input.host.id,
      hostName: input.host.name,
      variant: input.variant ?? 'standard',
      maxPlayers,
      seed: randomBytes(8).toString('hex'),
      turnSeconds,
      bots: Array.from({ length: bots }, () => ({ level: input.level ?? 'medium' })),
    });
    if (created.ok) return created;
    if (created.error === 'CHANNEL_BUSY') {
      const existing = await this.store.findByChannel(input.channelId);
      const game = existing.ok ? existing.game : null;
      return fail('CHANNEL_BUSY', 'This channel already has an Azul game.', game);
    }
    return fromStore(created);
  }

  /** A button drawn for `version` of a lobby that has changed since is refused, nothing changed. */
  private staleLobby(game: Game, version: number | undefined): AppFail | null {
    if (version === undefined || game.version === version) return null;
    if (game.status !== 'lobby') return fail('STALE', 'That lobby button is out of date: this game has already started or ended. Nothing changed.', game);
    return fail('STALE', 'The lobby changed meanwhile (someone joined or left); look at it again. Nothing changed.', game);
  }

  /** Takes a seat; `version` is the lobby's as drawn on the button (undefined: any). */
  async join(gameId: string, user: User, version?: number): Promise<AppResult<{ game: Game }>> {
    const loaded = await this.get(gameId);
    if (!loaded.ok) return loaded;
    const stale = this.staleLobby(loaded.game, version);
    if (stale) return stale;
    const joined = await this.store.join(gameId, { userId: user.id, displayName: user.name });
    return joined.ok ? joined : fromStore(joined);
  }

  /** The host seats an AI opponent (lobby buttons carry the version they were drawn for). */
  async addBot(gameId: string, version: number, user: User, level: Level): Promise<AppResult<{ game: Game }>> {
    const loaded = await this.get(gameId);
    if (!loaded.ok) return loaded;
    const stale = this.staleLobby(loaded.game, version);
    if (stale) return stale;
    if (loaded.game.hostId !== user.id) return fail('NOT_HOST', 'Only the host can add bots.', loaded.game);
    const added = await this.store.addBot(gameId, version, { level });
    return added.ok ? added : fromStore(added, loaded.game);
  }

  /** The host frees a bot's seat before the start. */
  async removeBot(gameId: string, version: number, user: User, seat: number): Promise<AppResult<{ game: Game }>> {
    const loaded = await this.get(gameId);
    if (!loaded.ok) return loaded;
    const stale = this.staleLobby(loaded.game, version);
    if (stale) return stale;
    if (loaded.game.hostId !== user.id) return fail('NOT_HOST', 'Only the host can remove bots.', loaded.game);
    const removed = await this.store.removeBot(gameId, version, seat);
    return removed.ok ? removed : fromStore(removed, loaded.game);
  }

  /**
   * Rematch of a finished game: a new lobby in its channel with the same settings and the same
   * players seated (bots at their levels; the one who asked hosts it).
   */
  async rematch(gameId: string, user: User): Promise<AppResult<{ game: Game }>> {
    const found = await this.find(gameId);
    if (!found.ok) return found;
    const old = found.game;
    if (old.status !== 'finished') return fail('NOT_ACTIVE', 'Only a finished game can be played again.', old);
    if (seatOf(old, user.id) < 0) return fail('NOT_IN_GAME', 'Only its players can start a rematch.', old);
    const created = await this.store.createLobby({
      guildId: old.guildId,
      channelId: old.channelId,
      hostId: user.id,
      hostName: user.name,
      variant: old.variant,
      maxPlayers: old.seats.length,
      seed: randomBytes(8).toString('hex'),
      turnSeconds: old.turnSeconds,
      bots: old.seats.filter((s) => s.botLevel !== null).map((s) => ({ level: s.botLevel! })),
    });
    if (!created.ok) {
      if (created.error === 'CHANNEL_BUSY') {
        const busy = await this.store.findByChannel(old.channelId);
        return fail('CHANNEL_BUSY', 'This channel already has an Azul game.', busy.ok ? busy.game : null);
      }
      return fromStore(created);
    }
    let game = created.game;
    for (const seat of old.seats.filter((s) => s.botLevel === null && s.userId !== user.id)) {
      const joined = await this.store.join(game.id, { userId: seat.userId, displayName: seat.displayName });
      if (joined.ok) game = joined.game;
    }
    return { ok: true, game };
  }

  /** Leaves a lobby. A host who leaves hands it to the next player; a host alone closes it. */
  async leaveLobby(gameId: string, user: User, version?: number): Promise<AppResult<{ game: Game; closed: boolean }>> {
    const loaded = await this.get(gameId);
    if (!loaded.ok) return loaded;
    const game = loaded.game;
    const stale = this.staleLobby(game, version);
    if (stale) return stale;
    if (game.status !== 'lobby') return fail('NOT_LOBBY', 'This game has already started.', game, 'leave-game');
    if (seatOf(game, user.id) < 0) return fail('NOT_SEATED', 'You are not seated in this game.', game);
    if (game.hostId === user.id && peopleSeated(game).length === 1) {
      const cancelled = await this.store.cancel(gameId, { reason: 'host left the lobby', expectedVersion: game.version });
      return cancelled.ok ? { ok: true, game: cancelled.game, closed: true } : fromStore(cancelled, game);
    }
    const left = await this.store.leave(gameId, user.id);
    return left.ok ? { ok: true, game: left.game, closed: false } : fromStore(left, game);
  }

  /** The host starts with the seated players, in join order. */
  async start(gameId: string, version: number, user: User): Promise<AppResult<{ game: Game; outcome: StartOutcome }>> {
    const loaded = await this.get(gameId);
    if (!loaded.ok) return loaded;
    const game = loaded.game;
    if (game.status !== 'lobby') return this.staleLobby(game, version) ?? fail('NOT_LOBBY', 'This game has already started or ended.', game);
    if (game.hostId !== user.id) return fail('NOT_HOST', 'Only the host can start the game.', game);
    const seated = game.seats.length;
    if (seated < MIN_PLAYERS || seated > MAX_PLAYERS) {
      return fail('TOO_FEW_PLAYERS', `A game needs ${MIN_PLAYERS} to ${MAX_PLAYERS} players; ${seated} seated.`, game);
    }
    // The lobby message is redrawn after every join and leave, so a Start drawn for an
    // older version means the seating changed meanwhile (or a double click): refuse it.
    if (game.version !== version) return fail('STALE', 'The lobby changed meanwhile; look at it again and press Start.', game);
    const state = newGame({ playerCount: seated as PlayerCount, variant: game.variant, seed: game.seed });
    const outcome = startOutcome(state);
    const after: Game = { ...game, status: 'active', state, version: version + 1 };
    const started = await this.store.start(gameId, version, { state, ...followUps(after, version + 1, 0, outcome) });
    return started.ok ? { ok: true, game: started.game, outcome } : fromStore(started, game);
  }

  /**
   * Host, or anyone allowed to manage messages, ends a lobby or an active (or broken) game.
   * `version`: the game's as drawn on the button; undefined for the broken-game notice,
   * whose own cancel works whatever the version.
   */
  async cancel(gameId: string, user: User, canManage: boolean, version?: number): Promise<AppResult<{ game: Game; outcome: CancelOutcome }>> {
    const found = await this.store.get(gameId);
    if (!found.ok) return fromStore(found);
    const game = found.game;
    if (version !== undefined && game.version !== version) {
      const what = game.status === 'lobby' ? 'the lobby changed meanwhile' : game.status === 'active' ? 'the game has started since' : 'this game is already over';
      return fail('STALE', `That Cancel button is out of date (${what}). Nothing changed.`, game, 'cancel-game');
    }
    if (game.hostId !== user.id && !canManage) {
      return fail('NOT_ALLOWED', 'Only the host or a moderator can cancel this game.', game, 'moderators-may-cancel');
    }
    if (game.status !== 'lobby' && game.status !== 'active' && game.status !== 'broken') return fail('NOT_ACTIVE', 'This game is already over.', game);
    const outcome: CancelOutcome = { kind: 'cancelled', how: 'cancelled', byUserId: user.id, byName: user.name };
    const after: Game = { ...game, status: 'cancelled', version: game.version + 1 };
    const cancelled = await this.store.cancel(gameId, { reason: `cancelled by ${user.name}`, expectedVersion: game.version, ...followUps(after, game.version + 1, game.moveCount, outcome) });
    return cancelled.ok ? { ok: true, game: cancelled.game, outcome } : fromStore(cancelled, game);
  }

  /**
   * Leaving a channel's game: leaves its lobby at once; for a game in play it only says what
   * leaving would do ('confirm'), and `abandon` does it once the player confirms.
   */
  async leaveChannelGame(
    channelId: string,
    user: User,
  ): Promise<AppResult<{ game: Game; outcome: 'left-lobby' | 'handed-lobby' | 'closed-lobby' | 'confirm' }>> {
    const found = await this.inChannel(channelId, user.id);
    if (!found.ok) return found;
    const game = found.game;
    if (seatOf(game, user.id) < 0) return fail('NOT_IN_GAME', 'You are not seated in this channel’s game.', game);
    if (game.seats.find((s) => s.userId === user.id)?.control === 'left') return fail('NOT_IN_GAME', 'You already left this game; the autopilot plays your seat.', game);
    if (game.status === 'lobby') {
      const left = await this.leaveLobby(game.id, user);
      if (!left.ok) return left;
      const outcome = left.closed ? 'closed-lobby' : game.hostId === user.id ? 'handed-lobby' : 'left-lobby';
      return { ok: true, game: left.game, outcome };
    }
    return { ok: true, game, outcome: 'confirm' };
  }

  /**
   * A seated person confirmed leaving the game drawn at `version`: the autopilot plays their seat
   * to the end (the game goes on and is scored). When no person is left, it ends unscored.
   */
  async abandon(gameId: string, version: number, user: User, how: 'left' | 'left-server' = 'left'): Promise<AppResult<{ game: Game; outcome: SeatOutcome | CancelOutcome }>> {
    const loaded = await this.get(gameId);
    if (!loaded.ok) return loaded;
    const game = loaded.game;
    if (game.status !== 'active') return fail('NOT_ACTIVE', 'This game is not running any more. Nothing changed.', game);
    const seat = game.seats.find((s) => s.userId === user.id && s.control !== 'left');
    if (!seat) return fail('NOT_IN_GAME', 'You are not playing in this game.', game);
    if (game.version !== version) {
      return fail('STALE', 'The game moved on since you asked. Nothing changed.', game, 'leave-game');
    }
    const after: Game = { ...game, version: version + 1, seats: game.seats.map((s) => (s.seat === seat.seat ? { ...s, control: 'left' as const } : s)) };
    if (peopleSeated(after).length === 0) {
      const outcome: CancelOutcome = { kind: 'cancelled', how: 'abandoned', byUserId: user.id, byName: user.name };
      const ended = await this.store.cancel(gameId, { reason: `the last person (${user.name}) left`, expectedVersion: version, ...followUps({ ...after, status: 'cancelled' }, version + 1, game.moveCount, outcome) });
      return ended.ok ? { ok: true, game: ended.game, outcome } : fromStore(ended, game);
    }
    const outcome: SeatOutcome = { kind: 'seat', seat: seat.seat, change: how };
    const left = await this.store.setControl(gameId, version, { seat: seat.seat, control: 'left', autoTurns: seat.autoTurns }, followUps(after, version + 1, game.moveCount, outcome));
    if (!left.ok) return fromStore(left, game);
    // The one who left may have been the last to hold out on an end vote.
    await this.settleEndVote(gameId);
    return { ok: true, game: left.game, outcome };
  }

  /**
   * The person left the server (or was removed from it): they leave every lobby there, and every
   * game there goes on with the autopilot in their seat, exactly as after `/azul leave`. A game that
   * moved on meanwhile is read again, so a move racing the departure is neither lost nor blocks it.
   */
  async leaveServer(guildId: string, user: User): Promise<AppResult<{ changes: ServerLeave[] }>> {
    const listed = await this.store.listUserGames(user.id);
    if (!listed.ok) return fromStore(listed);
    const changes: ServerLeave[] = [];
    for (const listedGame of listed.games.filter((g) => g.guildId === guildId)) {
      for (let attempt = 0; attempt < 3; attempt++) {
        const reloaded = attempt === 0 ? null : await this.get(listedGame.id);
        if (reloaded && !reloaded.ok) break;
        const game = reloaded ? reloaded.game : listedGame;
        const seat = game.seats.find((s) => s.userId === user.id);
        if (!seat || seat.control === 'left') break;
        if (game.status === 'lobby') {
          const left = await this.leaveLobby(game.id, user);
          if (left.ok) changes.push({ kind: left.closed ? 'closed-lobby' : 'left-lobby', game: left.game });
          if (left.ok || left.error !== 'CONFLICT') break;
        } else if (game.status === 'active') {
          const left = await this.abandon(game.id, game.version, user, 'left-server');
          if (left.ok) changes.push({ kind: left.outcome.kind === 'cancelled' ? 'ended' : 'seat-left', game: left.game });
          if (left.ok || (left.error !== 'STALE' && left.error !== 'CONFLICT')) break;
        } else break;
      }
    }
    return { ok: true, changes };
  }

  /** The game's channel was deleted: it ends unscored (its lobby or running game frees nothing else). */
  async closeGone(gameId: string): Promise<boolean> {
    const found = await this.store.get(gameId);
    if (!found.ok || !['lobby', 'active', 'broken'].includes(found.game.status)) return false;
    const closed = await this.store.cancel(gameId, { reason: 'its channel was deleted', expectedVersion: found.game.version });
    return closed.ok;
  }

  /** A person whose seat is on autopilot takes it back. */
  async takeSeatBack(gameId: string, user: User): Promise<AppResult<{ game: Game; outcome: SeatOutcome }>> {
    const loaded = await this.get(gameId);
    if (!loaded.ok) return loaded;
    const game = loaded.game;
    if (game.status !== 'active') return fail('NOT_ACTIVE', 'This game is not running any more. Nothing changed.', game);
    const seat = game.seats.find((s) => s.userId === user.id);
    if (!seat) return fail('NOT_IN_GAME', 'You are not playing in this game.', game);
    if (seat.control === 'left') return fail('NOT_ALLOWED', 'You left this game; your seat stays with the autopilot.', game);
    if (seat.control === 'player' && seat.autoTurns === 0) return fail('NOT_ALLOWED', 'Your seat is already yours. Nothing changed.', game);
    const after: Game = { ...game, version: game.version + 1, seats: game.seats.map((s) => (s.seat === seat.seat ? { ...s, control: 'player' as const, autoTurns: 0 } : s)) };
    const outcome: SeatOutcome = { kind: 'seat', seat: seat.seat, change: 'back' };
    const back = await this.store.setControl(gameId, game.version, { seat: seat.seat, control: 'player', autoTurns: 0 }, followUps(after, game.version + 1, game.moveCount, outcome));
    return back.ok ? { ok: true, game: back.game, outcome } : fromStore(back, game);
  }

  /**
   * Checks that `user` may act in `game` as drawn at `version`: the click is current,
   * the user is seated and it is their turn. Used before showing the next step too.
   */
  checkTurn(game: Game, version: number, userId: string, channelId?: string): AppFail | null {
    if (game.status === 'broken') return fromStore({ error: 'BROKEN', message: '' }, game);
    // Its thread, or its channel (a `/azul board` answer typed there carries the controls too).
    if (channelId !== undefined && !inGameChannel(game, channelId)) {
      return fail('NOT_IN_GAME', 'That button belongs to a game in another channel.', game);
    }
    if (game.status !== 'active' || !game.state) return fail('NOT_ACTIVE', 'This game is not running any more.', game);
    if (seatOf(game, userId) < 0) return fail('NOT_IN_GAME', 'You are not playing in this game.', game);
    if (game.seats.find((s) => s.userId === userId)?.control === 'left') return fail('NOT_IN_GAME', 'You left this game; the autopilot plays your seat.', game);
    if (game.version !== version) {
      return fail('STALE', 'These buttons are out of date (that move was already made). Use the latest turn message.', game);
    }
    if (actingUserId(game) !== userId) {
      const acting = game.seats[game.state.current];
      return fail('NOT_YOUR_TURN', `It is not your turn${acting ? `: waiting for ${acting.displayName}` : ''}.`, game);
    }
    return null;
  }

  /** Plays one action for `user` on the game as drawn at `version`. */
  async play(
    gameId: string,
    version: number,
    user: User,
    build: (state: GameState, player: number) => Action,
    channelId?: string,
  ): Promise<AppResult<{ before: Game; after: Game; action: Action; outcome: TurnOutcome }>> {
    const loaded = await this.get(gameId);
    if (!loaded.ok) return loaded;
    const before = loaded.game;
    const refused = this.checkTurn(before, version, user.id, channelId);
    if (refused) return refused;
    const state = before.state as GameState;
    const action = build(state, state.current);
    const applied = applyEngineAction(state, action);
    if (!applied.ok) return fail('ILLEGAL', `That move is not allowed: ${applied.message}`, before);
    return this.save(before, user.id, action, applied.state, 'player');
  }

  /**
   * The AI's turn for the seat to act in the game at `version`: a bot's own turn, a seat on
   * autopilot (or left), or (`timeout`) a person whose clock ran out. Nothing happens when the
   * game moved on meanwhile (a click won the race): exactly one of the two is saved.
   */
  async playAuto(gameId: string, version: number, reason: 'turn' | 'timeout', pick: MovePicker): Promise<AppResult<{ after: Game; outcome: TurnOutcome }>> {
    const loaded = await this.get(gameId);
    if (!loaded.ok) return loaded;
    const before = loaded.game;
    const seat = seatToAct(before);
    if (before.version !== version || !seat || !before.state) return fail('STALE', 'The game moved on.', before);
    if (reason === 'turn' && !isAutomated(seat)) return fail('NOT_BOT_TURN', 'A person is to play.', before);
    if (reason === 'timeout' && isAutomated(seat)) return fail('NOT_BOT_TURN', 'The AI already plays that seat.', before);
    const action = await pick(before.state, levelOf(seat), `${before.id}:${version}`);
    const applied = applyEngineAction(before.state, action);
    if (!applied.ok) return fail('ILLEGAL', `The AI chose an illegal move: ${applied.message}`, before);
    const playedBy: PlayedBy = isBot(seat) ? 'bot' : 'autopilot';
    const saved = await this.save(before, isBot(seat) ? seat.userId : `autopilot:${seat.userId}`, action, applied.state, playedBy);
    return saved.ok ? { ok: true, after: saved.after, outcome: saved.outcome } : saved;
  }

  /** Saves a move with its outcome, the seat changes it implies, and what must follow. */
  private async save(before: Game, actorId: string, action: Action, played: GameState, playedBy: PlayedBy): Promise<AppResult<{ before: Game; after: Game; action: Action; outcome: TurnOutcome }>> {
    const seat = before.seats[before.state!.current]!;
    const seats: SeatUpdate[] = [];
    if (playedBy === 'autopilot' && seat.control === 'player') {
      // Out of time: after AUTOPILOT_AFTER turns in a row the seat stays on autopilot until its person is back.
      const autoTurns = seat.autoTurns + 1;
      seats.push({ seat: seat.seat, control: autoTurns >= AUTOPILOT_AFTER ? 'autopilot' : 'player', autoTurns });
    } else if (playedBy === 'player' && (seat.autoTurns > 0 || seat.control === 'autopilot')) {
      seats.push({ seat: seat.seat, control: 'player', autoTurns: 0 });
    }
    const version = before.version + 1;
    const seatsAfter = before.seats.map((s) => {
      const u = seats.find((x) => x.seat === s.seat);
      return u ? { ...s, control: u.control, autoTurns: u.autoTurns } : s;
    });
    // The round this move ended: a tile on a wall ends any stall; none starts or continues one,
    // and with nobody left to ask (bots, autopilot, people gone) or everyone agreed, the game ends here.
    const report = played.scoreHistory.length > before.state!.scoreHistory.length ? played.lastReport : null;
    const stalled = !!report && !reachedWall(report) && played.phase !== 'over';
    const agreed = stalled && everyoneAgrees(seatsAfter, before.endVotes);
    const state = agreed ? endByAgreement(played) : played;
    const outcome = turnOutcome(before.state!, action, state, playedBy);
    if (agreed && outcome.end) outcome.end.by = 'agreement';
    const status = state.phase === 'over' ? ('finished' as const) : before.status;
    const after: Game = { ...before, state, status, version, seats: seatsAfter, ...(agreed ? { endedBy: 'agreement' as const } : {}) };
    const saved = await this.store.applyAction(before.id, before.version, {
      actorId,
      action,
      state,
      seats,
      ...(report ? { stall: stalled ? { kind: 'stalled' as const, round: report.round } : { kind: 'tiled' as const } } : {}),
      ...(agreed ? { agreement: { votes: before.endVotes } } : {}),
      ...followUps(after, version, before.moveCount + 1, outcome),
    });
    if (!saved.ok) return fromStore(saved, before);
    return { ok: true, before, after: saved.game, action, outcome };
  }

  /**
   * A person's vote on ending the stalled game, from the button offered after round `round`
   * (0-based): `agree` ("End the game here") or not ("Keep playing", withdrawing their vote).
   * Applied once: a doubled click, a vote from before the last tiling round or a forged one is
   * refused with nothing changed. The vote that completes the agreement ends the game at once,
   * in the state it is in (bonuses and tie-break on the walls as they are).
   */
  async voteToEnd(
    gameId: string,
    round: number,
    user: User,
    agree: boolean,
    channelId?: string,
  ): Promise<AppResult<{ game: Game; outcome: EndOutcome | null }>> {
    // Votes do not bump the version (the turn controls stay valid): a vote races only other
    // votes and moves, and a lost race is read again and decided anew.
    for (let attempt = 0; attempt < 5; attempt++) {
      const loaded = await this.get(gameId);
      if (!loaded.ok) return loaded;
      const game = loaded.game;
      if (channelId !== undefined && !inGameChannel(game, channelId)) return fail('NOT_IN_GAME', 'That button belongs to a game in another channel. Nothing changed.', game);
      if (game.status !== 'active' || !game.state) return fail('NOT_ACTIVE', 'This game is over: there is nothing to vote on any more. Nothing changed.', game);
      const seat = game.seats.find((s) => s.userId === user.id);
      if (!seat) return fail('NOT_IN_GAME', 'Only the players at the table vote on ending this game. Nothing changed.', game);
      if (seat.control === 'left') return fail('NOT_IN_GAME', 'You left this game; the autopilot plays your seat (and agrees to end it). Nothing changed.', game);
      if (seat.control !== 'player') {
        return fail('NOT_ALLOWED', 'The autopilot plays your seat, and it agrees to end the game. Take your seat back (on `/azul board`) to have your say. Nothing changed.', game);
      }
      if (!Number.isInteger(round) || round < 0 || round >= game.state.round) return fail('BAD_INPUT', 'That vote was never offered. Nothing changed.', game);
      if (!voteOpen(game, round)) {
        return fail('STALE', 'That vote is out of date: tiles have reached a wall since it was offered, so the game goes on. Nothing changed.', game);
      }
      const votes = withVote(game.endVotes, seat.seat, agree);
      const ends = agree && everyoneAgrees(game.seats, votes);
      if (!ends && votes.length === game.endVotes.length && votes.every((v, i) => v === game.endVotes[i])) {
        return fail('STALE', agree ? 'You already agreed to end the game here. Nothing changed.' : 'You had not agreed to end the game, so there is nothing to withdraw. Nothing changed.', game);
      }
      if (!ends) {
        const set = await this.store.setEndVotes(gameId, game.version, game.endVotes, votes);
        if (set.ok) return { ok: true, game: set.game, outcome: null };
        if (set.error === 'CONFLICT') continue;
        return fromStore(set, game);
      }
      const ended = await this.endAgreed(game, votes);
      if (ended.ok || ended.error !== 'CONFLICT') return ended;
    }
    return fail('CONFLICT', 'The game kept changing while your vote was counted; please click again.');
  }

  /** Ends `game` where it stands, agreed by `votes` (the seats that voted); CONFLICT when it changed meanwhile. */
  private async endAgreed(game: Game, votes: number[]): Promise<AppResult<{ game: Game; outcome: EndOutcome }>> {
    const state = endByAgreement(game.state!);
    const end = gameEnd(state)!;
    const outcome: EndOutcome = { kind: 'ended', how: 'agreement', afterRound: game.state!.round, voters: votes, end: { ...end, by: 'agreement' } };
    const version = game.version + 1;
    const after: Game = { ...game, state, status: 'finished', version, endVotes: votes, endedBy: 'agreement' };
    const ended = await this.store.endByAgreement(game.id, game.version, { state, expectedVotes: game.endVotes, votes, ...followUps(after, version, game.moveCount, outcome) });
    return ended.ok ? { ok: true, game: ended.game, outcome } : fromStore(ended, game);
  }

  /**
   * After a seat changed hands (its person left, or the autopilot took it for good): if an end vote
   * is open and everyone who still has a say has agreed, the game ends by agreement now, rather
   * than waiting for a vote click or the next stalled round. Null when it goes on.
   */
  async settleEndVote(gameId: string): Promise<EndOutcome | null> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const loaded = await this.get(gameId);
      if (!loaded.ok) return null;
      const game = loaded.game;
      const state = game.state;
      if (game.status !== 'active' || !state || game.endVotes.length === 0) return null;
      if (!voteOpen(game, state.round - 1) || !everyoneAgrees(game.seats, game.endVotes)) return null;
      const ended = await this.endAgreed(game, game.endVotes);
      if (ended.ok) return ended.outcome;
      if (ended.error !== 'CONFLICT') return null;
    }
    return null;
  }

  /** The wall-tiling report of `round` (0-based), from the event log; null when it is not there. */
  async roundReport(gameId: string, round: number): Promise<RoundReport | null> {
    const turns = await this.turns(gameId);
    if (!turns.ok) return null;
    return turns.turns.find((t) => t.round?.round === round)?.round ?? null;
  }

  /** Every move of the game so far, in order (for the game log). */
  async turns(gameId: string): Promise<AppResult<{ turns: TurnOutcome[] }>> {
    const log = await this.store.events(gameId);
    if (!log.ok) return fromStore(log);
    return { ok: true, turns: log.events.filter((e) => e.kind === 'turn').map((e) => e.data as TurnOutcome) };
  }

  /** The moves since `seat` last played for themselves (what they missed), oldest first. */
  async sinceLastTurn(gameId: string, seat: number): Promise<TurnOutcome[]> {
    const log = await this.store.events(gameId);
    if (!log.ok) return [];
    const turns = log.events.filter((e) => e.kind === 'turn').map((e) => e.data as TurnOutcome);
    let from = 0;
    turns.forEach((t, i) => {
      if (t.move.player === seat && t.playedBy === 'player') from = i + 1;
    });
    return turns.slice(from);
  }

  async userSettings(userId: string) {
    return this.store.userSettings(userId);
  }

  async setUserSettings(userId: string, patch: { notify?: boolean; dmClosed?: boolean }) {
    return this.store.setUserSettings(userId, patch);
  }

  /** Every lobby and game the user sits in, across servers (for `mygames`); games where they act first. */
  async gamesOf(userId: string): Promise<AppResult<{ games: Game[] }>> {
    const listed = await this.store.listUserGames(userId);
    if (!listed.ok) return fromStore(listed);
    const mine = (g: Game) => seatToAct(g)?.userId === userId;
    return { ok: true, games: [...listed.games].sort((a, b) => Number(mine(b)) - Number(mine(a))) };
  }

  /** The game as an `azul-record/1` JSON line, replayable with `azul replay`. */
  async exportRecord(gameId: string): Promise<AppResult<{ line: string }>> {
    const exported = await this.store.exportRecord(gameId);
    return exported.ok ? { ok: true, line: exported.line } : fromStore(exported);
  }

  /** Records where the game is played (its thread, or why it has none), once; fails loudly so a job retries. */
  async setThread(gameId: string, where: { threadId: string } | { refusal: string }): Promise<Game> {
    const set = await this.store.setThread(gameId, where);
    if (!set.ok) throw new Error(`setThread failed: ${set.message}`);
    return set.game;
  }

  /** Remembers the ids of the game's live messages; fails loudly so a job retries. */
  async setMessages(gameId: string, patch: Record<string, string | null>): Promise<void> {
    const set = await this.store.setMessages(gameId, patch);
    if (!set.ok && set.error !== 'NOT_FOUND') throw new Error(`setMessages failed: ${set.message}`);
  }
}
