// How `npm start` starts the bot, as the benchmarks, the e2e tests and the Dockerfile's check read it.
import { describe, expect, it } from 'vitest';
import { parseStartScript, startCommand } from '../../src/cli/start-args.ts';

describe('npm start', () => {
  it('splits the environment settings before node from node’s arguments', () => {
    expect(parseStartScript('MALLOC_ARENA_MAX=1 A_B=x=y node --flag dist/src/main.js')).toEqual({
      env: { MALLOC_ARENA_MAX: '1', A_B: 'x=y' },
      args: ['--flag', 'dist/src/main.js'],
    });
    expect(parseStartScript('node dist/src/main.js')).toEqual({ env: {}, args: ['dist/src/main.js'] });
    expect(() => parseStartScript('tsx src/main.ts')).toThrow(/does not run node/);
    expect(() => parseStartScript('LOG_LEVEL=info tsx src/main.ts')).toThrow(/does not run node/);
  });

  it('runs the compiled bot with one malloc arena', () => {
    const start = startCommand();
    expect(start.args.at(-1)).toBe('dist/src/main.js');
    expect(start.env).toEqual({ MALLOC_ARENA_MAX: '1' });
  });
});
