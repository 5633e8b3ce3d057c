// Records of games in progress (random play), for the protocol and arena tests.
import {
  applyAction,
  newGame,
  randomPolicy,
  recordFromActions,
  type Action,
  type GameRecord,
  type GameState,
  type PlayerCount,
  type Variant,
} from '../../src/engine/index.ts';

/** The record and state after `count` actions of seeded random play (or the first where `stop` holds). */
export function recordAfter(
  init: { playerCount: PlayerCount; variant: Variant; seed: string },
  count: number,
  stop: (s: GameState) => boolean = () => false,
): { record: GameRecord; state: GameState } {
  let s = newGame(init);
  const policy = randomPolicy(`${init.seed}-p`);
  const actions: Action[] = [];
  while (actions.length < count && s.phase !== 'over' && !stop(s)) {
    const a = policy(s);
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(r.detail);
    actions.push(a);
    s = r.state;
  }
  return { record: recordFromActions(init, actions), state: s };
}
