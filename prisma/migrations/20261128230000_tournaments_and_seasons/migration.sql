-- AlterTable
ALTER TABLE "games" ADD COLUMN     "tournament_id" UUID,
ADD COLUMN     "tournament_round" INTEGER,
ADD COLUMN     "tournament_table" INTEGER;

-- AlterTable
ALTER TABLE "guild_settings" ADD COLUMN     "season_channel_id" TEXT,
ADD COLUMN     "season_mode" TEXT,
ADD COLUMN     "tournament_role" TEXT;

-- CreateTable
CREATE TABLE "tournaments" (
    "id" UUID NOT NULL,
    "guild_id" TEXT NOT NULL,
    "channel_id" TEXT NOT NULL,
    "organizer_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "table_size" INTEGER NOT NULL,
    "rounds" INTEGER NOT NULL,
    "turn_seconds" INTEGER,
    "variant" "variant" NOT NULL,
    "bots_fill" BOOLEAN NOT NULL,
    "check_in" BOOLEAN NOT NULL,
    "starts_at" TIMESTAMPTZ(3),
    "status" TEXT NOT NULL DEFAULT 'signup',
    "seed" TEXT NOT NULL,
    "locale" TEXT NOT NULL DEFAULT 'en',
    "version" INTEGER NOT NULL DEFAULT 0,
    "round" INTEGER NOT NULL DEFAULT 0,
    "messages" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "started_at" TIMESTAMPTZ(3),
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "tournaments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tournament_entrants" (
    "tournament_id" UUID NOT NULL,
    "user_id" TEXT NOT NULL,
    "display_name" TEXT NOT NULL,
    "joined_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "checked_in" BOOLEAN NOT NULL DEFAULT false,
    "rating" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "withdrawn_from" INTEGER,

    CONSTRAINT "tournament_entrants_pkey" PRIMARY KEY ("tournament_id","user_id")
);

-- CreateTable
CREATE TABLE "tournament_rounds" (
    "tournament_id" UUID NOT NULL,
    "round" INTEGER NOT NULL,
    "pairing" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "tournament_rounds_pkey" PRIMARY KEY ("tournament_id","round")
);

-- CreateTable
CREATE TABLE "seasons" (
    "guild_id" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3),
    "posted_at" TIMESTAMPTZ(3),

    CONSTRAINT "seasons_pkey" PRIMARY KEY ("guild_id","number")
);

-- CreateIndex
CREATE INDEX "tournaments_guild_id_status_idx" ON "tournaments"("guild_id", "status");

-- CreateIndex
CREATE INDEX "tournaments_channel_id_status_idx" ON "tournaments"("channel_id", "status");

-- CreateIndex
CREATE INDEX "tournament_entrants_user_id_idx" ON "tournament_entrants"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "games_tournament_id_tournament_round_tournament_table_key" ON "games"("tournament_id", "tournament_round", "tournament_table");

-- AddForeignKey
ALTER TABLE "games" ADD CONSTRAINT "games_tournament_id_fkey" FOREIGN KEY ("tournament_id") REFERENCES "tournaments"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tournament_entrants" ADD CONSTRAINT "tournament_entrants_tournament_id_fkey" FOREIGN KEY ("tournament_id") REFERENCES "tournaments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tournament_rounds" ADD CONSTRAINT "tournament_rounds_tournament_id_fkey" FOREIGN KEY ("tournament_id") REFERENCES "tournaments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written (see prisma/schema.prisma): a tournament round opens all its games at once in the
-- tournament's channel, each moving into a thread of its own as it is presented; until then (or where
-- Discord refuses a thread) several of them are active in the channel without one. They do not take
-- the channel: its one lobby or game played in the channel itself counts the other games only.
DROP INDEX "games_one_open_game_per_channel";
CREATE UNIQUE INDEX "games_one_open_game_per_channel" ON "games"("channel_id")
  WHERE "tournament_id" IS NULL AND ("status" = 'lobby' OR ("status" = 'active' AND "thread_id" IS NULL));
