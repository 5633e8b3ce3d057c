// Runs an arena: mirrored sets of games (the same deal with side A in each
// seat in turn) spread over worker threads. Outcomes are kept by game index,
// so the summary does not depend on which worker finished first.
import { Worker } from 'node:worker_threads';
import type { PlayerCount, Variant } from '../../engine/core.ts';
import type { GameOutcome, GameTask } from './game.ts';
import type { PlayerSpec } from './players.ts';
import type { ToWorker, WorkerSetup } from './worker.ts';
import { siblingModule, workerSource } from '../../util/module-file.ts';

export interface ArenaOptions {
  a: PlayerSpec;
  b: PlayerSpec;
  players: PlayerCount;
  variant: Variant;
  /** Games wanted; rounded up to whole mirrored sets (a multiple of the player count). */
  games: number;
  seed: string;
  timeMs?: number;
  iterations?: number;
  workers: number;
  moveTimeoutMs: number;
  maxRounds: number;
  onProgress?: (done: number, total: number, outcome: GameOutcome) => void;
}

export function arenaTasks(o: Pick<ArenaOptions, 'players' | 'variant' | 'games' | 'seed' | 'maxRounds'>): GameTask[] {
  const sets = Math.ceil(o.games / o.players);
  const tasks: GameTask[] = [];
  for (let set = 0; set < sets; set++) {
    for (let seatA = 0; seatA < o.players; seatA++) {
      tasks.push({
        dealSeed: `${o.seed}:${set}`,
        players: o.players,
        variant: o.variant,
        seatA,
        maxRounds: o.maxRounds,
      });
    }
  }
  return tasks;
}

/** A worker thread running the arena's worker module (TypeScript through tsx, or compiled). */
function startWorker(setup: WorkerSetup): Worker {
  return new Worker(workerSource(siblingModule('./worker', import.meta.url)), { eval: true, workerData: setup });
}

export async function runArena(o: ArenaOptions): Promise<GameOutcome[]> {
  const tasks = arenaTasks(o);
  const outcomes: (GameOutcome | undefined)[] = new Array(tasks.length);
  const setup: WorkerSetup = {
    a: o.a,
    b: o.b,
    timeMs: o.timeMs,
    iterations: o.iterations,
    moveTimeoutMs: o.moveTimeoutMs,
  };
  const count = Math.max(1, Math.min(o.workers, tasks.length));
  let next = 0;
  let done = 0;
  await new Promise<void>((resolve, reject) => {
    let running = count;
    let failed = false;
    for (let k = 0; k < count; k++) {
      const worker = startWorker(setup);
      const feed = () => {
        if (failed || next >= tasks.length) {
          worker.postMessage({ stop: true } satisfies ToWorker);
          return;
        }
        const index = next++;
        worker.postMessage({ index, task: tasks[index] } satisfies ToWorker);
      };
      worker.on('message', (m: { ready?: true; index?: number; outcome?: GameOutcome; failure?: string }) => {
        if (m.ready) return feed();
        if (m.failure !== undefined) {
          failed = true;
          reject(new Error(`arena game ${m.index} failed: ${m.failure}`));
          return feed();
        }
        outcomes[m.index!] = m.outcome!;
        done++;
        o.onProgress?.(done, tasks.length, m.outcome!);
        feed();
      });
      worker.on('error', (error) => {
        failed = true;
        reject(error);
      });
      worker.on('exit', () => {
        if (--running === 0) resolve();
      });
    }
  });
  return outcomes.map((x, i) => {
    if (!x) throw new Error(`arena game ${i} has no outcome`);
    return x;
  });
}
