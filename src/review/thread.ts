// The review off the main thread, one game at a time: a thin shell around the pure
// analysis (reviewGame), so it can live in any host (a worker thread here; a child
// process would post the same messages). The worker thread runs at the lowest CPU
// priority (nice 19, its thread only) and can be paused within a few milliseconds:
// the analysis calls a checkpoint every few playouts, where the worker blocks while
// a shared flag says "paused" (no message round trip, no CPU while paused).
//
//   const reviews = new ReviewThread();
//   const review = await reviews.review(record, { done: storedMoves, onMove: (m) => store(m) });
//   await reviews.hold(() => ai.chooseMove(state, options)); // a bot move: the review waits
//   await reviews.close();
import { Worker } from 'node:worker_threads';
import { siblingModule, workerSource } from '../util/module-file.ts';
import type { GameRecord } from '../engine/index.ts';
import type { GameReview, MoveReview, ReviewBudget } from './types.ts';

/** The flag's values (Int32 at index 0 of the shared buffer). */
export const RUN = 0;
export const PAUSE = 1;
export const CANCEL = 2;

export interface ReviewJob {
  done?: readonly MoveReview[];
  budget?: ReviewBudget;
  onMove?: (move: MoveReview, of: number) => void;
}

type WorkerMessage =
  | { type: 'move'; id: number; move: MoveReview; of: number }
  | { type: 'done'; id: number; review: GameReview }
  | { type: 'failed'; id: number; error: string }
  | { type: 'cancelled'; id: number };

interface Queued {
  id: number;
  record: GameRecord;
  job: ReviewJob;
  resolve: (review: GameReview) => void;
  reject: (error: Error) => void;
}

export class ReviewCancelled extends Error {
  constructor() {
    super('the review was cancelled');
    this.name = 'ReviewCancelled';
  }
}

/** Milliseconds without a review before the thread ends, handing its memory (the AI's heap, tens of MB) back. */
export const REVIEW_IDLE_EXIT_MS = 60_000;

/** The review thread's heap: a small young generation, and a bound on the old one (a review holds one game). */
const REVIEW_THREAD_LIMITS = { maxYoungGenerationSizeMb: 6, maxOldGenerationSizeMb: 192 };

export interface ReviewThreadOptions {
  /** Milliseconds without a review before the thread ends (default REVIEW_IDLE_EXIT_MS); the next review starts a new one. */
  idleExitMs?: number;
}

export class ReviewThread {
  private worker: Worker | null = null;
  private idleTimer: NodeJS.Timeout | undefined;
  /** [0]: RUN, PAUSE or CANCEL; [1]: checkpoints the worker has passed (its progress, for measuring). */
  private readonly flag = new Int32Array(new SharedArrayBuffer(8));
  private queue: Queued[] = [];
  private running: Queued | null = null;
  private nextId = 1;
  private holds = 0;

  constructor(private readonly options: ReviewThreadOptions = {}) {}

  /** Whether the thread is running (it ends when idle). */
  get alive(): boolean {
    return this.worker !== null;
  }

  /** Reviews `record` after the reviews queued before it; resolves with the whole review. */
  review(record: GameRecord, job: ReviewJob = {}): Promise<GameReview> {
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, record, job, resolve, reject });
      this.startNext();
    });
  }

  /** Pauses the review in progress (and the queue) until resume(); nested pauses need as many resumes. */
  pause(): void {
    this.holds++;
    if (Atomics.load(this.flag, 0) === RUN) Atomics.store(this.flag, 0, PAUSE);
  }

  resume(): void {
    if (this.holds === 0) return;
    this.holds--;
    if (this.holds === 0 && Atomics.compareExchange(this.flag, 0, PAUSE, RUN) === PAUSE) Atomics.notify(this.flag, 0);
  }

  get paused(): boolean {
    return this.holds > 0;
  }

  /** Checkpoints passed so far (a few milliseconds of analysis each): stops growing within one checkpoint of pause(). */
  get progress(): number {
    return Atomics.load(this.flag, 1);
  }

  /** Runs `work` (a bot's move, say) with the review paused, and resumes it after, whatever happens. */
  async hold<T>(work: () => Promise<T>): Promise<T> {
    this.pause();
    try {
      return await work();
    } finally {
      this.resume();
    }
  }

  /** Cancels every review queued and the one running (their promises reject with ReviewCancelled). */
  cancelAll(): void {
    for (const q of this.queue.splice(0)) q.reject(new ReviewCancelled());
    if (this.running) {
      Atomics.store(this.flag, 0, CANCEL);
      Atomics.notify(this.flag, 0);
    }
  }

  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    this.cancelAll();
    const worker = this.worker;
    this.worker = null;
    if (this.running) {
      this.running.reject(new ReviewCancelled());
      this.running = null;
    }
    if (worker) await worker.terminate();
  }

  private startWorker(): Worker {
    if (this.worker) return this.worker;
    // TypeScript under tsx (tsx is registered inside the worker first), JavaScript when compiled.
    const code = workerSource(siblingModule('./thread-worker', import.meta.url));
    // Small young generation, as the AI's process has (src/runtime/ai-host.ts): the analysis makes short-lived
    // objects in bulk, and V8's default semi-spaces (16 MB, three of them) would stay resident beside the bot.
    const worker = new Worker(code, { eval: true, workerData: { flag: this.flag }, resourceLimits: REVIEW_THREAD_LIMITS });
    worker.on('message', (m: WorkerMessage) => this.onMessage(m));
    const failAll = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      const running = this.running;
      this.running = null;
      running?.reject(error);
      this.startNext();
    };
    worker.on('error', failAll);
    worker.on('exit', (code) => failAll(new Error(`the review thread exited (code ${code})`)));
    worker.unref(); // an idle review thread does not keep the process alive
    this.worker = worker;
    return worker;
  }

  private onMessage(m: WorkerMessage): void {
    const running = this.running;
    if (!running || running.id !== m.id) return;
    if (m.type === 'move') {
      running.job.onMove?.(m.move, m.of);
      return;
    }
    this.running = null;
    if (m.type === 'done') running.resolve(m.review);
    else if (m.type === 'cancelled') running.reject(new ReviewCancelled());
    else running.reject(new Error(m.error));
    this.startNext();
  }

  private startNext(): void {
    if (this.running) return;
    if (this.queue.length === 0) return this.endWhenIdle();
    clearTimeout(this.idleTimer);
    const next = this.queue.shift()!;
    this.running = next;
    // A cancel is for the review it was aimed at; pauses carry over.
    Atomics.store(this.flag, 0, this.holds > 0 ? PAUSE : RUN);
    this.startWorker().postMessage({ type: 'review', id: next.id, record: next.record, budget: next.job.budget, done: next.job.done ?? [] });
  }

  /** With nothing to review, the thread ends after a while (a review is rare: once a game). */
  private endWhenIdle(): void {
    clearTimeout(this.idleTimer);
    if (!this.worker) return;
    this.idleTimer = setTimeout(() => {
      const worker = this.worker;
      if (!worker || this.running || this.queue.length > 0) return;
      this.worker = null; // its 'exit' is then expected, not a failure
      void worker.terminate();
    }, this.options.idleExitMs ?? REVIEW_IDLE_EXIT_MS);
    this.idleTimer.unref();
  }
}
