// The arena: mirrored sets, the referee, and the same results for the same
// seed (the real CLI, with worker threads).
import { describe, expect, it } from 'vitest';
import { azul as run } from './azul-command.ts';
import { arenaTasks } from '../../src/ai/arena/run.ts';
import { parsePlayerSpec } from '../../src/ai/arena/players.ts';
import { wilson95 } from '../../src/ai/arena/stats.ts';

const azul = (...args: string[]) => run(args);

function lastJson(stdout: string): Record<string, unknown> {
  const lines = stdout.trim().split('\n');
  return JSON.parse(lines[lines.length - 1]) as Record<string, unknown>;
}

describe('arena tasks', () => {
  it('come in mirrored sets: one deal per set, side A in every seat once', () => {
    const tasks = arenaTasks({ players: 3, variant: 'gray', games: 7, seed: 'm', maxRounds: 100 });
    expect(tasks).toHaveLength(9); // rounded up to whole sets
    for (let set = 0; set < 3; set++) {
      const group = tasks.slice(set * 3, set * 3 + 3);
      expect(new Set(group.map((t) => t.dealSeed)).size).toBe(1);
      expect(group.map((t) => t.seatA).sort()).toEqual([0, 1, 2]);
    }
    expect(new Set(tasks.map((t) => t.dealSeed)).size).toBe(3);
  });

  it('reads player specs and refuses bad ones', () => {
    expect(parsePlayerSpec('hard')).toEqual({ kind: 'level', level: 'hard' });
    expect(parsePlayerSpec('medium/500')).toEqual({ kind: 'level', level: 'medium', iterations: 500 });
    expect(parsePlayerSpec('cmd:node x.mjs --fast')).toEqual({ kind: 'cmd', command: 'node x.mjs --fast' });
    for (const bad of ['expert', 'hard/0', 'hard/x', 'cmd:', 'hard/10/2'])
      expect(typeof parsePlayerSpec(bad)).toBe('string');
  });

  it('reports a 95% interval around the win rate', () => {
    const [lo, hi] = wilson95(0.8, 200);
    expect(lo).toBeCloseTo(0.739, 2);
    expect(hi).toBeCloseTo(0.85, 2);
  });
});

describe('azul arena', () => {
  it('gives the same results twice for the same seed with step budgets (two worker threads)', async () => {
    const args = ['arena', '--a', 'medium/300', '--b', 'easy', '--games', '4', '--seed', 'twice', '--workers', '2'];
    const [first, second] = [await azul(...args), await azul(...args)];
    expect(first.code).toBe(0);
    const a = lastJson(first.stdout);
    const b = lastJson(second.stdout);
    for (const key of ['games', 'winRateA', 'ci95', 'meanScoreA', 'meanScoreB', 'meanMarginA', 'illegalA', 'illegalB'])
      expect(b[key]).toEqual(a[key]);
    expect(a.games).toBe(4);
    expect(first.stderr).toMatch(/arena: 4\/4 games/);
  });

  it('an engine answering illegal moves loses every game and is reported; its opponent is unharmed', async () => {
    const { code, stdout } = await azul(
      'arena',
      '--a',
      'cmd:node test/ai/fixtures/illegal-engine.mjs',
      '--b',
      'greedy',
      '--games',
      '4',
      '--seed',
      'ref',
    );
    expect(code).toBe(0);
    const summary = lastJson(stdout);
    expect(summary).toMatchObject({ games: 4, winRateA: 0, illegalA: 4, illegalB: 0 });
    expect(stdout).toMatch(/side A lost by an illegal or missing answer: illegal move .*source must be a display/);
  });

  it('an engine that never answers loses on its missing answers; a real engine over the protocol plays legally', async () => {
    const mute = await azul(
      'arena',
      '--a',
      'greedy',
      '--b',
      'cmd:node test/ai/fixtures/mute-engine.mjs',
      '--games',
      '2',
      '--seed',
      'mute',
      '--move-timeout-ms',
      '300',
    );
    expect(lastJson(mute.stdout)).toMatchObject({ games: 2, winRateA: 1, illegalA: 0, illegalB: 2 });
    expect(mute.stdout).toMatch(/side B lost by an illegal or missing answer: no answer within 300 ms/);
    const real = await azul(
      'arena',
      '--a',
      'cmd:node --import tsx src/cli/main.ts engine --level easy',
      '--b',
      'random',
      '--games',
      '2',
      '--variant',
      'gray',
      '--seed',
      'real',
    );
    expect(lastJson(real.stdout)).toMatchObject({ games: 2, illegalA: 0, illegalB: 0 });
  });
});
