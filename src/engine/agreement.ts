// Endless games exist (tiles stuck in half-full pattern lines, gray rows that can no longer be
// finished): the rules never end them. Players may agree to stop after a round in which no tile
// reached any wall; these say when a round stalled and what ending there gives.
import type { GameState, RoundReport } from './types.ts';
import { workingCopy } from './state.ts';
import { endGame } from './tiling.ts';

/** Whether any tile reached any wall in this wall-tiling (gray lines dumped to the floor do not count). */
export function reachedWall(report: RoundReport): boolean {
  return report.players.some((p) => p.placed.length > 0);
}

/**
 * The game ended where it stands, by its players' agreement: the usual bonuses and tie-break on
 * the walls as they are; pattern lines and floors of a round in progress are not scored. The
 * input state is not changed; a game already over is returned as it is.
 */
export function endByAgreement(s: GameState): GameState {
  if (s.phase === 'over') return s;
  const w = workingCopy(s);
  endGame(w);
  return w;
}
