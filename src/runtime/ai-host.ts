// The AI off the bot's event loop: bot moves, hints and game reviews are computed in a worker thread
// (the default) or a child process, at the lowest CPU priority (nice 19), one request at a time, so
// thinking never slows a person's click.
//
// A thread or a process ('thread' | 'process', AZUL_AI_ISOLATION): the thread lowers its own
// priority (on Linux a nice value belongs to a thread) and costs ~30 MB where a process costs ~67 MB
// (a second copy of node: its code pages, its base heap); the process also lowers its garbage
// collector's threads, and a crash in it cannot take the bot down. The AI is plain JavaScript with a
// bounded heap (an out-of-memory worker ends alone), so the thread, the lighter of the two, is the default.
// Either goes away after IDLE_EXIT_MS without work, its heap back to the system.
// Bounded: one request at a time (a hard move is up to a second of one core; with 2 cores the other
// stays for the bot). Order: hints (a person waits) before bot moves before a review's moves (a
// review waits for nobody); a review is asked for one move at a time (a few hundred ms each at the
// default budget), so a hint or a bot move waits for at most one of them.
//
//   const ai = new AiHost({ log });
//   const { action } = await ai.chooseMove(state, { level: 'hard', seed });
//   const move = await ai.reviewMove(record, 12, budget);
//   await ai.close();
import { fork } from 'node:child_process';
import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import type { GameRecord, GameState } from '../engine/core.ts';
import type { ChooseOptions, Hint, MoveChoice } from '../ai/index.ts';
import type { MoveReview, ReviewBudget } from '../review/index.ts';
import { siblingModule, workerSource } from '../util/module-file.ts';
import type { AiIsolation } from '../config.ts';
import type { AiAnswer, AiRequest } from './ai-service.ts';
import type { WorkerHello } from './ai-worker.ts';

/** The thread or process exits after this long without a request (its memory goes back to the system). */
export const IDLE_EXIT_MS = 60_000;

/**
 * Heap bounds of either: a small young generation (a search allocates many short-lived objects;
 * 16 MB semi-spaces would keep ~50 MB resident for nothing) and a bounded old generation.
 */
const SEMI_SPACE_MB = 2;
const OLD_SPACE_MB = 192;
const CHILD_V8_FLAGS = [`--max-semi-space-size=${SEMI_SPACE_MB}`, `--max-old-space-size=${OLD_SPACE_MB}`];
// V8's young generation is three semi-spaces' worth (two semi-spaces and the new large objects).
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 3 * SEMI_SPACE_MB, maxOldGenerationSizeMb: OLD_SPACE_MB };

/** A search's options: the AI's, with the clock of the thread or process that searches. */
export type SearchOptions = Omit<ChooseOptions, 'now'> & {
  /** Time budget with the searcher's clock (default true); false: a step budget only. */
  useClock?: boolean;
};

type Kind = AiRequest['kind'];
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

export interface AiHostOptions {
  log?: Pick<Logger, 'warn' | 'debug'>;
  /** Where the AI runs (AZUL_AI_ISOLATION; default 'thread'). */
  isolation?: AiIsolation;
  /** Milliseconds without a request before the thread or process exits (default IDLE_EXIT_MS). */
  idleExitMs?: number;
  /**
   * Milliseconds a search may take for a move or a hint, when the request names no budget of its own
   * (AZUL_AI_MOVE_MS; default: the level's, src/ai/index.ts DEFAULT_BUDGETS).
   */
  moveMs?: number;
  /**
   * Start the thread or process from the compiled dist/ even when this host runs as TypeScript
   * (AZUL_AI_CHILD_COMPILED=1; default false).
   */
  compiled?: boolean;
}

/** Where the AI runs now, for measuring and tests: the child's pid, or the worker thread's kernel id (Linux). */
export type AiPlace =
  { isolation: 'process'; pid: number } | { isolation: 'thread'; threadId: number; tid: number | null; niced: boolean };

/** The thread or process behind the host: what it needs of either. */
interface Peer {
  place: AiPlace;
  send(request: Omit<Request, 'resolve' | 'reject'>): void;
  stop(): Promise<void>;
}

interface PeerEvents {
  /** Start the compiled module (see entry()). */
  compiled: boolean;
  onAnswer(answer: AiAnswer): void;
  onExit(why: string): void;
  log?: Pick<Logger, 'warn' | 'debug'>;
}

/**
 * The module of the child or worker: next to this one (TypeScript under tsx, JavaScript when
 * compiled). With `compiled` (AZUL_AI_CHILD_COMPILED=1) a host running as TypeScript starts the
 * compiled one in dist/ instead: the integration tests ask for it (their global setup builds dist/
 * from the sources first), which spares each of their ~30 AI starts tsx's (~0.3 CPU-s).
 */
function entry(base: './ai-child' | './ai-worker', compiled: boolean): URL {
  const own = siblingModule(base, import.meta.url);
  if (!compiled || !own.pathname.endsWith('.ts')) return own;
  return new URL(`../../dist/src/runtime/${base.slice(2)}.js`, import.meta.url);
}

function startProcess(events: PeerEvents): Peer {
  const file = entry('./ai-child', events.compiled);
  const child = fork(file, [], {
    // TypeScript under tsx (development, tests); plain node when compiled.
    execArgv: [...CHILD_V8_FLAGS, ...(file.pathname.endsWith('.ts') ? ['--import', 'tsx'] : [])],
    serialization: 'advanced', // structured clone, as a worker thread's messages
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  // It lowers its own priority to nice 19 once its code is loaded (ai-child.ts).
  child.on('message', (m: AiAnswer) => events.onAnswer(m));
  child.on('exit', (code, signal) => events.onExit(`the AI process exited (${signal ?? `code ${code}`})`));
  child.on('error', (error) => events.log?.warn({ err: error }, 'AI process error'));
  // An idle child does not keep the bot alive, and the bot never waits for it to stop.
  child.unref();
  child.channel?.unref();
  return {
    place: { isolation: 'process', pid: child.pid! },
    // A send that fails (the child just died) is answered by its 'exit' handler.
    send: (request) =>
      child.send(request, (error) => {
        if (error) events.log?.debug({ err: error }, 'could not reach the AI process');
      }),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.disconnect?.(); // the child exits on disconnect
      const timer = setTimeout(() => child.kill('SIGKILL'), 1_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

function startThread(events: PeerEvents): Peer {
  const worker = new Worker(workerSource(entry('./ai-worker', events.compiled)), {
    eval: true,
    resourceLimits: WORKER_LIMITS,
  });
  const place: AiPlace = { isolation: 'thread', threadId: worker.threadId, tid: null, niced: false };
  worker.on('message', (m: AiAnswer | WorkerHello) => {
    if (!('hello' in m)) return events.onAnswer(m);
    Object.assign(place, { tid: m.hello.tid, niced: m.hello.niced });
    // Off Linux there is no per-thread priority to set (debug: not worth a warning at every start).
    if (!m.hello.niced && m.hello.tid === null)
      events.log?.debug({ why: m.hello.why }, "the AI thread keeps the bot's priority");
    else if (!m.hello.niced) events.log?.warn({ why: m.hello.why }, 'could not lower the AI thread priority');
  });
  // A search that throws is answered with its error (ai-service.ts); this is the worker itself failing.
  worker.on('error', (error) => events.log?.warn({ err: error }, 'AI thread error'));
  worker.on('exit', (code) => events.onExit(`the AI thread exited (code ${code})`));
  worker.unref(); // an idle thread does not keep the bot alive
  return {
    place,
    send: (request) => worker.postMessage(request),
    stop: async () => void (await worker.terminate()),
  };
}

export class AiHost {
  private peer: Peer | null = null;
  private queue: Request[] = [];
  private running: Request | null = null;
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly options: AiHostOptions = {}) {}

  /** The AI's move. Rejects with a NothingToDecide-named error on a finished game. */
  chooseMove(state: GameState, options: SearchOptions): Promise<MoveChoice> {
    return this.ask('chooseMove', state, options);
  }

  /** A hint; goes before the bot moves waiting in the queue. */
  hint(state: GameState, options: Omit<SearchOptions, 'level'>): Promise<Hint> {
    return this.ask('hint', state, options);
  }

  /** The review of move `index` (0-based) of a game (src/review analyseMove), after every move and hint asked for. */
  reviewMove(record: GameRecord, index: number, budget: ReviewBudget): Promise<MoveReview> {
    return this.ask('reviewMove', null, { record, index, budget });
  }

  /** Where the AI runs while it runs (for measuring); undefined when it is not running. */
  get place(): AiPlace | undefined {
    return this.peer?.place;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.idleTimer);
    const error = new Error('the AI was closed');
    for (const r of this.queue.splice(0)) r.reject(error);
    this.running?.reject(error);
    this.running = null;
    await this.stopPeer();
  }

  private ask<T>(kind: Kind, state: GameState | null, options: object): Promise<T> {
    if (this.closed) return Promise.reject(new Error('the AI was closed'));
    const own = options as { timeMs?: number; iterations?: number };
    const searches = kind !== 'reviewMove';
    if (searches && this.options.moveMs !== undefined && own.timeMs === undefined && own.iterations === undefined)
      options = { ...options, timeMs: this.options.moveMs };
    return new Promise<T>((resolve, reject) => {
      const request: Request = {
        id: this.nextId++,
        kind,
        state,
        options,
        resolve: resolve as (value: never) => void,
        reject,
      };
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
    const { id, kind, state, options } = request;
    this.start().send({ id, kind, state, options });
  }

  private start(): Peer {
    if (this.peer) return this.peer;
    const start = (this.options.isolation ?? 'thread') === 'thread' ? startThread : startProcess;
    const peer: Peer = start({
      compiled: this.options.compiled ?? false,
      log: this.options.log,
      onAnswer: (m) => this.onAnswer(m),
      onExit: (why) => {
        if (this.peer !== peer) return;
        this.peer = null;
        const running = this.running;
        this.running = null;
        if (running) running.reject(new Error(why));
        this.next();
      },
    });
    this.peer = peer;
    return peer;
  }

  private onAnswer(m: AiAnswer): void {
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
      if (!this.running && this.queue.length === 0) void this.stopPeer();
    }, this.options.idleExitMs ?? IDLE_EXIT_MS);
    this.idleTimer.unref();
  }

  private async stopPeer(): Promise<void> {
    const peer = this.peer;
    this.peer = null;
    await peer?.stop();
  }
}
