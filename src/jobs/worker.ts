// Runs the outbox: claims due jobs from the database and hands each to the handler of its
// kind, until done. Every bot process runs one; the database decides who runs what, so each
// job runs once at a time whichever process is alive, and a job whose process died runs again
// when its lease ends. A failed job is retried with growing delays, up to a number of attempts
// after which it is set aside: kept with its last error for an operator (`azul jobs`), logged,
// and no longer holding up the game's later jobs, so one job that keeps failing (a bug) cannot
// stall a game's bot turns and clocks. A handler that knows a failure is permanent throws a
// PermanentJobError: the job is closed with that note (or set aside, when it asks to be kept).
//
// The worker is woken by the database (JobQueue.subscribe): a job written by any statement of any
// process, this one included, wakes the workers of every process at its commit, so nothing that
// writes jobs has to wake anyone. A job that comes due by time alone (a turn clock, a retry, the
// lease of a job whose process died) is announced by nobody: each look at what is claimable also
// says when the next one comes due, and the worker sets its timer for then. Beside that it polls:
// seldom while wake-ups reach it (a net for one lost), every second while they do not (its listen
// connection lost, coming back).
import { randomBytes } from 'node:crypto';
import { scaled } from '../clock.ts';
import type { JobKinds, JobQueue, JobRow } from '../store/types.ts';

/** `signal` aborts when the worker stops: long work (a review) gives up, and the job runs again elsewhere at once. */
export type JobHandler = (job: JobRow, signal: AbortSignal) => Promise<void>;

export interface WorkerLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/**
 * Thrown by a handler when trying again cannot help: a deleted channel, a refused permission (the
 * job is closed), or a job that cannot be run as written, e.g. a malformed payload (`setAside`: kept
 * for an operator to look at).
 */
export class PermanentJobError extends Error {
  readonly setAside: boolean;
  constructor(message: string, options: { setAside?: boolean } = {}) {
    super(message);
    this.setAside = options.setAside ?? false;
  }
}

export interface WorkerOptions {
  /**
   * How often an idle worker looks for due jobs while no wake-up reaches it (its listen connection
   * lost, or `notifications` off); default defaultPollMs(): 1 s, scaled by AZUL_CLOCK_SCALE, at least 100 ms.
   */
  pollMs?: number;
  /** How often an idle worker looks while wake-ups reach it (default safetyPollMs(): 10 s, scaled, at least 100 ms). */
  safetyPollMs?: number;
  /** Woken by the database's announcements of new jobs (default true); false: polls only (a benchmark's baseline). */
  notifications?: boolean;
  /** How long a claimed job stays ours before another process may take it over (default 30 s, scaled). */
  leaseMs?: number;
  /** Identifies this process in the jobs it holds. */
  workerId?: string;
  /** Attempts after which a failing job is set aside (default MAX_ATTEMPTS). */
  maxAttempts?: number;
  /**
   * Kinds of long work (a game review: minutes) run in a lane of their own, one at a time, their
   * lease renewed while they run: they hold up neither the other jobs of this process nor their game's.
   */
  background?: string[];
  /**
   * Lanes that claim and run jobs side by side, each limited to some kinds (default: one lane, every
   * kind). The bot gives the AI's jobs lanes of their own, so that a bot's move being thought about
   * never holds up showing a person's move in another game (one game's jobs still run in order:
   * the claim sees to that).
   */
  lanes?: readonly (JobKinds | undefined)[];
  /** Told how each job run ended and how long it took (the bot's /metrics). */
  observe?: (kind: string, outcome: JobRunOutcome, ms: number) => void;
}

/** How a job run ended: done, closed for good, set aside, to be retried, or given back by a stopping worker. */
export type JobRunOutcome = 'done' | 'closed' | 'set_aside' | 'retry' | 'given_back';

/**
 * With delays of 1, 2, 4... seconds (at most 5 minutes), ten attempts span about 13 minutes:
 * longer than a Discord or database outage the bot rides out, short enough that a job that
 * fails for a bug does not hold up a game's later jobs for long.
 */
export const MAX_ATTEMPTS = 10;

/**
 * The shortest idle poll, whatever AZUL_CLOCK_SCALE: a clock scaled 30× would otherwise poll every
 * 33 ms, and the polls alone took ~15 CPU-seconds of the end-to-end tests that scale their clocks
 * (Postgres's and the bot's).
 */
export const MIN_POLL_MS = 100;

/**
 * How often an idle worker deaf to wake-ups looks for due jobs unless told: 1 s, scaled by
 * AZUL_CLOCK_SCALE, not under MIN_POLL_MS.
 */
export function defaultPollMs(): number {
  return Math.max(MIN_POLL_MS, scaled(1_000));
}

/**
 * How often an idle worker that hears wake-ups still looks: 10 s, scaled, not under MIN_POLL_MS. It
 * finds what neither a wake-up nor a job's time announces: a job left claimable by a process that
 * stopped between completing the job before it and looking again, a wake-up lost before a dead
 * connection was noticed.
 */
export function safetyPollMs(): number {
  return Math.max(MIN_POLL_MS, scaled(10_000));
}

/** Whether a lane of these kinds takes a job of this kind. */
function takes(kinds: JobKinds | undefined, kind: string): boolean {
  if (!kinds) return true;
  return 'only' in kinds ? kinds.only.includes(kind) : !kinds.except.includes(kind);
}

/** A lane's kinds with the long work taken out. */
function withoutBackground(kinds: JobKinds | undefined, background: readonly string[]): JobKinds | undefined {
  if (background.length === 0) return kinds;
  if (!kinds) return { except: [...background] };
  if ('only' in kinds) return { only: kinds.only.filter((k) => !background.includes(k)) };
  return { except: [...kinds.except, ...background] };
}

const RETRY_BASE_MS = 1_000;
const RETRY_MAX_MS = 5 * 60_000;

export class JobWorker {
  readonly id: string;
  private readonly pollMs: number;
  private readonly safetyPollMs: number;
  private readonly notifications: boolean;
  private readonly leaseMs: number;
  private readonly maxAttempts: number;
  private readonly lanes: readonly (JobKinds | undefined)[];
  /** The next look, and when it is due (Date.now() ms). */
  private timer: NodeJS.Timeout | undefined;
  private timerAt = 0;
  /** A look at what is claimable in flight, and whether another was asked for meanwhile. */
  private looking: Promise<void> | null = null;
  private lookAgain = false;
  /** Whether the database's wake-ups reach this worker now. */
  private listening = false;
  private unsubscribe: (() => void) | undefined;
  /** Each lane's drain while it runs: lanes drain on their own, so a long job in one never holds up another's. */
  private readonly running: (Promise<void> | null)[];
  /** A lane asked to look again while it was draining. */
  private readonly again: boolean[];
  private stopped = true;
  private readonly background: string[];
  private lane: Promise<void> | null = null;
  private abort = new AbortController();
  private readonly observe: NonNullable<WorkerOptions['observe']>;

  constructor(
    private readonly queue: JobQueue,
    private readonly handlers: Record<string, JobHandler>,
    private readonly log: WorkerLog,
    options: WorkerOptions = {},
  ) {
    this.id = options.workerId ?? `w-${process.pid}-${randomBytes(3).toString('hex')}`;
    this.pollMs = options.pollMs ?? defaultPollMs();
    this.safetyPollMs = options.safetyPollMs ?? safetyPollMs();
    this.notifications = options.notifications ?? true;
    this.leaseMs = options.leaseMs ?? scaled(30_000);
    this.maxAttempts = options.maxAttempts ?? MAX_ATTEMPTS;
    this.background = options.background ?? [];
    this.observe = options.observe ?? (() => {});
    // The lanes never take long work: it has its lane of its own.
    this.lanes = (options.lanes && options.lanes.length > 0 ? options.lanes : [undefined]).map((kinds) =>
      withoutBackground(kinds, this.background),
    );
    this.running = this.lanes.map(() => null);
    this.again = this.lanes.map(() => false);
  }

  /** Starts: listens for the database's wake-ups, and looks at once (jobs left by a crash or a restart are due). */
  start(): void {
    this.stopped = false;
    if (this.abort.signal.aborted) this.abort = new AbortController();
    if (this.notifications && !this.unsubscribe) {
      this.unsubscribe = this.queue.subscribe({
        wake: () => this.wake(),
        listening: (on) => {
          this.listening = on;
          // Back: what was written meanwhile is looked for now. Lost: the poll takes over.
          if (on) this.wake();
          else this.lookIn(this.pollMs);
        },
      });
    }
    this.wake();
  }

  /**
   * Looks for work now (the database announced some): one read of what is claimable, then a claim in
   * as many lanes as there are jobs for them (a claim in every lane made four a move, three of them
   * empty). The idle poll counts again from when the lanes next run out of work.
   */
  private wake(): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.poll();
  }

  /**
   * Lane `i` drains now, or once more after the drain it is in (a job may have been written after
   * that drain's last look). Lanes drain on their own: a person's table shown in one lane does not
   * wait for a bot's search in another to end (it waited for the whole round of lanes: ~1 s behind
   * a hard bot's move in any game of the process).
   */
  private kickLaneAt(i: number): void {
    if (this.stopped) return;
    if (this.running[i]) {
      this.again[i] = true;
      return;
    }
    this.running[i] = this.drain(i).finally(() => {
      this.running[i] = null;
      if (this.stopped) return;
      if (this.again[i]) {
        this.again[i] = false;
        this.kickLaneAt(i);
      } else {
        this.pollSoon();
      }
    });
  }

  /** A lane ran out of work: a poll later the worker looks again, unless woken or a job comes due first. */
  private pollSoon(): void {
    this.lookIn(this.listening ? this.safetyPollMs : this.pollMs);
  }

  /**
   * The worker looks again in `ms` at the latest (a sooner look already set stays; none is further
   * than the safety poll).
   */
  private lookIn(ms: number): void {
    if (this.stopped) return;
    const delay = Math.max(1, Math.ceil(Math.min(ms, this.safetyPollMs)));
    const at = Date.now() + delay;
    if (this.timer !== undefined && this.timerAt <= at) return;
    clearTimeout(this.timer);
    this.timerAt = at;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.poll();
    }, delay);
    this.timer.unref();
  }

  /**
   * One read of what is claimable (not a claim in each of the five lanes: an idle bot made 252 queries
   * a minute, ~2,500 with its clock scaled 30x in the tests), then a claim only in lanes with a job to
   * take. Lanes that find nothing look again when they are done. Wake-ups that come while a read is
   * in flight are answered by one more read after it (a burst of writes costs two reads, not one each).
   */
  private poll(): void {
    if (this.looking) {
      this.lookAgain = true;
      return;
    }
    this.looking = (async () => {
      do {
        this.lookAgain = false;
        const { kicked } = await this.kickDue();
        if (kicked === 0 && !this.stopped) this.pollSoon();
      } while (this.lookAgain && !this.stopped);
    })().finally(() => {
      this.looking = null;
      // A wake-up that came after the loop's last check (it cleared the timer, counting on this read)
      // is answered here, or it would be lost with no timer left to look again.
      if (this.lookAgain && !this.stopped) this.poll();
    });
  }

  /**
   * Reads how many jobs of each kind are claimable and gives each one lane that takes it (idle lanes
   * first), and the long lane when long work is claimable. `busy`: a lane that just finished a job and
   * claims again only if it gets one here (`mine`); a job behind its game's earlier one is not counted
   * (the lanes woke for it with an empty claim each: ~7 claims a move, 2 of them taking a job).
   * `kicked`: the other lanes woken (0 when the read failed: unavailable, logged by the store, or a
   * bug, logged here).
   */
  private async kickDue(busy?: number): Promise<{ kicked: number; mine: boolean }> {
    const due = await this.queue.claimable().catch((error: unknown) => {
      this.log.error({ err: error }, 'jobs: looking for due jobs failed');
      return null;
    });
    if (this.stopped) return { kicked: 0, mine: false };
    // A read that failed (the database unavailable) is tried again a poll later, whatever wakes.
    if (!due?.ok) {
      this.lookIn(this.pollMs);
      return { kicked: 0, mine: false };
    }
    if (due.nextDueInMs !== null) this.lookIn(due.nextDueInMs);
    const left = new Map(Object.entries(due.counts).filter(([, n]) => n > 0));
    if ([...left.keys()].some((kind) => this.background.includes(kind))) this.kickLane();
    const give = (lane: number) => {
      for (const [kind, n] of left) {
        if (!takes(this.lanes[lane], kind)) continue;
        if (n > 1) left.set(kind, n - 1);
        else left.delete(kind);
        return true;
      }
      return false;
    };
    const mine = busy !== undefined && give(busy);
    const others = this.lanes.map((_, i) => i).filter((i) => i !== busy);
    // Idle lanes first: a busy one would take the job only after the one in hand.
    others.sort((a, b) => Number(this.running[a] !== null) - Number(this.running[b] !== null));
    let kicked = 0;
    for (const i of others) {
      if (!give(i)) continue;
      this.kickLaneAt(i);
      kicked++;
    }
    return { kicked, mine };
  }

  /** Stops claiming; waits (bounded) for the job in hand. Its lease makes it safe to stop anywhere. */
  async stop(timeoutMs = 5_000): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    this.listening = false;
    // Long work gives up now (its job is given back to run again at once, here or elsewhere).
    this.abort.abort();
    const busy = [...this.running, this.lane].filter((p): p is Promise<void> => p !== null);
    if (busy.length) await Promise.race([Promise.all(busy), new Promise((r) => setTimeout(r, timeoutMs).unref())]);
  }

  /** Runs due jobs (of the lane's kinds) one after another until none is left. */
  private async drain(lane: number): Promise<void> {
    const kinds = this.lanes[lane];
    while (!this.stopped) {
      const claimed = await this.queue.claim(this.id, this.leaseMs, kinds).catch((error: unknown) => {
        this.log.error({ err: error }, 'jobs: claiming failed');
        return null;
      });
      if (!claimed?.ok || !claimed.job) return;
      await this.run(claimed.job, lane);
      // The job done (or given back) may free its game's next job (a bot's move after the table was
      // shown): one read says which lanes have work now, this one included; it claims again only if so.
      if (!(await this.kickDue(lane)).mine) return;
    }
  }

  /** The lane of long work: one job at a time, beside the other jobs (kicked when long work is due). */
  private kickLane(): void {
    if (this.stopped || this.background.length === 0 || this.lane) return;
    this.lane = (async () => {
      while (!this.stopped) {
        const claimed = await this.queue
          .claim(this.id, this.leaseMs, { only: this.background })
          .catch((error: unknown) => {
            this.log.error({ err: error }, 'jobs: claiming failed');
            return null;
          });
        if (!claimed?.ok || !claimed.job) return;
        await this.run(claimed.job, 'long');
      }
    })().finally(() => {
      this.lane = null;
    });
  }

  /** Runs a claimed job of lane `lane` (an index of `lanes`), or of the long-work lane. */
  private async run(job: JobRow, lane: number | 'long'): Promise<void> {
    const long = lane === 'long';
    const handler = this.handlers[job.kind];
    const started = Date.now();
    const ended = (outcome: JobRunOutcome) => this.observe(job.kind, outcome, Date.now() - started);
    const signal = this.abort.signal;
    // Long work keeps its lease while it runs; a process that dies stops renewing it, and the job runs again elsewhere.
    let renewing: Promise<unknown> = Promise.resolve();
    const renew = long
      ? setInterval(
          () => (renewing = this.queue.extend(job.id, this.id, this.leaseMs).catch(() => undefined)),
          Math.max(50, this.leaseMs / 3),
        )
      : undefined;
    renew?.unref();
    // Renewing stops before the job's outcome is written: a renewal landing after a give-back would
    // lock the job again for a whole lease.
    const stopRenewing = async () => {
      clearInterval(renew);
      await renewing;
    };
    try {
      if (!handler) throw new PermanentJobError(`no handler for job kind "${job.kind}"`);
      await handler(job, signal);
      await stopRenewing();
      await this.queue.complete(job.id, this.id);
      ended('done');
      this.log.info({ jobId: job.id, kind: job.kind, gameId: job.gameId, ms: Date.now() - started }, 'jobs: done');
    } catch (error) {
      await stopRenewing();
      const message = error instanceof Error ? error.message : String(error);
      if (signal.aborted && long) {
        ended('given_back');
        this.log.info({ jobId: job.id, kind: job.kind, gameId: job.gameId }, 'jobs: stopped; given back to run again');
        await this.queue.retry(job.id, this.id, 'stopped with its process', 0).catch(() => undefined);
        return;
      }
      if (error instanceof PermanentJobError && !error.setAside) {
        ended('closed');
        this.log.error(
          { jobId: job.id, kind: job.kind, gameId: job.gameId, err: error },
          'jobs: failed for good, closed',
        );
        await this.queue.complete(job.id, this.id).catch(() => undefined);
        return;
      }
      if (error instanceof PermanentJobError || job.attempts >= this.maxAttempts) {
        ended('set_aside');
        this.log.error(
          { jobId: job.id, kind: job.kind, gameId: job.gameId, attempts: job.attempts, err: error },
          "jobs: set aside (see `azul jobs`); the game's later jobs go on",
        );
        await this.queue.setAside(job.id, this.id, message).catch(() => undefined);
        return;
      }
      ended('retry');
      const delay = scaled(Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.min(job.attempts, 12)));
      this.log.warn(
        { jobId: job.id, kind: job.kind, gameId: job.gameId, attempt: job.attempts, retryInMs: delay, err: error },
        'jobs: failed, will retry',
      );
      await this.queue.retry(job.id, this.id, message, delay).catch(() => undefined);
    } finally {
      clearInterval(renew);
    }
  }
}
