// The AI off the main thread: a search takes up to its whole budget (hard: 1 s)
// of CPU, which must not block the bot's event loop. One worker thread serves
// the requests in order; the clock is the worker's own performance.now().
//
//   const ai = new AiThread();
//   const { action } = await ai.chooseMove(state, { level: 'hard', seed });
//   await ai.close();
import { Worker } from 'node:worker_threads';
import { siblingModule, workerSource } from '../util/module-file.ts';
import type { GameState } from '../engine/core.ts';
import type { ChooseOptions, Hint, MoveChoice } from './index.ts';

export type ThreadOptions = Omit<ChooseOptions, 'now'> & {
  /** Time budget with the worker's clock (default true); false: a step budget only. */
  useClock?: boolean;
};

type Pending = { resolve: (value: never) => void; reject: (error: Error) => void };

export class AiThread {
  private worker: Worker | null = null;
  private nextId = 1;
  private pending = new Map<number, Pending>();

  private start(): Worker {
    if (this.worker) return this.worker;
    // TypeScript under tsx (tsx is registered inside the worker first), JavaScript when compiled.
    const code = workerSource(siblingModule('./thread-worker', import.meta.url));
    const worker = new Worker(code, { eval: true });
    worker.on('message', (m: { id: number; result?: unknown; error?: { name: string; message: string } }) => {
      const p = this.pending.get(m.id);
      if (!p) return;
      this.pending.delete(m.id);
      if (m.error) {
        const error = new Error(m.error.message);
        error.name = m.error.name;
        p.reject(error);
      } else p.resolve(m.result as never);
    });
    const failAll = (error: Error) => {
      for (const p of this.pending.values()) p.reject(error);
      this.pending.clear();
      this.worker = null;
    };
    worker.on('error', failAll);
    worker.on('exit', (code) => failAll(new Error(`the AI thread exited (code ${code})`)));
    worker.unref(); // an idle AI thread does not keep the process alive
    this.worker = worker;
    return worker;
  }

  private ask<T>(kind: 'chooseMove' | 'hint', state: GameState, options: ThreadOptions | Omit<ThreadOptions, 'level'>): Promise<T> {
    const worker = this.start();
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: never) => void, reject });
      worker.postMessage({ id, kind, state, options });
    });
  }

  /** chooseMove in the worker thread. Rejects with a NothingToDecide-named error on a finished game. */
  chooseMove(state: GameState, options: ThreadOptions): Promise<MoveChoice> {
    return this.ask('chooseMove', state, options);
  }

  /** hint in the worker thread. */
  hint(state: GameState, options: Omit<ThreadOptions, 'level'>): Promise<Hint> {
    return this.ask('hint', state, options);
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }
}
