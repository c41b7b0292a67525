-- Which worker runs a job (the application name of its wake-up connection): the sweeper takes over only jobs
-- whose worker is gone from pg_stat_activity, not those of a live worker whose heartbeat came late.
ALTER TABLE "jobs" ADD COLUMN "claimed_by" text;--> statement-breakpoint
-- A job's event numbers are handed out from its row, under the row's lock: max(seq) + 1 read by two writers at
-- once gave both the same number (duplicate key on job_events_job_id_seq_pk).
ALTER TABLE "jobs" ADD COLUMN "last_event_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "jobs" SET "last_event_seq" = e.seq
  FROM (SELECT "job_id", max("seq") AS seq FROM "job_events" GROUP BY "job_id") AS e
  WHERE e."job_id" = "jobs"."id";
