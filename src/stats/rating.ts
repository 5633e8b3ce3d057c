// Skill ratings for free-for-all games of 2 to 4 players: Weng-Lin's Bayesian online rating
// with the Plackett-Luce model (openskill), each player a team of one, ranked by placing.
// The library's defaults are the paper's: mu 25, sigma 25/3, beta 25/6, tau 25/300.
import { createRequire } from 'node:module';
import type * as OpenSkill from 'openskill';
import { whyNotRated } from './eligibility.ts';
import { placings } from './placing.ts';
import type { GameForRating, PlayerId, Skill } from './types.ts';

// openskill loads ramda and @stdlib whole (~250 ms, several MB): loaded on first use, not at start
// (the bot rates a game when it ends, not when it starts). Its CommonJS build loads synchronously.
let openskill: typeof OpenSkill | undefined;
function lib(): typeof OpenSkill {
  return (openskill ??= createRequire(import.meta.url)('openskill') as typeof OpenSkill);
}

/** A player's belief before their first rated game. */
export function initialSkill(): Skill {
  const { mu, sigma } = lib().rating();
  return { mu, sigma };
}

/** The number shown: mu - 3 sigma, a rating the player very likely (99.7%) deserves at least. */
export function conservative(skill: Skill): number {
  return lib().ordinal(skill);
}

/** Fewer rated games than this: the rating is marked provisional. */
export const PROVISIONAL_GAMES = 5;

export function isProvisional(ratedGames: number): boolean {
  return ratedGames < PROVISIONAL_GAMES;
}

export interface RatingChange {
  userId: PlayerId;
  seat: number;
  /** 1 = best; ties share a place. */
  place: number;
  before: Skill;
  after: Skill;
}

/**
 * The rating changes one game makes, given each player's belief before it (absent: a new player),
 * one per player, in the order of their first seat. Null when the game does not count (not
 * finished, fewer than two players).
 *
 * Every seat is ranked, two bots of one AI level included (each with the level's rating), so a
 * person placed between them is rated as beating one and losing to the other. The level is one
 * player: the game counts once for it, its rating moves by the mean of its seats' changes, and its
 * place is its best seat's.
 */
export function rateGame(game: GameForRating, skillOf: (userId: PlayerId) => Skill | undefined): RatingChange[] | null {
  if (whyNotRated(game) !== null) return null;
  const placed = placings(game.seats);
  const before = new Map(placed.map((p) => [p.userId, skillOf(p.userId) ?? initialSkill()]));
  const { rate, rating } = lib();
  const after = rate(
    placed.map((p) => [rating(before.get(p.userId)!)]),
    { rank: placed.map((p) => p.place) },
  );
  const bySeat = placed.map((p, i) => ({ ...p, after: { mu: after[i]![0]!.mu, sigma: after[i]![0]!.sigma } }));
  return [...before.keys()].map((userId) => {
    const seats = bySeat.filter((p) => p.userId === userId);
    const best = seats.reduce((a, b) => (b.place < a.place ? b : a));
    const mean = (pick: (s: Skill) => number) => seats.reduce((sum, s) => sum + pick(s.after), 0) / seats.length;
    return {
      userId,
      seat: best.seat,
      place: best.place,
      before: before.get(userId)!,
      after: seats.length === 1 ? best.after : { mu: mean((s) => s.mu), sigma: mean((s) => s.sigma) },
    };
  });
}
