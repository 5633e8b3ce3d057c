// What the ratings need to know about a finished game: who sat, how they scored, and how the
// game ended. Plain data, filled by the store from stored results (or by tests by hand).

/** A rated player: a Discord user id, or an AI level as `bot:<level>` (e.g. `bot:hard`). */
export type PlayerId = string;

/** AI players' ids (src/actor.ts): each level is rated as one player. */
export { isBotId } from '../actor.ts';

export interface SeatResult {
  userId: PlayerId;
  score: number;
  /** Complete horizontal rows: the rulebook's tie-break. */
  completeRows: number;
  /** The seat's player left before the end (the game went on without them): ranked last. */
  left?: boolean;
}

/** How a game ended. Only `finished` games are rated. */
export type GameEnd = 'finished' | 'cancelled' | 'abandoned';

export interface GameForRating {
  gameId: string;
  /** Server of the game; null for a game outside any server (rated globally only). */
  guildId: string | null;
  end: GameEnd;
  /** The seated players agreed to end an endless game: it still counts. */
  endedByAgreement?: boolean;
  /** By seat. */
  seats: SeatResult[];
}

/** A skill belief (Weng-Lin): mean and uncertainty. */
export interface Skill {
  mu: number;
  sigma: number;
}

/** The ratings a game is rated in: every game globally, a server's game in its server too. */
export type Scope = string;
export const GLOBAL_SCOPE: Scope = 'global';

export function scopesOf(game: Pick<GameForRating, 'guildId'>): Scope[] {
  return game.guildId ? [GLOBAL_SCOPE, game.guildId] : [GLOBAL_SCOPE];
}
