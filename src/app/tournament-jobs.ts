// The outbox's tournament and season jobs, typed as the game jobs are (src/app/jobs.ts) but of no one
// game: a round change (written with the end of each of its games), a start at its set time, posting
// a round, the standings or the end, and a season's end. Each payload is checked before its handler
// runs; one that does not match is set aside rather than run.
import { z } from 'zod';
import { PermanentJobError, type JobHandler } from '../jobs/worker.ts';
import type { JobInput, JobRow } from '../store/types.ts';

/**
 * What a tournament post shows: a reminder to check in before a set start, the start (round 1), a round
 * change (the standings so far and the new round), the end.
 */
export type PostKind = 'check-in' | 'started' | 'round' | 'final' | 'cancelled' | 'too-few';

export interface TournamentPayloads {
  /** A game of the tournament ended: pair the next round if it was the round's last. */
  'tournament-advance': { tournamentId: string };
  /** Its start at the time set. */
  'tournament-start': { tournamentId: string };
  /** Show a change in its channel (and on its sign-up message). `round`: the round it is about. */
  'tournament-post': { tournamentId: string; round: number; kind: PostKind };
  /** A season's end: close it, open the next, post its final table (once). */
  'season-end': { guildId: string; number: number };
}

export type TournamentJobKind = keyof TournamentPayloads;

export type TournamentJob<K extends TournamentJobKind> = Omit<JobRow, 'kind' | 'data'> & {
  kind: K;
  data: TournamentPayloads[K];
};

export type TournamentJobHandlers = {
  [K in TournamentJobKind]: (job: TournamentJob<K>) => Promise<void>;
};

const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
const SCHEMAS: { [K in TournamentJobKind]: z.ZodType<TournamentPayloads[K]> } = {
  'tournament-advance': z.object({ tournamentId: uuid }),
  'tournament-start': z.object({ tournamentId: uuid }),
  'tournament-post': z.object({
    tournamentId: uuid,
    round: z.number().int().nonnegative(),
    kind: z.enum(['check-in', 'started', 'round', 'final', 'cancelled', 'too-few']),
  }),
  'season-end': z.object({ guildId: z.string().regex(/^\d{1,25}$/), number: z.number().int().positive() }),
};

/** A job to write with a tournament's (or a season's) change. */
export function tournamentJob<K extends TournamentJobKind>(
  kind: K,
  data: TournamentPayloads[K],
  options: { runAt?: Date } = {},
): JobInput {
  // Timers: they run at their time and hold up none of a game's jobs (the advance is written with a game's end).
  return { kind, data, timer: true, ...(options.runAt ? { runAt: options.runAt } : {}) };
}

/** The worker's handlers: each payload checked against its kind first. */
export function checkedTournamentHandlers(handlers: TournamentJobHandlers): Record<string, JobHandler> {
  const out: Record<string, JobHandler> = {};
  for (const kind of Object.keys(handlers) as TournamentJobKind[]) {
    out[kind] = async (row: JobRow) => {
      const parsed = SCHEMAS[kind].safeParse(row.data);
      if (!parsed.success)
        throw new PermanentJobError(
          `a ${kind} job with a malformed payload: ${JSON.stringify(row.data)?.slice(0, 200)}`,
          {
            setAside: true,
          },
        );
      await (handlers[kind] as (job: TournamentJob<typeof kind>) => Promise<void>)({ ...row, kind, data: parsed.data });
    };
  }
  return out;
}
