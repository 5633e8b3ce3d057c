// During the game: one action, saved with its outcome and follow-up jobs in one statement.
import type { Action } from '../engine/types.ts';
import { applyActionSql, type AppliedRow } from './apply-sql.ts';
import type { StoreContext } from './context.ts';
import { fail } from './errors.ts';
import { validState } from './lobby.ts';
import { shape } from './rows.ts';
import { statement } from './statements.ts';
import type { Store } from './types.ts';

export function playOps(ctx: StoreContext): Pick<Store, 'applyAction'> {
  return {
    applyAction: (gameId, expectedVersion, input) =>
      ctx.guard('applyAction', async () => {
        const state = validState(input.state);
        if (!isActionShape(input.action))
          return fail('BAD_INPUT', `Not an action: ${JSON.stringify(input.action)?.slice(0, 200)}`);
        if (typeof input.actorId !== 'string' || !input.actorId)
          return fail('BAD_INPUT', 'actorId must be a non-empty string.');
        const sql = applyActionSql(
          gameId,
          expectedVersion,
          input.actorId,
          input.action,
          state,
          new Date(),
          input,
          input.seats ?? [],
        );
        // Straight through the pool, prepared: the hottest write, one constant text (the values are its parameters).
        const rows = (await ctx.query<AppliedRow>(statement('apply-action', sql.text), sql.values)).rows;
        const row = rows[0];
        if (!row) {
          // Right status and version yet no write: the state has another player count or variant.
          const why = await ctx.whyNot(gameId, { status: ['active'], version: expectedVersion });
          // An end by agreement also needs the votes as read: someone withdrew meanwhile.
          if (!why && input.agreement) return ctx.changedMeanwhile(gameId);
          return (
            why ?? fail('BAD_INPUT', `The new state does not belong to game ${gameId} (players or variant differ).`)
          );
        }
        return { ok: true as const, game: shape({ ...row, state: null }, state), seq: row.seq };
      }),
  };
}

function isActionShape(a: unknown): a is Action {
  const x = a as Record<string, unknown> | null;
  if (!x || typeof x !== 'object' || !Number.isInteger(x.player)) return false;
  if (x.type === 'draft') return Number.isInteger(x.source) && Number.isInteger(x.color) && Number.isInteger(x.line);
  if (x.type === 'place') return Number.isInteger(x.line) && Number.isInteger(x.column);
  return false;
}
