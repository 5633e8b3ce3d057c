-- CreateTable
CREATE TABLE "rated_games" (
    "game_id" UUID NOT NULL,
    "seq" INTEGER NOT NULL,
    "counted" BOOLEAN NOT NULL,
    "rated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "rated_games_pkey" PRIMARY KEY ("game_id")
);

-- CreateTable
CREATE TABLE "ratings" (
    "scope" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "display_name" TEXT NOT NULL,
    "mu" DOUBLE PRECISION NOT NULL,
    "sigma" DOUBLE PRECISION NOT NULL,
    "conservative" DOUBLE PRECISION NOT NULL,
    "games" INTEGER NOT NULL,
    "wins" INTEGER NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ratings_pkey" PRIMARY KEY ("scope","user_id")
);

-- CreateTable
CREATE TABLE "rating_changes" (
    "scope" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "game_id" UUID NOT NULL,
    "place" INTEGER NOT NULL,
    "mu_before" DOUBLE PRECISION NOT NULL,
    "sigma_before" DOUBLE PRECISION NOT NULL,
    "mu_after" DOUBLE PRECISION NOT NULL,
    "sigma_after" DOUBLE PRECISION NOT NULL,

    CONSTRAINT "rating_changes_pkey" PRIMARY KEY ("scope","user_id","seq")
);

-- CreateIndex
CREATE UNIQUE INDEX "rated_games_seq_key" ON "rated_games"("seq");

-- CreateIndex
CREATE INDEX "ratings_scope_conservative_user_id_idx" ON "ratings"("scope", "conservative" DESC, "user_id");

-- CreateIndex
CREATE INDEX "rating_changes_game_id_idx" ON "rating_changes"("game_id");

-- CreateIndex
CREATE INDEX "games_guild_id_id_player_count_idx" ON "games"("guild_id", "id", "player_count");

-- CreateIndex
CREATE INDEX "results_user_id_finished_at_idx" ON "results"("user_id", "finished_at" DESC);
