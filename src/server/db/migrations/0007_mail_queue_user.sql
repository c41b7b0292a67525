ALTER TABLE "mail_queue" ADD COLUMN "user_id" text;--> statement-breakpoint
CREATE INDEX "mail_queue_user_idx" ON "mail_queue" USING btree ("user_id") WHERE "mail_queue"."user_id" is not null;