// What every store's public calls share: a database that cannot be reached becomes a Result (logged
// once, as the store it happened in), an Abort thrown inside a transaction becomes its own Result,
// anything else is a bug and is thrown; and jobs written outside any game's order (a tournament's,
// a season's, a puzzle post's).
import type { Prisma } from '../generated/prisma/client.ts';
import { Abort, isUnavailable, unavailable } from './errors.ts';
import type { JobInput, Result, StoreLogger } from './types.ts';

export type Guard = <T extends object>(what: string, work: () => Promise<Result<T>>) => Promise<Result<T>>;

/** `guard(what, work)` for the store named `store` ("puzzle store"), logging to `logger`. */
export function storeGuard(logger: StoreLogger, store: string): Guard {
  return async (what, work) => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof Abort) return error.result;
      if (isUnavailable(error)) {
        logger.warn({ err: error, op: what }, `${store}: database unavailable`);
        return unavailable(error);
      }
      throw error;
    }
  };
}

/** Writes jobs that belong to no game (ordered unless a timer), in the caller's transaction. */
export async function writeGamelessJobs(db: Prisma.TransactionClient, jobs: JobInput[]): Promise<void> {
  if (jobs.length === 0) return;
  await db.job.createMany({
    data: jobs.map((j) => ({
      gameId: null,
      kind: j.kind,
      data: (j.data ?? {}) as Prisma.InputJsonValue,
      ordered: !j.timer,
      ...(j.runAt ? { runAt: j.runAt } : {}),
    })),
  });
}
