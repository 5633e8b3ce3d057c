// A new game: round 0 filled from the seeded bag, seat 0 to act.
import type { GameState, PlayerCount, Variant } from './types.ts';
import { blankGame } from './state.ts';
import { fillFromRng } from './fill.ts';

export interface NewGameOptions {
  playerCount: PlayerCount;
  variant: Variant;
  seed: string;
}

export function newGame(opts: NewGameOptions): GameState {
  if (opts.playerCount !== 2 && opts.playerCount !== 3 && opts.playerCount !== 4) {
    throw new RangeError(`playerCount must be 2, 3 or 4, got ${String(opts.playerCount)}`);
  }
  if (opts.variant !== 'standard' && opts.variant !== 'gray') {
    throw new RangeError(`variant must be "standard" or "gray", got ${String(opts.variant)}`);
  }
  const state = blankGame(opts);
  fillFromRng(state);
  return state;
}
