-- AlterTable
ALTER TABLE "guild_settings" ADD COLUMN     "puzzle_channel_id" TEXT,
ADD COLUMN     "puzzle_hour" INTEGER NOT NULL DEFAULT 9;

-- CreateTable
CREATE TABLE "puzzles" (
    "id" UUID NOT NULL,
    "key" TEXT NOT NULL,
    "guild_id" TEXT,
    "game_id" UUID,
    "puzzle" JSONB NOT NULL,
    "rating" DOUBLE PRECISION NOT NULL,
    "rd" DOUBLE PRECISION NOT NULL,
    "volatility" DOUBLE PRECISION NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "solved" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "puzzles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "puzzle_days" (
    "guild_id" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "puzzle_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "puzzle_days_pkey" PRIMARY KEY ("guild_id","day")
);

-- CreateTable
CREATE TABLE "puzzle_attempts" (
    "puzzle_id" UUID NOT NULL,
    "user_id" TEXT NOT NULL,
    "guild_id" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "move" JSONB NOT NULL,
    "correct" BOOLEAN NOT NULL,
    "rating_before" DOUBLE PRECISION NOT NULL,
    "rating_after" DOUBLE PRECISION NOT NULL,
    "streak" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "puzzle_attempts_pkey" PRIMARY KEY ("puzzle_id","user_id")
);

-- CreateTable
CREATE TABLE "puzzle_players" (
    "user_id" TEXT NOT NULL,
    "rating" DOUBLE PRECISION NOT NULL,
    "rd" DOUBLE PRECISION NOT NULL,
    "volatility" DOUBLE PRECISION NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "solved" INTEGER NOT NULL DEFAULT 0,
    "streak" INTEGER NOT NULL DEFAULT 0,
    "best_streak" INTEGER NOT NULL DEFAULT 0,
    "last_day" TEXT,
    "last_correct" BOOLEAN NOT NULL DEFAULT false,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "puzzle_players_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "puzzle_posts" (
    "guild_id" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "channel_id" TEXT NOT NULL,
    "job_id" BIGINT NOT NULL,
    "message_id" TEXT,
    "posted_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "puzzle_posts_pkey" PRIMARY KEY ("guild_id","day")
);

-- CreateIndex
CREATE UNIQUE INDEX "puzzles_key_key" ON "puzzles"("key");

-- CreateIndex
CREATE INDEX "puzzles_guild_id_idx" ON "puzzles"("guild_id");

-- CreateIndex
CREATE UNIQUE INDEX "puzzle_days_guild_id_puzzle_id_key" ON "puzzle_days"("guild_id", "puzzle_id");

-- CreateIndex
CREATE INDEX "puzzle_attempts_user_id_created_at_idx" ON "puzzle_attempts"("user_id", "created_at");

-- AddForeignKey
ALTER TABLE "puzzle_days" ADD CONSTRAINT "puzzle_days_puzzle_id_fkey" FOREIGN KEY ("puzzle_id") REFERENCES "puzzles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "puzzle_attempts" ADD CONSTRAINT "puzzle_attempts_puzzle_id_fkey" FOREIGN KEY ("puzzle_id") REFERENCES "puzzles"("id") ON DELETE CASCADE ON UPDATE CASCADE;
