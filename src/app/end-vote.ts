// The "End the game here" vote of a stalled game (so that a game nobody can finish does not hang
// forever): after a round in which no tile reached any wall, the people at the table may agree to
// end it. Only seats a person plays vote; bots, seats on autopilot and seats whose person left
// agree without voting, so a stall with no such seat ends at once. The vote stays open while the
// stall lasts (no tile reached a wall since it was offered); a round that tiles clears it.
import { reachedWall } from '../engine/index.ts';
import type { RoundReport } from '../engine/types.ts';
import type { Game, Seat } from '../store/types.ts';

/** A round in which no tile reached any wall: it offers the end vote. */
export function stalled(report: RoundReport): boolean {
  return !reachedWall(report);
}

/** Seats whose person has a say: a person's seat they play themselves. */
export function voters(seats: Seat[]): Seat[] {
  return seats.filter((s) => s.botLevel === null && s.control === 'player');
}

/** Whether `votes` (seat numbers) hold every seat that has a say (true with nobody to ask). */
export function everyoneAgrees(seats: Seat[], votes: number[]): boolean {
  return voters(seats).every((s) => votes.includes(s.seat));
}

/**
 * Whether a vote offered after round `round` (0-based) is still open in `game`: the stall it was
 * offered in goes on, and no tile is reaching a wall right now (a gray wall phase under way with
 * tiles placed already ends the stall with the round).
 */
export function voteOpen(game: Game, round: number): boolean {
  const state = game.state;
  if (game.status !== 'active' || !state || game.stallRound === null || round < game.stallRound || round >= state.round)
    return false;
  const report = state.lastReport;
  return !(state.phase === 'wall' && report?.round === state.round && reachedWall(report));
}

/** Where the vote stands: who agreed among those with a say. */
export interface VoteTally {
  agreed: string[];
  needed: number;
}

export function tally(game: Game): VoteTally {
  const say = voters(game.seats);
  return { agreed: say.filter((s) => game.endVotes.includes(s.seat)).map((s) => s.displayName), needed: say.length };
}

export function withVote(votes: number[], seat: number, agree: boolean): number[] {
  const rest = votes.filter((s) => s !== seat);
  return (agree ? [...rest, seat] : rest).sort((a, b) => a - b);
}
