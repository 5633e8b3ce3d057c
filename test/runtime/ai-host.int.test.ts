// The AI's host (src/runtime/ai-host.ts): moves, hints and reviews computed in a worker thread or a
// child process at the lowest CPU priority, one at a time, hints first; either goes away when idle
// and comes back. Every behaviour is checked with both isolations.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chooseMove, hint } from '../../src/ai/index.ts';
import { newGame } from '../../src/engine/index.ts';
import { positionAfter } from '../ai/positions.ts';
import { AI_ISOLATIONS } from '../../src/config.ts';
import { AiHost, type AiHostOptions, type AiPlace } from '../../src/runtime/ai-host.ts';
import { analyseMove, prepareReview } from '../../src/review/index.ts';
import { playedRecord, TINY } from '../review/games.ts';

/** The nice value of a process or one of its threads (Linux: field 19 of /proc/<pid>[/task/<tid>]/stat). */
function niceOf(path: string): number {
  const stat = readFileSync(`/proc/${path}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}

/** Which thread or process runs the AI now: the same one for as long as it lives. */
function identity(place: AiPlace | undefined): string | undefined {
  return place && (place.isolation === 'process' ? `process ${place.pid}` : `thread ${place.threadId}`);
}

/** A host whose thread or process runs from dist/ (built by the integration project's setup), not through tsx. */
const newHost = (options: AiHostOptions = {}) => new AiHost({ compiled: true, ...options });

const state = () => newGame({ playerCount: 2, variant: 'standard', seed: 'host' });

/** Where the host ran a move (a draft, checked), read while its thread or process still runs. */
async function placeOfAMove(ai: AiHost): Promise<AiPlace | undefined> {
  const choice = await ai.chooseMove(state(), { level: 'medium', seed: 's', iterations: 200, useClock: false });
  expect(choice.action.type).toBe('draft');
  return ai.place;
}

describe('AiHost in a worker thread (the default)', () => {
  it('thinks in a thread of this process whose own nice value is 19, the main thread keeping its own', async () => {
    const ai = newHost();
    try {
      const place = await placeOfAMove(ai);
      expect(place?.isolation).toBe('thread');
      if (place?.isolation !== 'thread') return;
      expect(place.threadId).toBeGreaterThan(0);
      if (process.platform === 'linux') {
        expect(place.niced).toBe(true);
        expect(place.tid).not.toBe(process.pid);
        expect(niceOf(`${process.pid}/task/${place.tid}`)).toBe(19);
        expect(niceOf(`${process.pid}/task/${process.pid}`)).toBe(niceOf(`${process.pid}`));
        expect(niceOf(`${process.pid}`)).not.toBe(19);
      }
    } finally {
      await ai.close();
    }
  });
});

describe('AiHost in a child process', () => {
  it('thinks in a child process at nice 19', async () => {
    const ai = newHost({ isolation: 'process' });
    try {
      const place = await placeOfAMove(ai);
      expect(place?.isolation).toBe('process');
      if (place?.isolation !== 'process') return;
      expect(place.pid).toBeGreaterThan(0);
      expect(place.pid).not.toBe(process.pid);
      if (process.platform === 'linux') expect(niceOf(`${place.pid}`)).toBe(19);
    } finally {
      await ai.close();
    }
  });

  it('starts the child from its TypeScript source through tsx, or from dist/ when compiled (AZUL_AI_CHILD_COMPILED=1)', async () => {
    const commandLine = async (compiled: boolean) => {
      const ai = new AiHost({ isolation: 'process', compiled });
      try {
        await ai.chooseMove(state(), { level: 'easy', seed: 's' });
        const place = ai.place;
        if (place?.isolation !== 'process') throw new Error('not a process');
        return readFileSync(`/proc/${place.pid}/cmdline`, 'utf8').split('\0');
      } finally {
        await ai.close();
      }
    };
    const source = await commandLine(false);
    expect(source.at(-2)).toMatch(/\/src\/runtime\/ai-child\.ts$/);
    expect(source).toContain('tsx');
    const compiled = await commandLine(true);
    expect(compiled.at(-2)).toMatch(/\/dist\/src\/runtime\/ai-child\.js$/);
    expect(compiled).not.toContain('tsx');
  });

  it('rejects the request a killed child was answering, and starts a new child for the next', async () => {
    const ai = newHost({ isolation: 'process' });
    try {
      await ai.chooseMove(state(), { level: 'easy', seed: 'a' });
      const place = ai.place;
      if (place?.isolation !== 'process') throw new Error('not a process');
      const long = ai.chooseMove(state(), { level: 'hard', seed: 'x', iterations: 1_000_000, useClock: false });
      process.kill(place.pid, 'SIGKILL');
      await expect(long).rejects.toThrow(/the AI process exited \(SIGKILL\)/);
      const next = await ai.chooseMove(state(), { level: 'easy', seed: 'b' });
      expect(next.action.type).toBe('draft');
      expect(identity(ai.place)).not.toBe(`process ${place.pid}`);
    } finally {
      await ai.close();
    }
  });
});

describe.each(AI_ISOLATIONS)('AiHost (%s)', (isolation) => {
  it('answers as the AI does in the caller, the same request the same answer', async () => {
    const ai = newHost({ isolation });
    try {
      const s = positionAfter({ playerCount: 3, variant: 'gray', seed: 'thread' }, 6);
      const options = { level: 'hard' as const, seed: 'x', iterations: 150, useClock: false };
      const [a, b] = await Promise.all([
        ai.chooseMove(s, options),
        ai.chooseMove(s, { ...options, level: 'medium', iterations: 500 }),
      ]);
      expect(a).toEqual(chooseMove(s, { level: 'hard', seed: 'x', iterations: 150 }));
      expect(b).toEqual(chooseMove(s, { level: 'medium', seed: 'x', iterations: 500 }));
      expect(await ai.chooseMove(s, options)).toEqual(a);
      expect(await ai.hint(s, { seed: 'h', iterations: 100, useClock: false })).toEqual(
        hint(s, { seed: 'h', iterations: 100 }),
      );
    } finally {
      await ai.close();
    }
  });

  it('rejects a finished game with NothingToDecide and keeps serving', async () => {
    const ai = newHost({ isolation });
    try {
      const over = positionAfter({ playerCount: 2, variant: 'standard', seed: 'thread-over' }, 10_000);
      await expect(ai.chooseMove(over, { level: 'easy', seed: 'x' })).rejects.toMatchObject({
        name: 'NothingToDecide',
      });
      const s = positionAfter({ playerCount: 2, variant: 'standard', seed: 'thread-2' }, 1);
      const choice = await ai.chooseMove(s, { level: 'medium', seed: 'y', timeMs: 20 });
      expect(choice.stats.elapsedMs).toBeGreaterThan(0);
    } finally {
      await ai.close();
    }
  });

  it("thinks for AZUL_AI_MOVE_MS (moveMs) instead of the level's time, unless a request names its own budget", async () => {
    const ai = newHost({ isolation, moveMs: 40 });
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
    const ai = newHost({ isolation });
    const order: string[] = [];
    try {
      const moves = [1, 2, 3].map((n) =>
        ai
          .chooseMove(state(), { level: 'hard', seed: `m${n}`, iterations: 300, useClock: false })
          .then(() => order.push(`move ${n}`)),
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
    const ai = newHost({ isolation, moveMs: 40 }); // AZUL_AI_MOVE_MS is for searches only: a review keeps its budget
    const order: string[] = [];
    try {
      const reviewed = [0, 1, 2].map((i) => ai.reviewMove(record, i, TINY).then((m) => (order.push(`review ${i}`), m)));
      const move = ai
        .chooseMove(state(), { level: 'hard', seed: 'm', iterations: 300, useClock: false })
        .then(() => order.push('move'));
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

  it('lets its thread or process end when idle, and starts a new one for the next request', async () => {
    const ai = newHost({ isolation, idleExitMs: 100 });
    try {
      await ai.chooseMove(state(), { level: 'easy', seed: 'a' });
      const first = identity(ai.place);
      expect(first).toBeDefined();
      await new Promise((r) => setTimeout(r, 1_000));
      expect(ai.place).toBeUndefined();
      await ai.chooseMove(state(), { level: 'easy', seed: 'b' });
      expect(identity(ai.place)).toBeDefined();
      expect(identity(ai.place)).not.toBe(first);
    } finally {
      await ai.close();
    }
  });

  it('rejects what is pending when closed, and what is asked after', async () => {
    const ai = newHost({ isolation });
    const pending = ai.chooseMove(state(), { level: 'hard', seed: 'x', iterations: 100_000, useClock: false });
    const refused = expect(pending).rejects.toThrow(/closed/);
    await ai.close();
    await refused;
    await expect(ai.chooseMove(state(), { level: 'easy', seed: 'y' })).rejects.toThrow(/closed/);
  });
});
