// Puzzles over the same database as the games: the puzzles served (the shipped pool's, taken in as
// they are first served, and each server's own, found in its reviewed games), the puzzle of the day
// per server (chosen once: the first to ask writes it, everyone reads the same; a server never gets a
// puzzle twice, which a unique index keeps), one answer per person per puzzle (its primary key: a
// second is refused and changes nothing), the players' ratings and streaks, written with the answer
// and the puzzle's rating in one transaction, and the daily post, claimed once per server and day.
import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';
import { TX_OPTIONS } from './context.ts';
import { Abort, fail } from './errors.ts';
import { storeGuard, writeGamelessJobs } from './guard.ts';
import type { JobInput, Result, StoreLogger } from './types.ts';

/** The guild id under which direct messages share a puzzle of the day. */
export const DIRECT = 'direct';

export interface PuzzleRow {
  id: string;
  key: string;
  guildId: string | null;
  gameId: string | null;
  /** The azul-puzzle/1 object as stored (the app checks it). */
  puzzle: unknown;
  rating: number;
  rd: number;
  volatility: number;
  attempts: number;
  solved: number;
}

export interface NewPuzzle {
  key: string;
  guildId: string | null;
  gameId: string | null;
  puzzle: unknown;
  rating: number;
  rd: number;
  volatility: number;
}

export interface PuzzlePlayerRow {
  userId: string;
  rating: number;
  rd: number;
  volatility: number;
  attempts: number;
  solved: number;
  streak: number;
  bestStreak: number;
  lastDay: string | null;
  lastCorrect: boolean;
}

export interface PuzzleAttemptRow {
  puzzleId: string;
  userId: string;
  guildId: string;
  day: string;
  move: unknown;
  correct: boolean;
  ratingBefore: number;
  ratingAfter: number;
  streak: number;
  createdAt: Date;
}

/** What an answer changes, decided by the app from the rows as they are inside the transaction. */
export interface AnswerDecision {
  player: Omit<PuzzlePlayerRow, 'userId'>;
  puzzle: { rating: number; rd: number; volatility: number; solvedDelta: 0 | 1 };
  attempt: Pick<PuzzleAttemptRow, 'move' | 'correct' | 'ratingBefore' | 'ratingAfter' | 'streak'>;
}

/** An answer saved (with the rows as they now are), or `already`: they had answered (nothing changed). */
export type AnswerSaved =
  { already: false; attempt: PuzzleAttemptRow; player: PuzzlePlayerRow; puzzle: PuzzleRow } | { already: true };

export interface PuzzleSettings {
  channelId: string | null;
  hour: number;
}

export interface PuzzleStore {
  /** Stores puzzles not stored yet (by key); answers how many were new. */
  add(puzzles: NewPuzzle[]): Promise<Result<{ added: number }>>;
  /** A server's puzzle of `day`, or null when none was chosen yet. */
  dayOf(guildId: string, day: string): Promise<Result<{ puzzle: PuzzleRow | null }>>;
  /** The keys of the server's own puzzles, and of every puzzle it has had (any day). */
  keysOf(guildId: string): Promise<Result<{ own: string[]; used: string[] }>>;
  /**
   * Makes `chosen` the server's puzzle of `day` (stored first if new), unless one was chosen meanwhile:
   * answers the day's puzzle as it stands. CONFLICT when the server had that puzzle on another day.
   */
  choose(guildId: string, day: string, chosen: NewPuzzle | { key: string }): Promise<Result<{ puzzle: PuzzleRow }>>;
  get(puzzleId: string): Promise<Result<{ puzzle: PuzzleRow }>>;
  player(userId: string): Promise<Result<{ player: PuzzlePlayerRow | null }>>;
  attempt(puzzleId: string, userId: string): Promise<Result<{ attempt: PuzzleAttemptRow | null }>>;
  /**
   * Records `userId`'s answer to a puzzle with what `decide` makes of the player and the puzzle as they
   * are (both locked), in one transaction. ALREADY_ANSWERED (nothing changed) when they answered it before.
   */
  answer(
    input: { puzzleId: string; userId: string; guildId: string; day: string },
    decide: (player: PuzzlePlayerRow | null, puzzle: PuzzleRow) => AnswerDecision,
  ): Promise<Result<AnswerSaved>>;
  settings(guildId: string): Promise<Result<{ settings: PuzzleSettings }>>;
  /** Sets where and when the server's puzzle of the day is posted, with its jobs (the next post). */
  setSettings(
    guildId: string,
    patch: Partial<PuzzleSettings>,
    jobs: JobInput[],
  ): Promise<Result<{ settings: PuzzleSettings }>>;
  /**
   * Claims the post of `day` for job `jobId`, with `next` (the next day's post) written only by the claim
   * that makes the row: `claimed` is true for that job (and for the same job run again), false for any other.
   */
  claimPost(
    guildId: string,
    day: string,
    channelId: string,
    jobId: number,
    next: JobInput[],
  ): Promise<Result<{ claimed: boolean; posted: boolean }>>;
  /** Notes the post as made. */
  markPosted(guildId: string, day: string, messageId: string): Promise<Result<{ marked: boolean }>>;
  /** Whether the server's post of `day` was claimed. */
  postOf(guildId: string, day: string): Promise<Result<{ claimed: boolean }>>;
}

type Row = {
  id: string;
  key: string;
  guildId: string | null;
  gameId: string | null;
  puzzle: unknown;
  rating: number;
  rd: number;
  volatility: number;
  attempts: number;
  solved: number;
};
const toPuzzle = (r: Row): PuzzleRow => ({
  id: r.id,
  key: r.key,
  guildId: r.guildId,
  gameId: r.gameId,
  puzzle: r.puzzle,
  rating: r.rating,
  rd: r.rd,
  volatility: r.volatility,
  attempts: r.attempts,
  solved: r.solved,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createPuzzleStore({ prisma, logger }: { prisma: PrismaClient; logger: StoreLogger }): PuzzleStore {
  const guard = storeGuard(logger, 'puzzle store');

  const writeJobs = writeGamelessJobs;

  const settingsOf = (row: { puzzleChannelId: string | null; puzzleHour: number } | null): PuzzleSettings => ({
    channelId: row?.puzzleChannelId ?? null,
    hour: row?.puzzleHour ?? 9,
  });

  const newRow = (p: NewPuzzle) => ({
    key: p.key,
    guildId: p.guildId,
    gameId: p.gameId,
    puzzle: p.puzzle as Prisma.InputJsonValue,
    rating: p.rating,
    rd: p.rd,
    volatility: p.volatility,
  });

  return {
    add: (puzzles) =>
      guard('puzzles.add', async () => {
        if (puzzles.length === 0) return { ok: true, added: 0 };
        const { count } = await prisma.puzzle.createMany({ data: puzzles.map(newRow), skipDuplicates: true });
        return { ok: true, added: count };
      }),

    dayOf: (guildId, day) =>
      guard('puzzles.dayOf', async () => {
        const row = await prisma.puzzleDay.findUnique({
          where: { guildId_day: { guildId, day } },
          include: { puzzle: true },
        });
        return { ok: true, puzzle: row ? toPuzzle(row.puzzle) : null };
      }),

    keysOf: (guildId) =>
      guard('puzzles.keysOf', async () => {
        const [own, used] = await Promise.all([
          prisma.puzzle.findMany({ where: { guildId }, select: { key: true }, orderBy: { key: 'asc' } }),
          prisma.puzzleDay.findMany({ where: { guildId }, select: { puzzle: { select: { key: true } } } }),
        ]);
        return { ok: true, own: own.map((r) => r.key), used: used.map((r) => r.puzzle.key) };
      }),

    choose: (guildId, day, chosen) =>
      guard('puzzles.choose', () =>
        prisma
          .$transaction(async (tx) => {
            if ('puzzle' in chosen) await tx.puzzle.createMany({ data: [newRow(chosen)], skipDuplicates: true });
            const puzzle = await tx.puzzle.findUnique({ where: { key: chosen.key } });
            if (!puzzle) throw new Abort(fail('NOT_FOUND', `No puzzle ${chosen.key}.`));
            // Whoever asks first chooses; everyone reads the same row.
            await tx.$executeRaw`
              INSERT INTO "puzzle_days" ("guild_id", "day", "puzzle_id") VALUES (${guildId}, ${day}, ${puzzle.id}::uuid)
              ON CONFLICT ("guild_id", "day") DO NOTHING`;
            const row = await tx.puzzleDay.findUniqueOrThrow({
              where: { guildId_day: { guildId, day } },
              include: { puzzle: true },
            });
            return { ok: true as const, puzzle: toPuzzle(row.puzzle) };
          }, TX_OPTIONS)
          .catch((error: unknown) => {
            // The server had that puzzle on another day (a choice made from keys read before it).
            const e = error as { code?: string; meta?: { code?: string }; message?: string };
            if (
              e.code === 'P2002' ||
              e.meta?.code === '23505' ||
              /\b23505\b|unique constraint/i.test(String(e.message))
            )
              return fail('CONFLICT', `${guildId} had that puzzle before`);
            throw error;
          }),
      ),

    get: (puzzleId) =>
      guard('puzzles.get', async () => {
        if (!UUID.test(puzzleId)) return fail('NOT_FOUND', `No puzzle ${puzzleId}.`);
        const row = await prisma.puzzle.findUnique({ where: { id: puzzleId } });
        return row ? { ok: true, puzzle: toPuzzle(row) } : fail('NOT_FOUND', `No puzzle ${puzzleId}.`);
      }),

    player: (userId) =>
      guard('puzzles.player', async () => {
        const row = await prisma.puzzlePlayer.findUnique({ where: { userId } });
        return { ok: true, player: row };
      }),

    attempt: (puzzleId, userId) =>
      guard('puzzles.attempt', async () => {
        if (!UUID.test(puzzleId)) return { ok: true, attempt: null };
        const row = await prisma.puzzleAttempt.findUnique({ where: { puzzleId_userId: { puzzleId, userId } } });
        return { ok: true, attempt: row };
      }),

    answer: (input, decide) =>
      guard<AnswerSaved>('puzzles.answer', () =>
        prisma.$transaction(async (tx): Promise<Result<AnswerSaved>> => {
          const { puzzleId, userId } = input;
          // The player's row first (made if new), then the puzzle's, both locked until the end.
          await tx.$executeRaw`
            INSERT INTO "puzzle_players" ("user_id", "rating", "rd", "volatility")
            VALUES (${userId}, 0, 0, 0) ON CONFLICT ("user_id") DO NOTHING`;
          await tx.$queryRaw`SELECT 1 FROM "puzzle_players" WHERE "user_id" = ${userId} FOR UPDATE`;
          const puzzles = await tx.$queryRaw<{ id: string }[]>`
            SELECT "id"::text AS "id" FROM "puzzles" WHERE "id" = ${puzzleId}::uuid FOR UPDATE`;
          if (!puzzles[0]) throw new Abort(fail('NOT_FOUND', `No puzzle ${puzzleId}.`));
          const had = await tx.puzzleAttempt.findUnique({ where: { puzzleId_userId: { puzzleId, userId } } });
          if (had) return { ok: true as const, already: true as const };
          const playerRow = await tx.puzzlePlayer.findUniqueOrThrow({ where: { userId } });
          const puzzleRow = await tx.puzzle.findUniqueOrThrow({ where: { id: puzzleId } });
          // A row just made (deviation 0: no rating yet): the app starts the player anew.
          const decision = decide(playerRow.rd === 0 ? null : playerRow, toPuzzle(puzzleRow));
          const attempt = await tx.puzzleAttempt.create({
            data: {
              puzzleId,
              userId,
              guildId: input.guildId,
              day: input.day,
              ...decision.attempt,
              move: decision.attempt.move as Prisma.InputJsonValue,
            },
          });
          const player = await tx.puzzlePlayer.update({ where: { userId }, data: decision.player });
          const puzzle = await tx.puzzle.update({
            where: { id: puzzleId },
            data: {
              rating: decision.puzzle.rating,
              rd: decision.puzzle.rd,
              volatility: decision.puzzle.volatility,
              attempts: { increment: 1 },
              solved: { increment: decision.puzzle.solvedDelta },
            },
          });
          return { ok: true as const, already: false as const, attempt, player, puzzle: toPuzzle(puzzle) };
        }, TX_OPTIONS),
      ),

    settings: (guildId) =>
      guard('puzzles.settings', async () => {
        const row = await prisma.guildSetting.findUnique({
          where: { guildId },
          select: { puzzleChannelId: true, puzzleHour: true },
        });
        return { ok: true, settings: settingsOf(row) };
      }),

    setSettings: (guildId, patch, jobs) =>
      guard('puzzles.setSettings', () =>
        prisma.$transaction(async (tx) => {
          const data = {
            ...(patch.channelId !== undefined ? { puzzleChannelId: patch.channelId } : {}),
            ...(patch.hour !== undefined ? { puzzleHour: patch.hour } : {}),
          };
          const row = await tx.guildSetting.upsert({ where: { guildId }, create: { guildId, ...data }, update: data });
          await writeJobs(tx, jobs);
          return { ok: true as const, settings: settingsOf(row) };
        }, TX_OPTIONS),
      ),

    claimPost: (guildId, day, channelId, jobId, next) =>
      guard('puzzles.claimPost', () =>
        prisma.$transaction(async (tx) => {
          const made = await tx.$executeRaw`
            INSERT INTO "puzzle_posts" ("guild_id", "day", "channel_id", "job_id")
            VALUES (${guildId}, ${day}, ${channelId}, ${BigInt(jobId)})
            ON CONFLICT ("guild_id", "day") DO NOTHING`;
          if (made > 0) {
            await writeJobs(tx, next);
            return { ok: true as const, claimed: true, posted: false };
          }
          const row = await tx.puzzlePost.findUniqueOrThrow({ where: { guildId_day: { guildId, day } } });
          return { ok: true as const, claimed: row.jobId === BigInt(jobId), posted: row.postedAt !== null };
        }, TX_OPTIONS),
      ),

    markPosted: (guildId, day, messageId) =>
      guard('puzzles.markPosted', async () => {
        const { count } = await prisma.puzzlePost.updateMany({
          where: { guildId, day, postedAt: null },
          data: { postedAt: new Date(), messageId },
        });
        return { ok: true, marked: count > 0 };
      }),

    postOf: (guildId, day) =>
      guard('puzzles.postOf', async () => {
        const row = await prisma.puzzlePost.findUnique({ where: { guildId_day: { guildId, day } } });
        return { ok: true, claimed: row !== null };
      }),
  };
}
