// Notices about a game other than its turns: a seat that changed hands, a cancelled game, the
// start in a thread, and the game's log.
import type { Game } from '../../store/types.ts';
import type { SeatOutcome } from '../outcome.ts';
import { namesOf, playerRef, playersOf, refOf, type GameRef, type PlayerRef } from './players.ts';
import type { Named } from '../../actor.ts';

export interface SeatNoticeModel {
  player: PlayerRef;
  change: SeatOutcome['change'];
}

export function seatNoticeModel(game: Game, outcome: SeatOutcome): SeatNoticeModel | null {
  const seat = game.seats[outcome.seat];
  return seat ? { player: playerRef(seat), change: outcome.change } : null;
}

/** A game named by its players: the thread's name, the start notice, the log's sentences. */
export interface TableModel {
  ref: GameRef;
  players: PlayerRef[];
  names: Named[];
  status: Game['status'];
  threadRefusal: string | null;
}

export function tableModel(game: Game): TableModel {
  return {
    ref: refOf(game),
    players: playersOf(game),
    names: namesOf(game),
    status: game.status,
    threadRefusal: game.threadRefusal,
  };
}
