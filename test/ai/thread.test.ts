// The AI in a worker thread gives the same answers as in the caller's thread.
import { afterAll, describe, expect, it } from 'vitest';
import { chooseMove, hint } from '../../src/ai/index.ts';
import { AiThread } from '../../src/ai/thread.ts';
import { positionAfter } from './positions.ts';

const ai = new AiThread();
afterAll(async () => {
  await ai.close();
});

describe('AiThread', () => {
  it('chooses the same move as chooseMove with a step budget, and hints like hint', async () => {
    const s = positionAfter({ playerCount: 3, variant: 'gray', seed: 'thread' }, 6);
    const options = { level: 'hard' as const, seed: 'x', iterations: 150, useClock: false };
    const [a, b] = await Promise.all([ai.chooseMove(s, options), ai.chooseMove(s, { ...options, level: 'medium', iterations: 500 })]);
    expect(a).toEqual(chooseMove(s, { level: 'hard', seed: 'x', iterations: 150 }));
    expect(b).toEqual(chooseMove(s, { level: 'medium', seed: 'x', iterations: 500 }));
    expect(await ai.hint(s, { seed: 'h', iterations: 100, useClock: false })).toEqual(hint(s, { seed: 'h', iterations: 100 }));
  });

  it('rejects a finished game with NothingToDecide and keeps serving', async () => {
    const over = positionAfter({ playerCount: 2, variant: 'standard', seed: 'thread-over' }, 10_000);
    await expect(ai.chooseMove(over, { level: 'easy', seed: 'x' })).rejects.toMatchObject({ name: 'NothingToDecide' });
    const s = positionAfter({ playerCount: 2, variant: 'standard', seed: 'thread-2' }, 1);
    const choice = await ai.chooseMove(s, { level: 'medium', seed: 'y', timeMs: 20 });
    expect(choice.stats.elapsedMs).toBeGreaterThan(0);
  });
});
