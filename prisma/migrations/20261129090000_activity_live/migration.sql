-- CreateTable
CREATE TABLE "activity_sessions" (
    "game_id" UUID NOT NULL,
    "user_id" TEXT NOT NULL,
    "session_id" TEXT NOT NULL,
    "seen_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "activity_sessions_pkey" PRIMARY KEY ("game_id","user_id")
);

-- CreateIndex
CREATE INDEX "activity_sessions_user_id_idx" ON "activity_sessions"("user_id");

-- Hand-written: what people at a game's table see changed (a move, an undo, a vote, a seat changing
-- hands, the end, its review stored) is announced on the channel "azul_game_changed" with the game's
-- id, at commit, so the Activity's live channel in every bot process hears of it at once, whichever
-- process made the change. An update that changes none of these (a message id recorded) stays quiet.
CREATE FUNCTION "azul_game_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('azul_game_changed', NEW."id"::text);
  RETURN NULL;
END;
$$;
CREATE TRIGGER "games_changed" AFTER UPDATE ON "games" FOR EACH ROW
  WHEN (
    OLD."version" IS DISTINCT FROM NEW."version"
    OR OLD."status" IS DISTINCT FROM NEW."status"
    OR OLD."end_votes" IS DISTINCT FROM NEW."end_votes"
    OR OLD."stall_round" IS DISTINCT FROM NEW."stall_round"
    OR OLD."thread_id" IS DISTINCT FROM NEW."thread_id"
    OR OLD."clock_ends_at" IS DISTINCT FROM NEW."clock_ends_at"
  )
  EXECUTE FUNCTION "azul_game_changed"();

CREATE FUNCTION "azul_review_stored"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('azul_game_changed', NEW."game_id"::text);
  RETURN NULL;
END;
$$;
CREATE TRIGGER "game_reviews_stored" AFTER INSERT OR UPDATE OF "review" ON "game_reviews" FOR EACH ROW
  WHEN (NEW."review" IS NOT NULL)
  EXECUTE FUNCTION "azul_review_stored"();
