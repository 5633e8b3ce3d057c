-- CreateTable
CREATE TABLE "bot_processes" (
    "id" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "host" TEXT NOT NULL,
    "pid" INTEGER NOT NULL,
    "shards" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "started_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "seen_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "bot_processes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "shard_leases" (
    "shard" INTEGER NOT NULL,
    "shard_count" INTEGER NOT NULL,
    "owner" TEXT NOT NULL,
    "host" TEXT NOT NULL,
    "pid" INTEGER NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "shard_leases_pkey" PRIMARY KEY ("shard")
);

-- CreateIndex
CREATE INDEX "bot_processes_seen_at_idx" ON "bot_processes"("seen_at");
