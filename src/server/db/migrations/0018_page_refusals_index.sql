-- A page's refused requests are its failed iteration jobs (templates/refusals.ts); this reads the newest of one page
-- without scanning every job of its owner.
CREATE INDEX "jobs_template_refusals_idx" ON "jobs" USING btree ("template_id","created_at") WHERE "jobs"."kind" = 'iteration' and "jobs"."status" = 'failed' and ("jobs"."error" ->> 'code') = 'change_not_applied';