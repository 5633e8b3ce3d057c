// What the store, job and app tests share besides their databases (test/setup/stores.ts): channel ids
// unique in the run, legal moves played on an engine state, a result that must be ok.
import { randomBytes } from 'node:crypto';
import { newGame, legalMoves, applyAction, type Action, type GameState } from '../../src/engine/index.ts';

let channelCounter = 0;
/** A channel id unique within the test run. */
export function channel(): string {
  return `chan-${process.pid}-${++channelCounter}-${randomBytes(2).toString('hex')}`;
}

/** Plays up to `count` legal moves from `state`, spread over the legal list (deterministic). */
export function play(state: GameState, count: number, offset = 0): { state: GameState; actions: Action[] } {
  const actions: Action[] = [];
  for (let i = 0; i < count && state.phase !== 'over'; i++) {
    const moves = legalMoves(state);
    const action = moves[((i + offset) * 7) % moves.length];
    const next = applyAction(state, action);
    if (!next.ok) throw new Error(next.detail);
    state = next.state;
    actions.push(action);
  }
  return { state, actions };
}

export { newGame };

/** The value of a result the test expects to succeed; its failure, shown whole, otherwise. */
export function must<T extends { ok: boolean }>(r: T): Extract<T, { ok: true }> {
  if (!r.ok) throw new Error(`expected ok, got ${JSON.stringify(r)}`);
  return r as Extract<T, { ok: true }>;
}
