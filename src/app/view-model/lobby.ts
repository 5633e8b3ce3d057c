// The lobby as its message shows it: who is seated, whether the host may start, which bots may
// be added or removed, or why the lobby is closed.
import type { Game } from '../../store/types.ts';
import { OFFERED_LEVELS, PLAYERS, type OfferedLevel } from '../table-rules.ts';
import { playersOf, refOf, type GameRef, type PlayerRef } from './players.ts';

export interface LobbyModel {
  ref: GameRef;
  hostId: string;
  seated: PlayerRef[];
  /** Seats at the table once full. */
  seats: number;
  full: boolean;
  /** Enough players to start (the host's button). */
  canStart: boolean;
  /** Levels the host may add (none when full). */
  addLevels: readonly OfferedLevel[];
  /** Bots the host may remove. */
  removableBots: PlayerRef[];
  /** People the host invited: only they (and bots) may take a seat; empty: anyone may. */
  invited: string[];
  /** Why the game plays in its channel once started (Discord gave it no thread); null otherwise. */
  threadRefusal: string | null;
}

export function lobbyModel(game: Game): LobbyModel {
  const seated = playersOf(game);
  const full = game.seats.length >= game.playerCount;
  return {
    ref: refOf(game),
    hostId: game.hostId,
    seated,
    seats: game.playerCount,
    full,
    canStart: game.seats.length >= PLAYERS.min,
    addLevels: full ? [] : OFFERED_LEVELS,
    removableBots: seated.filter((p) => p.bot !== null),
    invited: game.invited.filter((id) => !game.seats.some((s) => s.userId === id)),
    threadRefusal: game.threadRefusal,
  };
}
