// The `puzzle-find` job: a finished game whose review was just stored is searched for puzzles (the
// moves where a player missed a clearly best one), which become its server's own puzzles of the day
// once it has enough. The search itself is the generator's (src/puzzles); where it runs is the caller's.
import type { Logger } from 'pino';
import type { GameRecord } from '../engine/core.ts';
import type { Puzzle } from '../puzzles/types.ts';
import type { ReviewStore } from '../store/reviews.ts';
import type { Store } from '../store/types.ts';
import type { PuzzleJobHandlers } from './puzzle-jobs.ts';
import type { Puzzles } from './puzzles.ts';

/** Finds a reviewed game's puzzles (`review`: the stored review); gives up when `signal` aborts. */
export type PuzzleFinder = (record: GameRecord, review: unknown, signal?: AbortSignal) => Promise<Puzzle[]>;

export function puzzleFindJob(
  puzzles: Puzzles,
  games: Pick<Store, 'get' | 'exportRecord'>,
  reviews: Pick<ReviewStore, 'get'>,
  log: Logger,
  find: PuzzleFinder,
): PuzzleJobHandlers['puzzle-find'] {
  return async (job, signal) => {
    const { gameId } = job.data;
    const found = await games.get(gameId);
    if (!found.ok) {
      if (found.error === 'NOT_FOUND') return;
      throw new Error(`puzzles of ${gameId}: ${found.error}`);
    }
    const guildId = found.game.guildId;
    if (!guildId || found.game.status !== 'finished') return;
    const [record, review] = await Promise.all([games.exportRecord(gameId), reviews.get(gameId)]);
    if (!record.ok) throw new Error(`puzzles of ${gameId}: its record: ${record.error}`);
    if (!review.ok) throw new Error(`puzzles of ${gameId}: its review: ${review.error}`);
    if (!review.review?.review) return;
    const list = await find(record.record as GameRecord, review.review.review, signal);
    const added = await puzzles.addOwn(guildId, gameId, list);
    if (!added.ok) throw new Error(`puzzles of ${gameId}: storing them: ${added.error}`);
    log.info({ gameId, guildId, found: list.length, added: added.added }, 'puzzles: found in a reviewed game');
  };
}
