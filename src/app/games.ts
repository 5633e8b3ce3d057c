// The use cases of a game in a channel: open a lobby, join, leave, start, play a
// move, cancel, abandon. Each one loads the game from the store, asks the engine,
// saves through the store's optimistic concurrency and returns a value; nothing
// is kept in memory between two calls, so any process can serve any click.
import { randomBytes } from 'node:crypto';
import { applyAction as applyEngineAction, newGame } from '../engine/index.ts';
import type { Action, GameState, PlayerCount, Variant } from '../engine/types.ts';
import type { Game, Store, StoreError } from '../store/types.ts';

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

export type AppFail = { ok: false; error: AppError; message: string; game?: Game | null };
export type AppResult<T> = ({ ok: true } & T) | AppFail;

export interface User {
  id: string;
  name: string;
}

function fail(error: AppError, message: string, game?: Game | null): AppFail {
  return { ok: false, error, message, game };
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
    BROKEN: 'This game’s saved state is broken and cannot be played on. Its host (or anyone with Manage Messages) can cancel it.',
  };
  return fail(result.error, friendly[result.error] ?? result.message, game);
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

  /** The channel's lobby or active game. */
  async inChannel(channelId: string): Promise<AppResult<{ game: Game }>> {
    const found = await this.store.findByChannel(channelId);
    if (!found.ok) return fromStore(found);
    if (!found.game) return fail('NO_GAME', 'There is no Azul game in this channel. Start one with `/azul new`.');
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

  async join(gameId: string, user: User): Promise<AppResult<{ game: Game }>> {
    const joined = await this.store.join(gameId, { userId: user.id, displayName: user.name });
    return joined.ok ? joined : fromStore(joined);
  }

  /** Leaves a lobby. A host who leaves hands it to the next player; a host alone closes it. */
  async leaveLobby(gameId: string, user: User): Promise<AppResult<{ game: Game; closed: boolean }>> {
    const loaded = await this.get(gameId);
    if (!loaded.ok) return loaded;
    const game = loaded.game;
    if (game.status !== 'lobby') return fail('NOT_LOBBY', 'This game has already started; use `/azul leave` to abandon it.', game);
    if (seatOf(game, user.id) < 0) return fail('NOT_SEATED', 'You are not seated in this game.', game);
    if (game.hostId === user.id && game.seats.length === 1) {
      const cancelled = await this.store.cancel(gameId, 'host left the lobby');
      return cancelled.ok ? { ok: true, game: cancelled.game, closed: true } : fromStore(cancelled, game);
    }
    const left = await this.store.leave(gameId, user.id);
    return left.ok ? { ok: true, game: left.game, closed: false } : fromStore(left, game);
  }

  /** The host starts with the seated players, in join order. */
  async start(gameId: string, version: number, user: User): Promise<AppResult<{ game: Game }>> {
    const loaded = await this.get(gameId);
    if (!loaded.ok) return loaded;
    const game = loaded.game;
    if (game.status !== 'lobby') return fail('NOT_LOBBY', 'This game has already started or ended.', game);
    if (game.hostId !== user.id) return fail('NOT_HOST', 'Only the host can start the game.', game);
    const seated = game.seats.length;
    if (seated < MIN_PLAYERS || seated > MAX_PLAYERS) {
      return fail('TOO_FEW_PLAYERS', `A game needs ${MIN_PLAYERS} to ${MAX_PLAYERS} players; ${seated} seated.`, game);
    }
    // The lobby message is redrawn after every join and leave, so a Start drawn for an
    // older version means the seating changed meanwhile (or a double click): refuse it.
    if (game.version !== version) return fail('STALE', 'The lobby changed meanwhile; look at it again and press Start.', game);
    const state = newGame({ playerCount: seated as PlayerCount, variant: game.variant, seed: game.seed });
    const started = await this.store.start(gameId, version, { state });
    return started.ok ? started : fromStore(started, game);
  }

  /** Host, or anyone allowed to manage messages, ends a lobby or an active (or broken) game. */
  async cancel(gameId: string, user: User, canManage: boolean): Promise<AppResult<{ game: Game }>> {
    const found = await this.store.get(gameId);
    if (!found.ok) return fromStore(found);
    const game = found.game;
    if (game.hostId !== user.id && !canManage) {
      return fail('NOT_ALLOWED', 'Only the host or someone with Manage Messages can cancel this game.', game);
    }
    if (game.status === 'broken') return { ok: true, game };
    const cancelled = await this.store.cancel(gameId, `cancelled by ${user.name}`);
    return cancelled.ok ? cancelled : fromStore(cancelled, game);
  }

  /**
   * `/azul leave` in a channel: leaves its lobby, or abandons its active game, which
   * ends it for everyone (Azul cannot go on with a seat missing).
   */
  async leaveChannelGame(
    channelId: string,
    user: User,
  ): Promise<AppResult<{ game: Game; outcome: 'left-lobby' | 'handed-lobby' | 'closed-lobby' | 'abandoned' }>> {
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
    const cancelled = await this.store.cancel(game.id, `abandoned by ${user.name}`);
    return cancelled.ok ? { ok: true, game: cancelled.game, outcome: 'abandoned' } : fromStore(cancelled, game);
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
  ): Promise<AppResult<{ before: Game; after: Game; action: Action }>> {
    const loaded = await this.get(gameId);
    if (!loaded.ok) return loaded;
    const before = loaded.game;
    const refused = this.checkTurn(before, version, user.id, channelId);
    if (refused) return refused;
    const state = before.state as GameState;
    const action = build(state, state.current);
    const applied = applyEngineAction(state, action);
    if (!applied.ok) return fail('ILLEGAL', `That move is not allowed: ${applied.message}`, before);
    const saved = await this.store.applyAction(gameId, version, { actorId: user.id, action, state: applied.state });
    if (!saved.ok) return fromStore(saved, before);
    return { ok: true, before, after: saved.game, action };
  }

  /** The game as an `azul-record/1` JSON line, replayable with `azul replay`. */
  async exportRecord(gameId: string): Promise<AppResult<{ line: string }>> {
    const exported = await this.store.exportRecord(gameId);
    return exported.ok ? { ok: true, line: exported.line } : fromStore(exported);
  }

  async setMessages(gameId: string, patch: Record<string, string | null>): Promise<void> {
    await this.store.setMessages(gameId, patch);
  }
}
