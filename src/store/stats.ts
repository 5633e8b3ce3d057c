// Ratings, statistics and history over the stored results. Its own small interface, opened on the
// store's Prisma client. Ratings are written one finished game at a time (rateGame, idempotent),
// serialized by one advisory lock so that the order games are rated in is one order for every
// process; that order (rated_games.seq) is the game order a recompute replays.
import { randomBytes } from 'node:crypto';
import { makeActorId, nameOf, namedActor, ratedIdOf } from '../actor.ts';
import { DEFAULT_LOCALE, wordsFor } from '../i18n/index.ts';
import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';
import {
  conservative,
  RatingLedger,
  scopesOf,
  whyNotRated,
  type GameForRating,
  type PlayerRating,
  type Scope,
} from '../stats/index.ts';
import { Abort, fail } from './errors.ts';
import { storeGuard } from './guard.ts';
import type { Result, StoreLogger } from './types.ts';

type Tx = Prisma.TransactionClient;

/** Key of the advisory lock that serializes rating writes across processes. */
const RATINGS_LOCK = 0x617a756c; // 'azul'
/** Ids of forgotten users start with this; they are kept in others' games, never listed. */
export const FORGOTTEN_PREFIX = 'forgotten:';
export const FORGOTTEN_NAME = 'Forgotten player';
const TX_OPTIONS = { maxWait: 10_000, timeout: 15_000 };
const LONG_TX = { maxWait: 10_000, timeout: 30 * 60_000 };
const CHUNK = 20_000;

export interface RatingRow {
  scope: Scope;
  userId: string;
  displayName: string;
  mu: number;
  sigma: number;
  /** mu - 3 sigma, the number shown. */
  conservative: number;
  games: number;
  wins: number;
}

export interface Standing {
  rating: RatingRow | null;
  /** 1-based place on the scope's leaderboard, or null when unrated. */
  rank: number | null;
  /** Rated players listed in the scope. */
  players: number;
}

export interface PlayerCountStats {
  playerCount: number;
  games: number;
  wins: number;
}

export interface PlayerStats {
  /** The name in the player's latest game, or null when they have none. */
  displayName: string | null;
  games: number;
  wins: number;
  byPlayerCount: PlayerCountStats[];
  meanScore: number | null;
  bestScore: number | null;
  /** Mean end-of-game bonuses a game: rows, columns and colors completed, and their points. */
  meanBonus: { rows: number; columns: number; colors: number; points: number } | null;
  /** Mean accuracy (percent) over the player's reviewed games (src/review), or null when none was reviewed. */
  accuracy: { games: number; mean: number } | null;
}

export interface TrendPoint {
  seq: number;
  gameId: string;
  place: number;
  /** The shown rating after that game. */
  conservative: number;
}

export interface Opponent {
  userId: string;
  displayName: string;
  games: number;
  /** Games the player finished ahead of this opponent. */
  wins: number;
  losses: number;
  ties: number;
}

export interface HistorySeat {
  seat: number;
  userId: string;
  displayName: string;
  score: number;
  rank: number;
  winner: boolean;
}

export interface HistoryGame {
  gameId: string;
  finishedAt: Date;
  guildId: string | null;
  variant: string;
  seats: HistorySeat[];
}

export type RateOutcome = 'rated' | 'not-counted' | 'already-rated';

export interface StatsStore {
  /**
   * Rates a finished game once, in every scope it counts in (global, its server). Call it after a
   * game finished; calling it again (another process, a retry) changes nothing: 'already-rated'.
   * NOT_ACTIVE when the game is not finished (cancelled games never count).
   */
  rateGame(gameId: string): Promise<Result<{ outcome: RateOutcome }>>;
  /** Rates every finished game not rated yet, oldest finish first (start-up repair). */
  rateUnrated(): Promise<Result<{ rated: number }>>;
  /**
   * Rebuilds every rating from the stored results: games already rated in their rating order,
   * then finished games never rated, by finish time. Gives the numbers the incremental path gave.
   */
  recompute(): Promise<Result<{ games: number; counted: number; ratings: number }>>;
  /** Top `limit` players of a scope ('global' or a server id), best first. */
  leaderboard(scope: Scope, limit?: number): Promise<Result<{ rows: RatingRow[]; players: number }>>;
  /** One player's rating and place in a scope. */
  standing(scope: Scope, userId: string): Promise<Result<{ standing: Standing }>>;
  /** Games, wins and scores of a player, in one server's games (guildId) or all (null). */
  playerStats(userId: string, guildId: string | null): Promise<Result<{ stats: PlayerStats }>>;
  /** The shown rating after each of the player's last `limit` rated games in a scope, oldest first. */
  /** `start`: the shown rating before the first of those games (0 for a newcomer). */
  ratingTrend(
    scope: Scope,
    userId: string,
    limit?: number,
  ): Promise<Result<{ points: TrendPoint[]; start: number | null }>>;
  /** The opponents the player met most, with the player's record against each. */
  headToHead(userId: string, guildId: string | null, limit?: number): Promise<Result<{ opponents: Opponent[] }>>;
  /** The player's last `limit` finished games, newest first, with every seat's result. */
  history(userId: string, guildId: string | null, limit?: number): Promise<Result<{ games: HistoryGame[] }>>;
  /**
   * Forgets a user: their seats, results, moves and ratings are kept under a new anonymous id and
   * name, so other players' games and ratings stay intact. BAD_INPUT while they sit in an open game.
   */
  forgetUser(userId: string): Promise<Result<{ anonymousId: string; games: number }>>;
}

/** Two bots of one level in a game are one rated player, the level (src/actor.ts). */
const ratedId = ratedIdOf;

export function createStatsStore({ prisma, logger }: { prisma: PrismaClient; logger: StoreLogger }): StatsStore {
  const guard = storeGuard(logger, 'stats store');

  const lockRatings = (tx: Tx) => tx.$executeRaw`SELECT pg_advisory_xact_lock(${RATINGS_LOCK})`;

  /** The game as the ratings see it, from its results. */
  async function gameForRating(
    tx: Tx,
    gameId: string,
  ): Promise<{ game: GameForRating; names: Map<string, string> } | null> {
    const row = await tx.game.findUnique({
      where: { id: gameId },
      select: { status: true, guildId: true, endedBy: true },
    });
    if (!row) return null;
    const results = await tx.playerResult.findMany({ where: { gameId }, orderBy: { seat: 'asc' } });
    const left = new Set(
      (await tx.seat.findMany({ where: { gameId, control: 'left' }, select: { seat: true } })).map((s) => s.seat),
    );
    return {
      game: {
        gameId,
        guildId: row.guildId,
        end: row.status === 'finished' ? 'finished' : 'cancelled',
        endedByAgreement: row.endedBy === 'agreement',
        seats: results.map((r) => ({
          userId: ratedId(r.userId),
          score: r.score,
          completeRows: r.completeRows,
          left: left.has(r.seat),
        })),
      },
      // Stored with the rating (language-neutral: views name a bot from its id).
      names: new Map(
        results.map((r) => [
          ratedId(r.userId),
          nameOf(wordsFor(DEFAULT_LOCALE), namedActor(ratedId(r.userId), r.displayName)),
        ]),
      ),
    };
  }

  async function nextSeq(tx: Tx): Promise<number> {
    const last = await tx.ratedGame.aggregate({ _max: { seq: true } });
    return (last._max.seq ?? 0) + 1;
  }

  /** Applies one game on top of the stored ratings; the caller holds the ratings lock. */
  async function rateInTx(tx: Tx, gameId: string): Promise<RateOutcome> {
    if (await tx.ratedGame.findUnique({ where: { gameId } })) return 'already-rated';
    const loaded = await gameForRating(tx, gameId);
    if (!loaded) throw new Abort(fail('NOT_FOUND', `No game ${gameId}.`));
    const { game, names } = loaded;
    if (game.end !== 'finished')
      throw new Abort(fail('NOT_ACTIVE', `Game ${gameId} is not finished: only finished games are rated.`));
    const seq = await nextSeq(tx);
    const counted = whyNotRated(game) === null;
    if (counted) {
      const ledger = new RatingLedger();
      const users = [...new Set(game.seats.map((s) => s.userId))];
      const current = await tx.playerRating.findMany({
        where: { scope: { in: scopesOf(game) }, userId: { in: users } },
      });
      for (const r of current)
        ledger.set(r.scope, r.userId, { skill: { mu: r.mu, sigma: r.sigma }, games: r.games, wins: r.wins });
      const changes = ledger.apply(game);
      const ratings = changes.map((c) =>
        ratingInput(c.scope, c.userId, names.get(c.userId) ?? c.userId, ledger.get(c.scope, c.userId)!),
      );
      await upsertRatings(tx, ratings);
      await insertChanges(
        tx,
        changes.map((c) => changeRow(c, seq, gameId)),
      );
    }
    await tx.ratedGame.create({ data: { gameId, seq, counted } });
    return counted ? 'rated' : 'not-counted';
  }

  const store: StatsStore = {
    rateGame: (gameId) =>
      guard('rateGame', () =>
        prisma.$transaction(async (tx) => {
          await lockRatings(tx);
          return { ok: true as const, outcome: await rateInTx(tx, gameId) };
        }, TX_OPTIONS),
      ),

    rateUnrated: () =>
      guard('rateUnrated', async () => {
        const pending = await prisma.$queryRaw<{ id: string }[]>`
          SELECT g."id"::text AS "id" FROM "games" g
          WHERE g."status" = 'finished' AND NOT EXISTS (SELECT 1 FROM "rated_games" r WHERE r."game_id" = g."id")
          ORDER BY g."finished_at", g."id"`;
        let rated = 0;
        for (const { id } of pending) {
          const outcome = await prisma.$transaction(async (tx) => {
            await lockRatings(tx);
            return rateInTx(tx, id);
          }, TX_OPTIONS);
          if (outcome !== 'already-rated') rated++;
        }
        return { ok: true, rated };
      }),

    recompute: () =>
      guard('recompute', () =>
        prisma.$transaction(async (tx) => {
          await lockRatings(tx);
          // Game order: the order games were rated in, then the never-rated ones by finish time.
          const order = await tx.$queryRaw<{ id: string; seq: number | null }[]>`
            SELECT g."id"::text AS "id", r."seq" FROM "games" g LEFT JOIN "rated_games" r ON r."game_id" = g."id"
            WHERE g."status" = 'finished'
            ORDER BY r."seq" NULLS LAST, g."finished_at", g."id"`;
          const results = await tx.$queryRaw<
            {
              game_id: string;
              guild_id: string | null;
              user_id: string;
              display_name: string;
              score: number;
              complete_rows: number;
              left: boolean;
            }[]
          >`
            SELECT r."game_id"::text AS "game_id", g."guild_id", r."user_id", r."display_name", r."score", r."complete_rows",
              coalesce(s."control" = 'left', false) AS "left"
            FROM "results" r JOIN "games" g ON g."id" = r."game_id" AND g."status" = 'finished'
            LEFT JOIN "seats" s ON s."game_id" = r."game_id" AND s."seat" = r."seat"
            ORDER BY r."game_id", r."seat"`;
          const byGame = new Map<string, typeof results>();
          for (const r of results) {
            const list = byGame.get(r.game_id);
            if (list) list.push(r);
            else byGame.set(r.game_id, [r]);
          }
          const ledger = new RatingLedger();
          const names = new Map<string, string>();
          const changes: ChangeRow[] = [];
          const rated: { gameId: string; seq: number; counted: boolean }[] = [];
          let seq = 0;
          let counted = 0;
          for (const { id } of order) {
            seq++;
            const rows = byGame.get(id) ?? [];
            const game: GameForRating = {
              gameId: id,
              guildId: rows[0]?.guild_id ?? null,
              end: 'finished',
              seats: rows.map((r) => ({
                userId: ratedId(r.user_id),
                score: r.score,
                completeRows: r.complete_rows,
                left: r.left,
              })),
            };
            for (const r of rows) names.set(r.user_id, r.display_name);
            const applied = ledger.apply(game);
            if (applied.length) counted++;
            for (const c of applied) changes.push(changeRow(c, seq, id));
            rated.push({ gameId: id, seq, counted: applied.length > 0 });
          }
          await tx.ratingChange.deleteMany({});
          await tx.playerRating.deleteMany({});
          await tx.ratedGame.deleteMany({});
          const ratings: RatingInput[] = [];
          for (const scope of ledger.scopeNames()) {
            for (const [userId, r] of ledger.players(scope))
              ratings.push(ratingInput(scope, userId, names.get(userId) ?? userId, r));
          }
          for (let i = 0; i < rated.length; i += CHUNK) {
            const part = rated.slice(i, i + CHUNK);
            await tx.$executeRaw`INSERT INTO "rated_games" ("game_id", "seq", "counted")
              SELECT * FROM unnest(${part.map((r) => r.gameId)}::uuid[], ${part.map((r) => r.seq)}::int[], ${part.map((r) => r.counted)}::bool[])`;
          }
          for (let i = 0; i < ratings.length; i += CHUNK) await upsertRatings(tx, ratings.slice(i, i + CHUNK));
          for (let i = 0; i < changes.length; i += CHUNK) await insertChanges(tx, changes.slice(i, i + CHUNK));
          // Every row is new: fresh statistics keep the leaderboard on its index.
          await tx.$executeRaw`ANALYZE "ratings", "rating_changes", "rated_games"`;
          return { ok: true as const, games: order.length, counted, ratings: ratings.length };
        }, LONG_TX),
      ),

    leaderboard: (scope, limit = 10) =>
      guard('leaderboard', async () => {
        const where = { scope, NOT: { userId: { startsWith: FORGOTTEN_PREFIX } } };
        const [rows, players] = await Promise.all([
          prisma.playerRating.findMany({
            where,
            orderBy: [{ conservative: 'desc' }, { games: 'desc' }, { userId: 'asc' }],
            take: limit,
          }),
          prisma.playerRating.count({ where }),
        ]);
        return { ok: true, rows: rows.map(ratingRow), players };
      }),

    standing: (scope, userId) =>
      guard<{ standing: Standing }>('standing', async () => {
        // One round trip: the player's row, the players listed, and how many rank above.
        const forgotten = `${FORGOTTEN_PREFIX}%`;
        const [row] = await prisma.$queryRaw<(Partial<RatingRow> & { players: number; ahead: number | null })[]>`
          SELECT r."scope", r."user_id" AS "userId", r."display_name" AS "displayName", r."mu", r."sigma", r."conservative", r."games", r."wins",
            (SELECT count(*)::int FROM "ratings" a WHERE a."scope" = ${scope} AND a."user_id" NOT LIKE ${forgotten}) AS "players",
            (SELECT count(*)::int FROM "ratings" a WHERE a."scope" = ${scope} AND a."user_id" NOT LIKE ${forgotten} AND a."conservative" > r."conservative") AS "ahead"
          FROM (SELECT 1) AS one LEFT JOIN "ratings" r ON r."scope" = ${scope} AND r."user_id" = ${userId}`;
        const { players, ahead, ...rating } = row!;
        if (!rating.userId) return { ok: true, standing: { rating: null, rank: null, players } };
        return { ok: true, standing: { rating: ratingRow(rating as RatingRow), rank: ahead! + 1, players } };
      }),

    playerStats: (userId, guildId) =>
      guard('playerStats', async () => {
        const rows = await prisma.$queryRaw<
          {
            player_count: number;
            games: number;
            wins: number;
            score_sum: number;
            best: number;
            rows: number;
            columns: number;
            colors: number;
            points: number;
          }[]
        >`
          SELECT g."player_count", count(*)::int AS "games", (count(*) FILTER (WHERE r."winner"))::int AS "wins",
            sum(r."score")::float8 AS "score_sum", max(r."score")::int AS "best",
            sum(r."bonus_rows")::float8 AS "rows", sum(r."bonus_columns")::float8 AS "columns",
            sum(r."bonus_colors")::float8 AS "colors", sum(r."bonus_points")::float8 AS "points"
          FROM "results" r JOIN "games" g ON g."id" = r."game_id"
          WHERE r."user_id" = ${userId} AND (${guildId}::text IS NULL OR g."guild_id" = ${guildId}::text)
          GROUP BY g."player_count" ORDER BY g."player_count"`;
        const latest = await prisma.playerResult.findFirst({
          where: { userId },
          orderBy: { finishedAt: 'desc' },
          select: { displayName: true },
        });
        // A review lists its players by seat: the player's own entry is at their seat.
        const [reviewed] = await prisma.$queryRaw<{ games: number; mean: number | null }[]>`
          SELECT count(*)::int AS "games", avg((v."review"->'players'->r."seat"->>'accuracy')::float8) AS "mean"
          FROM "results" r JOIN "games" g ON g."id" = r."game_id" JOIN "game_reviews" v ON v."game_id" = r."game_id"
          WHERE r."user_id" = ${userId} AND v."review" IS NOT NULL AND (${guildId}::text IS NULL OR g."guild_id" = ${guildId}::text)`;
        const games = rows.reduce((n, r) => n + r.games, 0);
        const sum = (key: 'score_sum' | 'rows' | 'columns' | 'colors' | 'points') =>
          rows.reduce((n, r) => n + r[key], 0);
        const stats: PlayerStats = {
          displayName: latest?.displayName ?? null,
          games,
          wins: rows.reduce((n, r) => n + r.wins, 0),
          byPlayerCount: rows.map((r) => ({ playerCount: r.player_count, games: r.games, wins: r.wins })),
          meanScore: games ? sum('score_sum') / games : null,
          bestScore: games ? Math.max(...rows.map((r) => r.best)) : null,
          meanBonus: games
            ? {
                rows: sum('rows') / games,
                columns: sum('columns') / games,
                colors: sum('colors') / games,
                points: sum('points') / games,
              }
            : null,
          accuracy:
            reviewed && reviewed.games > 0 && reviewed.mean !== null
              ? { games: reviewed.games, mean: reviewed.mean }
              : null,
        };
        return { ok: true, stats };
      }),

    ratingTrend: (scope, userId, limit = 20) =>
      guard('ratingTrend', async () => {
        const rows = await prisma.ratingChange.findMany({
          where: { scope, userId },
          orderBy: { seq: 'desc' },
          take: limit,
        });
        const points = rows.reverse().map((r) => ({
          seq: r.seq,
          gameId: r.gameId,
          place: r.place,
          conservative: conservative({ mu: r.muAfter, sigma: r.sigmaAfter }),
        }));
        const first = rows[0];
        return {
          ok: true,
          points,
          start: first ? conservative({ mu: first.muBefore, sigma: first.sigmaBefore }) : null,
        };
      }),

    headToHead: (userId, guildId, limit = 3) =>
      guard('headToHead', async () => {
        const rows = await prisma.$queryRaw<Opponent[]>`
          SELECT o."user_id" AS "userId", (array_agg(o."display_name" ORDER BY o."finished_at" DESC))[1] AS "displayName",
            count(*)::int AS "games", (count(*) FILTER (WHERE me."rank" < o."rank"))::int AS "wins",
            (count(*) FILTER (WHERE me."rank" > o."rank"))::int AS "losses", (count(*) FILTER (WHERE me."rank" = o."rank"))::int AS "ties"
          FROM "results" me
          JOIN "results" o ON o."game_id" = me."game_id" AND o."user_id" <> me."user_id"
          JOIN "games" g ON g."id" = me."game_id"
          WHERE me."user_id" = ${userId} AND (${guildId}::text IS NULL OR g."guild_id" = ${guildId}::text)
          GROUP BY o."user_id" ORDER BY "games" DESC, o."user_id" LIMIT ${limit}`;
        return { ok: true, opponents: rows };
      }),

    history: (userId, guildId, limit = 10) =>
      guard('history', async () => {
        const games = await prisma.$queryRaw<
          { game_id: string; finished_at: Date; guild_id: string | null; variant: string }[]
        >`
          SELECT r."game_id"::text AS "game_id", r."finished_at", g."guild_id", g."variant"::text AS "variant"
          FROM "results" r JOIN "games" g ON g."id" = r."game_id"
          WHERE r."user_id" = ${userId} AND (${guildId}::text IS NULL OR g."guild_id" = ${guildId}::text)
          ORDER BY r."finished_at" DESC, r."game_id" LIMIT ${limit}`;
        const seats = games.length
          ? await prisma.playerResult.findMany({
              where: { gameId: { in: games.map((g) => g.game_id) } },
              orderBy: [{ gameId: 'asc' }, { seat: 'asc' }],
            })
          : [];
        return {
          ok: true,
          games: games.map((g) => ({
            gameId: g.game_id,
            finishedAt: new Date(g.finished_at),
            guildId: g.guild_id,
            variant: g.variant,
            seats: seats
              .filter((s) => s.gameId === g.game_id)
              .map((s) => ({
                seat: s.seat,
                userId: s.userId,
                displayName: s.displayName,
                score: s.score,
                rank: s.rank,
                winner: s.winner,
              })),
          })),
        };
      }),

    forgetUser: (userId) =>
      guard('forgetUser', async () => {
        if (!userId || userId.startsWith(FORGOTTEN_PREFIX))
          return fail('BAD_INPUT', `"${userId}" is not a user id that can be forgotten.`);
        return prisma.$transaction(async (tx) => {
          await lockRatings(tx);
          const open = await tx.game.findFirst({
            where: { status: { in: ['lobby', 'active'] }, seats: { some: { userId } } },
            select: { id: true, status: true },
          });
          if (open) {
            throw new Abort(
              fail(
                'BAD_INPUT',
                `User ${userId} sits in an open game (${open.status} ${open.id}): wait for its end or cancel it first. Nothing changed.`,
              ),
            );
          }
          const anonymousId = FORGOTTEN_PREFIX + randomBytes(8).toString('hex');
          const seats = await tx.seat.updateMany({
            where: { userId },
            data: { userId: anonymousId, displayName: FORGOTTEN_NAME },
          });
          const games = await tx.playerResult.updateMany({
            where: { userId },
            data: { userId: anonymousId, displayName: FORGOTTEN_NAME },
          });
          const hosted = await tx.game.updateMany({ where: { hostId: userId }, data: { hostId: anonymousId } });
          const rated = await tx.playerRating.updateMany({
            where: { userId },
            data: { userId: anonymousId, displayName: FORGOTTEN_NAME },
          });
          await tx.ratingChange.updateMany({ where: { userId }, data: { userId: anonymousId } });
          const settings = await tx.userSetting.deleteMany({ where: { userId } });
          // A table they had open in the Activity (a row a closed window left behind).
          await tx.activitySession.deleteMany({ where: { userId } });
          // The move log is append-only (a trigger); forgetting is the one rewrite it allows. The
          // autopilot's moves for the user name them too (src/actor.ts).
          const autopilot = makeActorId({ kind: 'autopilot', userId });
          await tx.$executeRaw`ALTER TABLE "moves" DISABLE TRIGGER "moves_append_only"`;
          const moves = await tx.$executeRaw`
            UPDATE "moves" SET "actor_id" = CASE WHEN "actor_id" = ${userId} THEN ${anonymousId}
              ELSE ${makeActorId({ kind: 'autopilot', userId: anonymousId })} END
            WHERE "actor_id" IN (${userId}, ${autopilot})`;
          await tx.$executeRaw`ALTER TABLE "moves" ENABLE TRIGGER "moves_append_only"`;
          // Outcomes in the event log and in jobs' payloads that name who cancelled or left (a
          // moderator who cancelled need not have sat at the table).
          const events = await tx.$executeRaw`
            UPDATE "game_events" SET "data" = "data" || jsonb_build_object('byUserId', ${anonymousId}::text, 'byName', ${FORGOTTEN_NAME}::text)
            WHERE "data"->>'byUserId' = ${userId}`;
          const jobs = await tx.$executeRaw`
            UPDATE "jobs" SET "data" = jsonb_set("data", '{outcome}', ("data"->'outcome') || jsonb_build_object('byUserId', ${anonymousId}::text, 'byName', ${FORGOTTEN_NAME}::text))
            WHERE "data"->'outcome'->>'byUserId' = ${userId}`;
          // Tournaments: the entrant, the organizer, and the rounds' pairings (ids in JSON: quoted, whole).
          const entered = await tx.tournamentEntrant.updateMany({
            where: { userId },
            data: { userId: anonymousId, displayName: FORGOTTEN_NAME },
          });
          const organized = await tx.tournament.updateMany({
            where: { organizerId: userId },
            data: { organizerId: anonymousId },
          });
          const quoted = JSON.stringify(userId);
          const paired = await tx.$executeRaw`
            UPDATE "tournament_rounds" SET "pairing" = replace("pairing"::text, ${quoted}, ${JSON.stringify(anonymousId)})::jsonb
            WHERE strpos("pairing"::text, ${quoted}) > 0`;
          const tournaments = entered.count + organized.count + paired;
          // Puzzles: their answers and their puzzle rating and streak, under the anonymous id.
          const answered = await tx.puzzleAttempt.updateMany({ where: { userId }, data: { userId: anonymousId } });
          const solver = await tx.puzzlePlayer.updateMany({ where: { userId }, data: { userId: anonymousId } });
          if (
            answered.count +
              solver.count +
              seats.count +
              games.count +
              hosted.count +
              rated.count +
              settings.count +
              moves +
              events +
              jobs +
              tournaments ===
            0
          ) {
            throw new Abort(fail('NOT_FOUND', `Nothing of user ${userId} is stored. Nothing changed.`));
          }
          logger.info({ anonymousId, games: games.count }, 'stats store: user forgotten');
          return { ok: true as const, anonymousId, games: games.count };
        }, TX_OPTIONS);
      }),
  };
  return store;
}

interface RatingInput {
  scope: string;
  userId: string;
  displayName: string;
  mu: number;
  sigma: number;
  conservative: number;
  games: number;
  wins: number;
}

function ratingInput(scope: string, userId: string, displayName: string, r: PlayerRating): RatingInput {
  return {
    scope,
    userId,
    displayName,
    mu: r.skill.mu,
    sigma: r.skill.sigma,
    conservative: conservative(r.skill),
    games: r.games,
    wins: r.wins,
  };
}

/** Inserts or replaces ratings in one statement (a game's players, or a chunk of a recompute). */
async function upsertRatings(tx: Tx, rows: RatingInput[]): Promise<void> {
  if (rows.length === 0) return;
  const col = <K extends keyof RatingInput>(k: K) => rows.map((r) => r[k]);
  await tx.$executeRaw`
    INSERT INTO "ratings" ("scope", "user_id", "display_name", "mu", "sigma", "conservative", "games", "wins", "updated_at")
    SELECT t.*, now() FROM unnest(${col('scope')}::text[], ${col('userId')}::text[], ${col('displayName')}::text[], ${col('mu')}::float8[],
      ${col('sigma')}::float8[], ${col('conservative')}::float8[], ${col('games')}::int[], ${col('wins')}::int[]) AS t
    ON CONFLICT ("scope", "user_id") DO UPDATE SET "display_name" = EXCLUDED."display_name", "mu" = EXCLUDED."mu",
      "sigma" = EXCLUDED."sigma", "conservative" = EXCLUDED."conservative", "games" = EXCLUDED."games", "wins" = EXCLUDED."wins",
      "updated_at" = EXCLUDED."updated_at"`;
}

type ChangeRow = ReturnType<typeof changeRow>;

async function insertChanges(tx: Tx, rows: ChangeRow[]): Promise<void> {
  if (rows.length === 0) return;
  const col = <K extends keyof ChangeRow>(k: K) => rows.map((r) => r[k]);
  await tx.$executeRaw`
    INSERT INTO "rating_changes" ("scope", "user_id", "seq", "game_id", "place", "mu_before", "sigma_before", "mu_after", "sigma_after")
    SELECT * FROM unnest(${col('scope')}::text[], ${col('userId')}::text[], ${col('seq')}::int[], ${col('gameId')}::uuid[], ${col('place')}::int[],
      ${col('muBefore')}::float8[], ${col('sigmaBefore')}::float8[], ${col('muAfter')}::float8[], ${col('sigmaAfter')}::float8[])`;
}

function changeRow(
  c: {
    scope: string;
    userId: string;
    place: number;
    before: { mu: number; sigma: number };
    after: { mu: number; sigma: number };
  },
  seq: number,
  gameId: string,
) {
  return {
    scope: c.scope,
    userId: c.userId,
    seq,
    gameId,
    place: c.place,
    muBefore: c.before.mu,
    sigmaBefore: c.before.sigma,
    muAfter: c.after.mu,
    sigmaAfter: c.after.sigma,
  };
}

function ratingRow(r: {
  scope: string;
  userId: string;
  displayName: string;
  mu: number;
  sigma: number;
  conservative: number;
  games: number;
  wins: number;
}): RatingRow {
  return {
    scope: r.scope,
    userId: r.userId,
    displayName: r.displayName,
    mu: r.mu,
    sigma: r.sigma,
    conservative: r.conservative,
    games: r.games,
    wins: r.wins,
  };
}
