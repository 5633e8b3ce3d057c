// A round summary as the chat shows it: each player's tiling (from the round report), and the end
// vote it offers after a round in which no tile reached a wall.
import type { RoundReport } from '../../engine/types.ts';
import type { Game } from '../../store/types.ts';
import { stalled, tally, type VoteTally } from '../end-vote.ts';
import { namesOf, refOf, type GameRef } from './players.ts';
import type { Named } from '../../actor.ts';

/** The end vote offered on a stalled round's summary. */
export interface VoteModel {
  /** The game's version when offered (the round is what the vote checks). */
  version: number;
  round: number;
  tally: VoteTally;
  /** The vote ended the game: no buttons any more. */
  ended: boolean;
}

/** Where the end vote stands: who agreed among those with a say. */
export function voteTally(game: Game): VoteTally {
  return tally(game);
}

export interface RoundSummaryModel {
  ref: GameRef;
  report: RoundReport;
  names: Named[];
  vote: VoteModel | null;
}

/**
 * The summary of `report`'s round in `game`. `voteVersion`: offer the end vote (drawn for that
 * version) when the round stalled and the game runs; `ended`: the vote just ended the game.
 */
export function roundSummaryModel(
  game: Game,
  report: RoundReport,
  offer?: { version: number; ended?: boolean },
): RoundSummaryModel {
  const offered = !!offer && (offer.ended || (game.status === 'active' && stalled(report)));
  return {
    ref: refOf(game),
    report,
    names: namesOf(game),
    vote: offered ? { version: offer.version, round: report.round, tally: tally(game), ended: !!offer.ended } : null,
  };
}
