-- AlterTable
ALTER TABLE "games" ADD COLUMN     "thread_id" TEXT,
ADD COLUMN     "thread_refusal" TEXT;

-- CreateIndex
CREATE INDEX "games_thread_id_idx" ON "games"("thread_id");

-- Hand-written (see prisma/schema.prisma): a game played in a thread frees its channel, so the
-- channel holds at most one game played in the channel itself: its lobby, or an active game
-- without a thread (one that has just started, or one where Discord refused the thread).
DROP INDEX "games_one_open_game_per_channel";
CREATE UNIQUE INDEX "games_one_open_game_per_channel" ON "games"("channel_id")
  WHERE "status" = 'lobby' OR ("status" = 'active' AND "thread_id" IS NULL);
