// `/azul mygames`: each lobby and game a person sits in, with whose turn it is, when the clock of
// that turn runs out (only a person's turn has one), and the newest message to jump to.
import type { Game } from '../../store/types.ts';
import { isAutomated, seatToAct } from '../seats.ts';
import { namesOf, playerRef, refOf, type GameRef, type PlayerRef } from './players.ts';
import type { Named } from '../../actor.ts';

export interface MyGameEntry {
  ref: GameRef;
  status: 'lobby' | 'active';
  names: Named[];
  seated: number;
  seats: number;
  round: number;
  /** Who is to act (null in a lobby). */
  acting: PlayerRef | null;
  yourTurn: boolean;
  clockEndsAt: Date | null;
  /** The newest live message: the turn message in the game's thread, else the lobby in the channel. */
  jumpTo: { channelId: string; messageId: string } | null;
}

export function myGamesModel(userId: string, games: Game[]): MyGameEntry[] {
  return games.map((game) => {
    const acting = seatToAct(game);
    const turnId = game.messages.turn;
    const lobbyId = game.messages.lobby;
    return {
      ref: refOf(game),
      status: game.status === 'lobby' ? 'lobby' : 'active',
      names: namesOf(game),
      seated: game.seats.length,
      seats: game.playerCount,
      round: (game.state?.round ?? 0) + 1,
      acting: acting ? playerRef(acting) : null,
      yourTurn: acting?.userId === userId,
      clockEndsAt: acting && !isAutomated(acting) ? game.clockEndsAt : null,
      jumpTo: turnId
        ? { channelId: game.threadId ?? game.channelId, messageId: turnId }
        : lobbyId
          ? { channelId: game.channelId, messageId: lobbyId }
          : null,
    };
  });
}
