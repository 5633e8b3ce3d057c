// A server's leaderboard seasons over the same database as the games: numbered 1, 2, 3..., each from
// its start to its end (the end of its month or quarter, or when ended by hand). Closing a season and
// opening the next is one transaction that holds only while the season is still the last one (a job
// run twice, or in two processes, closes it once), and its final table is noted as posted once. The
// season's table itself is computed by the app from the games rated in it (gamesRatedBetween).
import { nameOf, namedActor, ratedIdOf } from '../actor.ts';
import { DEFAULT_LOCALE, wordsFor } from '../i18n/index.ts';
import type { PrismaClient } from '../generated/prisma/client.ts';
import type { GameForRating } from '../stats/index.ts';
import { TX_OPTIONS } from './context.ts';
import { Abort, fail } from './errors.ts';
import { storeGuard, writeGamelessJobs } from './guard.ts';
import type { JobInput, Result, StoreLogger } from './types.ts';

export interface SeasonRow {
  guildId: string;
  number: number;
  startsAt: Date;
  /** Its end (past or to come); null: open until ended by hand. */
  endsAt: Date | null;
  postedAt: Date | null;
}

export interface SeasonStore {
  /** Every season of a server, oldest first. */
  list(guildId: string): Promise<Result<{ seasons: SeasonRow[] }>>;
  /**
   * Opens the server's next season (its first when none), with its jobs (its end). CONFLICT when its
   * number was taken meanwhile.
   */
  open(
    guildId: string,
    season: { startsAt: Date; endsAt: Date | null },
    jobs: JobInput[],
  ): Promise<Result<{ season: SeasonRow }>>;
  /**
   * Ends season `number` at `at` and opens `next` (none: no season follows), with their jobs, only while
   * it is the server's last season and not ended before `at` (CONFLICT otherwise: closed already).
   */
  close(
    guildId: string,
    number: number,
    at: Date,
    next: { startsAt: Date; endsAt: Date | null } | null,
    jobs: JobInput[],
  ): Promise<Result<{ closed: SeasonRow; next: SeasonRow | null }>>;
  /** Notes that the season's final table was posted, once: false when it was posted already. */
  markPosted(guildId: string, number: number): Promise<Result<{ marked: boolean }>>;
  /** The finished games of the server rated in [from, to), in the order they were rated, as the ratings take them. */
  gamesRatedBetween(
    guildId: string,
    from: Date,
    to: Date,
  ): Promise<Result<{ games: GameForRating[]; names: Map<string, string> }>>;
}

export function createSeasonStore({ prisma, logger }: { prisma: PrismaClient; logger: StoreLogger }): SeasonStore {
  const guard = storeGuard(logger, 'season store');

  const writeJobs = writeGamelessJobs;

  return {
    list: (guildId) =>
      guard('seasons.list', async () => {
        const rows = await prisma.season.findMany({ where: { guildId }, orderBy: { number: 'asc' } });
        return { ok: true, seasons: rows };
      }),

    open: (guildId, season, jobs) =>
      guard('seasons.open', () =>
        prisma
          .$transaction(async (tx) => {
            const last = await tx.season.findFirst({ where: { guildId }, orderBy: { number: 'desc' } });
            if (last && (last.endsAt === null || last.endsAt > season.startsAt))
              throw new Abort(fail('CONFLICT', `season ${last.number} of ${guildId} is still open`));
            const row = await tx.season.create({ data: { guildId, number: (last?.number ?? 0) + 1, ...season } });
            await writeJobs(tx, jobs);
            return { ok: true as const, season: row };
          }, TX_OPTIONS)
          .catch((error: unknown) => {
            // Two processes opening the same number: the primary key keeps one.
            if ((error as { code?: string }).code === 'P2002')
              return fail('CONFLICT', 'that season was opened meanwhile');
            throw error;
          }),
      ),

    close: (guildId, number, at, next, jobs) =>
      guard('seasons.close', () =>
        prisma
          .$transaction(async (tx) => {
            const later = await tx.season.count({ where: { guildId, number: { gt: number } } });
            if (later > 0) throw new Abort(fail('CONFLICT', `season ${number} of ${guildId} is closed already`));
            const { count } = await tx.season.updateMany({
              where: { guildId, number, OR: [{ endsAt: null }, { endsAt: { gte: at } }] },
              data: { endsAt: at },
            });
            if (count === 0) throw new Abort(fail('CONFLICT', `season ${number} of ${guildId} ended before`));
            const closed = await tx.season.findUniqueOrThrow({ where: { guildId_number: { guildId, number } } });
            const opened = next ? await tx.season.create({ data: { guildId, number: number + 1, ...next } }) : null;
            await writeJobs(tx, jobs);
            return { ok: true as const, closed, next: opened };
          }, TX_OPTIONS)
          .catch((error: unknown) => {
            if ((error as { code?: string }).code === 'P2002')
              return fail('CONFLICT', 'the next season was opened meanwhile');
            throw error;
          }),
      ),

    markPosted: (guildId, number) =>
      guard('seasons.markPosted', async () => {
        const { count } = await prisma.season.updateMany({
          where: { guildId, number, postedAt: null },
          data: { postedAt: new Date() },
        });
        return { ok: true, marked: count > 0 };
      }),

    gamesRatedBetween: (guildId, from, to) =>
      guard('seasons.gamesRatedBetween', async () => {
        const rows = await prisma.$queryRaw<
          {
            game_id: string;
            ended_by: string | null;
            seat: number;
            user_id: string;
            display_name: string;
            score: number;
            complete_rows: number;
            control: string | null;
          }[]
        >`
          SELECT g."id"::text AS "game_id", g."ended_by", r."seat", r."user_id", r."display_name", r."score",
            r."complete_rows", s."control"
          FROM "rated_games" rg
          JOIN "games" g ON g."id" = rg."game_id"
          JOIN "results" r ON r."game_id" = g."id"
          LEFT JOIN "seats" s ON s."game_id" = g."id" AND s."seat" = r."seat"
          WHERE rg."counted" AND g."guild_id" = ${guildId} AND g."status" = 'finished'
            AND rg."rated_at" >= ${from} AND rg."rated_at" < ${to}
          ORDER BY rg."seq", r."seat"`;
        const games: GameForRating[] = [];
        const names = new Map<string, string>();
        for (const r of rows) {
          let game = games.at(-1);
          if (!game || game.gameId !== r.game_id) {
            game = {
              gameId: r.game_id,
              guildId,
              end: 'finished',
              endedByAgreement: r.ended_by === 'agreement',
              seats: [],
            };
            games.push(game);
          }
          game.seats.push({
            userId: ratedIdOf(r.user_id),
            score: r.score,
            completeRows: r.complete_rows,
            left: r.control === 'left',
          });
          // Language-neutral, as the ratings store them (views name a bot from its id).
          names.set(
            ratedIdOf(r.user_id),
            nameOf(wordsFor(DEFAULT_LOCALE), namedActor(ratedIdOf(r.user_id), r.display_name)),
          );
        }
        return { ok: true, games, names };
      }),
  };
}
