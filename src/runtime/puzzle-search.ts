// Searching a reviewed game for puzzles (the `puzzle-find` job) off the bot's event loop: the
// generator's deep searches take seconds to minutes of a core, so each game's search runs in a
// worker thread of its own at the lowest CPU priority (as the AI's thread), ended with its search,
// or at once when the job's worker stops (the job then runs again later, in any process).
import { Worker } from 'node:worker_threads';
import type { PuzzleFinder } from '../app/index.ts';
import type { Puzzle, PuzzleOptions } from '../puzzles/index.ts';
import { siblingModule, workerSource } from '../util/module-file.ts';

/** What the search is told (the generator's defaults for the rest). */
export type SearchSettings = Pick<PuzzleOptions, 'budget' | 'maxCandidates' | 'seed'>;

/** The thread's one answer. */
export type SearchAnswer = { puzzles: Puzzle[] } | { error: string };

/** The thread's entry: the compiled one from dist/ when asked (tests: no tsx to start in the thread). */
function entry(compiled: boolean): URL {
  const own = siblingModule('./puzzle-worker', import.meta.url);
  if (!compiled || !own.pathname.endsWith('.ts')) return own;
  return new URL('../../dist/src/runtime/puzzle-worker.js', import.meta.url);
}

/** A finder that searches each game in a thread of its own. */
export function threadFinder(settings: SearchSettings, compiled = false): PuzzleFinder {
  return (record, review, signal) =>
    new Promise<Puzzle[]>((resolve, reject) => {
      if (signal?.aborted) return reject(new Error('the puzzle search was stopped'));
      const worker = new Worker(workerSource(entry(compiled)), {
        eval: true,
        workerData: { record, review, settings },
      });
      let settled = false;
      const settle = (done: () => void) => {
        if (settled) return;
        settled = true;
        signal?.removeEventListener('abort', stop);
        done();
        void worker.terminate();
      };
      const stop = () => settle(() => reject(new Error('the puzzle search was stopped')));
      signal?.addEventListener('abort', stop, { once: true });
      worker.on('message', (m: SearchAnswer) =>
        settle(() => ('error' in m ? reject(new Error(m.error)) : resolve(m.puzzles))),
      );
      worker.once('error', (error) => settle(() => reject(error)));
      worker.once('exit', (code) =>
        settle(() => reject(new Error(`the puzzle search thread exited (code ${code}) without an answer`))),
      );
    });
}
