// The processes a test file starts (bots, as `npm start` runs them), so that the file's end stops
// whichever are still running (test/setup/children.ts): a test that fails between a child's start and
// its kill must not leave it running, taking CPU from every later file and outliving the run. Kept on
// globalThis: one set per worker, however the modules are loaded.
import type { ChildProcess } from 'node:child_process';

const KEY = Symbol.for('azul.test.children');
const registry = globalThis as { [KEY]?: Set<ChildProcess> };
const children = (registry[KEY] ??= new Set());

/** `child`, stopped at the end of the test file if it still runs then. */
export function ownedByFile<T extends ChildProcess>(child: T): T {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** Kills every child still running (SIGKILL: a leftover is a failed test's) and waits for them to exit. */
export async function stopLeftChildren(): Promise<number> {
  const left = [...children].filter((c) => c.exitCode === null && c.signalCode === null);
  await Promise.all(
    left.map(
      (c) =>
        new Promise<void>((resolve) => {
          c.once('exit', () => resolve());
          c.kill('SIGKILL');
          setTimeout(resolve, 5_000).unref();
        }),
    ),
  );
  children.clear();
  return left.length;
}
