-- Hand-written (the Prisma schema cannot express these; db:diff never drops them).

-- The outbox workers of every process LISTEN on "azul_jobs" (src/store/job-wakes.ts). A job
-- written, or made free again (given back to run later, put back by an operator, its time moved),
-- is announced when its transaction commits, whichever statement wrote it. Postgres folds the
-- identical notifications of one transaction into one, so a move that writes several jobs wakes
-- each listener once. Claims, lease renewals and completions announce nothing (a completion frees
-- the game's next job, which the completing worker looks for itself).
CREATE FUNCTION "jobs_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('azul_jobs', '');
  RETURN NULL;
END;
$$;
CREATE TRIGGER "jobs_notify_written" AFTER INSERT ON "jobs" FOR EACH ROW
  WHEN (NEW."done_at" IS NULL AND NEW."set_aside_at" IS NULL)
  EXECUTE FUNCTION "jobs_notify"();
CREATE TRIGGER "jobs_notify_freed" AFTER UPDATE ON "jobs" FOR EACH ROW
  WHEN (NEW."done_at" IS NULL AND NEW."set_aside_at" IS NULL AND NEW."locked_until" IS NULL
    AND (OLD."locked_until" IS NOT NULL OR OLD."set_aside_at" IS NOT NULL OR OLD."run_at" IS DISTINCT FROM NEW."run_at"))
  EXECUTE FUNCTION "jobs_notify"();

-- When a job comes due by time alone (src/store/jobs.ts), the first entry of each: the waiting
-- jobs by their time (a timer, a retry), and the held ones by the end of their lease (in case the
-- process holding one died). A worker looks again then: nothing announces either.
CREATE INDEX "jobs_waiting_run_at" ON "jobs"("run_at") WHERE "done_at" IS NULL AND "set_aside_at" IS NULL;
CREATE INDEX "jobs_held_until" ON "jobs"("locked_until") WHERE "done_at" IS NULL AND "locked_until" IS NOT NULL;
