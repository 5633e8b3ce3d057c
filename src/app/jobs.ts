// The outbox's job kinds and their payloads, typed in one map (after graphile-worker's task
// list): what a change writes and what a handler receives are checked against it, and a payload
// that does not match (a bug, or a job written by another version of the bot) is set aside
// rather than run. The worker that runs them is src/jobs/worker.ts.
import { z } from 'zod';
import { PermanentJobError, type JobHandler } from '../jobs/worker.ts';
import type { JobInput, JobRow } from '../store/types.ts';
import type { Outcome } from './outcome.ts';

export { PermanentJobError };

/** A change shown to people: the outcome and the game version it produced. */
export interface PresentJob {
  version: number;
  /** Moves in the log once the change was saved (to draw the table as it was then). */
  moveCount: number;
  outcome: Outcome;
}

/** An AI turn, a turn clock or a reminder: acts only while the game is still at `version`. */
export interface TurnJob {
  version: number;
  seat: number;
}

/** Rate a finished game (once; written with the change that finished it). */
export interface RateJob {
  finished: true;
}

/** Review a finished game and post the review in its thread, once (written with the change that finished it). */
export interface ReviewJob {
  finished: true;
}

/** Take an old turn message away if it still offers controls (its turn is over). */
export interface RetireTurnJob {
  messageId: string;
  /** Where it is: the job needs nothing else of the game. */
  channelId: string;
}

export interface JobPayloads {
  present: PresentJob;
  'ai-turn': TurnJob;
  'turn-clock': TurnJob;
  'turn-reminder': TurnJob;
  'rate-game': RateJob;
  'review-game': ReviewJob;
  'retire-turn': RetireTurnJob;
}

export type JobKind = keyof JobPayloads;

/** A claimed job whose payload matched its kind. */
export type TypedJob<K extends JobKind> = Omit<JobRow, 'kind' | 'data' | 'gameId'> & {
  kind: K;
  data: JobPayloads[K];
  gameId: string;
};

/** `signal`: aborted when the worker stops (long work gives up; its job runs again). */
export type JobHandlers = { [K in JobKind]: (job: TypedJob<K>, signal?: AbortSignal) => Promise<void> };

const turn = z.object({ version: z.number().int().nonnegative(), seat: z.number().int().nonnegative() });
const SCHEMAS: { [K in JobKind]: z.ZodType<unknown> } = {
  present: z.object({
    version: z.number().int().nonnegative(),
    moveCount: z.number().int().nonnegative(),
    outcome: z.object({ kind: z.string() }).passthrough(),
  }),
  'ai-turn': turn,
  'turn-clock': turn,
  'turn-reminder': turn,
  'rate-game': z.object({ finished: z.literal(true) }),
  'review-game': z.object({ finished: z.literal(true) }),
  'retire-turn': z.object({ messageId: z.string().regex(/^\d{1,25}$/), channelId: z.string().regex(/^\d{1,25}$/) }),
};

/** A job to write with a change. `unordered`: runs at its time whatever else the game has pending (timers, ratings). */
export function job<K extends JobKind>(
  kind: K,
  data: JobPayloads[K],
  options: { runAt?: Date; unordered?: boolean } = {},
): JobInput {
  return {
    kind,
    data,
    ...(options.runAt ? { runAt: options.runAt } : {}),
    ...(options.unordered ? { timer: true } : {}),
  };
}

/** The worker's handlers: each payload is checked against its kind before its handler runs. */
export function checkedHandlers(handlers: JobHandlers): Record<string, JobHandler> {
  const out: Record<string, JobHandler> = {};
  for (const kind of Object.keys(handlers) as JobKind[]) {
    out[kind] = async (row: JobRow, signal: AbortSignal) => {
      const parsed = SCHEMAS[kind].safeParse(row.data);
      if (!row.gameId || !parsed.success)
        throw new PermanentJobError(
          `a ${kind} job with a malformed payload: ${JSON.stringify(row.data)?.slice(0, 200)}`,
          { setAside: true },
        );
      await (handlers[kind] as (job: TypedJob<typeof kind>, signal: AbortSignal) => Promise<void>)(
        { ...row, kind, gameId: row.gameId, data: parsed.data as JobPayloads[typeof kind] },
        signal,
      );
    };
  }
  return out;
}
