// What a move adds to its player's score at this round's wall-tiling: the
// tiles it completes (with adjacency) less the floor it costs. Other players'
// moves cannot change one's own board, so this is exact but for the gray
// wall columns still to choose.
import { applyAction, type Action, type GameState } from '../engine/core.ts';
import { projectedRoundScore } from './evaluate.ts';
import { placementPoints } from './moves.ts';

export function roundPointsOf(state: GameState, action: Action): number {
  const player = action.player;
  if (action.type === 'place') {
    const wall = state.players[player].wall.slice();
    wall[action.line * 5 + action.column] = state.players[player].lineColor[action.line];
    return placementPoints(wall, action.line, action.column);
  }
  const r = applyAction(state, action);
  if (!r.ok) throw new RangeError(`not a legal move: ${r.detail}`);
  return projectedRoundScore(r.state, player) - projectedRoundScore(state, player);
}
