// The AI's host process (src/runtime/ai-host.ts): moves and hints computed in a child process at the
// lowest CPU priority, one at a time, hints first; the child goes away when idle and comes back.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine/index.ts';
import { AiHost } from '../../src/runtime/ai-host.ts';
import { analyseMove, prepareReview } from '../../src/review/index.ts';
import { playedRecord, TINY } from '../review/games.ts';

/** The nice value of a process (Linux: field 19 of /proc/<pid>/stat). */
function niceOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}

const state = () => newGame({ playerCount: 2, variant: 'standard', seed: 'host' });

describe('AiHost', () => {
  it('thinks in a child process at nice 19 and answers like the AI', async () => {
    const ai = new AiHost();
    try {
      const choice = await ai.chooseMove(state(), { level: 'medium', seed: 's', iterations: 200, useClock: false });
      expect(choice.action.type).toBe('draft');
      expect(ai.pid).toBeGreaterThan(0);
      expect(ai.pid).not.toBe(process.pid);
      if (process.platform === 'linux') expect(niceOf(ai.pid!)).toBe(19);
      const again = await ai.chooseMove(state(), { level: 'medium', seed: 's', iterations: 200, useClock: false });
      expect(again.action).toEqual(choice.action); // same request, same answer
    } finally {
      await ai.close();
    }
  });

  it('starts the child from its TypeScript source through tsx, or from dist/ with AZUL_AI_CHILD_COMPILED=1', async () => {
    const saved = process.env.AZUL_AI_CHILD_COMPILED;
    const commandLine = async (compiled: string | undefined) => {
      if (compiled === undefined) delete process.env.AZUL_AI_CHILD_COMPILED;
      else process.env.AZUL_AI_CHILD_COMPILED = compiled;
      const ai = new AiHost();
      try {
        await ai.chooseMove(state(), { level: 'easy', seed: 's' });
        return readFileSync(`/proc/${ai.pid}/cmdline`, 'utf8').split('\0');
      } finally {
        await ai.close();
      }
    };
    try {
      const source = await commandLine(undefined);
      expect(source.at(-2)).toMatch(/\/src\/runtime\/ai-child\.ts$/);
      expect(source).toContain('tsx');
      const compiled = await commandLine('1');
      expect(compiled.at(-2)).toMatch(/\/dist\/src\/runtime\/ai-child\.js$/);
      expect(compiled).not.toContain('tsx');
    } finally {
      if (saved === undefined) delete process.env.AZUL_AI_CHILD_COMPILED;
      else process.env.AZUL_AI_CHILD_COMPILED = saved;
    }
  });

  it('thinks for AZUL_AI_MOVE_MS (moveMs) instead of the level\'s time, unless a request names its own budget', async () => {
    const ai = new AiHost({ moveMs: 40 });
    try {
      // Hard searches 1 s a move by default; a time budget stops the search only once it is spent.
      const timed = await ai.chooseMove(state(), { level: 'hard', seed: 's' });
      expect(timed.stats.elapsedMs).toBeGreaterThanOrEqual(40);
      expect(timed.stats.elapsedMs).toBeLessThan(1_000);
      const counted = await ai.chooseMove(state(), { level: 'hard', seed: 's', iterations: 300, useClock: false });
      expect(counted.stats.steps).toBe(300);
    } finally {
      await ai.close();
    }
  });

  it('answers one request at a time, a hint before the bot moves queued earlier', async () => {
    const ai = new AiHost();
    const order: string[] = [];
    try {
      const moves = [1, 2, 3].map((n) =>
        ai.chooseMove(state(), { level: 'hard', seed: `m${n}`, iterations: 300, useClock: false }).then(() => order.push(`move ${n}`)),
      );
      const hint = ai.hint(state(), { seed: 'h', iterations: 300, useClock: false }).then(() => order.push('hint'));
      await Promise.all([...moves, hint]);
      // Move 1 was already being searched when the hint came; the hint went before moves 2 and 3.
      expect(order).toEqual(['move 1', 'hint', 'move 2', 'move 3']);
    } finally {
      await ai.close();
    }
  });

  it("reviews a game's moves there as analyseMove does here; hints and bot moves go before the review's moves", async () => {
    const record = playedRecord({ playerCount: 2, variant: 'standard', seed: 'host-review' });
    const prepared = prepareReview(record);
    if (!prepared.ok) throw new Error(prepared.error);
    const ai = new AiHost({ moveMs: 40 }); // AZUL_AI_MOVE_MS is for searches only: a review keeps its budget
    const order: string[] = [];
    try {
      const reviewed = [0, 1, 2].map((i) => ai.reviewMove(record, i, TINY).then((m) => (order.push(`review ${i}`), m)));
      const move = ai.chooseMove(state(), { level: 'hard', seed: 'm', iterations: 300, useClock: false }).then(() => order.push('move'));
      const hint = ai.hint(state(), { seed: 'h', iterations: 300, useClock: false }).then(() => order.push('hint'));
      const moves = await Promise.all(reviewed);
      await Promise.all([move, hint]);
      // Review move 0 was being analysed when the others came: the hint, then the bot's move, went next.
      expect(order).toEqual(['review 0', 'hint', 'move', 'review 1', 'review 2']);
      expect(moves).toEqual([0, 1, 2].map((i) => analyseMove(prepared.game, i, { budget: TINY })));
      await expect(ai.reviewMove(record, prepared.game.moveCount, TINY)).rejects.toThrow(/has moves 0\.\./);
    } finally {
      await ai.close();
    }
  });

  it('lets its child exit when idle, and starts a new one for the next request', async () => {
    const ai = new AiHost({ idleExitMs: 100 });
    try {
      await ai.chooseMove(state(), { level: 'easy', seed: 'a' });
      const first = ai.pid!;
      await new Promise((r) => setTimeout(r, 1_000));
      expect(ai.pid).toBeUndefined();
      await ai.chooseMove(state(), { level: 'easy', seed: 'b' });
      expect(ai.pid).toBeGreaterThan(0);
      expect(ai.pid).not.toBe(first);
    } finally {
      await ai.close();
    }
  });

  it('rejects what is pending when closed, and what is asked after', async () => {
    const ai = new AiHost();
    const pending = ai.chooseMove(state(), { level: 'hard', seed: 'x', iterations: 100_000, useClock: false });
    const refused = expect(pending).rejects.toThrow(/closed/);
    await ai.close();
    await refused;
    await expect(ai.chooseMove(state(), { level: 'easy', seed: 'y' })).rejects.toThrow(/closed/);
  });
});
