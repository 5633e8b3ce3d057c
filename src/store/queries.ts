// Reading games, their logs and results; and the one write that is not a change of the game
// (the ids of its live Discord messages, which do not bump the version).
import { makeRecordLine, recordFromActions } from '../engine/index.ts';
import type { Action, PlayerCount } from '../engine/types.ts';
import { OPEN, type StoreContext } from './context.ts';
import { effectsCtes } from './effects.ts';
import { Prisma } from '../generated/prisma/client.ts';
import { fail } from './errors.ts';
import { UUID } from './game-sql.ts';
import { statement } from './statements.ts';
import { withSeats } from './rows.ts';
import type { Game, GameEventRow, LiveMessages, MoveRow, PlayerResult, Store } from './types.ts';

/** A game's events after an id ($2; 0: all), oldest first. */
const EVENTS = statement(
  'game-events',
  `SELECT "id", "game_id"::text AS "game_id", "version", "kind", "data", "created_at" FROM "game_events"
  WHERE "game_id" = $1::uuid AND "id" > $2 ORDER BY "id"`,
);

interface RawEvent {
  /** bigint, as a string through pg. */
  id: string;
  game_id: string;
  version: number;
  kind: string;
  data: unknown;
  created_at: Date;
}

type Queries = Pick<
  Store,
  | 'get'
  | 'findByChannel'
  | 'findByThread'
  | 'listChannelGames'
  | 'setThread'
  | 'listUserGames'
  | 'setMessages'
  | 'events'
  | 'moves'
  | 'results'
  | 'exportRecord'
>;

export function queryOps(ctx: StoreContext): Queries {
  const { prisma } = ctx;
  return {
    get: (gameId) => ctx.guard('get', () => ctx.load(gameId)),

    findByChannel: (channelId) =>
      ctx.guard('findByChannel', async () => {
        const row =
          (await prisma.game.findFirst({ where: { threadId: channelId, status: { in: OPEN } }, include: withSeats })) ??
          (await prisma.game.findFirst({
            where: { channelId, tournamentId: null, OR: [{ status: 'lobby' }, { status: 'active', threadId: null }] },
            include: withSeats,
          }));
        if (!row) return { ok: true, game: null };
        return ctx.toGame(row);
      }),

    findByThread: (threadId) =>
      ctx.guard('findByThread', async () => {
        const row = await prisma.game.findFirst({
          where: { threadId },
          include: withSeats,
          orderBy: { createdAt: 'desc' },
        });
        if (!row) return { ok: true, game: null };
        return ctx.toGame(row);
      }),

    listChannelGames: (channelId) =>
      ctx.guard('listChannelGames', async () => {
        const rows = await prisma.game.findMany({
          where: { channelId, status: { in: OPEN } },
          include: withSeats,
          orderBy: { createdAt: 'asc' },
        });
        const games: Game[] = [];
        for (const row of rows) {
          const one = await ctx.toGame(row);
          if (one.ok) games.push(one.game);
        }
        return { ok: true, games };
      }),

    setThread: (gameId, where) =>
      ctx.guard('setThread', async () => {
        const data =
          'threadId' in where ? { threadId: where.threadId } : { threadRefusal: where.refusal.slice(0, 300) };
        // Once: a retried job (or a second process) finds it recorded and keeps the first answer.
        await prisma.game.updateMany({ where: { id: gameId, threadId: null, threadRefusal: null }, data });
        return ctx.load(gameId);
      }),

    listUserGames: (userId) =>
      ctx.guard('listUserGames', async () => {
        const rows = await prisma.game.findMany({
          where: { status: { in: OPEN }, seats: { some: { userId } } },
          include: withSeats,
          orderBy: { updatedAt: 'desc' },
        });
        const games: Game[] = [];
        for (const row of rows) {
          const one = await ctx.toGame(row);
          if (one.ok) games.push(one.game); // a broken one was just marked; the others go on
        }
        return { ok: true, games };
      }),

    setMessages: (gameId, patch, expect = {}, jobs = []) =>
      ctx.guard('setMessages', async () => {
        const set: Record<string, string> = {};
        const drop: string[] = [];
        for (const [role, id] of Object.entries(patch)) {
          if (id === null) drop.push(role);
          else if (typeof id === 'string') set[role] = id;
          else return fail('BAD_INPUT', `Message id for "${role}" must be a string or null.`);
        }
        // Merged in SQL so that two processes setting different roles both keep theirs; `expect`
        // holds the roles' ids as the caller read them (a later id set meanwhile is kept).
        // `jobs` are written in the same statement (only when the update happened): what must follow
        // the new ids (an old message to take away) is never lost between the two.
        const sql = Prisma.sql`
          WITH g AS (
            UPDATE "games" SET "messages" = ("messages" || ${JSON.stringify(set)}::jsonb) - ${drop}::text[], "updated_at" = now()
            WHERE "id" = ${gameId}::uuid AND "messages" @> ${JSON.stringify(expect)}::jsonb
            RETURNING "id", "version", "messages"
          )${effectsCtes({ jobs })}
          SELECT g."messages" FROM g`;
        // Straight through the pool, prepared: every new turn message records its id here. The ids
        // as written are the answer (not the whole game read again: a read more for every move).
        const [written] = (await ctx.query<{ messages: LiveMessages }>(statement('set-messages', sql.text), sql.values))
          .rows;
        if (!written) {
          const exists = await prisma.game.count({ where: { id: gameId } });
          if (exists === 0) return fail('NOT_FOUND', `No game ${gameId}.`);
          return fail('CONFLICT', `The game's messages changed meanwhile.`);
        }
        return { ok: true, messages: written.messages };
      }),

    // Straight through the pool: the view of every turn reads the game's events (its undo, what a
    // player missed), a few times a move.
    events: (gameId, afterId) =>
      ctx.guard('events', async () => {
        if (!UUID.test(gameId)) return { ok: true, events: [] };
        const rows = (await ctx.query<RawEvent>(EVENTS, [gameId, afterId ?? 0])).rows;
        const events: GameEventRow[] = rows.map((e) => ({
          id: Number(e.id),
          gameId: e.game_id,
          version: e.version,
          kind: e.kind,
          data: e.data,
          createdAt: e.created_at,
        }));
        return { ok: true, events };
      }),

    moves: (gameId) =>
      ctx.guard('moves', async () => {
        const rows = await prisma.move.findMany({ where: { gameId }, orderBy: { seq: 'asc' } });
        if (rows.length === 0 && !(await prisma.game.findUnique({ where: { id: gameId }, select: { id: true } }))) {
          return fail('NOT_FOUND', `No game ${gameId}.`);
        }
        const moves: MoveRow[] = rows.map((m) => ({
          seq: m.seq,
          actorId: m.actorId,
          action: m.action as unknown as Action,
          createdAt: m.createdAt,
        }));
        return { ok: true, moves };
      }),

    results: (gameId) =>
      ctx.guard('results', async () => {
        const rows = await prisma.playerResult.findMany({ where: { gameId }, orderBy: { seat: 'asc' } });
        const results: PlayerResult[] = rows.map(({ gameId: _g, finishedAt: _f, ...r }) => r);
        return { ok: true, results };
      }),

    exportRecord: (gameId) =>
      ctx.guard('exportRecord', async () => {
        const row = await prisma.game.findUnique({
          where: { id: gameId },
          include: { ...withSeats, moves: { orderBy: { seq: 'asc' } } },
        });
        if (!row) return fail('NOT_FOUND', `No game ${gameId}.`);
        if (row.status === 'lobby' || row.startedAt === null)
          return fail('NOT_ACTIVE', `Game ${gameId} has not started.`);
        const init = {
          playerCount: row.playerCount as PlayerCount,
          variant: row.variant,
          seed: row.seed,
          names: row.seats.map((s) => s.displayName),
        };
        try {
          const record = recordFromActions(
            init,
            row.moves.map((m) => m.action as unknown as Action),
          );
          return { ok: true, record, line: makeRecordLine(record) };
        } catch (error) {
          return fail(
            'BROKEN',
            `Game ${gameId}'s move log does not replay: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }),
  };
}
