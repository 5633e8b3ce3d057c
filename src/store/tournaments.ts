// Tournaments over the same database as the games: the sign-up, the start, and each round change, a
// round's games created in the same transaction as the round itself. A round's row is keyed by its
// number (a round cannot be paired twice), and every change is conditional on the tournament's status,
// round or version, so two processes running the same job, or a job run again after a crash, change
// it once. Jobs that belong to no game (posting a round, starting at a set time) are written here,
// in the same transaction as the change they follow. The pairing itself is the app's (src/tournaments).
import type { GameState, Variant } from '../engine/types.ts';
import { type Prisma, type PrismaClient } from '../generated/prisma/client.ts';
import { TX_OPTIONS } from './context.ts';
import { writeEffects } from './effects.ts';
import { Abort, fail } from './errors.ts';
import { storeGuard, writeGamelessJobs } from './guard.ts';
import type { Effects, JobInput, Result, SeatControl, StoreLogger } from './types.ts';

type Tx = Prisma.TransactionClient;

export type TournamentStatus = 'signup' | 'running' | 'finished' | 'cancelled';

export interface EntrantRow {
  userId: string;
  displayName: string;
  joinedAt: Date;
  checkedIn: boolean;
  /** The rating that seeded them (set at the start). */
  rating: number;
  /** The round from which they are paired no more; null: still in. */
  withdrawnFrom: number | null;
}

export interface TournamentRow {
  id: string;
  guildId: string;
  channelId: string;
  organizerId: string;
  name: string;
  format: string;
  tableSize: number;
  rounds: number;
  turnSeconds: number | null;
  variant: Variant;
  botsFill: boolean;
  checkIn: boolean;
  startsAt: Date | null;
  status: TournamentStatus;
  seed: string;
  locale: string;
  version: number;
  /** The round being played; 0 before the start. */
  round: number;
  messages: Record<string, string>;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  /** In the order they signed up. */
  entrants: EntrantRow[];
}

export interface RoundRow {
  round: number;
  pairing: unknown;
  finishedAt: Date | null;
}

/** A tournament game as the standings read it. */
export interface TournamentGameRow {
  gameId: string;
  round: number;
  table: number;
  status: string;
  threadId: string | null;
  /** By seat: the person (or the bot) and who played it at the end. */
  seats: { userId: string; displayName: string; botLevel: string | null; control: SeatControl }[];
  /** By seat, once finished: final score and complete rows; null otherwise. */
  results: { score: number; completeRows: number }[] | null;
}

export interface NewTournament {
  /** Chosen by the caller, so the jobs written with it can name it. */
  id: string;
  guildId: string;
  channelId: string;
  organizerId: string;
  name: string;
  format: string;
  tableSize: number;
  rounds: number;
  turnSeconds: number | null;
  variant: Variant;
  botsFill: boolean;
  checkIn: boolean;
  startsAt: Date | null;
  seed: string;
  locale: string;
}

/** A game a round opens: created active at version 1, with the effects of its start. */
export interface NewTournamentGame {
  id: string;
  table: number;
  seats: { userId: string; displayName: string; botLevel: string | null }[];
  state: GameState;
  effects: Effects;
}

/** A round to open: its pairing (as stored) and its games. */
export interface RoundToOpen {
  round: number;
  pairing: unknown;
  games: NewTournamentGame[];
}

export interface TournamentStore {
  /** Opens a sign-up; `jobs` (a start at a set time) are written with it. */
  create(input: NewTournament, jobs?: JobInput[]): Promise<Result<{ tournament: TournamentRow }>>;
  /** NOT_FOUND when there is no such tournament. */
  get(id: string): Promise<Result<{ tournament: TournamentRow }>>;
  /** The tournaments of a channel in sign-up or running, oldest first. */
  openInChannel(channelId: string): Promise<Result<{ tournaments: TournamentRow[] }>>;
  /** The channel's latest tournament, in any status (its standings stay there once it is over); null: none. */
  latestInChannel(channelId: string): Promise<Result<{ tournament: TournamentRow | null }>>;
  /** The tournaments of a server in sign-up or running, oldest first. */
  openInGuild(guildId: string): Promise<Result<{ tournaments: TournamentRow[] }>>;
  /**
   * Signs up (NOT_LOBBY: not in sign-up; ALREADY_SEATED). `checkedIn`: joining during the check-in counts
   * as checking in.
   */
  join(
    id: string,
    user: { userId: string; displayName: string },
    checkedIn: boolean,
  ): Promise<Result<{ tournament: TournamentRow }>>;
  /** Leaves the sign-up (NOT_LOBBY, NOT_SEATED). */
  leave(id: string, userId: string): Promise<Result<{ tournament: TournamentRow }>>;
  /** Checks an entrant in (NOT_LOBBY, NOT_SEATED; a second check-in changes nothing). */
  checkIn(id: string, userId: string): Promise<Result<{ tournament: TournamentRow; changed: boolean }>>;
  /** Merges message ids by role; no version bump. */
  setMessages(id: string, patch: Record<string, string>): Promise<Result<{ tournament: TournamentRow }>>;
  /**
   * Sign-up -> running at `expectedVersion` (CONFLICT when it changed; NOT_LOBBY): the entrants left
   * out (not checked in) removed, the others' seeding ratings set, `rounds` planned, round 1 opened.
   */
  begin(
    id: string,
    expectedVersion: number,
    input: { ratings: Record<string, number>; leftOut: string[]; rounds: number; first: RoundToOpen; jobs: JobInput[] },
  ): Promise<Result<{ tournament: TournamentRow }>>;
  /**
   * Closes round `from` and opens `next` (or, with none, finishes the tournament), only while the
   * tournament is running at round `from` (else CONFLICT: another process did it; nothing changed).
   */
  advance(
    id: string,
    from: number,
    input: { next: RoundToOpen | null; jobs: JobInput[] },
  ): Promise<Result<{ tournament: TournamentRow }>>;
  /**
   * An entrant leaves the rest of a running tournament: paired no more from round `fromRound`
   * (NOT_SEATED; NOT_ACTIVE).
   */
  withdraw(
    id: string,
    userId: string,
    fromRound: number,
  ): Promise<Result<{ tournament: TournamentRow; changed: boolean }>>;
  /** Sign-up or running -> cancelled (NOT_ACTIVE when over already), with its jobs. */
  cancel(id: string, jobs?: JobInput[]): Promise<Result<{ tournament: TournamentRow }>>;
  /** Its rounds as paired, in order. */
  rounds(id: string): Promise<Result<{ rounds: RoundRow[] }>>;
  /** Its games with their seats and results, by round and table. */
  games(id: string): Promise<Result<{ games: TournamentGameRow[] }>>;
  /**
   * A tournament game's thread was deleted: it plays on in the tournament's channel (its thread
   * forgotten, 'deleted' noted as why it has none), with `jobs` of the game (its turn shown again
   * there). False, and no job, when it no longer had that thread (told twice, or by two processes).
   */
  threadGone(gameId: string, threadId: string, jobs?: JobInput[]): Promise<Result<{ changed: boolean }>>;
  /** Each user's shown rating (mu - 3 sigma) in a scope; absent: unrated. */
  ratings(scope: string, userIds: string[]): Promise<Result<{ ratings: Record<string, number> }>>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const OPEN: TournamentStatus[] = ['signup', 'running'];
const withEntrants = { entrants: { orderBy: [{ joinedAt: 'asc' as const }, { userId: 'asc' as const }] } };

type Row = Prisma.TournamentGetPayload<{ include: { entrants: true } }>;

function shape(row: Row): TournamentRow {
  return {
    id: row.id,
    guildId: row.guildId,
    channelId: row.channelId,
    organizerId: row.organizerId,
    name: row.name,
    format: row.format,
    tableSize: row.tableSize,
    rounds: row.rounds,
    turnSeconds: row.turnSeconds,
    variant: row.variant,
    botsFill: row.botsFill,
    checkIn: row.checkIn,
    startsAt: row.startsAt,
    status: row.status as TournamentStatus,
    seed: row.seed,
    locale: row.locale,
    version: row.version,
    round: row.round,
    messages: (row.messages ?? {}) as Record<string, string>,
    createdAt: row.createdAt,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    entrants: row.entrants.map((e) => ({
      userId: e.userId,
      displayName: e.displayName,
      joinedAt: e.joinedAt,
      checkedIn: e.checkedIn,
      rating: e.rating,
      withdrawnFrom: e.withdrawnFrom,
    })),
  };
}

export function createTournamentStore({
  prisma,
  logger,
}: {
  prisma: PrismaClient;
  logger: StoreLogger;
}): TournamentStore {
  const guard = storeGuard(logger, 'tournament store');

  const read = async (db: Tx | PrismaClient, id: string): Promise<Result<{ tournament: TournamentRow }>> => {
    if (!UUID.test(id)) return fail('NOT_FOUND', `No tournament ${id}.`);
    const row = await db.tournament.findUnique({ where: { id }, include: withEntrants });
    return row ? { ok: true, tournament: shape(row) } : fail('NOT_FOUND', `No tournament ${id}.`);
  };

  /** Bumps the version of a tournament in one of `status` (and at `version`), or aborts with why not. */
  const lock = async (tx: Tx, id: string, status: TournamentStatus[], version?: number): Promise<void> => {
    if (!UUID.test(id)) throw new Abort(fail('NOT_FOUND', `No tournament ${id}.`));
    const { count } = await tx.tournament.updateMany({
      where: { id, status: { in: status }, ...(version === undefined ? {} : { version }) },
      data: { version: { increment: 1 } },
    });
    if (count > 0) return;
    const row = await tx.tournament.findUnique({ where: { id }, select: { status: true, version: true } });
    if (!row) throw new Abort(fail('NOT_FOUND', `No tournament ${id}.`));
    if (!status.includes(row.status as TournamentStatus))
      throw new Abort(
        fail(
          status.includes('signup') && status.length === 1 ? 'NOT_LOBBY' : 'NOT_ACTIVE',
          `Tournament ${id} is ${row.status}.`,
        ),
      );
    throw new Abort(fail('CONFLICT', `Tournament ${id} changed (version ${row.version}, expected ${version}).`));
  };

  const writeJobs = writeGamelessJobs;

  /** A round's row and its games, each active at version 1 with the effects of its start. */
  const openRound = async (
    tx: Tx,
    t: {
      id: string;
      guildId: string;
      channelId: string;
      organizerId: string;
      turnSeconds: number | null;
      variant: Variant;
      locale: string;
    },
    open: RoundToOpen,
  ) => {
    await tx.tournamentRound.create({
      data: { tournamentId: t.id, round: open.round, pairing: open.pairing as Prisma.InputJsonValue },
    });
    const now = new Date();
    for (const game of open.games) {
      if (game.state.playerCount !== game.seats.length || game.state.variant !== t.variant)
        throw new Abort(fail('BAD_INPUT', `Table ${game.table}: the state does not fit its seats or variant.`));
      await tx.game.create({
        data: {
          id: game.id,
          guildId: t.guildId,
          channelId: t.channelId,
          hostId: t.organizerId,
          status: 'active',
          variant: t.variant,
          playerCount: game.seats.length,
          state: game.state as unknown as Prisma.InputJsonValue,
          seed: game.state.seed,
          version: 1,
          turnSeconds: t.turnSeconds,
          locale: t.locale,
          startedAt: now,
          tournamentId: t.id,
          tournamentRound: open.round,
          tournamentTable: game.table,
          seats: {
            create: game.seats.map((s, seat) => ({
              seat,
              userId: s.userId,
              displayName: s.displayName,
              botLevel: s.botLevel,
            })),
          },
        },
      });
      await writeEffects(tx, game.id, 1, game.effects);
    }
  };

  return {
    create: (input, jobs = []) =>
      guard('tournaments.create', () =>
        prisma.$transaction(async (tx) => {
          if (!UUID.test(input.id))
            throw new Abort(fail('BAD_INPUT', `A tournament id must be a uuid, not ${input.id}.`));
          const row = await tx.tournament.create({ data: input, include: withEntrants });
          await writeJobs(tx, jobs);
          return { ok: true as const, tournament: shape(row) };
        }, TX_OPTIONS),
      ),

    get: (id) => guard('tournaments.get', () => read(prisma, id)),

    openInChannel: (channelId) =>
      guard('tournaments.openInChannel', async () => {
        const rows = await prisma.tournament.findMany({
          where: { channelId, status: { in: OPEN } },
          include: withEntrants,
          orderBy: { createdAt: 'asc' },
        });
        return { ok: true, tournaments: rows.map(shape) };
      }),

    latestInChannel: (channelId) =>
      guard('tournaments.latestInChannel', async () => {
        const row = await prisma.tournament.findFirst({
          where: { channelId },
          include: withEntrants,
          orderBy: { createdAt: 'desc' },
        });
        return { ok: true, tournament: row ? shape(row) : null };
      }),

    openInGuild: (guildId) =>
      guard('tournaments.openInGuild', async () => {
        const rows = await prisma.tournament.findMany({
          where: { guildId, status: { in: OPEN } },
          include: withEntrants,
          orderBy: { createdAt: 'asc' },
        });
        return { ok: true, tournaments: rows.map(shape) };
      }),

    join: (id, user, checkedIn) =>
      guard('tournaments.join', () =>
        prisma.$transaction(async (tx) => {
          await lock(tx, id, ['signup']);
          const inserted = await tx.$executeRaw`
            INSERT INTO "tournament_entrants" ("tournament_id", "user_id", "display_name", "checked_in")
            VALUES (${id}::uuid, ${user.userId}, ${user.displayName}, ${checkedIn})
            ON CONFLICT DO NOTHING`;
          if (inserted === 0) throw new Abort(fail('ALREADY_SEATED', `${user.userId} already signed up.`));
          return read(tx, id);
        }, TX_OPTIONS),
      ),

    leave: (id, userId) =>
      guard('tournaments.leave', () =>
        prisma.$transaction(async (tx) => {
          await lock(tx, id, ['signup']);
          const { count } = await tx.tournamentEntrant.deleteMany({ where: { tournamentId: id, userId } });
          if (count === 0) throw new Abort(fail('NOT_SEATED', `${userId} is not signed up.`));
          return read(tx, id);
        }, TX_OPTIONS),
      ),

    checkIn: (id, userId) =>
      guard('tournaments.checkIn', () =>
        prisma.$transaction(async (tx) => {
          await lock(tx, id, ['signup']);
          const entrant = await tx.tournamentEntrant.findUnique({
            where: { tournamentId_userId: { tournamentId: id, userId } },
          });
          if (!entrant) throw new Abort(fail('NOT_SEATED', `${userId} is not signed up.`));
          if (!entrant.checkedIn)
            await tx.tournamentEntrant.update({
              where: { tournamentId_userId: { tournamentId: id, userId } },
              data: { checkedIn: true },
            });
          const read1 = await read(tx, id);
          return read1.ok ? { ...read1, changed: !entrant.checkedIn } : read1;
        }, TX_OPTIONS),
      ),

    setMessages: (id, patch) =>
      guard('tournaments.setMessages', async () => {
        if (!UUID.test(id)) return fail('NOT_FOUND', `No tournament ${id}.`);
        await prisma.$executeRaw`
          UPDATE "tournaments" SET "messages" = "messages" || ${JSON.stringify(patch)}::jsonb WHERE "id" = ${id}::uuid`;
        return read(prisma, id);
      }),

    begin: (id, expectedVersion, input) =>
      guard('tournaments.begin', () =>
        prisma.$transaction(async (tx) => {
          await lock(tx, id, ['signup'], expectedVersion);
          if (input.leftOut.length)
            await tx.tournamentEntrant.deleteMany({ where: { tournamentId: id, userId: { in: input.leftOut } } });
          for (const [userId, rating] of Object.entries(input.ratings))
            await tx.tournamentEntrant.updateMany({ where: { tournamentId: id, userId }, data: { rating } });
          const t = await tx.tournament.update({
            where: { id },
            data: { status: 'running', round: input.first.round, rounds: input.rounds, startedAt: new Date() },
          });
          await openRound(tx, t, input.first);
          await writeJobs(tx, input.jobs);
          return read(tx, id);
        }, TX_OPTIONS),
      ),

    advance: (id, from, input) =>
      guard('tournaments.advance', () =>
        prisma.$transaction(async (tx) => {
          if (!UUID.test(id)) throw new Abort(fail('NOT_FOUND', `No tournament ${id}.`));
          const { count } = await tx.tournament.updateMany({
            where: { id, status: 'running', round: from },
            data: input.next
              ? { round: input.next.round, version: { increment: 1 } }
              : { status: 'finished', finishedAt: new Date(), version: { increment: 1 } },
          });
          if (count === 0) throw new Abort(fail('CONFLICT', `Tournament ${id} is no longer running round ${from}.`));
          await tx.tournamentRound.updateMany({
            where: { tournamentId: id, round: from, finishedAt: null },
            data: { finishedAt: new Date() },
          });
          if (input.next) {
            const t = await tx.tournament.findUniqueOrThrow({ where: { id } });
            await openRound(tx, t, input.next);
          }
          await writeJobs(tx, input.jobs);
          return read(tx, id);
        }, TX_OPTIONS),
      ),

    withdraw: (id, userId, fromRound) =>
      guard('tournaments.withdraw', () =>
        prisma.$transaction(async (tx) => {
          await lock(tx, id, ['running']);
          const { count } = await tx.tournamentEntrant.updateMany({
            where: { tournamentId: id, userId, withdrawnFrom: null },
            data: { withdrawnFrom: fromRound },
          });
          if (count === 0) {
            const entrant = await tx.tournamentEntrant.findUnique({
              where: { tournamentId_userId: { tournamentId: id, userId } },
            });
            if (!entrant) throw new Abort(fail('NOT_SEATED', `${userId} is not in tournament ${id}.`));
          }
          const after = await read(tx, id);
          return after.ok ? { ...after, changed: count > 0 } : after;
        }, TX_OPTIONS),
      ),

    cancel: (id, jobs = []) =>
      guard('tournaments.cancel', () =>
        prisma.$transaction(async (tx) => {
          await lock(tx, id, OPEN);
          await tx.tournament.update({ where: { id }, data: { status: 'cancelled', finishedAt: new Date() } });
          await writeJobs(tx, jobs);
          return read(tx, id);
        }, TX_OPTIONS),
      ),

    rounds: (id) =>
      guard('tournaments.rounds', async () => {
        if (!UUID.test(id)) return fail('NOT_FOUND', `No tournament ${id}.`);
        const rows = await prisma.tournamentRound.findMany({ where: { tournamentId: id }, orderBy: { round: 'asc' } });
        return {
          ok: true,
          rounds: rows.map((r) => ({ round: r.round, pairing: r.pairing, finishedAt: r.finishedAt })),
        };
      }),

    games: (id) =>
      guard('tournaments.games', async () => {
        if (!UUID.test(id)) return fail('NOT_FOUND', `No tournament ${id}.`);
        const rows = await prisma.game.findMany({
          where: { tournamentId: id },
          include: { seats: { orderBy: { seat: 'asc' } }, results: { orderBy: { seat: 'asc' } } },
          orderBy: [{ tournamentRound: 'asc' }, { tournamentTable: 'asc' }],
        });
        return {
          ok: true,
          games: rows.map((g) => ({
            gameId: g.id,
            round: g.tournamentRound ?? 0,
            table: g.tournamentTable ?? 0,
            status: g.status,
            threadId: g.threadId,
            seats: g.seats.map((s) => ({
              userId: s.userId,
              displayName: s.displayName,
              botLevel: s.botLevel,
              control: s.control as SeatControl,
            })),
            results:
              g.status === 'finished' && g.results.length === g.seats.length
                ? g.results.map((r) => ({ score: r.score, completeRows: r.completeRows }))
                : null,
          })),
        };
      }),

    threadGone: (gameId, threadId, jobs = []) =>
      guard('tournaments.threadGone', async () => {
        if (!UUID.test(gameId)) return fail('NOT_FOUND', `No game ${gameId}.`);
        return prisma.$transaction(async (tx) => {
          const n = await tx.$executeRaw`
            UPDATE "games" SET "thread_id" = NULL, "thread_refusal" = 'deleted'
            WHERE "id" = ${gameId}::uuid AND "thread_id" = ${threadId} AND "tournament_id" IS NOT NULL`;
          if (n > 0 && jobs.length) {
            const game = await tx.game.findUniqueOrThrow({ where: { id: gameId }, select: { version: true } });
            await writeEffects(tx, gameId, game.version, { jobs });
          }
          return { ok: true as const, changed: n > 0 };
        }, TX_OPTIONS);
      }),

    ratings: (scope, userIds) =>
      guard('tournaments.ratings', async () => {
        const rows = await prisma.playerRating.findMany({ where: { scope, userId: { in: userIds } } });
        return { ok: true, ratings: Object.fromEntries(rows.map((r) => [r.userId, r.conservative])) };
      }),
  };
}
