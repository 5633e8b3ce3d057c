// Positions for AI tests: real games played by a seeded random policy for a
// chosen number of actions, so they cover every phase (gray wall phase included).
import {
  applyAction,
  newGame,
  randomPolicy,
  type GameState,
  type PlayerCount,
  type Variant,
} from '../../src/engine/index.ts';

export function positionAfter(
  opts: { playerCount: PlayerCount; variant: Variant; seed: string },
  actions: number,
): GameState {
  let s = newGame(opts);
  const policy = randomPolicy(`${opts.seed}-policy`);
  for (let i = 0; i < actions && s.phase !== 'over'; i++) {
    const r = applyAction(s, policy(s));
    if (!r.ok) throw new Error(r.detail);
    s = r.state;
  }
  return s;
}

/** The first position (random play from `seed`) where `wanted` holds, within `limit` actions. */
export function findPosition(
  opts: { playerCount: PlayerCount; variant: Variant; seed: string },
  wanted: (s: GameState) => boolean,
  limit = 400,
): GameState | null {
  let s = newGame(opts);
  const policy = randomPolicy(`${opts.seed}-policy`);
  for (let i = 0; i < limit && s.phase !== 'over'; i++) {
    if (wanted(s)) return s;
    const r = applyAction(s, policy(s));
    if (!r.ok) throw new Error(r.detail);
    s = r.state;
  }
  return null;
}
