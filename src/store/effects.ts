// What a change of a game brings along, written in the same statement or transaction as the
// change itself: the outcomes for the game's event log and the jobs that must follow it.
import { Prisma } from '../generated/prisma/client.ts';
import type { Effects } from './types.ts';

type Tx = Prisma.TransactionClient;

/** Inserts the events (at the game's new version) and the jobs of `effects` inside a transaction. */
export async function writeEffects(
  tx: Tx,
  gameId: string,
  version: number,
  effects: Effects | undefined,
): Promise<void> {
  if (!effects) return;
  if (effects.clockEndsAt !== undefined)
    await tx.game.update({ where: { id: gameId }, data: { clockEndsAt: effects.clockEndsAt } });
  if (effects.events?.length) {
    await tx.gameEvent.createMany({
      data: effects.events.map((e) => ({ gameId, version, kind: e.kind, data: e.data as Prisma.InputJsonValue })),
    });
  }
  if (effects.jobs?.length) {
    await tx.job.createMany({
      data: effects.jobs.map((j) => ({
        gameId,
        kind: j.kind,
        data: (j.data ?? {}) as Prisma.InputJsonValue,
        ordered: !j.timer,
        ...(j.runAt ? { runAt: j.runAt } : {}),
      })),
    });
  }
}

/**
 * The same as SQL common table expressions for the one-statement hot path: `FROM g` makes
 * them write only when the game row was updated (g is the UPDATE ... RETURNING).
 */
export function effectsCtes(effects: Effects | undefined): Prisma.Sql {
  const events = (effects?.events ?? []).map((e) => ({ kind: e.kind, data: e.data }));
  const jobs = (effects?.jobs ?? []).map((j) => ({
    kind: j.kind,
    data: j.data ?? {},
    runAt: (j.runAt ?? null)?.toISOString() ?? null,
    ordered: !j.timer,
  }));
  return Prisma.sql`, ev AS (
  INSERT INTO "game_events" ("game_id", "version", "kind", "data")
  SELECT g."id", g."version", x."kind", x."data"
  FROM g CROSS JOIN jsonb_to_recordset(${JSON.stringify(events)}::jsonb) AS x("kind" text, "data" jsonb)
), jb AS (
  INSERT INTO "jobs" ("game_id", "kind", "data", "run_at", "ordered")
  SELECT g."id", x."kind", x."data", coalesce(x."runAt", now()), x."ordered"
  FROM g CROSS JOIN jsonb_to_recordset(${JSON.stringify(jobs)}::jsonb) AS x("kind" text, "data" jsonb, "runAt" timestamptz, "ordered" boolean)
)`;
}
