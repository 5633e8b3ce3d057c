// A new game: round 0 filled from the seeded bag, then its first player drawn
// from the same random source (or given), that seat to act.
import type { GameState, PlayerCount, Variant } from './types.ts';
import { blankGame, setFirstPlayer } from './state.ts';
import { fillFromRng } from './fill.ts';
import { nextInt } from './rng.ts';

export interface NewGameOptions {
  playerCount: PlayerCount;
  variant: Variant;
  seed: string;
  /**
   * The seat that starts. Default: drawn at random from the seed (the rulebook lets any
   * player start), recorded as such in `firstPlayerAtRandom`.
   */
  firstPlayer?: number;
}

export function newGame(opts: NewGameOptions): GameState {
  if (opts.playerCount !== 2 && opts.playerCount !== 3 && opts.playerCount !== 4) {
    throw new RangeError(`playerCount must be 2, 3 or 4, got ${String(opts.playerCount)}`);
  }
  if (opts.variant !== 'standard' && opts.variant !== 'gray') {
    throw new RangeError(`variant must be "standard" or "gray", got ${String(opts.variant)}`);
  }
  const given = opts.firstPlayer;
  if (given !== undefined && !(Number.isInteger(given) && given >= 0 && given < opts.playerCount)) {
    throw new RangeError(`firstPlayer must be a seat 0..${opts.playerCount - 1}, got ${String(given)}`);
  }
  const state = blankGame(opts);
  fillFromRng(state);
  // Drawn after the fill, so a seed deals the same first displays as before the draw existed;
  // drawn even when the seat is given, so a seed deals the same later rounds either way.
  const drawn = nextInt(state.rng, opts.playerCount);
  if (given === undefined) setFirstPlayer(state, drawn, true);
  else setFirstPlayer(state, given, false);
  return state;
}

/** Who started the game and whether that seat was chosen at random (for "Ana starts (chosen at random)"). */
export function firstPlayerOf(s: GameState): { seat: number; atRandom: boolean } {
  return { seat: s.firstPlayer ?? 0, atRandom: s.firstPlayerAtRandom ?? false };
}
