// A reviewed game's puzzle search in a worker thread (src/runtime/puzzle-search.ts): it lowers its
// own priority first, searches, answers once with the puzzles (or the error), and is ended.
import { parentPort, workerData } from 'node:worker_threads';
import type { GameRecord } from '../engine/core.ts';
import { findPuzzles } from '../puzzles/index.ts';
import type { GameReview } from '../review/types.ts';
import type { SearchAnswer, SearchSettings } from './puzzle-search.ts';
import { lowerOwnPriority } from './thread-priority.ts';

const port = parentPort!;
lowerOwnPriority();
const { record, review, settings } = workerData as { record: GameRecord; review: GameReview; settings: SearchSettings };
let answer: SearchAnswer;
try {
  answer = { puzzles: findPuzzles(record, review, settings) };
} catch (error) {
  answer = { error: error instanceof Error ? error.message : String(error) };
}
port.postMessage(answer);
