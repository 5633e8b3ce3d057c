// Game reviews over the same database as the games: a review is started once per
// finished game with its budget, grows move by move (review_moves: a restart resumes after the
// last move stored), is completed once (the whole review stored, its moves dropped) and posted
// once (postedAt, messageId). Every write is conditional, so two processes reviewing the same
// game (the job in one, `/azul review` in another) store one review. The review itself is
// opaque JSON here: the app (src/app/reviews.ts) knows its shape.
import type { PrismaClient } from '../generated/prisma/client.ts';
import { fail } from './errors.ts';
import { storeGuard, writeGamelessJobs } from './guard.ts';
import type { JobInput, Result, StoreLogger } from './types.ts';

export interface StoredReviewRow {
  gameId: string;
  /** The per-move budget the review was started with (a resumed review keeps it). */
  budget: unknown;
  /** The whole review once complete; null while in progress. */
  review: unknown | null;
  /** The moves analysed so far, in order (empty once complete: they are in the review). */
  moves: unknown[];
  completedAt: Date | null;
  postedAt: Date | null;
  messageId: string | null;
}

export interface ReviewStore {
  /** A game's review, complete or in progress, or null when none was started. */
  get(gameId: string): Promise<Result<{ review: StoredReviewRow | null }>>;
  /**
   * Starts a game's review with `budget`, once (a later call keeps
   * the first budget); the review as stored. NOT_FOUND: no such game.
   */
  start(gameId: string, budget: unknown): Promise<Result<{ review: StoredReviewRow }>>;
  /** Stores move `index` of a review in progress; false when it was stored already (or the review is complete). */
  addMove(gameId: string, index: number, move: unknown): Promise<Result<{ added: boolean }>>;
  /**
   * Stores the whole review, once; drops its moves, and writes `jobs` (what follows a stored review:
   * searching it for puzzles) in the same transaction. False when it was complete already (no jobs).
   */
  complete(gameId: string, review: unknown, jobs?: JobInput[]): Promise<Result<{ completed: boolean }>>;
  /** Notes that the review was posted as `messageId`, once: false when it was posted already. */
  markPosted(gameId: string, messageId: string): Promise<Result<{ marked: boolean }>>;
}

export function createReviewStore({ prisma, logger }: { prisma: PrismaClient; logger: StoreLogger }): ReviewStore {
  const guard = storeGuard(logger, 'review store');

  async function read(gameId: string): Promise<StoredReviewRow | null> {
    const row = await prisma.storedReview.findUnique({ where: { gameId } });
    if (!row) return null;
    const moves =
      row.review === null ? await prisma.reviewMove.findMany({ where: { gameId }, orderBy: { index: 'asc' } }) : [];
    // Only an unbroken run from move 0 counts: a gap (never expected) is analysed again.
    const run: unknown[] = [];
    for (const m of moves) {
      if (m.index !== run.length) break;
      run.push(m.data);
    }
    return {
      gameId,
      budget: row.budget,
      review: row.review,
      moves: run,
      completedAt: row.completedAt,
      postedAt: row.postedAt,
      messageId: row.messageId,
    };
  }

  return {
    get: (gameId) => guard('reviews.get', async () => ({ ok: true, review: await read(gameId) })),

    start: (gameId, budget) =>
      guard('reviews.start', async () => {
        const game = await prisma.game.findUnique({ where: { id: gameId }, select: { id: true } });
        if (!game) return fail('NOT_FOUND', `No game ${gameId}.`);
        await prisma.$executeRaw`
          INSERT INTO "game_reviews" ("game_id", "budget") VALUES (${gameId}::uuid, ${JSON.stringify(budget)}::jsonb)
          ON CONFLICT ("game_id") DO NOTHING`;
        const review = await read(gameId);
        if (!review) return fail('NOT_FOUND', `No game ${gameId}.`);
        return { ok: true, review };
      }),

    addMove: (gameId, index, move) =>
      guard('reviews.addMove', async () => {
        if (!Number.isInteger(index) || index < 0)
          return fail('BAD_INPUT', `a move index must be a whole number from 0, not ${index}`);
        const n = await prisma.$executeRaw`
          INSERT INTO "review_moves" ("game_id", "index", "data")
          SELECT ${gameId}::uuid, ${index}, ${JSON.stringify(move)}::jsonb
          WHERE EXISTS (SELECT 1 FROM "game_reviews" WHERE "game_id" = ${gameId}::uuid AND "review" IS NULL)
          ON CONFLICT ("game_id", "index") DO NOTHING`;
        return { ok: true, added: n > 0 };
      }),

    complete: (gameId, review, jobs = []) =>
      guard('reviews.complete', async () =>
        prisma.$transaction(async (tx) => {
          const n = await tx.$executeRaw`
            UPDATE "game_reviews" SET "review" = ${JSON.stringify(review)}::jsonb, "completed_at" = now()
            WHERE "game_id" = ${gameId}::uuid AND "review" IS NULL`;
          if (n > 0) await tx.reviewMove.deleteMany({ where: { gameId } });
          if (n > 0) await writeGamelessJobs(tx, jobs);
          return { ok: true as const, completed: n > 0 };
        }),
      ),

    markPosted: (gameId, messageId) =>
      guard('reviews.markPosted', async () => {
        const n = await prisma.$executeRaw`
          UPDATE "game_reviews" SET "posted_at" = now(), "message_id" = ${messageId}
          WHERE "game_id" = ${gameId}::uuid AND "posted_at" IS NULL`;
        return { ok: true, marked: n > 0 };
      }),
  };
}
