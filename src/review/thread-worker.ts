// The ReviewThread's worker: reviews one game at a time, move by move, reporting each
// move; blocks at the analysis's checkpoints while the shared flag says PAUSE, and
// stops at the next checkpoint when it says CANCEL.
import { parentPort, workerData } from 'node:worker_threads';
import { setPriority } from 'node:os';
import { reviewGame } from './index.ts';
import type { GameRecord } from '../engine/index.ts';
import type { MoveReview, ReviewBudget } from './types.ts';
import { CANCEL, PAUSE } from './thread.ts';

const port = parentPort!;
const flag = (workerData as { flag: Int32Array }).flag;

// Linux gives each thread its own nice value: this lowers the review thread only, so bots'
// moves and the event loop win the CPU whenever they want it. Elsewhere the same call would
// lower the whole process (the bot with it), so there only pausing keeps the review out of the way.
if (process.platform === 'linux') {
  try {
    setPriority(19);
  } catch {
    // Not allowed here (some containers): pausing still keeps the review out of the way.
  }
}

class Cancelled extends Error {}

function checkpoint(): void {
  Atomics.add(flag, 1, 1);
  for (let state = Atomics.load(flag, 0); state !== 0; state = Atomics.load(flag, 0)) {
    if (state === CANCEL) throw new Cancelled();
    if (state === PAUSE) Atomics.wait(flag, 0, PAUSE);
  }
}

port.on('message', (m: { type: 'review'; id: number; record: GameRecord; budget?: ReviewBudget; done: MoveReview[] }) => {
  try {
    checkpoint();
    const result = reviewGame(m.record, {
      budget: m.budget,
      done: m.done,
      checkpoint,
      onMove: (move, of) => port.postMessage({ type: 'move', id: m.id, move, of }),
    });
    if (result.ok) port.postMessage({ type: 'done', id: m.id, review: result.review });
    else port.postMessage({ type: 'failed', id: m.id, error: result.error });
  } catch (error) {
    if (error instanceof Cancelled) port.postMessage({ type: 'cancelled', id: m.id });
    else port.postMessage({ type: 'failed', id: m.id, error: error instanceof Error ? error.message : String(error) });
  }
});
