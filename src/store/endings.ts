// Ending a game other than by playing it out: cancelled by its host or a moderator, or
// abandoned. (A game played to its end finishes in the move that ends it: play.ts.)
import { TX_OPTIONS, type StoreContext } from './context.ts';
import { writeEffects } from './effects.ts';
import type { GameStatus, Store } from './types.ts';

const CANCELLABLE: GameStatus[] = ['lobby', 'active', 'broken'];

export function endingOps(ctx: StoreContext): Pick<Store, 'cancel'> {
  return {
    cancel: (gameId, input = {}) =>
      ctx.guard('cancel', () =>
        ctx.prisma.$transaction(async (tx) => {
          const version = await ctx.lock(tx, gameId, CANCELLABLE, input.expectedVersion);
          await tx.game.update({ where: { id: gameId }, data: { status: 'cancelled', finishedAt: new Date() } });
          await writeEffects(tx, gameId, version, input);
          ctx.logger.info({ gameId, reason: input.reason }, 'store: game cancelled');
          return ctx.reload(tx, gameId);
        }, TX_OPTIONS),
      ),
  };
}
