// Before the game: open a lobby, take and free seats, start.
import { randomBytes } from 'node:crypto';
import { botName, makeActorId } from '../actor.ts';
import { DEFAULT_LOCALE, wordsFor } from '../i18n/index.ts';
import { parseState } from '../engine/index.ts';
import type { GameState, PlayerCount } from '../engine/types.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import { TX_OPTIONS, type StoreContext } from './context.ts';
import { writeEffects } from './effects.ts';
import { Abort, fail, isUniqueViolation } from './errors.ts';
import { withSeats } from './rows.ts';
import type { BotInput, Store } from './types.ts';

const CHANNEL_INDEX = 'games_one_open_game_per_channel';

export function validState(input: unknown): GameState {
  const parsed = parseState(input);
  if (!parsed.ok)
    throw new Abort(fail('BAD_INPUT', `The new state is not a valid game state: ${parsed.detail.slice(0, 300)}`));
  return parsed.state;
}

export function lobbyOps(
  ctx: StoreContext,
): Pick<Store, 'createLobby' | 'join' | 'leave' | 'start' | 'addBot' | 'removeBot'> {
  const { prisma } = ctx;
  return {
    createLobby: (input) =>
      ctx.guard('createLobby', async () => {
        const maxPlayers = input.maxPlayers ?? 4;
        if (![2, 3, 4].includes(maxPlayers))
          return fail('BAD_INPUT', `maxPlayers must be 2, 3 or 4, got ${maxPlayers}.`);
        if (input.variant !== 'standard' && input.variant !== 'gray')
          return fail('BAD_INPUT', `Unknown variant "${String(input.variant)}".`);
        if ((input.bots?.length ?? 0) >= maxPlayers)
          return fail('BAD_INPUT', `${input.bots!.length} bots do not fit ${maxPlayers} seats with the host.`);
        try {
          const row = await prisma.game.create({
            data: {
              guildId: input.guildId,
              channelId: input.channelId,
              hostId: input.hostId,
              variant: input.variant,
              playerCount: maxPlayers,
              seed: input.seed ?? randomBytes(8).toString('hex'),
              turnSeconds: input.turnSeconds ?? null,
              locale: input.locale ?? 'en',
              invited: (input.invited ?? []) as Prisma.InputJsonValue,
              seats: {
                create: [
                  { seat: 0, userId: input.hostId, displayName: input.hostName },
                  ...botSeats(input.bots ?? [], [input.hostId], 1),
                ],
              },
            },
            include: withSeats,
          });
          return ctx.toGame(row);
        } catch (error) {
          if (isUniqueViolation(error, CHANNEL_INDEX)) {
            return fail('CHANNEL_BUSY', `Channel ${input.channelId} already has a game in its lobby or in play.`);
          }
          throw error;
        }
      }),

    join: (gameId, user) =>
      ctx.guard('join', async () => {
        try {
          return await prisma.$transaction(async (tx) => {
            await ctx.lock(tx, gameId, ['lobby']);
            const game = await tx.game.findUniqueOrThrow({ where: { id: gameId }, include: withSeats });
            if (game.seats.some((s) => s.userId === user.userId))
              throw new Abort(fail('ALREADY_SEATED', `You already sit at this table.`));
            const invited = Array.isArray(game.invited) ? (game.invited as string[]) : [];
            if (invited.length > 0 && !invited.includes(user.userId))
              throw new Abort(fail('NOT_INVITED', `${user.userId} is not among the invited.`));
            const taken = new Set(game.seats.map((s) => s.seat));
            const seat = [...Array(game.playerCount).keys()].find((i) => !taken.has(i));
            if (seat === undefined)
              throw new Abort(fail('LOBBY_FULL', `The table is full (${game.playerCount} seats).`));
            await tx.seat.create({ data: { gameId, seat, userId: user.userId, displayName: user.displayName } });
            return ctx.reload(tx, gameId);
          }, TX_OPTIONS);
        } catch (error) {
          // The game row lock serializes joins, so this only guards against a bug elsewhere.
          if (isUniqueViolation(error))
            return fail('CONFLICT', `Someone took that seat at the same moment: try again.`);
          throw error;
        }
      }),

    addBot: (gameId, expectedVersion, bot) =>
      ctx.guard('addBot', () =>
        prisma.$transaction(async (tx) => {
          await ctx.lock(tx, gameId, ['lobby'], expectedVersion);
          const game = await tx.game.findUniqueOrThrow({ where: { id: gameId }, include: withSeats });
          const taken = new Set(game.seats.map((s) => s.seat));
          const seat = [...Array(game.playerCount).keys()].find((i) => !taken.has(i));
          if (seat === undefined) throw new Abort(fail('LOBBY_FULL', `The table is full (${game.playerCount} seats).`));
          await tx.seat.createMany({
            data: botSeats(
              [bot],
              game.seats.map((s) => s.userId),
              seat,
            ).map((s) => ({ ...s, gameId })),
          });
          return ctx.reload(tx, gameId);
        }, TX_OPTIONS),
      ),

    removeBot: (gameId, expectedVersion, seat) =>
      ctx.guard('removeBot', () =>
        prisma.$transaction(async (tx) => {
          await ctx.lock(tx, gameId, ['lobby'], expectedVersion);
          const { count } = await tx.seat.deleteMany({ where: { gameId, seat, botLevel: { not: null } } });
          if (count === 0) throw new Abort(fail('NOT_SEATED', `Seat ${seat + 1} holds no bot.`));
          return ctx.reload(tx, gameId);
        }, TX_OPTIONS),
      ),

    leave: (gameId, userId) =>
      ctx.guard('leave', () =>
        prisma.$transaction(async (tx) => {
          await ctx.lock(tx, gameId, ['lobby']);
          const { count } = await tx.seat.deleteMany({ where: { gameId, userId } });
          if (count === 0) throw new Abort(fail('NOT_SEATED', `You do not sit at this table.`));
          // A host who leaves hands the lobby to the player seated longest.
          const game = await tx.game.findUniqueOrThrow({ where: { id: gameId }, select: { hostId: true } });
          if (game.hostId === userId) {
            const next = await tx.seat.findFirst({
              where: { gameId },
              orderBy: [{ joinedAt: 'asc' }, { seat: 'asc' }],
            });
            if (next) await tx.game.update({ where: { id: gameId }, data: { hostId: next.userId } });
          }
          return ctx.reload(tx, gameId);
        }, TX_OPTIONS),
      ),

    start: (gameId, expectedVersion, input) =>
      ctx.guard('start', () =>
        prisma.$transaction(async (tx) => {
          const state = validState(input.state);
          const version = await ctx.lock(tx, gameId, ['lobby'], expectedVersion);
          const row = await tx.game.findUniqueOrThrow({ where: { id: gameId }, include: withSeats });
          const seats = orderSeats(row.seats, input.order);
          if (state.playerCount !== seats.length) {
            throw new Abort(
              fail('BAD_INPUT', `The state is for ${state.playerCount} players but ${seats.length} sit at the table.`),
            );
          }
          if (state.variant !== row.variant)
            throw new Abort(fail('BAD_INPUT', `The state is ${state.variant}, the game ${row.variant}.`));
          await tx.seat.deleteMany({ where: { gameId } });
          await tx.seat.createMany({
            data: seats.map((s, seat) => ({
              gameId,
              seat,
              userId: s.userId,
              displayName: s.displayName,
              joinedAt: s.joinedAt,
              botLevel: s.botLevel,
            })),
          });
          await tx.game.update({
            where: { id: gameId },
            data: {
              status: 'active',
              state: state as unknown as Prisma.InputJsonValue,
              seed: state.seed,
              playerCount: seats.length as PlayerCount,
              startedAt: new Date(),
            },
          });
          await writeEffects(tx, gameId, version, input);
          return ctx.reload(tx, gameId);
        }, TX_OPTIONS),
      ),
  };
}

/**
 * Bot seats from `seat` on: the n-th bot of a level at the table gets the n-th bot id (src/actor.ts).
 * The name stored with it is the English one, for what stays language-neutral (the record file); a
 * message names a bot in its own language from the id.
 */
function botSeats(bots: BotInput[], takenIds: string[], seat: number) {
  const taken = new Set(takenIds);
  return bots.map((bot, i) => {
    let nth = 1;
    while (taken.has(makeActorId({ kind: 'bot', level: bot.level, nth }))) nth++;
    const userId = makeActorId({ kind: 'bot', level: bot.level, nth });
    taken.add(userId);
    return {
      seat: seat + i,
      userId,
      displayName: botName(wordsFor(DEFAULT_LOCALE), bot.level, nth),
      botLevel: bot.level,
    };
  });
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
