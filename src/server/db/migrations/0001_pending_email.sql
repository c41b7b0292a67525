ALTER TABLE "profiles" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "pending_email_requested_at" timestamp with time zone;