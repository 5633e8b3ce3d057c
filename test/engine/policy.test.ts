import { describe, expect, it } from 'vitest';
import { applyAction, greedyPolicy, newGame, randomPolicy, type Policy } from '../../src/engine/index.ts';

function play(seed: string, policies: Policy[]) {
  let s = newGame({ playerCount: 2, variant: 'standard', seed });
  while (s.phase !== 'over') {
    const r = applyAction(s, policies[s.current](s));
    if (!r.ok) throw new Error(r.error);
    s = r.state;
  }
  return s.result!;
}

describe('policies', () => {
  it('are reproducible from their seeds', () => {
    const a = play('rep', [randomPolicy('a'), greedyPolicy('b')]);
    const b = play('rep', [randomPolicy('a'), greedyPolicy('b')]);
    expect(a).toEqual(b);
  });

  it('greedy beats uniform random in most games (seat alternated)', () => {
    let greedyWins = 0;
    const games = 20;
    for (let i = 0; i < games; i++) {
      const greedySeat = i % 2;
      const seats =
        greedySeat === 0
          ? [greedyPolicy(`g${i}`), randomPolicy(`r${i}`)]
          : [randomPolicy(`r${i}`), greedyPolicy(`g${i}`)];
      const result = play(`duel-${i}`, seats);
      if (result.winners.length === 1 && result.winners[0] === greedySeat) greedyWins++;
    }
    expect(greedyWins).toBeGreaterThanOrEqual(16);
  });
});
