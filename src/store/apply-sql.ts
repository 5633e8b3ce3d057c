// The hot path, one SQL statement: bump the game row only if it is still at the version the
// action was computed from, append the move-log row with the next sequence number, and, when
// the action ended the game, finish it and write the per-player results. A statement is atomic
// on its own, so this needs no explicit transaction (one round trip instead of six); when the
// version no longer matches, no CTE writes anything.
import { Prisma } from '../generated/prisma/client.ts';
import type { Action, GameState } from '../engine/types.ts';
import { rankResults } from './results.ts';
import type { Game, GameStatus, Seat } from './types.ts';

export interface AppliedRow {
  id: string;
  guild_id: string | null;
  channel_id: string;
  host_id: string;
  status: GameStatus;
  variant: Game['variant'];
  player_count: number;
  seed: string;
  version: number;
  move_count: number;
  messages: Record<string, string> | null;
  broken_reason: string | null;
  created_at: Date;
  updated_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  seq: number;
  seats: { seat: number; userId: string; displayName: string; joinedAt: string }[];
}

export function applyActionSql(
  gameId: string,
  expectedVersion: number,
  actorId: string,
  action: Action,
  state: GameState,
  now: Date,
): Prisma.Sql {
  const over = state.phase === 'over' && state.result !== null;
  // Ranks depend only on the result; user ids and names are joined from the seats in SQL.
  const seats = Array.from({ length: state.playerCount }, (_, seat) => ({ seat, userId: '', displayName: '' }));
  const results = over ? rankResults(gameId, seats, state.result!, now).map(({ gameId: _g, userId: _u, displayName: _d, finishedAt: _f, ...r }) => r) : [];
  return Prisma.sql`
WITH g AS (
  UPDATE "games" SET
    "state" = ${JSON.stringify(state)}::jsonb,
    "version" = "version" + 1,
    "move_count" = "move_count" + 1,
    "updated_at" = ${now},
    "status" = CASE WHEN ${over} THEN 'finished'::"game_status" ELSE "status" END,
    "finished_at" = CASE WHEN ${over} THEN ${now}::timestamptz ELSE "finished_at" END
  WHERE "id" = ${gameId}::uuid AND "version" = ${expectedVersion} AND "status" = 'active'
    AND "player_count" = ${state.playerCount} AND "variant" = ${state.variant}::"variant"
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
)
SELECT g."id"::text AS "id", g."guild_id", g."channel_id", g."host_id", g."status"::text AS "status",
  g."variant"::text AS "variant", g."player_count", g."seed", g."version", g."move_count", g."messages",
  g."broken_reason", g."created_at", g."updated_at", g."started_at", g."finished_at",
  (SELECT "seq" FROM m) AS "seq",
  (SELECT coalesce(jsonb_agg(jsonb_build_object('seat', s."seat", 'userId', s."user_id",
     'displayName', s."display_name", 'joinedAt', s."joined_at") ORDER BY s."seat"), '[]'::jsonb)
   FROM "seats" s WHERE s."game_id" = g."id") AS "seats"
FROM g`;
}

export function shapeApplied(row: AppliedRow, state: GameState): Game {
  const seats: Seat[] = row.seats.map((s) => ({ seat: s.seat, userId: s.userId, displayName: s.displayName, joinedAt: new Date(s.joinedAt) }));
  return {
    id: row.id,
    guildId: row.guild_id,
    channelId: row.channel_id,
    hostId: row.host_id,
    status: row.status,
    variant: row.variant,
    playerCount: row.player_count,
    state,
    seed: row.seed,
    version: row.version,
    moveCount: row.move_count,
    seats,
    messages: row.messages ?? {},
    brokenReason: row.broken_reason,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    startedAt: row.started_at && new Date(row.started_at),
    finishedAt: row.finished_at && new Date(row.finished_at),
  };
}
