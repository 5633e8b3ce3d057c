// An arena worker thread: plays the games the main thread hands it, one at a
// time, and posts each outcome back with its index.
import { parentPort, workerData } from 'node:worker_threads';
import { makePlayer, type PlayerSpec } from './players.ts';
import { playGame, type GameTask } from './game.ts';

export interface WorkerSetup {
  a: PlayerSpec;
  b: PlayerSpec;
  timeMs?: number;
  iterations?: number;
  moveTimeoutMs: number;
}
export type ToWorker = { index: number; task: GameTask } | { stop: true };

const setup = workerData as WorkerSetup;
const options = { timeMs: setup.timeMs, iterations: setup.iterations, moveTimeoutMs: setup.moveTimeoutMs };
const players = { a: makePlayer(setup.a, options), b: makePlayer(setup.b, options) };
const port = parentPort!;

port.on('message', (message: ToWorker) => {
  if ('stop' in message) {
    players.a.close();
    players.b.close();
    port.close();
    return;
  }
  playGame(message.task, players).then(
    (outcome) => port.postMessage({ index: message.index, outcome }),
    (error: unknown) =>
      port.postMessage({ index: message.index, failure: error instanceof Error ? error.stack : String(error) }),
  );
});
port.postMessage({ ready: true });
