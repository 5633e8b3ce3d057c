-- AlterTable
ALTER TABLE "games" ADD COLUMN     "end_votes" JSONB NOT NULL DEFAULT '[]',
ADD COLUMN     "ended_by" TEXT,
ADD COLUMN     "stall_round" INTEGER;
