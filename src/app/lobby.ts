// The lobby: opening one in a channel, joining and leaving it, the host's bots, the start, and a
// rematch of a finished game. Lobby buttons carry the version they were drawn for: one drawn for
// a lobby that changed since is refused with nothing changed.
import { randomBytes } from 'node:crypto';
import { newGame } from '../engine/index.ts';
import type { PlayerCount, Variant } from '../engine/types.ts';
import { isLocale, pickLocale, type Locale } from '../i18n/index.ts';
import type { Game, Store } from '../store/types.ts';
import { fromStore, fromWrite, refuse, type AppFail, type AppResult } from './errors.ts';
import { followUps } from './follow-up.ts';
import { startOutcome, type StartOutcome } from './outcome.ts';
import type { GameReads } from './reads.ts';
import { peopleSeated, seatOf } from './seats.ts';
import {
  DEFAULT_LEVEL,
  DEFAULT_TURN_TIME,
  MAX_INVITED,
  PLAYERS,
  isOfferedLevel,
  isTurnSeconds,
  isVariant,
  maxBots,
  turnTimeByKey,
  type OfferedLevel,
} from './table-rules.ts';

export interface User {
  id: string;
  name: string;
}

export interface OpenLobby {
  guildId: string | null;
  channelId: string;
  host: User;
  /** Seats at the table (default the most). */
  seats?: number;
  variant?: string;
  /** The turn clock by key (default one day). */
  turnTime?: string;
  /** AI opponents to seat at once; with a `level` and no count, one. */
  bots?: number;
  level?: string;
  /** The host's choice of language for the game's messages (wins over the server's). */
  language?: string;
  /** The server's Discord language (guild_locale), when it has no language setting of its own. */
  guildLocale?: string | null;
  /**
   * A challenge: the people (user ids) the host invites; only
   * they (and bots) may take a seat. Empty or absent: anyone may.
   */
  invited?: string[];
}

/**
 * Why a challenge's invitations cannot be: the host invites themselves, someone twice, more than
 * MAX_INVITED people, or more people than the seats left once the host and the bots sit. Null when fine.
 */
export function inviteRefusal(
  invited: readonly string[],
  hostId: string,
  table: { seats: number; bots: number },
): AppFail | null {
  if (!Array.isArray(invited) || invited.some((id) => typeof id !== 'string' || id.length === 0))
    return refuse('BAD_INPUT', 'invited must be user ids');
  if (invited.includes(hostId)) return refuse('INVITED_HOST', `${hostId} invited themselves`);
  if (new Set(invited).size !== invited.length) return refuse('INVITED_TWICE', `invited ${invited.join(',')}`);
  if (invited.length > MAX_INVITED)
    return refuse('TOO_MANY_INVITED', `${invited.length} invited`, null, { invited: invited.length });
  if (1 + table.bots + invited.length > table.seats)
    return refuse('INVITED_DO_NOT_FIT', `${invited.length} invited, ${table.bots} bots, ${table.seats} seats`, null, {
      invited: invited.length,
      ...table,
    });
  return null;
}

export class Lobbies {
  constructor(
    private readonly store: Store,
    private readonly reads: GameReads,
  ) {}

  async open(input: OpenLobby): Promise<AppResult<{ game: Game }>> {
    const seats = input.seats ?? PLAYERS.max;
    if (!Number.isInteger(seats) || seats < PLAYERS.min || seats > PLAYERS.max)
      return refuse('BAD_PLAYER_COUNT', `${seats} seats`);
    const variant = input.variant ?? 'standard';
    if (!isVariant(variant)) return refuse('BAD_VARIANT', `variant ${variant}`, null, { asked: String(variant) });
    const level = input.level ?? DEFAULT_LEVEL;
    if (!isOfferedLevel(level)) return refuse('BAD_LEVEL', `level ${level}`, null, { asked: String(level) });
    // A level chosen without a number of bots asks for one bot at that level.
    const bots = input.bots ?? (input.level !== undefined ? 1 : 0);
    if (!Number.isInteger(bots) || bots < 0 || bots > maxBots(seats))
      return refuse('BOTS_DO_NOT_FIT', `${bots} bots, ${seats} seats`, null, { bots, seats });
    const turnTime = turnTimeByKey(input.turnTime ?? DEFAULT_TURN_TIME);
    if (!turnTime) return refuse('BAD_TURN_TIME', `turn time ${input.turnTime}`);
    const invited = input.invited ?? [];
    const badInvite = inviteRefusal(invited, input.host.id, { seats, bots });
    if (badInvite) return badInvite;
    // A game's own thread holds that game only: new games start in the channel.
    const here = await this.store.findByChannel(input.channelId);
    if (here.ok && here.game && here.game.threadId === input.channelId)
      return refuse('THREAD_OF_A_GAME', `channel ${input.channelId} is a game's thread`, here.game);
    if (input.language !== undefined && !isLocale(input.language))
      return refuse('BAD_LANGUAGE', `language ${input.language}`, null, { asked: String(input.language) });
    const locale = await this.gameLocale(input.guildId, input.language, input.guildLocale);
    return this.create(input.guildId, input.channelId, input.host, {
      variant,
      seats,
      turnSeconds: turnTime.seconds,
      bots: Array.from({ length: bots }, () => level),
      locale,
      invited,
    });
  }

  /**
   * A new game's language: the host's choice; else the server's setting (`/azul settings language`);
   * else the server's Discord language when the bot speaks it; else English.
   */
  private async gameLocale(
    guildId: string | null,
    chosen: string | undefined,
    guildLocale: string | null | undefined,
  ): Promise<Locale> {
    if (chosen !== undefined && isLocale(chosen)) return chosen;
    return this.reads.serverLocale(guildId, guildLocale);
  }

  private async create(
    guildId: string | null,
    channelId: string,
    host: User,
    settings: {
      variant: Variant;
      seats: number;
      turnSeconds: number | null;
      bots: OfferedLevel[] | string[];
      locale: Locale;
      invited: string[];
    },
  ): Promise<AppResult<{ game: Game }>> {
    const created = await this.store.createLobby({
      guildId,
      channelId,
      hostId: host.id,
      hostName: host.name,
      variant: settings.variant,
      maxPlayers: settings.seats,
      seed: randomBytes(8).toString('hex'),
      turnSeconds: settings.turnSeconds,
      bots: settings.bots.map((level) => ({ level })),
      locale: settings.locale,
      invited: settings.invited,
    });
    if (created.ok) return created;
    if (created.error === 'CHANNEL_BUSY') {
      const existing = await this.store.findByChannel(channelId);
      return refuse('CHANNEL_BUSY', created.detail, existing.ok ? existing.game : null);
    }
    return fromStore(created);
  }

  /** A button drawn for `version` of a lobby that has changed since is refused, nothing changed. */
  private staleLobby(game: Game, version: number | undefined): AppFail | null {
    if (version === undefined || game.version === version) return null;
    if (game.status !== 'lobby') return refuse('LOBBY_STARTED', `game is ${game.status}`, game);
    return refuse('LOBBY_CHANGED', `drawn for ${version}, lobby at ${game.version}`, game);
  }

  /** The lobby as drawn at `version`, for one of its buttons (undefined: any version). */
  private async forButton(gameId: string, version: number | undefined): Promise<AppResult<{ game: Game }>> {
    const loaded = await this.reads.get(gameId);
    if (!loaded.ok) return loaded;
    return this.staleLobby(loaded.game, version) ?? loaded;
  }

  /** Takes a seat; `version` is the lobby's as drawn on the button (undefined: any). */
  async join(gameId: string, user: User, version?: number): Promise<AppResult<{ game: Game }>> {
    const loaded = await this.forButton(gameId, version);
    if (!loaded.ok) return loaded;
    const joined = await this.store.join(gameId, { userId: user.id, displayName: user.name });
    return joined.ok ? joined : fromWrite(joined, loaded.game);
  }

  /** The host seats an AI opponent (lobby buttons carry the version they were drawn for). */
  async addBot(gameId: string, version: number, user: User, level: string): Promise<AppResult<{ game: Game }>> {
    if (!isOfferedLevel(level)) return refuse('BAD_LEVEL', `level ${level}`);
    const loaded = await this.forButton(gameId, version);
    if (!loaded.ok) return loaded;
    if (loaded.game.hostId !== user.id)
      return refuse('NOT_HOST', `${user.id} is not the host`, loaded.game, { action: 'add-bot' });
    const added = await this.store.addBot(gameId, version, { level });
    return added.ok ? added : fromWrite(added, loaded.game);
  }

  /** The host frees a bot's seat before the start. */
  async removeBot(gameId: string, version: number, user: User, seat: number): Promise<AppResult<{ game: Game }>> {
    const loaded = await this.forButton(gameId, version);
    if (!loaded.ok) return loaded;
    if (loaded.game.hostId !== user.id)
      return refuse('NOT_HOST', `${user.id} is not the host`, loaded.game, { action: 'remove-bot' });
    const removed = await this.store.removeBot(gameId, version, seat);
    return removed.ok ? removed : fromWrite(removed, loaded.game);
  }

  /**
   * Rematch of a finished game: a new lobby in its channel with the same settings and bots, hosted
   * by the player who asked. The other people are invited (pinged, with the Join button), not
   * seated: the lobby is theirs (`invited`), nobody else may take their seats.
   */
  async rematch(gameId: string, user: User): Promise<AppResult<{ game: Game; invited: string[] }>> {
    const found = await this.reads.find(gameId);
    if (!found.ok) return found;
    const old = found.game;
    if (old.status !== 'finished') return refuse('NOT_FINISHED', `game is ${old.status}`, old);
    if (seatOf(old, user.id) < 0) return refuse('NOT_A_PLAYER', `${user.id} did not play`, old);
    const bots = old.seats.filter((s) => s.botLevel !== null).map((s) => s.botLevel!);
    const invited = peopleSeated(old)
      .map((s) => s.userId)
      .filter((id) => id !== user.id);
    const created = await this.create(old.guildId, old.channelId, user, {
      variant: old.variant,
      seats: old.seats.length,
      turnSeconds: isTurnSeconds(old.turnSeconds) ? old.turnSeconds : null,
      bots,
      locale: pickLocale(old.locale),
      invited,
    });
    if (!created.ok) return created;
    return { ok: true, game: created.game, invited };
  }

  /** Leaves a lobby. A host who leaves hands it to the next player; a host alone closes it. */
  async leave(gameId: string, user: User, version?: number): Promise<AppResult<{ game: Game; closed: boolean }>> {
    const loaded = await this.forButton(gameId, version);
    if (!loaded.ok) return loaded;
    const game = loaded.game;
    if (game.status !== 'lobby') return refuse('GAME_STARTED', `game is ${game.status}`, game);
    if (seatOf(game, user.id) < 0) return refuse('NOT_SEATED', `${user.id} is not seated`, game);
    if (game.hostId === user.id && peopleSeated(game).length === 1) {
      const cancelled = await this.store.cancel(gameId, {
        reason: 'host left the lobby',
        expectedVersion: game.version,
      });
      return cancelled.ok ? { ok: true, game: cancelled.game, closed: true } : fromWrite(cancelled, game);
    }
    const left = await this.store.leave(gameId, user.id);
    return left.ok ? { ok: true, game: left.game, closed: false } : fromWrite(left, game);
  }

  /** The host starts with the seated players, in join order. */
  async start(gameId: string, version: number, user: User): Promise<AppResult<{ game: Game; outcome: StartOutcome }>> {
    const loaded = await this.reads.get(gameId);
    if (!loaded.ok) return loaded;
    const game = loaded.game;
    if (game.status !== 'lobby')
      return this.staleLobby(game, version) ?? refuse('NOT_LOBBY', `game is ${game.status}`, game);
    if (game.hostId !== user.id) return refuse('NOT_HOST', `${user.id} is not the host`, game, { action: 'start' });
    const seated = game.seats.length;
    if (seated < PLAYERS.min || seated > PLAYERS.max)
      return refuse('TOO_FEW_PLAYERS', `${seated} seated`, game, { seated });
    // The lobby message is redrawn after every join and leave, so a Start drawn for an
    // older version means the seating changed meanwhile (or a double click): refuse it.
    if (game.version !== version)
      return refuse('LOBBY_CHANGED', `drawn for ${version}, lobby at ${game.version}`, game);
    const state = newGame({ playerCount: seated as PlayerCount, variant: game.variant, seed: game.seed });
    const outcome = startOutcome(state);
    const after: Game = { ...game, status: 'active', state, version: version + 1 };
    const started = await this.store.start(gameId, version, { state, ...followUps(after, version + 1, 0, outcome) });
    return started.ok ? { ok: true, game: started.game, outcome } : fromWrite(started, game);
  }
}
