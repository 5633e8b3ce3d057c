-- AlterTable
ALTER TABLE "games" ADD COLUMN     "clock_ends_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "jobs" ADD COLUMN     "set_aside_at" TIMESTAMPTZ(3);
