-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "game_status" AS ENUM ('lobby', 'active', 'finished', 'cancelled', 'broken');

-- CreateEnum
CREATE TYPE "variant" AS ENUM ('standard', 'gray');

-- CreateTable
CREATE TABLE "games" (
    "id" UUID NOT NULL,
    "guild_id" TEXT,
    "channel_id" TEXT NOT NULL,
    "host_id" TEXT NOT NULL,
    "status" "game_status" NOT NULL DEFAULT 'lobby',
    "variant" "variant" NOT NULL,
    "player_count" INTEGER NOT NULL,
    "state" JSONB,
    "seed" TEXT NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 0,
    "move_count" INTEGER NOT NULL DEFAULT 0,
    "messages" JSONB NOT NULL DEFAULT '{}',
    "broken_reason" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "started_at" TIMESTAMPTZ(3),
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "games_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "seats" (
    "game_id" UUID NOT NULL,
    "seat" INTEGER NOT NULL,
    "user_id" TEXT NOT NULL,
    "display_name" TEXT NOT NULL,
    "joined_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "seats_pkey" PRIMARY KEY ("game_id","seat")
);

-- CreateTable
CREATE TABLE "moves" (
    "game_id" UUID NOT NULL,
    "seq" INTEGER NOT NULL,
    "actor_id" TEXT NOT NULL,
    "action" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "moves_pkey" PRIMARY KEY ("game_id","seq")
);

-- CreateTable
CREATE TABLE "results" (
    "game_id" UUID NOT NULL,
    "seat" INTEGER NOT NULL,
    "user_id" TEXT NOT NULL,
    "display_name" TEXT NOT NULL,
    "score" INTEGER NOT NULL,
    "bonus_rows" INTEGER NOT NULL,
    "bonus_columns" INTEGER NOT NULL,
    "bonus_colors" INTEGER NOT NULL,
    "bonus_points" INTEGER NOT NULL,
    "complete_rows" INTEGER NOT NULL,
    "rank" INTEGER NOT NULL,
    "winner" BOOLEAN NOT NULL,
    "finished_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "results_pkey" PRIMARY KEY ("game_id","seat")
);

-- CreateIndex
CREATE INDEX "games_channel_id_status_idx" ON "games"("channel_id", "status");

-- CreateIndex
CREATE INDEX "games_status_updated_at_idx" ON "games"("status", "updated_at");

-- CreateIndex
CREATE INDEX "seats_user_id_idx" ON "seats"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "seats_game_id_user_id_key" ON "seats"("game_id", "user_id");

-- CreateIndex
CREATE INDEX "results_user_id_idx" ON "results"("user_id");

-- AddForeignKey
ALTER TABLE "seats" ADD CONSTRAINT "seats_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "moves" ADD CONSTRAINT "moves_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "results" ADD CONSTRAINT "results_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written (the Prisma schema cannot express these; db:diff never drops them).

-- At most one lobby or active game per channel, enforced by the database itself.
CREATE UNIQUE INDEX "games_one_open_game_per_channel" ON "games"("channel_id") WHERE "status" IN ('lobby', 'active');

-- The move log is append-only: an applied action is never rewritten.
CREATE FUNCTION "moves_reject_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'moves are append-only (game %, seq %)', OLD."game_id", OLD."seq";
END;
$$;
CREATE TRIGGER "moves_append_only" BEFORE UPDATE ON "moves" FOR EACH ROW EXECUTE FUNCTION "moves_reject_update"();
