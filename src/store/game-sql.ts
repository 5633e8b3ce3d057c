// The game row in plain SQL, shaped as Prisma gives it (camelCase names, the seats as a list): for the
// hot-path write's answer (apply-sql.ts) and for reading a game straight through the pool, which every
// click and every outbox job does (through Prisma: two queries, the game then its seats, and ~1 ms of
// the bot's CPU more).
/** The columns of a game row aliased `g`, as Prisma names them (the state apart). */
export const GAME_COLUMNS = `g."id"::text AS "id", g."guild_id" AS "guildId", g."channel_id" AS "channelId", g."host_id" AS "hostId",
  g."status"::text AS "status", g."variant"::text AS "variant", g."player_count" AS "playerCount", g."seed",
  g."version", g."move_count" AS "moveCount", g."messages", g."broken_reason" AS "brokenReason",
  g."turn_seconds" AS "turnSeconds", g."stall_round" AS "stallRound", g."end_votes" AS "endVotes", g."ended_by" AS "endedBy",
  g."thread_id" AS "threadId", g."thread_refusal" AS "threadRefusal", g."clock_ends_at" AS "clockEndsAt", g."locale", g."invited",
  g."tournament_id"::text AS "tournamentId", g."tournament_round" AS "tournamentRound", g."tournament_table" AS "tournamentTable",
  g."created_at" AS "createdAt", g."updated_at" AS "updatedAt", g."started_at" AS "startedAt", g."finished_at" AS "finishedAt"`;

/** The seats of game `g`, in seat order, as a JSON list of Prisma's seat objects. */
export const SEATS_OF_G = `(SELECT coalesce(jsonb_agg(jsonb_build_object('seat', s."seat", 'userId', s."user_id",
     'displayName', s."display_name", 'joinedAt', s."joined_at", 'botLevel', s."bot_level",
     'control', s."control", 'autoTurns', s."auto_turns") ORDER BY s."seat"), '[]'::jsonb)
   FROM "seats" s WHERE s."game_id" = g."id")`;

/** One game with its state and seats by id ($1). */
export const GAME_BY_ID_SQL = `SELECT ${GAME_COLUMNS}, g."state", ${SEATS_OF_G} AS "seats" FROM "games" g WHERE g."id" = $1::uuid`;

/** A game id as Postgres's uuid type reads it: anything else names no game (rather than failing the query). */
export const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
