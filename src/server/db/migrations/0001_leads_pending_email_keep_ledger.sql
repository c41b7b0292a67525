CREATE TABLE "lead_forms" (
	"token" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"template_id" uuid,
	"notify_leads" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"form_token" text NOT NULL,
	"template_id" uuid,
	"page_title" text NOT NULL,
	"page_url" text,
	"form_id" text DEFAULT '' NOT NULL,
	"fields" jsonb NOT NULL,
	"ip_hash" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchases" DROP CONSTRAINT "purchases_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "token_transactions" DROP CONSTRAINT "token_transactions_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "purchases" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "token_transactions" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "lead_retention_months" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "pending_email_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_forms" ADD CONSTRAINT "lead_forms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_forms" ADD CONSTRAINT "lead_forms_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_form_token_lead_forms_token_fk" FOREIGN KEY ("form_token") REFERENCES "public"."lead_forms"("token") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_forms_template_idx" ON "lead_forms" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "lead_forms_user_idx" ON "lead_forms" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "leads_user_created_idx" ON "leads" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_template_idx" ON "leads" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_transactions" ADD CONSTRAINT "token_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;