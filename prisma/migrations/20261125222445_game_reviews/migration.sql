-- CreateTable
CREATE TABLE "game_reviews" (
    "game_id" UUID NOT NULL,
    "budget" JSONB NOT NULL,
    "review" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completed_at" TIMESTAMPTZ(3),
    "posted_at" TIMESTAMPTZ(3),
    "message_id" TEXT,

    CONSTRAINT "game_reviews_pkey" PRIMARY KEY ("game_id")
);

-- CreateTable
CREATE TABLE "review_moves" (
    "game_id" UUID NOT NULL,
    "index" INTEGER NOT NULL,
    "data" JSONB NOT NULL,

    CONSTRAINT "review_moves_pkey" PRIMARY KEY ("game_id","index")
);

-- AddForeignKey
ALTER TABLE "game_reviews" ADD CONSTRAINT "game_reviews_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_moves" ADD CONSTRAINT "review_moves_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE CASCADE ON UPDATE CASCADE;
