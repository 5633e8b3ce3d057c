// The last word on how long the process may live once it was told to end. A timer in the main thread
// cannot promise that: a synchronous write to a pipe nobody reads, or a native call that hangs, holds the
// event loop and the timer never fires. This one runs in a worker thread of its own, which keeps its own
// event loop whatever the main thread does, and ends the process with SIGKILL when the deadline passes.
// Work cut short there is safe (moves are saved whole or not at all; an embedded database's lock left
// by a dead process is taken over by the next one).
import { Worker } from 'node:worker_threads';

const WATCHDOG = `
const { parentPort } = require('node:worker_threads');
let timer;
parentPort.on('message', (at) => {
  clearTimeout(timer);
  timer = setTimeout(() => process.kill(process.pid, 'SIGKILL'), Math.max(0, at - Date.now()));
});
`;

let watchdog: Worker | undefined;
let deadline = Infinity;

/**
 * Ends the process at the latest `ms` from now (an earlier deadline already set stays). The watchdog
 * thread is started on the first call only: a running bot pays nothing for it.
 */
export function hardDeadline(ms: number): void {
  const at = Date.now() + ms;
  if (at >= deadline) return;
  deadline = at;
  if (!watchdog) {
    // No execArgv: the watchdog needs neither tsx nor any preload, and starts faster without.
    watchdog = new Worker(WATCHDOG, { eval: true, execArgv: [] });
    // It must never keep the process alive, nor take it down with an error of its own.
    watchdog.unref();
    watchdog.on('error', () => undefined);
  }
  watchdog.postMessage(at);
}

/** How long an exit may take to write its last log lines before it is forced. */
export const EXIT_GRACE_MS = 2_000;

/** process.exit(code), bounded: the last flush of stdout at exit cannot hold the process. */
export function exitProcess(code: number): never {
  hardDeadline(EXIT_GRACE_MS);
  process.exit(code);
}
