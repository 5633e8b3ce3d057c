// A bot process a failed test left running is stopped when its file ends (test/setup/children.ts
// calls stopLeftChildren after every file): shown here on a process that would otherwise run a minute.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ownedByFile, stopLeftChildren } from './children.ts';

describe('processes a test file started', () => {
  it('are killed if still running, and those that ended are not counted', async () => {
    const ended = ownedByFile(spawn(process.execPath, ['-e', '']));
    await new Promise((resolve) => ended.once('exit', resolve));
    const left = ownedByFile(spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']));
    const exit = new Promise<NodeJS.Signals | null>((resolve) => left.once('exit', (_code, signal) => resolve(signal)));
    expect(await stopLeftChildren()).toBe(1);
    expect(await exit).toBe('SIGKILL');
    expect(await stopLeftChildren()).toBe(0);
  });
});
