// A lobby or a game that ends without being played out: cancelled by its host or a moderator,
// or closed because its channel was deleted.
import type { Game, Store } from '../store/types.ts';
import { fromStore, fromWrite, refuse, type AppResult } from './errors.ts';
import { followUps } from './follow-up.ts';
import type { CancelOutcome } from './outcome.ts';
import type { User } from './lobby.ts';
import { tournamentJob } from './tournament-jobs.ts';

export class Endings {
  constructor(private readonly store: Store) {}

  /**
   * Host, or anyone allowed to manage messages, ends a lobby or an active (or broken) game.
   * `version`: the game's as drawn on the button; undefined for `/azul cancel`, which cancels the
   * game as it is now. The broken-game notice's Cancel carries no version and cancels only a broken game.
   */
  async cancel(
    gameId: string,
    user: User,
    canManage: boolean,
    version?: number,
    options: { onlyBroken?: boolean } = {},
  ): Promise<AppResult<{ game: Game; outcome: CancelOutcome }>> {
    const found = await this.store.get(gameId);
    if (!found.ok) return fromStore(found);
    const game = found.game;
    if (options.onlyBroken && game.status !== 'broken')
      return refuse('CANCEL_STALE', `game is ${game.status}, not broken`, game);
    if (version !== undefined && game.version !== version)
      return refuse('CANCEL_STALE', `drawn for ${version}, game at ${game.version}`, game);
    if (game.hostId !== user.id && !canManage) return refuse('NOT_ALLOWED', `${user.id} may not cancel`, game);
    if (game.status !== 'lobby' && game.status !== 'active' && game.status !== 'broken')
      return refuse('ALREADY_OVER', `game is ${game.status}`, game);
    const outcome: CancelOutcome = {
      kind: 'cancelled',
      how: 'cancelled',
      stage: game.status === 'lobby' ? 'lobby' : 'game',
      byUserId: user.id,
      byName: user.name,
    };
    const after: Game = { ...game, status: 'cancelled', version: game.version + 1 };
    const cancelled = await this.store.cancel(gameId, {
      reason: 'cancelled',
      expectedVersion: game.version,
      ...followUps(after, game.version + 1, game.moveCount, outcome),
    });
    return cancelled.ok ? { ok: true, game: cancelled.game, outcome } : fromWrite(cancelled, game);
  }

  /** The game's channel was deleted: it ends unscored (its lobby or running game frees nothing else). */
  async closeGone(gameId: string): Promise<AppResult<{ closed: boolean }>> {
    const found = await this.store.get(gameId);
    if (!found.ok) return found.error === 'BROKEN' ? { ok: true, closed: false } : fromStore(found);
    if (!['lobby', 'active', 'broken'].includes(found.game.status)) return { ok: true, closed: false };
    const closed = await this.store.cancel(gameId, {
      reason: 'its channel was deleted',
      expectedVersion: found.game.version,
      clockEndsAt: null,
      // A tournament's game that ends this way may end its round.
      ...(found.game.tournament
        ? { jobs: [tournamentJob('tournament-advance', { tournamentId: found.game.tournament.id })] }
        : {}),
    });
    return closed.ok ? { ok: true, closed: true } : fromStore(closed, found.game);
  }
}
