// What every store module shares: the Prisma client, the logger, and the helpers that turn
// rows into games and conditional writes into clear failures.
import type pg from 'pg';
import type { PrismaClient, Prisma } from '../generated/prisma/client.ts';
import { Abort, fail, isUnavailable, unavailable } from './errors.ts';
import { GAME_BY_ID_SQL, UUID } from './game-sql.ts';
import { run, statement, type Statement } from './statements.ts';
import { readState, shape, withSeats, type Row } from './rows.ts';
import type { Fail, Game, GameStatus, Result, StoreLogger } from './types.ts';

export type Tx = Prisma.TransactionClient;
export type Db = Tx | PrismaClient;

export const OPEN: GameStatus[] = ['lobby', 'active'];
export const TX_OPTIONS = { maxWait: 5_000, timeout: 10_000 };

const GAME_BY_ID = statement('game-by-id', GAME_BY_ID_SQL);

/** What a statement sent past Prisma needs: its answer's row count. */
export type PlainQuery = Pick<pg.Pool, 'query'>;

export class StoreContext {
  constructor(
    readonly prisma: PrismaClient,
    readonly logger: StoreLogger,
    /**
     * The connections Prisma's adapter uses, for the hot statements (statements.ts) that skip Prisma:
     * cheaper a call, and the interaction claim never waits for Prisma's start (its query compiler
     * starts on its first query, raw ones included: ~250 ms idle, ~450 ms on a busy 2-core machine,
     * which a cold start's first click waited for before its claim, hence before any answer).
     */
    readonly pool: PlainQuery,
  ) {}

  /** One of the hot statements (statements.ts), straight through the pool. */
  query<R extends pg.QueryResultRow>(s: Statement, values: unknown[] = []): Promise<pg.QueryResult<R>> {
    return run<R>(this.pool, s, values);
  }

  /** Runs `work`; a connection failure and Abort become values, anything else is a bug and throws. */
  async guard<T extends object>(what: string, work: () => Promise<Result<T>>): Promise<Result<T>> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof Abort) return error.result;
      if (isUnavailable(error)) {
        this.logger.warn({ err: error, op: what }, 'store: database unavailable');
        return unavailable(error);
      }
      throw error;
    }
  }

  /** Row -> Game; an unreadable state marks the game broken (in its own write) and yields BROKEN. */
  async toGame(row: Row, db: Db = this.prisma): Promise<Result<{ game: Game }>> {
    const read = readState(row);
    // Only a game still being played is marked broken; one already over keeps its status.
    if (!read.ok && !OPEN.includes(row.status)) return { ok: true, game: shape(row, null) };
    if (!read.ok) {
      await db.game.updateMany({
        where: { id: row.id, status: { not: 'broken' } },
        data: { status: 'broken', brokenReason: read.detail, version: { increment: 1 } },
      });
      this.logger.error({ gameId: row.id, reason: read.detail }, 'store: game marked broken');
      return fail('BROKEN', `Game ${row.id} is broken and cannot go on (${read.detail}).`);
    }
    return { ok: true, game: shape(row, read.state) };
  }

  /** A game with its seats in one statement, straight through the pool (outside a transaction). */
  async load(gameId: string): Promise<Result<{ game: Game }>> {
    if (!UUID.test(gameId)) return fail('NOT_FOUND', `No game ${gameId}.`);
    const row = (await this.query<Row>(GAME_BY_ID, [gameId])).rows[0];
    if (!row) return fail('NOT_FOUND', `No game ${gameId}.`);
    return this.toGame(row);
  }

  async reload(db: Db, gameId: string): Promise<Result<{ game: Game }>> {
    const row = await db.game.findUnique({ where: { id: gameId }, include: withSeats });
    if (!row) return fail('NOT_FOUND', `No game ${gameId}.`);
    return this.toGame(row, db);
  }

  /**
   * Why a conditional write matched no row, read after the fact; undefined when status and
   * version are as expected (the write's other conditions failed: the caller knows which).
   */
  async whyNot(
    gameId: string,
    expect: { status: GameStatus[]; version?: number },
    db: Db = this.prisma,
  ): Promise<Fail | undefined> {
    // Inside a transaction `db` must be the transaction: the embedded database has one connection.
    const row = await db.game.findUnique({
      where: { id: gameId },
      select: { status: true, version: true, brokenReason: true },
    });
    if (!row) return fail('NOT_FOUND', `No game ${gameId}.`);
    if (row.status === 'broken' && !expect.status.includes('broken')) {
      return fail('BROKEN', `Game ${gameId} is broken: ${row.brokenReason ?? 'unknown reason'}.`);
    }
    if (!expect.status.includes(row.status)) {
      const error = expect.status.includes('lobby') && expect.status.length === 1 ? 'NOT_LOBBY' : 'NOT_ACTIVE';
      return fail(error, `Game ${gameId} is ${row.status}, not ${expect.status.join(' or ')}.`);
    }
    if (expect.version !== undefined && row.version !== expect.version) {
      return fail(
        'CONFLICT',
        `Game ${gameId} changed (version ${row.version}, expected ${expect.version}): reload it.`,
      );
    }
    return undefined;
  }

  changedMeanwhile(gameId: string): Fail {
    return fail('CONFLICT', `Game ${gameId} changed meanwhile: reload it.`);
  }

  /**
   * Bumps the version of a game in one of `status` (row lock for the rest of the transaction); returns the new version.
   */
  async lock(tx: Tx, gameId: string, status: GameStatus[], version?: number): Promise<number> {
    const where = { id: gameId, status: { in: status }, ...(version === undefined ? {} : { version }) };
    const { count } = await tx.game.updateMany({ where, data: { version: { increment: 1 } } });
    if (count === 0)
      throw new Abort((await this.whyNot(gameId, { status, version }, tx)) ?? this.changedMeanwhile(gameId));
    const row = await tx.game.findUniqueOrThrow({ where: { id: gameId }, select: { version: true } });
    return row.version;
  }
}
