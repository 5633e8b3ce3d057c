// The final results as the chat shows them: how the game ended, the winner and why, each
// player's place (the engine's ranking), wall points and bonuses (the engine's values), and the
// people to thank and ping.
import { BONUS_POINTS, rankSeats } from '../../engine/index.ts';
import type { GameResult } from '../../engine/types.ts';
import type { Game } from '../../store/types.ts';
import { namesOf, peopleOf, playersOf, refOf, type GameRef, type PlayerRef } from './players.ts';
import type { Named } from '../../actor.ts';

export interface FinalStanding {
  player: PlayerRef;
  rank: number;
  score: number;
  /** Points from the rounds, before the bonuses. */
  wallPoints: number;
  bonuses: { rows: number; columns: number; colors: number };
  /** What each bonus brought: count × its value. */
  bonusPoints: { rows: number; columns: number; colors: number };
  completeRows: number;
}

export interface FinalModel {
  ref: GameRef;
  /** Ended by the rules after `rounds` rounds, or by agreement after round `rounds`. */
  ending: { by: 'rules' | 'agreement'; rounds: number };
  winners: PlayerRef[];
  decidedBy: GameResult['decidedBy'];
  /** The winners' score. */
  best: number;
  /** Best first. */
  standings: FinalStanding[];
  /** People at the table (bots are not thanked nor pinged). */
  people: string[];
  names: Named[];
}

export function finalModel(game: Game): FinalModel | null {
  const result = game.state?.result;
  if (!result || !game.state) return null;
  const players = playersOf(game);
  const { bySeat, order } = rankSeats(result.scores, result.completeRows);
  const agreement = game.endedBy === 'agreement';
  return {
    ref: refOf(game),
    // Ended by agreement: after the last round completed (the one in progress, if any, is not scored).
    ending: { by: agreement ? 'agreement' : 'rules', rounds: agreement ? game.state.round : game.state.round + 1 },
    winners: result.winners.map((seat) => players[seat]!),
    decidedBy: result.decidedBy,
    best: result.scores[result.winners[0] ?? 0] ?? 0,
    standings: order.map((seat) => {
      const b = result.bonuses[seat]!;
      return {
        player: players[seat]!,
        rank: bySeat[seat]!.rank,
        score: result.scores[seat]!,
        wallPoints: result.scores[seat]! - b.points,
        bonuses: { rows: b.rows, columns: b.columns, colors: b.colors },
        bonusPoints: {
          rows: b.rows * BONUS_POINTS.row,
          columns: b.columns * BONUS_POINTS.column,
          colors: b.colors * BONUS_POINTS.color,
        },
        completeRows: result.completeRows[seat] ?? 0,
      };
    }),
    people: peopleOf(players),
    names: namesOf(game),
  };
}
