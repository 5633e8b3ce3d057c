// The outbox's puzzle jobs, typed as the tournament jobs are (src/app/tournament-jobs.ts), of no one
// game: a server's puzzle of the day posted in its channel (once per server and day, then the next
// day's written by the post that claimed this one), and a reviewed game searched for puzzles.
import { z } from 'zod';
import { PermanentJobError, type JobHandler } from '../jobs/worker.ts';
import type { JobInput, JobRow } from '../store/types.ts';

export interface PuzzlePayloads {
  /** Post the server's puzzle of `day` (YYYY-MM-DD, UTC on the bot's clock) in its puzzle channel. */
  'puzzle-post': { guildId: string; day: string };
  /** Find the puzzles of a finished game whose review is stored, for its server. */
  'puzzle-find': { gameId: string };
}

export type PuzzleJobKind = keyof PuzzlePayloads;

export type PuzzleJob<K extends PuzzleJobKind> = Omit<JobRow, 'kind' | 'data'> & { kind: K; data: PuzzlePayloads[K] };

export type PuzzleJobHandlers = { [K in PuzzleJobKind]: (job: PuzzleJob<K>, signal?: AbortSignal) => Promise<void> };

const SCHEMAS: { [K in PuzzleJobKind]: z.ZodType<PuzzlePayloads[K]> } = {
  'puzzle-post': z.object({
    guildId: z.string().regex(/^\d{1,25}$/),
    day: z.string().regex(/^\d{4,6}-\d{2}-\d{2}$/),
  }),
  'puzzle-find': z.object({
    gameId: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i),
  }),
};

/** A puzzle job: a timer (it runs at its time and holds up no game's jobs). */
export function puzzleJob<K extends PuzzleJobKind>(
  kind: K,
  data: PuzzlePayloads[K],
  options: { runAt?: Date } = {},
): JobInput {
  return { kind, data, timer: true, ...(options.runAt ? { runAt: options.runAt } : {}) };
}

/** The worker's handlers: each payload checked against its kind first. */
export function checkedPuzzleHandlers(handlers: Partial<PuzzleJobHandlers>): Record<string, JobHandler> {
  const out: Record<string, JobHandler> = {};
  for (const kind of Object.keys(handlers) as PuzzleJobKind[]) {
    out[kind] = async (row: JobRow, signal: AbortSignal) => {
      const parsed = SCHEMAS[kind].safeParse(row.data);
      if (!parsed.success)
        throw new PermanentJobError(
          `a ${kind} job with a malformed payload: ${JSON.stringify(row.data)?.slice(0, 200)}`,
          {
            setAside: true,
          },
        );
      await (handlers[kind] as (job: PuzzleJob<typeof kind>, signal: AbortSignal) => Promise<void>)(
        { ...row, kind, data: parsed.data },
        signal,
      );
    };
  }
  return out;
}
