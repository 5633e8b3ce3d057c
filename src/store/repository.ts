// The store assembled from its parts (lobby, play, undo, endings, queries, jobs) over one Prisma
// client; every game id and version coming from outside is checked before any SQL.
import type { PrismaClient } from '../generated/prisma/client.ts';
import { agreementOps } from './agreement.ts';
import { StoreContext, type PlainQuery } from './context.ts';
import { endingOps } from './endings.ts';
import { fail } from './errors.ts';
import type { JobWakes } from './job-wakes.ts';
import { jobQueue } from './jobs.ts';
import { lobbyOps } from './lobby.ts';
import { playOps } from './play.ts';
import { queryOps } from './queries.ts';
import { seatOps } from './seats.ts';
import { undoOps } from './undo.ts';
import type { Store, StoreLogger } from './types.ts';

export interface RepositoryOptions {
  prisma: PrismaClient;
  logger: StoreLogger;
  /** The pool under Prisma's adapter (StoreContext.pool). */
  pool: PlainQuery;
  /** Tells the outbox's workers of new jobs (src/store/job-wakes.ts). */
  wakes?: JobWakes;
  onClose: () => Promise<void>;
}

export function createRepository({ prisma, logger, pool, wakes, onClose }: RepositoryOptions): Store {
  const ctx = new StoreContext(prisma, logger, pool);
  const store: Store = {
    ...lobbyOps(ctx),
    ...playOps(ctx),
    ...endingOps(ctx),
    ...queryOps(ctx),
    ...seatOps(ctx),
    ...agreementOps(ctx),
    ...undoOps(ctx),
    jobs: jobQueue(ctx, wakes),
    close: onClose,
  };
  return checkIds(store);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BY_GAME_ID = [
  'join',
  'leave',
  'start',
  'addBot',
  'removeBot',
  'setControl',
  'applyAction',
  'undo',
  'setEndVotes',
  'endByAgreement',
  'cancel',
  'get',
  'setMessages',
  'setThread',
  'events',
  'moves',
  'results',
  'exportRecord',
] as const;

/**
 * Game ids and versions often come back from Discord custom ids: anything malformed is
 * answered as a value (the database would reject a bad uuid with an exception).
 */
function checkIds(store: Store): Store {
  const checked = { ...store } as Record<string, unknown>;
  for (const name of BY_GAME_ID) {
    const method = store[name] as (...args: unknown[]) => Promise<unknown>;
    checked[name] = (...args: unknown[]) => {
      const [gameId, version] = args;
      if (typeof gameId !== 'string' || !UUID.test(gameId))
        return Promise.resolve(fail('NOT_FOUND', `No game ${String(gameId).slice(0, 60)}.`));
      if (
        ['start', 'applyAction', 'undo', 'addBot', 'removeBot', 'setControl', 'setEndVotes', 'endByAgreement'].includes(
          name,
        ) &&
        !Number.isSafeInteger(version)
      ) {
        return Promise.resolve(
          fail('BAD_INPUT', `The game version must be an integer, got ${String(version).slice(0, 30)}.`),
        );
      }
      return method(...args);
    };
  }
  return checked as unknown as Store;
}
