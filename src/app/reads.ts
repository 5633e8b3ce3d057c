// Reading games: by id, by the channel a command was typed in, as they stood after some moves,
// their event log, the games a person sits in, their record. Nothing here changes a game.
import { applyAction, newGame } from '../engine/index.ts';
import type { PlayerCount, RoundReport } from '../engine/types.ts';
import { pickLocale, type Locale } from '../i18n/index.ts';
import type { Game, GameEventRow, Store, UserSettings } from '../store/types.ts';
import { fromStore, refuse, type AppResult } from './errors.ts';
import { gameLog, type GameLog } from './game-log.ts';
import type { TurnOutcome } from './outcome.ts';
import { seatOf, seatToAct } from './seats.ts';
import { undoOffer, voidUndoLines, type UndoOffer } from './undo.ts';

/** See GameReads.turnMessageFacts. */
export interface TurnMessageFacts {
  undo: UndoOffer | null;
  since: TurnOutcome[];
  lastPlayedOn: string | null;
  /** Move lines whose Undo can no longer work, to take it off (src/app/undo.ts). */
  voidUndo: string[];
}

function turnsOf(events: readonly GameEventRow[]): TurnOutcome[] {
  return events.filter((e) => e.kind === 'turn').map((e) => e.data as TurnOutcome);
}

/** The moves after `seat` last played for themselves. */
function movesSince(turns: TurnOutcome[], seat: number): TurnOutcome[] {
  let from = 0;
  turns.forEach((t, i) => {
    if (t.move.player === seat && t.playedBy === 'player') from = i + 1;
  });
  return turns.slice(from);
}

export class GameReads {
  constructor(private readonly store: Store) {}

  /** A game that can be played on (a broken one is refused with BROKEN). */
  async get(gameId: string): Promise<AppResult<{ game: Game }>> {
    const found = await this.store.get(gameId);
    if (!found.ok) return fromStore(found);
    if (found.game.status === 'broken') return refuse('BROKEN', `game ${gameId} is broken`, found.game);
    return found;
  }

  /** Any game by id in any status, broken included (for jobs that show what happened to it). */
  async find(gameId: string): Promise<AppResult<{ game: Game }>> {
    const found = await this.store.get(gameId);
    return found.ok ? found : fromStore(found);
  }

  /** The game as it stood after its first `moveCount` moves (replayed from the move log). */
  async asOf(game: Game, moveCount: number): Promise<AppResult<{ game: Game }>> {
    if (!game.state || game.moveCount === moveCount) return { ok: true, game };
    const log = await this.store.moves(game.id);
    if (!log.ok) return fromStore(log, game);
    let state = newGame({ playerCount: game.playerCount as PlayerCount, variant: game.variant, seed: game.seed });
    for (const move of log.moves.slice(0, moveCount)) {
      const next = applyAction(state, move.action);
      // The log replayed the game once already: a move that does not replay is a broken log.
      if (!next.ok) throw new Error(`game ${game.id}: move ${move.seq} does not replay: ${next.detail}`);
      state = next.state;
    }
    return { ok: true, game: { ...game, state } };
  }

  /**
   * The game a command typed in `channelId` is about: the game of this thread; in a channel, the
   * asker's game there if they sit in exactly one (its lobby, the game played in it, or one in its
   * threads), else the channel's own lobby or game, else its one game in a thread. When several games
   * in threads are left: IN_THREADS, with those games (the asker's if they sit in several), so the
   * answer can point to their threads. `finished`: a finished game's thread counts too (its board and log).
   */
  async inChannel(
    channelId: string,
    userId?: string,
    options: { finished?: boolean } = {},
  ): Promise<AppResult<{ game: Game }>> {
    const found = await this.store.findByChannel(channelId);
    if (!found.ok) return fromStore(found);
    if (found.game && found.game.threadId === channelId) return { ok: true, game: found.game };
    if (options.finished) {
      const ended = await this.store.findByThread(channelId);
      if (!ended.ok) return fromStore(ended);
      if (ended.game) return { ok: true, game: ended.game };
    }
    const listed = await this.store.listChannelGames(channelId);
    if (!listed.ok) return fromStore(listed);
    const mine = userId ? listed.games.filter((g) => seatOf(g, userId) >= 0) : [];
    if (mine.length === 1) return { ok: true, game: mine[0]! };
    if (found.game) return { ok: true, game: found.game };
    const threaded = (mine.length > 0 ? mine : listed.games).filter((g) => g.threadId);
    if (threaded.length === 0) return refuse('NO_GAME', `no game in channel ${channelId}`, null);
    if (threaded.length === 1) return { ok: true, game: threaded[0]! };
    return { ...refuse('IN_THREADS', `channel ${channelId} has ${threaded.length} games in threads`), games: threaded };
  }

  /**
   * The whole game as a readable log (moves by round, the rounds' scores, the end), in no language;
   * any status once started, a finished or cancelled game included.
   */
  async gameLog(gameId: string): Promise<AppResult<{ game: Game; log: GameLog }>> {
    const found = await this.find(gameId);
    if (!found.ok) return found;
    const events = await this.store.events(gameId);
    if (!events.ok) return fromStore(events, found.game);
    return { ok: true, game: found.game, log: gameLog(found.game, events.events) };
  }

  /**
   * Every move of the game so far, in order (for the game log):
   * a finished game's whole log; moves taken back are not in it.
   */
  async turns(gameId: string): Promise<AppResult<{ turns: TurnOutcome[] }>> {
    const log = await this.store.events(gameId);
    if (!log.ok) return fromStore(log);
    return { ok: true, turns: turnsOf(log.events) };
  }

  /** The wall-tiling report of `round` (0-based), from the event log; null when it is not there. */
  async roundReport(gameId: string, round: number): Promise<AppResult<{ report: RoundReport | null }>> {
    const turns = await this.turns(gameId);
    if (!turns.ok) return turns;
    return { ok: true, report: turns.turns.find((t) => t.round?.round === round)?.round ?? null };
  }

  /** The moves since `seat` last played for themselves (what they missed), oldest first. */
  async sinceLastTurn(gameId: string, seat: number): Promise<AppResult<{ since: TurnOutcome[] }>> {
    const turns = await this.turns(gameId);
    if (!turns.ok) return turns;
    return { ok: true, since: movesSince(turns.turns, seat) };
  }

  /**
   * What a new turn message shows and does besides the table, from one read of the log (it was three
   * a message: the log is read whole): the undo on offer, the moves since `seat` last played for
   * themselves (the seat to act), the message a person's last move was made on (null: none, or
   * made elsewhere), and the move lines whose Undo no longer works.
   */
  async turnMessageFacts(game: Game): Promise<AppResult<TurnMessageFacts>> {
    const log = await this.store.events(game.id);
    if (!log.ok) return fromStore(log, game);
    const turns = turnsOf(log.events);
    const undo = game.status === 'active' ? undoOffer(game, log.events) : null;
    return {
      ok: true,
      undo,
      since: movesSince(turns, seatToAct(game)?.seat ?? -1),
      lastPlayedOn: turns.findLast((t) => t.playedBy === 'player')?.onMessage ?? null,
      voidUndo: voidUndoLines(log.events, undo),
    };
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

  /**
   * A server's language: its setting (`/azul settings language`),
   * else its Discord language if the bot speaks it, else English.
   */
  async serverLocale(guildId: string | null, guildLocale?: string | null): Promise<Locale> {
    const setting = guildId ? await this.store.guildSettings(guildId) : null;
    return pickLocale(setting?.ok ? setting.settings.locale : null, guildLocale);
  }

  async userSettings(userId: string): Promise<AppResult<{ settings: UserSettings }>> {
    const read = await this.store.userSettings(userId);
    return read.ok ? read : fromStore(read);
  }
}
