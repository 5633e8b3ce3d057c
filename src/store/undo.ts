// Taking moves back (undo): the move log is cut back to the moves kept, the turn events of the
// moves taken back go with them, the state is the one replayed from the kept moves, and the jobs
// those moves wrote are closed, all in one transaction guarded by the version the undo was
// decided on. The moves table forbids UPDATE, not DELETE: a move taken back was never played.
import type { Prisma } from '../generated/prisma/client.ts';
import { TX_OPTIONS, type StoreContext } from './context.ts';
import { writeEffects } from './effects.ts';
import { Abort, fail } from './errors.ts';
import { validState } from './lobby.ts';
import type { Store } from './types.ts';

export function undoOps(ctx: StoreContext): Pick<Store, 'undo'> {
  const { prisma } = ctx;
  return {
    undo: (gameId, expectedVersion, input) =>
      ctx.guard('undo', () =>
        prisma.$transaction(async (tx) => {
          const state = validState(input.state);
          const version = await ctx.lock(tx, gameId, ['active'], expectedVersion);
          const game = await tx.game.findUniqueOrThrow({
            where: { id: gameId },
            select: { moveCount: true, playerCount: true, variant: true },
          });
          const { toMoveCount, fromVersion } = input;
          if (!Number.isInteger(toMoveCount) || toMoveCount < 0 || toMoveCount >= game.moveCount) {
            throw new Abort(
              fail('BAD_INPUT', `Cannot cut the move log of ${game.moveCount} moves back to ${toMoveCount}.`),
            );
          }
          if (state.playerCount !== game.playerCount || state.variant !== game.variant)
            throw new Abort(fail('BAD_INPUT', `The state does not belong to game ${gameId}.`));
          if (state.phase === 'over')
            throw new Abort(fail('BAD_INPUT', 'An undo never goes back into a finished game.'));
          // One turn event per move: the ones from `fromVersion` on must be exactly the moves taken back.
          const taken = game.moveCount - toMoveCount;
          const events = await tx.gameEvent.findMany({
            where: { gameId, kind: 'turn', version: { gte: fromVersion } },
            select: { id: true },
          });
          if (events.length !== taken)
            throw new Abort(
              fail(
                'BAD_INPUT',
                `${taken} moves to take back, ${events.length} turn events from version ${fromVersion}.`,
              ),
            );
          await tx.game.update({
            where: { id: gameId },
            data: { state: state as unknown as Prisma.InputJsonValue, moveCount: toMoveCount, updatedAt: new Date() },
          });
          await tx.move.deleteMany({ where: { gameId, seq: { gt: toMoveCount } } });
          await tx.gameEvent.deleteMany({ where: { id: { in: events.map((e) => e.id) } } });
          // What the moves taken back set going (their story, the turns and clocks after them) must not act.
          const closed = await tx.$executeRaw`
            UPDATE "jobs" SET "done_at" = now(), "locked_until" = NULL, "last_error" = 'closed: its change was taken back'
            WHERE "game_id" = ${gameId}::uuid AND "done_at" IS NULL AND "set_aside_at" IS NULL
              AND jsonb_typeof("data"->'version') = 'number' AND ("data"->>'version')::int >= ${fromVersion}`;
          await writeEffects(tx, gameId, version, input);
          ctx.logger.info({ gameId, toMoveCount, taken, closedJobs: closed }, 'store: moves taken back');
          const reloaded = await ctx.reload(tx, gameId);
          return reloaded.ok ? { ok: true as const, game: reloaded.game, taken } : reloaded;
        }, TX_OPTIONS),
      ),
  };
}
