// Records of whole games for the review's tests: seeded greedy and random players, any
// player count and wall, so each test gets a real game in milliseconds.
import {
  applyAction,
  greedyPolicy,
  newGame,
  randomPolicy,
  recordFromActions,
  type Action,
  type GameRecord,
  type PlayerCount,
  type Variant,
} from '../../src/engine/index.ts';

export function playedRecord(opts: {
  playerCount: PlayerCount;
  variant: Variant;
  seed: string;
  policy?: 'greedy' | 'random';
  names?: string[];
}): GameRecord {
  const init = {
    playerCount: opts.playerCount,
    variant: opts.variant,
    seed: opts.seed,
    ...(opts.names ? { names: opts.names } : {}),
  };
  const policy = (opts.policy === 'random' ? randomPolicy : greedyPolicy)(`${opts.seed}-policy`);
  let s = newGame(init);
  const actions: Action[] = [];
  while (s.phase !== 'over' && s.round < 30) {
    const a = policy(s);
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(r.detail);
    actions.push(a);
    s = r.state;
  }
  return recordFromActions(init, actions);
}

/** Small budgets: the code paths of the default, in a fraction of the time. */
export const TINY = { search: 40, value: 20 };
