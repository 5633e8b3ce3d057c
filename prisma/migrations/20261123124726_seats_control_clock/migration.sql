-- AlterTable
ALTER TABLE "games" ADD COLUMN     "turn_seconds" INTEGER;

-- AlterTable
ALTER TABLE "jobs" ADD COLUMN     "ordered" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "seats" ADD COLUMN     "auto_turns" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "bot_level" TEXT,
ADD COLUMN     "control" TEXT NOT NULL DEFAULT 'player';

-- CreateTable
CREATE TABLE "user_settings" (
    "user_id" TEXT NOT NULL,
    "notify" BOOLEAN NOT NULL DEFAULT false,
    "dm_closed" BOOLEAN NOT NULL DEFAULT false,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "user_settings_pkey" PRIMARY KEY ("user_id")
);
