// The game repository over Prisma: every write checks the row it changes (status and,
// where a caller computed something from it, version) inside one transaction, so two
// processes racing on the same game never both win.
import { randomBytes } from 'node:crypto';
import { parseState, recordFromActions, makeRecordLine } from '../engine/index.ts';
import type { Action, GameState, PlayerCount } from '../engine/types.ts';
import type { PrismaClient, Prisma } from '../generated/prisma/client.ts';
import { Abort, fail, isUnavailable, isUniqueViolation, unavailable } from './errors.ts';
import { rankResults } from './results.ts';
import { applyActionSql, shapeApplied, type AppliedRow } from './apply-sql.ts';
import type {
  ApplyActionInput,
  CreateLobbyInput,
  Fail,
  Game,
  GameStatus,
  MoveRow,
  PlayerResult,
  Result,
  Store,
  StoreLogger,
} from './types.ts';

type Tx = Prisma.TransactionClient;
type Row = Prisma.GameGetPayload<{ include: { seats: true } }>;

const withSeats = { seats: { orderBy: { seat: 'asc' } } } as const;
const OPEN: GameStatus[] = ['lobby', 'active'];
const TX_OPTIONS = { maxWait: 10_000, timeout: 15_000 };
const CHANNEL_INDEX = 'games_one_open_game_per_channel';

export interface RepositoryOptions {
  prisma: PrismaClient;
  logger: StoreLogger;
  onClose: () => Promise<void>;
}

export function createRepository({ prisma, logger, onClose }: RepositoryOptions): Store {
  /** Runs `work`; database trouble and Abort become values, anything else is a bug and throws. */
  async function guard<T>(what: string, work: () => Promise<Result<T>>): Promise<Result<T>> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof Abort) return error.result;
      if (isUnavailable(error)) {
        logger.warn({ err: error, op: what }, 'store: database unavailable');
        return unavailable(error);
      }
      throw error;
    }
  }

  /** Row -> Game; an unreadable state marks the game broken (in its own write) and yields BROKEN. */
  async function toGame(row: Row, db: Tx | PrismaClient = prisma): Promise<Result<{ game: Game }>> {
    let state: GameState | null = null;
    if (row.state !== null && row.status !== 'broken') {
      const parsed = parseState(row.state);
      if (!parsed.ok) {
        const reason = `stored state is unreadable: ${parsed.error.slice(0, 500)}`;
        await db.game.updateMany({
          where: { id: row.id, status: { not: 'broken' } },
          data: { status: 'broken', brokenReason: reason, version: { increment: 1 } },
        });
        logger.error({ gameId: row.id, reason }, 'store: game marked broken');
        return fail('BROKEN', `Game ${row.id} is broken and cannot go on (${reason}).`);
      }
      state = parsed.state;
    }
    return { ok: true, game: shape(row, state) };
  }

  /**
   * Why a conditional write matched no row, read after the fact; undefined when status and
   * version are as expected (the write's other conditions failed: the caller knows which).
   */
  async function whyNot(gameId: string, expect: { status: GameStatus[]; version?: number }, db: Tx | PrismaClient = prisma): Promise<Fail | undefined> {
    // Inside a transaction `db` must be the transaction: the embedded database has one connection.
    const row = await db.game.findUnique({ where: { id: gameId }, select: { status: true, version: true, brokenReason: true } });
    if (!row) return fail('NOT_FOUND', `No game ${gameId}.`);
    if (row.status === 'broken') return fail('BROKEN', `Game ${gameId} is broken: ${row.brokenReason ?? 'unknown reason'}.`);
    if (!expect.status.includes(row.status)) {
      const error = expect.status.includes('lobby') && expect.status.length === 1 ? 'NOT_LOBBY' : 'NOT_ACTIVE';
      return fail(error, `Game ${gameId} is ${row.status}, not ${expect.status.join(' or ')}.`);
    }
    if (expect.version !== undefined && row.version !== expect.version) {
      return fail('CONFLICT', `Game ${gameId} changed (version ${row.version}, expected ${expect.version}): reload it.`);
    }
    return undefined;
  }

  const changedMeanwhile = (gameId: string) => fail('CONFLICT', `Game ${gameId} changed meanwhile: reload it.`);

  /** Bumps the version of a game in one of `status` (row lock for the rest of the transaction). */
  async function lock(tx: Tx, gameId: string, status: GameStatus[], version?: number): Promise<void> {
    const where = { id: gameId, status: { in: status }, ...(version === undefined ? {} : { version }) };
    const { count } = await tx.game.updateMany({ where, data: { version: { increment: 1 } } });
    if (count === 0) throw new Abort((await whyNot(gameId, { status, version }, tx)) ?? changedMeanwhile(gameId));
  }

  async function reload(tx: Tx | PrismaClient, gameId: string): Promise<Result<{ game: Game }>> {
    const row = await tx.game.findUnique({ where: { id: gameId }, include: withSeats });
    if (!row) return fail('NOT_FOUND', `No game ${gameId}.`);
    return toGame(row, tx);
  }

  function validState(input: unknown): GameState {
    const parsed = parseState(input);
    if (!parsed.ok) throw new Abort(fail('BAD_INPUT', `The new state is not a valid game state: ${parsed.error.slice(0, 300)}`));
    return parsed.state;
  }

  async function finishInTx(tx: Tx, row: Row, state: GameState, now: Date): Promise<void> {
    if (!state.result) throw new Abort(fail('BAD_INPUT', `Game ${row.id}: the state is over but has no result.`));
    await tx.playerResult.createMany({ data: rankResults(row.id, row.seats, state.result, now), skipDuplicates: true });
  }

  const store: Store = {
    createLobby: (input: CreateLobbyInput) =>
      guard('createLobby', async () => {
        const maxPlayers = input.maxPlayers ?? 4;
        if (![2, 3, 4].includes(maxPlayers)) return fail('BAD_INPUT', `maxPlayers must be 2, 3 or 4, got ${maxPlayers}.`);
        if (input.variant !== 'standard' && input.variant !== 'gray') return fail('BAD_INPUT', `Unknown variant "${String(input.variant)}".`);
        try {
          const row = await prisma.game.create({
            data: {
              guildId: input.guildId,
              channelId: input.channelId,
              hostId: input.hostId,
              variant: input.variant,
              playerCount: maxPlayers,
              seed: input.seed ?? randomBytes(8).toString('hex'),
              seats: { create: { seat: 0, userId: input.hostId, displayName: input.hostName } },
            },
            include: withSeats,
          });
          return toGame(row);
        } catch (error) {
          if (isUniqueViolation(error, CHANNEL_INDEX)) {
            return fail('CHANNEL_BUSY', `Channel ${input.channelId} already has a game in its lobby or in play.`);
          }
          throw error;
        }
      }),

    join: (gameId, user) =>
      guard('join', async () => {
        try {
          return await prisma.$transaction(async (tx) => {
            await lock(tx, gameId, ['lobby']);
            const game = await tx.game.findUniqueOrThrow({ where: { id: gameId }, include: withSeats });
            if (game.seats.some((s) => s.userId === user.userId)) throw new Abort(fail('ALREADY_SEATED', `You already sit at this table.`));
            const taken = new Set(game.seats.map((s) => s.seat));
            const seat = [...Array(game.playerCount).keys()].find((i) => !taken.has(i));
            if (seat === undefined) throw new Abort(fail('LOBBY_FULL', `The table is full (${game.playerCount} seats).`));
            await tx.seat.create({ data: { gameId, seat, userId: user.userId, displayName: user.displayName } });
            return reload(tx, gameId);
          }, TX_OPTIONS);
        } catch (error) {
          // The game row lock serializes joins, so this only guards against a bug elsewhere.
          if (isUniqueViolation(error)) return fail('CONFLICT', `Someone took that seat at the same moment: try again.`);
          throw error;
        }
      }),

    leave: (gameId, userId) =>
      guard('leave', () =>
        prisma.$transaction(async (tx) => {
          await lock(tx, gameId, ['lobby']);
          const { count } = await tx.seat.deleteMany({ where: { gameId, userId } });
          if (count === 0) throw new Abort(fail('NOT_SEATED', `You do not sit at this table.`));
          // A host who leaves hands the lobby to the player seated longest.
          const game = await tx.game.findUniqueOrThrow({ where: { id: gameId }, select: { hostId: true } });
          if (game.hostId === userId) {
            const next = await tx.seat.findFirst({ where: { gameId }, orderBy: [{ joinedAt: 'asc' }, { seat: 'asc' }] });
            if (next) await tx.game.update({ where: { id: gameId }, data: { hostId: next.userId } });
          }
          return reload(tx, gameId);
        }, TX_OPTIONS),
      ),

    start: (gameId, expectedVersion, input) =>
      guard('start', () =>
        prisma.$transaction(async (tx) => {
          const state = validState(input.state);
          await lock(tx, gameId, ['lobby'], expectedVersion);
          const row = await tx.game.findUniqueOrThrow({ where: { id: gameId }, include: withSeats });
          const seats = orderSeats(row.seats, input.order);
          if (state.playerCount !== seats.length) {
            throw new Abort(fail('BAD_INPUT', `The state is for ${state.playerCount} players but ${seats.length} sit at the table.`));
          }
          if (state.variant !== row.variant) throw new Abort(fail('BAD_INPUT', `The state is ${state.variant}, the game ${row.variant}.`));
          await tx.seat.deleteMany({ where: { gameId } });
          await tx.seat.createMany({
            data: seats.map((s, seat) => ({ gameId, seat, userId: s.userId, displayName: s.displayName, joinedAt: s.joinedAt })),
          });
          await tx.game.update({
            where: { id: gameId },
            data: { status: 'active', state: state as unknown as Prisma.InputJsonValue, seed: state.seed, playerCount: seats.length as PlayerCount, startedAt: new Date() },
          });
          return reload(tx, gameId);
        }, TX_OPTIONS),
      ),

    applyAction: (gameId, expectedVersion, input: ApplyActionInput) =>
      guard('applyAction', async () => {
        const state = validState(input.state);
        if (!isActionShape(input.action)) return fail('BAD_INPUT', `Not an action: ${JSON.stringify(input.action)?.slice(0, 200)}`);
        if (typeof input.actorId !== 'string' || !input.actorId) return fail('BAD_INPUT', 'actorId must be a non-empty string.');
        const rows = await prisma.$queryRaw<AppliedRow[]>(applyActionSql(gameId, expectedVersion, input.actorId, input.action, state, new Date()));
        const row = rows[0];
        if (!row) {
          // Right status and version yet no write: the state has another player count or variant.
          const why = await whyNot(gameId, { status: ['active'], version: expectedVersion });
          return why ?? fail('BAD_INPUT', `The new state does not belong to game ${gameId} (players or variant differ).`);
        }
        return { ok: true as const, game: shapeApplied(row, state), seq: row.seq };
      }),

    finish: (gameId) =>
      guard('finish', async () => {
        const current = await reload(prisma, gameId);
        if (!current.ok) return current;
        const { game } = current;
        if (game.status === 'finished') return current;
        if (game.status !== 'active') return fail('NOT_ACTIVE', `Game ${gameId} is ${game.status}.`);
        if (!game.state || game.state.phase !== 'over') return fail('BAD_INPUT', `Game ${gameId} is not over yet.`);
        return prisma.$transaction(async (tx) => {
          await lock(tx, gameId, ['active'], game.version);
          const row = await tx.game.update({ where: { id: gameId }, data: { status: 'finished', finishedAt: new Date() }, include: withSeats });
          await finishInTx(tx, row, game.state!, row.finishedAt!);
          return reload(tx, gameId);
        }, TX_OPTIONS);
      }),

    cancel: (gameId, reason) =>
      guard('cancel', async () => {
        const { count } = await prisma.game.updateMany({
          where: { id: gameId, status: { in: OPEN } },
          data: { status: 'cancelled', finishedAt: new Date(), version: { increment: 1 } },
        });
        if (count === 0) return (await whyNot(gameId, { status: OPEN })) ?? changedMeanwhile(gameId);
        logger.info({ gameId, reason }, 'store: game cancelled');
        return reload(prisma, gameId);
      }),

    findByChannel: (channelId) =>
      guard('findByChannel', async () => {
        const row = await prisma.game.findFirst({ where: { channelId, status: { in: OPEN } }, include: withSeats });
        if (!row) return { ok: true, game: null };
        return toGame(row);
      }),

    get: (gameId) => guard('get', () => reload(prisma, gameId)),

    listUserGames: (userId) =>
      guard('listUserGames', async () => {
        const rows = await prisma.game.findMany({
          where: { status: { in: OPEN }, seats: { some: { userId } } },
          include: withSeats,
          orderBy: { updatedAt: 'desc' },
        });
        const games: Game[] = [];
        for (const row of rows) {
          const one = await toGame(row);
          if (one.ok) games.push(one.game); // a broken one was just marked; the others go on
        }
        return { ok: true, games };
      }),

    setMessages: (gameId, patch) =>
      guard('setMessages', async () => {
        const set: Record<string, string> = {};
        const drop: string[] = [];
        for (const [role, id] of Object.entries(patch)) {
          if (id === null) drop.push(role);
          else if (typeof id === 'string') set[role] = id;
          else return fail('BAD_INPUT', `Message id for "${role}" must be a string or null.`);
        }
        // Merged in SQL so that two processes setting different roles both keep theirs.
        const changed = await prisma.$executeRaw`
          UPDATE "games" SET "messages" = ("messages" || ${JSON.stringify(set)}::jsonb) - ${drop}::text[], "updated_at" = now()
          WHERE "id" = ${gameId}::uuid`;
        if (changed === 0) return fail('NOT_FOUND', `No game ${gameId}.`);
        return reload(prisma, gameId);
      }),

    markBroken: (gameId, reason) =>
      guard('markBroken', async () => {
        const { count } = await prisma.game.updateMany({
          where: { id: gameId },
          data: { status: 'broken', brokenReason: reason, version: { increment: 1 } },
        });
        if (count === 0) return fail('NOT_FOUND', `No game ${gameId}.`);
        logger.error({ gameId, reason }, 'store: game marked broken');
        return reload(prisma, gameId);
      }),

    moves: (gameId) =>
      guard('moves', async () => {
        const rows = await prisma.move.findMany({ where: { gameId }, orderBy: { seq: 'asc' } });
        if (rows.length === 0 && !(await prisma.game.findUnique({ where: { id: gameId }, select: { id: true } }))) {
          return fail('NOT_FOUND', `No game ${gameId}.`);
        }
        const moves: MoveRow[] = rows.map((m) => ({ seq: m.seq, actorId: m.actorId, action: m.action as unknown as Action, createdAt: m.createdAt }));
        return { ok: true, moves };
      }),

    results: (gameId) =>
      guard('results', async () => {
        const rows = await prisma.playerResult.findMany({ where: { gameId }, orderBy: { seat: 'asc' } });
        const results: PlayerResult[] = rows.map(({ gameId: _g, finishedAt: _f, ...r }) => r);
        return { ok: true, results };
      }),

    exportRecord: (gameId) =>
      guard('exportRecord', async () => {
        const row = await prisma.game.findUnique({ where: { id: gameId }, include: { ...withSeats, moves: { orderBy: { seq: 'asc' } } } });
        if (!row) return fail('NOT_FOUND', `No game ${gameId}.`);
        if (row.status === 'lobby' || row.startedAt === null) return fail('NOT_ACTIVE', `Game ${gameId} has not started.`);
        const init = {
          playerCount: row.playerCount as PlayerCount,
          variant: row.variant,
          seed: row.seed,
          names: row.seats.map((s) => s.displayName),
        };
        try {
          const record = recordFromActions(init, row.moves.map((m) => m.action as unknown as Action));
          return { ok: true, record, line: makeRecordLine(record) };
        } catch (error) {
          return fail('BROKEN', `Game ${gameId}'s move log does not replay: ${error instanceof Error ? error.message : String(error)}`);
        }
      }),

    close: onClose,
  };
  return checkIds(store);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BY_GAME_ID = ['join', 'leave', 'start', 'applyAction', 'finish', 'cancel', 'get', 'setMessages', 'markBroken', 'moves', 'results', 'exportRecord'] as const;

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
      if (typeof gameId !== 'string' || !UUID.test(gameId)) return Promise.resolve(fail('NOT_FOUND', `No game ${String(gameId).slice(0, 60)}.`));
      if ((name === 'start' || name === 'applyAction') && !Number.isSafeInteger(version)) {
        return Promise.resolve(fail('BAD_INPUT', `The game version must be an integer, got ${String(version).slice(0, 30)}.`));
      }
      return method(...args);
    };
  }
  return checked as unknown as Store;
}

function isActionShape(a: unknown): a is Action {
  const x = a as Record<string, unknown> | null;
  if (!x || typeof x !== 'object' || !Number.isInteger(x.player)) return false;
  if (x.type === 'draft') return Number.isInteger(x.source) && Number.isInteger(x.color) && Number.isInteger(x.line);
  if (x.type === 'place') return Number.isInteger(x.line) && Number.isInteger(x.column);
  return false;
}

function orderSeats<S extends { userId: string }>(seats: S[], order: string[] | undefined): S[] {
  if (!order) return seats;
  const byUser = new Map(seats.map((s) => [s.userId, s]));
  const ordered = order.map((u) => byUser.get(u));
  if (order.length !== seats.length || new Set(order).size !== order.length || ordered.some((s) => !s)) {
    throw new Abort(fail('BAD_INPUT', `The seat order must list every seated player exactly once.`));
  }
  return ordered as S[];
}

function shape(row: Row, state: GameState | null): Game {
  return {
    id: row.id,
    guildId: row.guildId,
    channelId: row.channelId,
    hostId: row.hostId,
    status: row.status,
    variant: row.variant,
    playerCount: row.playerCount,
    state,
    seed: row.seed,
    version: row.version,
    moveCount: row.moveCount,
    seats: row.seats.map((s) => ({ seat: s.seat, userId: s.userId, displayName: s.displayName, joinedAt: s.joinedAt })),
    messages: (row.messages ?? {}) as Record<string, string>,
    brokenReason: row.brokenReason,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
  };
}
