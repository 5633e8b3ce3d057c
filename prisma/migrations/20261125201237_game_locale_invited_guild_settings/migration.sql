-- AlterTable
ALTER TABLE "games" ADD COLUMN     "invited" JSONB NOT NULL DEFAULT '[]',
ADD COLUMN     "locale" TEXT NOT NULL DEFAULT 'en';

-- CreateTable
CREATE TABLE "guild_settings" (
    "guild_id" TEXT NOT NULL,
    "locale" TEXT,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "guild_settings_pkey" PRIMARY KEY ("guild_id")
);
