// Ratings replayed from results, game after game, in every scope a game counts in (global and
// its server). The store applies the same rateGame() one game at a time; replaying the stored
// games in the same order gives the same numbers (azul ratings --recompute).
import { rateGame, type RatingChange } from './rating.ts';
import { scopesOf, type GameForRating, type PlayerId, type Scope, type Skill } from './types.ts';

export interface PlayerRating {
  skill: Skill;
  /** Rated games in this scope. */
  games: number;
  /** Rated games placed first (ties included). */
  wins: number;
}

export interface ScopedChange extends RatingChange {
  scope: Scope;
}

export class RatingLedger {
  private readonly scopes = new Map<Scope, Map<PlayerId, PlayerRating>>();

  get(scope: Scope, userId: PlayerId): PlayerRating | undefined {
    return this.scopes.get(scope)?.get(userId);
  }

  /** Every player's rating in a scope. */
  players(scope: Scope): ReadonlyMap<PlayerId, PlayerRating> {
    return this.scopes.get(scope) ?? new Map();
  }

  scopeNames(): Scope[] {
    return [...this.scopes.keys()];
  }

  /** Seeds a rating (the store loads the current ones before applying a game). */
  set(scope: Scope, userId: PlayerId, value: PlayerRating): void {
    let table = this.scopes.get(scope);
    if (!table) this.scopes.set(scope, (table = new Map()));
    table.set(userId, value);
  }

  /** Rates one game in each of its scopes; [] when it does not count. */
  apply(game: GameForRating): ScopedChange[] {
    const out: ScopedChange[] = [];
    for (const scope of scopesOf(game)) {
      const changes = rateGame(game, (userId) => this.get(scope, userId)?.skill);
      if (!changes) return [];
      for (const change of changes) {
        const old = this.get(scope, change.userId);
        this.set(scope, change.userId, {
          skill: change.after,
          games: (old?.games ?? 0) + 1,
          wins: (old?.wins ?? 0) + (change.place === 1 ? 1 : 0),
        });
        out.push({ scope, ...change });
      }
    }
    return out;
  }
}
