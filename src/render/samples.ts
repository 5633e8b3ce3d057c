// Realistic states for the render benchmark and tests: a greedy self-play game
// from the engine, with the states the bot would draw along the way.
import {
  greedyPolicy,
  newGame,
  applyAction,
  recordFromActions,
  type Action,
  type GameRecord,
  type GameState,
} from '../engine/index.ts';
import type { PlayerCount, Variant } from '../engine/types.ts';
import { lastMoveOf, type LastMove } from './last-move.ts';

export interface SampleGame {
  record: GameRecord;
  /** A mid-round table: the third round, after a few drafts. */
  midRound: GameState;
  /** The draft that led to midRound. */
  midRoundMove: LastMove;
  /** The drafts since the turn before midRound's current player's (the other players' last drafts), oldest first. */
  midRoundSince: LastMove[];
  /** Right after the third round's wall-tiling (lastReport set). */
  afterTiling: GameState;
  final: GameState;
}

export function sampleGame(playerCount: PlayerCount, seed: string, variant: Variant = 'standard'): SampleGame {
  const policy = greedyPolicy(`${seed}-policy`);
  const names = ['Ana', 'Bo', 'Cy', 'Dee'].slice(0, playerCount);
  let s = newGame({ playerCount, variant, seed });
  const actions: Action[] = [];
  let midRound: GameState | null = null;
  let midRoundMove: LastMove | null = null;
  let recent: LastMove[] = [];
  let afterTiling: GameState | null = null;
  let draftsThisRound = 0;
  for (let guard = 0; s.phase !== 'over' && guard < 10_000; guard++) {
    const action = policy(s);
    const res = applyAction(s, action);
    if (!res.ok) throw new Error(`sampleGame: policy chose an illegal action: ${res.detail}`);
    actions.push(action);
    const tiled = res.state.scoreHistory.length > s.scoreHistory.length;
    draftsThisRound = res.state.round !== s.round ? 0 : draftsThisRound + (action.type === 'draft' ? 1 : 0);
    const before = s;
    s = res.state;
    if (action.type === 'draft' && !midRound)
      recent = [...recent, lastMoveOf(before, action)].slice(-(playerCount - 1));
    if (!midRound && s.round === 2 && draftsThisRound === playerCount + 1 && action.type === 'draft') {
      midRound = s;
      midRoundMove = lastMoveOf(before, action);
    }
    if (!afterTiling && tiled && s.scoreHistory.length === 3) afterTiling = s;
  }
  if (!midRound || !midRoundMove || !afterTiling || s.phase !== 'over')
    throw new Error(`sampleGame: seed ${seed} gave too short a game`);
  return {
    record: recordFromActions({ playerCount, variant, seed, names }, actions),
    midRound,
    midRoundMove,
    midRoundSince: recent,
    afterTiling,
    final: s,
  };
}
