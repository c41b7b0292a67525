ALTER TABLE "template_versions" ADD COLUMN "hold_id" uuid;--> statement-breakpoint
ALTER TABLE "token_holds" ADD COLUMN "keep_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "template_versions" ADD CONSTRAINT "template_versions_hold_id_token_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."token_holds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "token_holds_keep_until_idx" ON "token_holds" USING btree ("keep_until") WHERE "token_holds"."status" = 'pending' and "token_holds"."keep_until" is not null;