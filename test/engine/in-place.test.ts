// The rollout path (workingCopy + applyInPlace) must play exactly the games applyAction plays.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyAction,
  applyInPlace,
  greedyPolicy,
  newGame,
  randomLegalMove,
  seedRng,
  workingCopy,
  type Action,
  type GameState,
} from '../../src/engine/index.ts';
import { ALL_CONFIGS } from './helpers.ts';

const configs = ALL_CONFIGS;

/** Same policy on both sides: a uniform-random pick with its own seeded source, or greedy. */
function makePolicy(kind: 'random' | 'greedy', seed: string): (s: GameState) => Action {
  if (kind === 'greedy') return greedyPolicy(seed);
  const rng = seedRng(seed);
  return (s) => randomLegalMove(s, rng);
}

const MAX_ROUND = 40; // endless games exist (see src/engine/README.md); both sides stop at the same point

describe('applyInPlace on a working copy', () => {
  it.each(configs)('$playerCount players, $variant: the same game, state for state, as applyAction', (config) => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 8 }),
        fc.string({ maxLength: 8 }),
        fc.constantFrom('random', 'greedy'),
        (seed, policySeed, kind) => {
          const init = { ...config, seed };
          const policyA = makePolicy(kind as 'random' | 'greedy', policySeed);
          const policyB = makePolicy(kind as 'random' | 'greedy', policySeed);
          let checked = newGame(init);
          const fast = workingCopy(newGame(init));
          let moves = 0;
          while (checked.phase !== 'over' && checked.round < MAX_ROUND) {
            const a = policyA(checked);
            const b = policyB(fast);
            expect(b).toEqual(a);
            const r = applyAction(checked, a);
            expect(r.ok).toBe(true);
            if (!r.ok) return;
            checked = r.state;
            applyInPlace(fast, b);
            moves++;
            // Every state along the way, not only the last: a divergence is caught where it starts.
            expect(JSON.stringify(fast)).toBe(JSON.stringify(checked));
          }
          expect(fast.phase).toBe(checked.phase);
          expect(moves).toBeGreaterThan(0);
        },
      ),
      { numRuns: 8 },
    );
  });

  it('changes only the working copy, never the state it was copied from', () => {
    const rng = seedRng('owner');
    for (const config of configs) {
      let s = newGame({ ...config, seed: 'owner' });
      // Take snapshots across whole games, round ends and gray placements included.
      while (s.phase !== 'over' && s.round < MAX_ROUND) {
        const before = JSON.stringify(s);
        const w = workingCopy(s);
        const action = randomLegalMove(w, rng);
        applyInPlace(w, action);
        expect(JSON.stringify(s)).toBe(before);
        s = w;
      }
    }
  });
});
