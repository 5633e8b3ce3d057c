// A person's seat changing hands during a game: they leave it (to the autopilot, which plays it
// to the end), they leave the server, or they take it back from the autopilot.
import type { Game, Store } from '../store/types.ts';
import { fromWrite, refuse, type AppResult } from './errors.ts';
import { followUps } from './follow-up.ts';
import type { Lobbies, User } from './lobby.ts';
import type { CancelOutcome, SeatOutcome } from './outcome.ts';
import type { GameReads } from './reads.ts';
import { onAutopilot, peopleSeated, seatOf } from './seats.ts';
import type { Voting } from './voting.ts';

/** What leaving a server did to one of the person's games there. */
export interface ServerLeave {
  kind: 'left-lobby' | 'closed-lobby' | 'seat-left' | 'ended';
  game: Game;
}

export class SeatChanges {
  constructor(
    private readonly store: Store,
    private readonly reads: GameReads,
    private readonly lobbies: Lobbies,
    private readonly voting: Voting,
  ) {}

  /**
   * `/azul leave` typed in a channel: leaves its lobby at once; for a game in play it only says what
   * leaving would do ('confirm'), and `leave` does it once the player confirms.
   */
  async leaveFromChannel(
    channelId: string,
    user: User,
  ): Promise<AppResult<{ game: Game; outcome: 'left-lobby' | 'handed-lobby' | 'closed-lobby' | 'confirm' }>> {
    const found = await this.reads.inChannel(channelId, user.id);
    if (!found.ok) return found;
    const game = found.game;
    if (seatOf(game, user.id) < 0) return refuse('NOT_SEATED', `${user.id} is not seated`, game);
    if (game.seats.find((s) => s.userId === user.id)?.control === 'left')
      return refuse('ALREADY_LEFT', `${user.id} left`, game);
    if (game.status === 'lobby') {
      const left = await this.lobbies.leave(game.id, user);
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
  async leave(
    gameId: string,
    version: number,
    user: User,
    how: 'left' | 'left-server' = 'left',
  ): Promise<AppResult<{ game: Game; outcome: SeatOutcome | CancelOutcome }>> {
    const loaded = await this.reads.get(gameId);
    if (!loaded.ok) return loaded;
    const game = loaded.game;
    if (game.status !== 'active') return refuse('NOT_RUNNING', `game is ${game.status}`, game);
    const seat = game.seats.find((s) => s.userId === user.id && s.control !== 'left');
    if (!seat) return refuse('NOT_IN_GAME', `${user.id} is not playing`, game);
    if (game.version !== version) return refuse('GAME_MOVED_ON', `asked at ${version}, game at ${game.version}`, game);
    const after: Game = {
      ...game,
      version: version + 1,
      seats: game.seats.map((s) => (s.seat === seat.seat ? { ...s, control: 'left' as const } : s)),
    };
    if (peopleSeated(after).length === 0) {
      const outcome: CancelOutcome = { kind: 'cancelled', how: 'abandoned', byUserId: user.id, byName: user.name };
      const ended = await this.store.cancel(gameId, {
        reason: 'the last person left',
        expectedVersion: version,
        ...followUps({ ...after, status: 'cancelled' }, version + 1, game.moveCount, outcome),
      });
      return ended.ok ? { ok: true, game: ended.game, outcome } : fromWrite(ended, game);
    }
    const outcome: SeatOutcome = { kind: 'seat', seat: seat.seat, change: how };
    const left = await this.store.setControl(
      gameId,
      version,
      { seat: seat.seat, control: 'left', autoTurns: seat.autoTurns },
      followUps(after, version + 1, game.moveCount, outcome, { before: game }),
    );
    if (!left.ok) return fromWrite(left, game);
    // The one who left may have been the last to hold out on an end vote.
    await this.voting.settle(gameId);
    return { ok: true, game: left.game, outcome };
  }

  /**
   * The person left the server (or was removed from it): they leave every lobby there, and every
   * game there goes on with the autopilot in their seat, exactly as after `/azul leave`. A game that
   * moved on meanwhile is read again, so a move racing the departure is neither lost nor blocks it.
   */
  async leaveServer(guildId: string, user: User): Promise<AppResult<{ changes: ServerLeave[] }>> {
    const listed = await this.reads.gamesOf(user.id);
    if (!listed.ok) return listed;
    const changes: ServerLeave[] = [];
    for (const listedGame of listed.games.filter((g) => g.guildId === guildId)) {
      for (let attempt = 0; attempt < 3; attempt++) {
        const reloaded = attempt === 0 ? null : await this.reads.get(listedGame.id);
        if (reloaded && !reloaded.ok) break;
        const game = reloaded ? reloaded.game : listedGame;
        const seat = game.seats.find((s) => s.userId === user.id);
        if (!seat || seat.control === 'left') break;
        if (game.status === 'lobby') {
          const left = await this.lobbies.leave(game.id, user);
          if (left.ok) changes.push({ kind: left.closed ? 'closed-lobby' : 'left-lobby', game: left.game });
          if (left.ok || left.error !== 'CONFLICT') break;
        } else if (game.status === 'active') {
          const left = await this.leave(game.id, game.version, user, 'left-server');
          if (left.ok)
            changes.push({ kind: left.outcome.kind === 'cancelled' ? 'ended' : 'seat-left', game: left.game });
          if (left.ok || (left.error !== 'GAME_MOVED_ON' && left.error !== 'CONFLICT')) break;
        } else break;
      }
    }
    return { ok: true, changes };
  }

  /** A person whose seat is on autopilot takes it back. */
  async takeBack(gameId: string, user: User): Promise<AppResult<{ game: Game; outcome: SeatOutcome }>> {
    const loaded = await this.reads.get(gameId);
    if (!loaded.ok) return loaded;
    const game = loaded.game;
    if (game.status !== 'active') return refuse('NOT_RUNNING', `game is ${game.status}`, game);
    const seat = game.seats.find((s) => s.userId === user.id);
    if (!seat) return refuse('NOT_IN_GAME', `${user.id} is not playing`, game);
    if (seat.control === 'left') return refuse('LEFT_GAME', `${user.id} left`, game);
    if (!onAutopilot(seat)) return refuse('SEAT_ALREADY_YOURS', `seat ${seat.seat} is played by its person`, game);
    const after: Game = {
      ...game,
      version: game.version + 1,
      seats: game.seats.map((s) => (s.seat === seat.seat ? { ...s, control: 'player' as const, autoTurns: 0 } : s)),
    };
    const outcome: SeatOutcome = { kind: 'seat', seat: seat.seat, change: 'back' };
    const back = await this.store.setControl(
      gameId,
      game.version,
      { seat: seat.seat, control: 'player', autoTurns: 0 },
      followUps(after, game.version + 1, game.moveCount, outcome, { before: game }),
    );
    return back.ok ? { ok: true, game: back.game, outcome } : fromWrite(back, game);
  }
}
