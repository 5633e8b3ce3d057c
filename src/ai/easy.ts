// `easy`: plays what looks good at a glance (quickScore), but one move in
// three it settles for any of the better half of its options instead of the
// best: sensible, never absurd, and beatable by a beginner.
import { nextInt, nextUint32, seedRng, type Action, type GameState } from '../engine/core.ts';
import { candidateMoves, quickScore } from './moves.ts';

const MISTAKE_RATE = 1 / 3;

export function chooseEasy(state: GameState, seed: string): Action {
  const rng = seedRng(`easy:${seed}`);
  const scored = candidateMoves(state)
    .map((move) => ({ move, score: quickScore(state, move) }))
    .sort((a, b) => b.score - a.score);
  if (nextUint32(rng) / 4294967296 >= MISTAKE_RATE) return scored[0].move;
  const betterHalf = Math.max(1, Math.ceil(scored.length / 2));
  return scored[nextInt(rng, betterHalf)].move;
}
