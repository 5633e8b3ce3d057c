// The use cases of a game in a channel: open a lobby, join, leave, start, play a
// move, cancel, abandon. Each one loads the game from the store, asks the engine,
// saves through the store's optimistic concurrency and returns what happened (an
// Outcome). A change that others must see (the next turn, a round summary, the final
// results, a cancel notice) is saved with a job in the same transaction, which any
// bot process then carries out until done: a crash after the save loses nothing.
// Nothing is kept in memory between two calls, so any process can serve any click.
import { randomBytes } from 'node:crypto';
import { applyAction as applyEngineAction, newGame } from '../engine/index.ts';
import type { Action, GameState, PlayerCount, Variant } from '../engine/types.ts';
import type { Effects, Game, Store, StoreError } from '../store/types.ts';
import { startOutcome, turnOutcome, type CancelOutcome, type Outcome, type StartOutcome, type TurnOutcome } from './outcome.ts';

/** The one outbox job kind of the app: show people what an outcome changed. */
export const PRESENT_JOB = 'present';

/** A present job's data: the outcome and the game version it produced. */
export interface PresentJob {
  version: number;
  /** Moves in the log once the change was saved (to draw the table as it was then). */
  moveCount: number;
  outcome: Outcome;
}

/** The event-log row and the present job of one outcome, saved with the change. */
function recorded(outcome: Outcome, version: number, moveCount: number): Effects {
  return {
    events: [{ kind: outcome.kind, data: outcome }],
    jobs: [{ kind: PRESENT_JOB, data: { version, moveCount, outcome } satisfies PresentJob }],
  };
}

export type AppError =
  | StoreError
  | 'NOT_HOST'
  | 'NOT_ALLOWED'
  | 'NOT_IN_GAME'
  | 'NOT_YOUR_TURN'
  | 'STALE'
  | 'ILLEGAL'
  | 'TOO_FEW_PLAYERS'
  | 'NO_GAME';

/**
 * What a person can do next, named by the app and worded by the chat layer (command and
 * permission names are the chat's vocabulary, not the app's).
 */
export type NextStep = 'start-new-game' | 'leave-game' | 'cancel-game' | 'moderators-may-cancel';

export type AppFail = { ok: false; error: AppError; message: string; game?: Game | null; next?: NextStep };
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

export function seatOf(game: Game, userId: string): number {
  return game.seats.find((s) => s.userId === userId)?.seat ?? -1;
}

export function namesOf(game: Game): string[] {
  return game.seats.map((s) => s.displayName);
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

  /** The channel's lobby or active game. */
  async inChannel(channelId: string): Promise<AppResult<{ game: Game }>> {
    const found = await this.store.findByChannel(channelId);
    if (!found.ok) return fromStore(found);
    if (!found.game) return fail('NO_GAME', 'There is no Azul game in this channel.', null, 'start-new-game');
    return { ok: true, game: found.game };
  }

  async openLobby(input: {
    guildId: string | null;
    channelId: string;
    host: User;
    maxPlayers?: number;
    variant?: Variant;
  }): Promise<AppResult<{ game: Game }>> {
    const maxPlayers = input.maxPlayers ?? MAX_PLAYERS;
    if (!Number.isInteger(maxPlayers) || maxPlayers < MIN_PLAYERS || maxPlayers > MAX_PLAYERS) {
      return fail('BAD_INPUT', `A game has ${MIN_PLAYERS} to ${MAX_PLAYERS} players.`);
    }
    const created = await this.store.createLobby({
      guildId: input.guildId,
      channelId: input.channelId,
      hostId: input.host.id,
      hostName: input.host.name,
      variant: input.variant ?? 'standard',
      maxPlayers,
      seed: randomBytes(8).toString('hex'),
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

  /** Leaves a lobby. A host who leaves hands it to the next player; a host alone closes it. */
  async leaveLobby(gameId: string, user: User, version?: number): Promise<AppResult<{ game: Game; closed: boolean }>> {
    const loaded = await this.get(gameId);
    if (!loaded.ok) return loaded;
    const game = loaded.game;
    const stale = this.staleLobby(game, version);
    if (stale) return stale;
    if (game.status !== 'lobby') return fail('NOT_LOBBY', 'This game has already started.', game, 'leave-game');
    if (seatOf(game, user.id) < 0) return fail('NOT_SEATED', 'You are not seated in this game.', game);
    if (game.hostId === user.id && game.seats.length === 1) {
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
    const started = await this.store.start(gameId, version, { state, ...recorded(outcome, version + 1, 0) });
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
    const cancelled = await this.store.cancel(gameId, { reason: `cancelled by ${user.name}`, expectedVersion: game.version, ...recorded(outcome, game.version + 1, game.moveCount) });
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
    const found = await this.inChannel(channelId);
    if (!found.ok) return found;
    const game = found.game;
    if (seatOf(game, user.id) < 0) return fail('NOT_IN_GAME', 'You are not seated in this channel’s game.', game);
    if (game.status === 'lobby') {
      const left = await this.leaveLobby(game.id, user);
      if (!left.ok) return left;
      const outcome = left.closed ? 'closed-lobby' : game.hostId === user.id ? 'handed-lobby' : 'left-lobby';
      return { ok: true, game: left.game, outcome };
    }
    return { ok: true, game, outcome: 'confirm' };
  }

  /** A seated player confirmed leaving the game drawn at `version`: it ends, unscored, for everyone. */
  async abandon(gameId: string, version: number, user: User): Promise<AppResult<{ game: Game; outcome: CancelOutcome }>> {
    const loaded = await this.get(gameId);
    if (!loaded.ok) return loaded;
    const game = loaded.game;
    if (game.status !== 'active') return fail('NOT_ACTIVE', 'This game is not running any more. Nothing changed.', game);
    if (seatOf(game, user.id) < 0) return fail('NOT_IN_GAME', 'You are not playing in this game.', game);
    if (game.version !== version) {
      return fail('STALE', 'The game moved on since you asked. Nothing changed.', game, 'leave-game');
    }
    const outcome: CancelOutcome = { kind: 'cancelled', how: 'abandoned', byUserId: user.id, byName: user.name };
    const cancelled = await this.store.cancel(gameId, { reason: `abandoned by ${user.name}`, expectedVersion: version, ...recorded(outcome, version + 1, game.moveCount) });
    return cancelled.ok ? { ok: true, game: cancelled.game, outcome } : fromStore(cancelled, game);
  }

  /**
   * Checks that `user` may act in `game` as drawn at `version`: the click is current,
   * the user is seated and it is their turn. Used before showing the next step too.
   */
  checkTurn(game: Game, version: number, userId: string, channelId?: string): AppFail | null {
    if (game.status === 'broken') return fromStore({ error: 'BROKEN', message: '' }, game);
    if (channelId !== undefined && channelId !== game.channelId) {
      return fail('NOT_IN_GAME', 'That button belongs to a game in another channel.', game);
    }
    if (game.status !== 'active' || !game.state) return fail('NOT_ACTIVE', 'This game is not running any more.', game);
    if (seatOf(game, userId) < 0) return fail('NOT_IN_GAME', 'You are not playing in this game.', game);
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
    const outcome = turnOutcome(state, action, applied.state);
    const saved = await this.store.applyAction(gameId, version, { actorId: user.id, action, state: applied.state, ...recorded(outcome, version + 1, before.moveCount + 1) });
    if (!saved.ok) return fromStore(saved, before);
    return { ok: true, before, after: saved.game, action, outcome };
  }

  /** The game as an `azul-record/1` JSON line, replayable with `azul replay`. */
  async exportRecord(gameId: string): Promise<AppResult<{ line: string }>> {
    const exported = await this.store.exportRecord(gameId);
    return exported.ok ? { ok: true, line: exported.line } : fromStore(exported);
  }

  /** Remembers the ids of the game's live messages; fails loudly so a job retries. */
  async setMessages(gameId: string, patch: Record<string, string | null>): Promise<void> {
    const set = await this.store.setMessages(gameId, patch);
    if (!set.ok && set.error !== 'NOT_FOUND') throw new Error(`setMessages failed: ${set.message}`);
  }
}
