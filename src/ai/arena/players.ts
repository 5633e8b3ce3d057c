// Arena players: a built-in level (optionally with a fixed step budget,
// `hard/2000`), or `cmd:<shell command>` speaking the engine protocol.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';
import { performance } from 'node:perf_hooks';
import type { Action, GameRecord, GameState } from '../../engine/core.ts';
import { chooseMove, isLevel, LEVELS, type Level } from '../index.ts';
import { recordMoveToAnyAction, type AnyRecordMove } from './record-moves.ts';

export type PlayerSpec = { kind: 'level'; level: Level; iterations?: number } | { kind: 'cmd'; command: string };

/** `random|greedy|easy|medium|hard`, `LEVEL/ITERATIONS`, or `cmd:<shell command>`; a string says what is wrong. */
export function parsePlayerSpec(text: string): PlayerSpec | string {
  if (text.startsWith('cmd:')) {
    const command = text.slice(4).trim();
    return command ? { kind: 'cmd', command } : 'cmd: needs a command after the colon';
  }
  const [level, steps, ...rest] = text.split('/');
  if (!isLevel(level) || rest.length > 0)
    return `"${text}" is not ${LEVELS.join(', ')}, LEVEL/ITERATIONS or cmd:<command>`;
  if (steps === undefined) return { kind: 'level', level };
  const iterations = Number(steps);
  if (!Number.isInteger(iterations) || iterations < 1)
    return `"${text}": the iterations after / must be a positive integer`;
  return { kind: 'level', level, iterations };
}

export type MoveAnswer = { ok: true; action: Action; ms: number } | { ok: false; error: string; ms: number };

export interface ArenaPlayer {
  /** The move for the player to act in `state` (whose game so far is `record`). */
  move(state: GameState, record: () => GameRecord, seed: string): Promise<MoveAnswer>;
  close(): void;
}

export function makePlayer(
  spec: PlayerSpec,
  options: { timeMs?: number; iterations?: number; moveTimeoutMs: number },
): ArenaPlayer {
  if (spec.kind === 'cmd') return new CommandPlayer(spec.command, options);
  const iterations = spec.iterations ?? options.iterations;
  return {
    async move(state, _record, seed) {
      const start = performance.now();
      const choice = chooseMove(state, {
        level: spec.level,
        seed,
        timeMs: options.timeMs,
        iterations,
        now: () => performance.now(),
      });
      return { ok: true, action: choice.action, ms: performance.now() - start };
    },
    close() {},
  };
}

/** A long-lived engine process; one request at a time. */
class CommandPlayer implements ArenaPlayer {
  private child: ChildProcessWithoutNullStreams | null = null;
  private nextId = 1;
  private waiting = new Map<number, (line: unknown) => void>();
  private dead: string | null = null;

  constructor(
    private readonly command: string,
    private readonly options: { timeMs?: number; iterations?: number; moveTimeoutMs: number },
  ) {}

  private start(): ChildProcessWithoutNullStreams {
    if (this.child) return this.child;
    const child = spawn('sh', ['-c', this.command], { stdio: ['pipe', 'pipe', 'pipe'] });
    child.stderr.resume(); // an engine's own logging is not ours to print
    child.stdin.on('error', () => {}); // a dead engine is noticed on its missing answer
    createInterface({ input: child.stdout }).on('line', (line) => {
      let answer: unknown;
      try {
        answer = JSON.parse(line);
      } catch {
        answer = { error: `not JSON: ${line.slice(0, 80)}` };
      }
      const id = (answer as { id?: unknown } | null)?.id;
      const resolve = typeof id === 'number' ? this.waiting.get(id) : undefined;
      if (resolve) resolve(answer);
    });
    child.on('exit', (code, signal) => {
      this.dead = `the engine exited (${signal ?? `code ${code}`})`;
      for (const resolve of this.waiting.values()) resolve({ error: this.dead });
      this.waiting.clear();
      this.child = null;
    });
    child.on('error', (error) => {
      this.dead = `the engine could not run: ${error.message}`;
    });
    this.child = child;
    return child;
  }

  async move(_state: GameState, record: () => GameRecord, _seed: string): Promise<MoveAnswer> {
    const start = performance.now();
    if (this.dead) return { ok: false, error: this.dead, ms: 0 };
    const child = this.start();
    const id = this.nextId++;
    const request: Record<string, unknown> = { id, record: record() };
    if (this.options.timeMs !== undefined) request.timeMs = this.options.timeMs;
    const answer = await new Promise<unknown>((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        resolve({ error: `no answer within ${this.options.moveTimeoutMs} ms` });
      }, this.options.moveTimeoutMs);
      this.waiting.set(id, (line) => {
        clearTimeout(timer);
        this.waiting.delete(id);
        resolve(line);
      });
      child.stdin.write(JSON.stringify(request) + '\n');
    });
    const ms = performance.now() - start;
    const fields = (answer ?? {}) as { move?: unknown; error?: unknown };
    if (fields.move === undefined)
      return { ok: false, error: typeof fields.error === 'string' ? fields.error : 'no move in the answer', ms };
    const action = recordMoveToAnyAction(fields.move as AnyRecordMove);
    if (typeof action === 'string') return { ok: false, error: action, ms };
    return { ok: true, action, ms };
  }

  close(): void {
    this.child?.stdin.end();
    this.child?.kill();
    this.child = null;
  }
}
