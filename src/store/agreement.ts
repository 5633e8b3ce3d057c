// The end vote of a stalled game: votes are set without bumping the version (a vote must not
// make the turn controls stale), guarded instead by the votes as read; the last vote finishes
// the game in one transaction with its results and effects, like a move that ends it.
import type { Prisma } from '../generated/prisma/client.ts';
import { TX_OPTIONS, type StoreContext } from './context.ts';
import { writeEffects } from './effects.ts';
import { Abort, fail } from './errors.ts';
import { validState } from './lobby.ts';
import { rankResults } from './results.ts';
import type { Store } from './types.ts';

function isVotes(v: unknown): v is number[] {
  return Array.isArray(v) && v.every((s) => Number.isInteger(s) && s >= 0 && s < 4);
}

export function agreementOps(ctx: StoreContext): Pick<Store, 'setEndVotes' | 'endByAgreement'> {
  const { prisma } = ctx;
  return {
    setEndVotes: (gameId, expectedVersion, expectedVotes, votes) =>
      ctx.guard('setEndVotes', async () => {
        if (!isVotes(votes) || !isVotes(expectedVotes)) return fail('BAD_INPUT', 'Votes are seat numbers.');
        const { count } = await prisma.game.updateMany({
          where: {
            id: gameId,
            status: 'active',
            version: expectedVersion,
            stallRound: { not: null },
            endVotes: { equals: expectedVotes as Prisma.InputJsonValue },
          },
          data: { endVotes: votes as Prisma.InputJsonValue },
        });
        if (count === 0)
          return (
            (await ctx.whyNot(gameId, { status: ['active'], version: expectedVersion })) ?? ctx.changedMeanwhile(gameId)
          );
        return ctx.load(gameId);
      }),

    endByAgreement: (gameId, expectedVersion, input) =>
      ctx.guard('endByAgreement', () =>
        prisma.$transaction(async (tx) => {
          const state = validState(input.state);
          if (state.phase !== 'over' || !state.result)
            throw new Abort(fail('BAD_INPUT', 'A game ended by agreement has its final result.'));
          if (!isVotes(input.votes) || !isVotes(input.expectedVotes))
            throw new Abort(fail('BAD_INPUT', 'Votes are seat numbers.'));
          const now = new Date();
          const { count } = await tx.game.updateMany({
            where: {
              id: gameId,
              status: 'active',
              version: expectedVersion,
              playerCount: state.playerCount,
              stallRound: { not: null },
              endVotes: { equals: input.expectedVotes as Prisma.InputJsonValue },
            },
            data: {
              state: state as unknown as Prisma.InputJsonValue,
              status: 'finished',
              finishedAt: now,
              updatedAt: now,
              version: { increment: 1 },
              endVotes: input.votes as Prisma.InputJsonValue,
              endedBy: 'agreement',
            },
          });
          if (count === 0)
            throw new Abort(
              (await ctx.whyNot(gameId, { status: ['active'], version: expectedVersion }, tx)) ??
                ctx.changedMeanwhile(gameId),
            );
          const seats = await tx.seat.findMany({ where: { gameId }, orderBy: { seat: 'asc' } });
          await tx.playerResult.createMany({ data: rankResults(gameId, seats, state.result, now) });
          await writeEffects(tx, gameId, expectedVersion + 1, input);
          ctx.logger.info({ gameId, round: state.round }, 'store: game ended by agreement');
          return ctx.reload(tx, gameId);
        }, TX_OPTIONS),
      ),
  };
}
