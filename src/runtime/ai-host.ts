// The AI off the bot's process: bot moves, hints and game reviews are computed in a child process at
// the lowest CPU priority (nice 19), one request at a time, so thinking never slows a person's click.
//
// Why a process, not a worker thread: the process's nice value covers all of its threads (the
// search and its garbage collector; on Linux a worker thread can lower only its own thread), its
// heap is returned to the system when it exits after IDLE_EXIT_MS without work (a worker thread's
// pages mostly stay with the bot), and a crash in a search cannot take the bot down.
// Bounded: one request at a time (a hard move is up to a second of one core; with 2 cores the other
// stays for the bot). Order: hints (a person waits) before bot moves before a review's moves (a
// review waits for nobody); a review is asked for one move at a time (a few hundred ms each at the
// default budget), so a hint or a bot move waits for at most one of them. One process for all of
// the AI's work: the bot itself holds no AI heap (issue 25: a review thread in the bot held ~40 MB).
//
//   const ai = new AiHost({ log });
//   const { action } = await ai.chooseMove(state, { level: 'hard', seed });
//   const move = await ai.reviewMove(record, 12, budget);
//   await ai.close();
import { fork, type ChildProcess } from 'node:child_process';
import type { Logger } from 'pino';
import type { GameState } from '../engine/index.ts';
import type { GameRecord } from '../engine/index.ts';
import type { Hint, MoveChoice } from '../ai/index.ts';
import type { MoveReview, ReviewBudget } from '../review/index.ts';
import type { ThreadOptions } from '../ai/thread.ts';
import { siblingModule } from '../util/module-file.ts';

/** The child exits after this long without a request (its memory goes back to the system). */
export const IDLE_EXIT_MS = 60_000;
/**
 * V8 flags of the child: a small young generation (a search allocates many short-lived objects;
 * 16 MB semi-spaces would keep ~50 MB resident for nothing) and a bounded old generation.
 */
const CHILD_V8_FLAGS = ['--max-semi-space-size=2', '--max-old-space-size=192'];

type Kind = 'chooseMove' | 'hint' | 'reviewMove';
/** The queue's order: lower first; the same kind in the order asked. */
const PRIORITY: Record<Kind, number> = { hint: 0, chooseMove: 1, reviewMove: 2 };
interface Request {
  id: number;
  kind: Kind;
  /** The position (moves and hints); a review's move carries its record in `options` instead. */
  state: GameState | null;
  options: object;
  resolve: (value: never) => void;
  reject: (error: Error) => void;
}
type Answer = { id: number; result?: unknown; error?: { name: string; message: string } };

export interface AiHostOptions {
  log?: Pick<Logger, 'warn' | 'debug'>;
  /** Milliseconds without a request before the child exits (default IDLE_EXIT_MS). */
  idleExitMs?: number;
  /**
   * Milliseconds a search may take for a move or a hint, when the request names no budget of its own
   * (AZUL_AI_MOVE_MS; default: the level's, src/ai/index.ts DEFAULT_BUDGETS).
   */
  moveMs?: number;
}

/**
 * The child's module: next to this one (TypeScript under tsx, JavaScript when compiled). With
 * AZUL_AI_CHILD_COMPILED=1 a host running as TypeScript starts the compiled child in dist/ instead:
 * the integration tests set it (their global setup builds dist/ from the sources first), which
 * spares each of their ~30 AI processes tsx's start (~0.3 CPU-s).
 */
function childEntry(): URL {
  const own = siblingModule('./ai-child', import.meta.url);
  if (process.env.AZUL_AI_CHILD_COMPILED !== '1' || !own.pathname.endsWith('.ts')) return own;
  return new URL('../../dist/src/runtime/ai-child.js', import.meta.url);
}

export class AiHost {
  private child: ChildProcess | null = null;
  private queue: Request[] = [];
  private running: Request | null = null;
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly options: AiHostOptions = {}) {}

  /** The AI's move in the child process. Rejects with a NothingToDecide-named error on a finished game. */
  chooseMove(state: GameState, options: ThreadOptions): Promise<MoveChoice> {
    return this.ask('chooseMove', state, options);
  }

  /** A hint in the child process; goes before the bot moves waiting in the queue. */
  hint(state: GameState, options: Omit<ThreadOptions, 'level'>): Promise<Hint> {
    return this.ask('hint', state, options);
  }

  /** The review of move `index` (0-based) of a game (src/review analyseMove), after every move and hint asked for. */
  reviewMove(record: GameRecord, index: number, budget: ReviewBudget): Promise<MoveReview> {
    return this.ask('reviewMove', null, { record, index, budget });
  }

  /** The child's process id while it runs (for measuring). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.idleTimer);
    const error = new Error('the AI process was closed');
    for (const r of this.queue.splice(0)) r.reject(error);
    this.running?.reject(error);
    this.running = null;
    await this.stopChild();
  }

  private ask<T>(kind: Kind, state: GameState | null, options: object): Promise<T> {
    if (this.closed) return Promise.reject(new Error('the AI process was closed'));
    const own = options as { timeMs?: number; iterations?: number };
    const searches = kind !== 'reviewMove';
    if (searches && this.options.moveMs !== undefined && own.timeMs === undefined && own.iterations === undefined) options = { ...options, timeMs: this.options.moveMs };
    return new Promise<T>((resolve, reject) => {
      const request: Request = { id: this.nextId++, kind, state, options, resolve: resolve as (value: never) => void, reject };
      const at = this.queue.findIndex((r) => PRIORITY[r.kind] > PRIORITY[kind]);
      this.queue.splice(at < 0 ? this.queue.length : at, 0, request);
      this.next();
    });
  }

  private next(): void {
    if (this.running || this.queue.length === 0) return;
    clearTimeout(this.idleTimer);
    const request = this.queue.shift()!;
    this.running = request;
    // A send that fails (the child just died) is answered by its 'exit' handler.
    this.start().send({ id: request.id, kind: request.kind, state: request.state, options: request.options }, (error) => {
      if (error) this.options.log?.debug({ err: error }, 'could not reach the AI process');
    });
  }

  private start(): ChildProcess {
    if (this.child) return this.child;
    const entry = childEntry();
    const typescript = entry.pathname.endsWith('.ts');
    const child = fork(entry, [], {
      // TypeScript under tsx (development, tests); plain node when compiled.
      execArgv: [...CHILD_V8_FLAGS, ...(typescript ? ['--import', 'tsx'] : [])],
      serialization: 'advanced', // structured clone, as a worker thread's messages
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    // It lowers its own priority to nice 19 once its code is loaded (ai-child.ts).
    child.on('message', (m: Answer) => this.onAnswer(m));
    child.on('exit', (code, signal) => {
      if (this.child !== child) return;
      this.child = null;
      const running = this.running;
      this.running = null;
      if (running) running.reject(new Error(`the AI process exited (${signal ?? `code ${code}`})`));
      this.next();
    });
    child.on('error', (error) => this.options.log?.warn({ err: error }, 'AI process error'));
    // An idle child does not keep the bot alive, and the bot never waits for it to stop.
    child.unref();
    child.channel?.unref();
    this.child = child;
    return child;
  }

  private onAnswer(m: Answer): void {
    const running = this.running;
    if (!running || running.id !== m.id) return;
    this.running = null;
    if (m.error) {
      const error = new Error(m.error.message);
      error.name = m.error.name;
      running.reject(error);
    } else running.resolve(m.result as never);
    if (this.queue.length > 0) this.next();
    else this.idleSoon();
  }

  private idleSoon(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (!this.running && this.queue.length === 0) void this.stopChild();
    }, this.options.idleExitMs ?? IDLE_EXIT_MS);
    this.idleTimer.unref();
  }

  private async stopChild(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.disconnect?.(); // the child exits on disconnect
    const timer = setTimeout(() => child.kill('SIGKILL'), 1_000);
    await exited;
    clearTimeout(timer);
  }
}
