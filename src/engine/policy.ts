// Simple players for self-play and benchmarks. Each owns its seeded random
// source (not the game's), so a self-play run is reproducible from its seeds.
import { FLOOR, WALL_SIZE, isCenter, type Action, type GameState } from './types.ts';
import { legalMoves } from './apply.ts';
import { legalMoveAt, legalMoveCount } from './fast-path.ts';
import { draftOutcome } from './draft.ts';
import { floorPenaltyFor, scorePlacement } from './wall.ts';
import { nextInt, seedRng } from './rng.ts';

export type Policy = (state: GameState) => Action;

/** Picks uniformly among the legal actions. */
export function randomPolicy(seed: string): Policy {
  const rng = seedRng(seed);
  return (state) => {
    const count = legalMoveCount(state);
    if (count === 0) throw new Error('randomPolicy: no legal action (game over?)');
    return legalMoveAt(state, nextInt(rng, count));
  };
}

/**
 * Greedy: drafts the move that puts the most tiles on pattern lines for the
 * least extra floor penalty, preferring lines it completes; places a gray tile
 * where it scores most. Ties are broken at random.
 */
export function greedyPolicy(seed: string): Policy {
  const rng = seedRng(seed);
  return (state) => {
    const moves = legalMoves(state);
    if (moves.length === 0) throw new Error('greedyPolicy: no legal action (game over?)');
    let best: Action[] = [];
    let bestValue = -Infinity;
    for (const move of moves) {
      const value = valueOf(state, move);
      if (value > bestValue) {
        bestValue = value;
        best = [move];
      } else if (value === bestValue) best.push(move);
    }
    return best[nextInt(rng, best.length)];
  };
}

function valueOf(state: GameState, move: Action): number {
  const board = state.players[move.player];
  if (move.type === 'place') {
    const wall = board.wall.slice();
    wall[move.line * WALL_SIZE + move.column] = board.lineColor[move.line];
    return scorePlacement(wall, move.line, move.column).points;
  }
  const { toLine, toFloor } = draftOutcome(state, move);
  const floorBefore = board.floor.length;
  const marker = isCenter(move.source) && state.markerInCenter ? 1 : 0;
  const penalty = floorPenaltyFor(floorBefore + marker + toFloor) - floorPenaltyFor(floorBefore);
  const completes = move.line !== FLOOR && board.lineCount[move.line] + toLine === move.line + 1 ? 1 : 0;
  return toLine * 2 + completes * 3 + penalty * 2;
}
