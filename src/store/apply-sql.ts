// The hot path, one SQL statement: bump the game row only if it is still at the version the
// action was computed from, append the move-log row with the next sequence number, write the
// outcome to the event log and the jobs that must follow to the outbox, and, when the action
// ended the game, finish it and write the per-player results. A statement is atomic
// on its own, so this needs no explicit transaction (one round trip instead of six); when the
// version no longer matches, no CTE writes anything.
import { Prisma } from '../generated/prisma/client.ts';
import type { Action, GameState } from '../engine/types.ts';
import { rankResults } from './results.ts';
import { effectsCtes } from './effects.ts';
import { GAME_COLUMNS } from './game-sql.ts';
import type { Row } from './rows.ts';
import type { ApplyActionInput, Effects, SeatUpdate } from './types.ts';

/** What the statement returns: the game row as Prisma would give it (camelCase), its seats, the move's seq. */
export type AppliedRow = Omit<Row, 'state'> & { seq: number };

export function applyActionSql(
  gameId: string,
  expectedVersion: number,
  actorId: string,
  action: Action,
  state: GameState,
  now: Date,
  effects?: Effects & Pick<ApplyActionInput, 'stall' | 'agreement'>,
  seatUpdates: SeatUpdate[] = [],
): Prisma.Sql {
  const over = state.phase === 'over' && state.result !== null;
  // The end vote (src/store/agreement.ts): a round that tiles ends the stall and clears the votes,
  // one that does not starts a stall if none was running; an end by agreement needs the votes as read.
  const stall = effects?.stall?.kind ?? 'none';
  const stallFrom = effects?.stall?.kind === 'stalled' ? effects.stall.round : null;
  const agreement = effects?.agreement ? JSON.stringify(effects.agreement.votes) : null;
  const clockSet = effects?.clockEndsAt !== undefined;
  const clockEndsAt = effects?.clockEndsAt ?? null;
  // Ranks depend only on the result; user ids and names are joined from the seats in SQL.
  const seats = Array.from({ length: state.playerCount }, (_, seat) => ({ seat, userId: '', displayName: '' }));
  const results = over
    ? rankResults(gameId, seats, state.result!, now).map(
        ({ gameId: _g, userId: _u, displayName: _d, finishedAt: _f, ...r }) => r,
      )
    : [];
  return Prisma.sql`
WITH g AS (
  UPDATE "games" SET
    "state" = ${JSON.stringify(state)}::jsonb,
    "version" = "version" + 1,
    "move_count" = "move_count" + 1,
    "updated_at" = ${now},
    "status" = CASE WHEN ${over} THEN 'finished'::"game_status" ELSE "status" END,
    "finished_at" = CASE WHEN ${over} THEN ${now}::timestamptz ELSE "finished_at" END,
    "stall_round" = CASE ${stall}::text WHEN 'tiled' THEN NULL WHEN 'stalled' THEN coalesce("stall_round", ${stallFrom}::int) ELSE "stall_round" END,
    "end_votes" = CASE WHEN ${stall}::text = 'tiled' THEN '[]'::jsonb ELSE "end_votes" END,
    "ended_by" = CASE WHEN ${agreement}::jsonb IS NOT NULL THEN 'agreement' ELSE "ended_by" END,
    "clock_ends_at" = CASE WHEN ${clockSet} THEN ${clockEndsAt}::timestamptz ELSE "clock_ends_at" END
  WHERE "id" = ${gameId}::uuid AND "version" = ${expectedVersion} AND "status" = 'active'
    AND "player_count" = ${state.playerCount} AND "variant" = ${state.variant}::"variant"
    AND (${agreement}::jsonb IS NULL OR "end_votes" = ${agreement}::jsonb)
  RETURNING *
), m AS (
  INSERT INTO "moves" ("game_id", "seq", "actor_id", "action", "created_at")
  SELECT "id", "move_count", ${actorId}, ${JSON.stringify(action)}::jsonb, ${now} FROM g
  RETURNING "seq"
), r AS (
  INSERT INTO "results" ("game_id", "seat", "user_id", "display_name", "score", "bonus_rows", "bonus_columns",
    "bonus_colors", "bonus_points", "complete_rows", "rank", "winner", "finished_at")
  SELECT g."id", x."seat", s."user_id", s."display_name", x."score", x."bonusRows", x."bonusColumns",
    x."bonusColors", x."bonusPoints", x."completeRows", x."rank", x."winner", ${now}
  FROM g
  CROSS JOIN jsonb_to_recordset(${JSON.stringify(results)}::jsonb) AS x("seat" int, "score" int, "bonusRows" int,
    "bonusColumns" int, "bonusColors" int, "bonusPoints" int, "completeRows" int, "rank" int, "winner" boolean)
  JOIN "seats" s ON s."game_id" = g."id" AND s."seat" = x."seat"
), su AS (
  UPDATE "seats" s SET "control" = u."control", "auto_turns" = u."autoTurns"
  FROM g, jsonb_to_recordset(${JSON.stringify(seatUpdates)}::jsonb) AS u("seat" int, "control" text, "autoTurns" int)
  WHERE s."game_id" = g."id" AND s."seat" = u."seat"
)${effectsCtes(effects)}
SELECT ${Prisma.raw(GAME_COLUMNS)},
  (SELECT "seq" FROM m) AS "seq",
  (SELECT coalesce(jsonb_agg(jsonb_build_object('seat', s."seat", 'userId', s."user_id",
     'displayName', s."display_name", 'joinedAt', s."joined_at", 'botLevel', s."bot_level",
     'control', coalesce(u."control", s."control"), 'autoTurns', coalesce(u."autoTurns", s."auto_turns")) ORDER BY s."seat"), '[]'::jsonb)
   FROM "seats" s LEFT JOIN jsonb_to_recordset(${JSON.stringify(seatUpdates)}::jsonb) AS u("seat" int, "control" text, "autoTurns" int)
     ON u."seat" = s."seat"
   WHERE s."game_id" = g."id") AS "seats"
FROM g`;
}
