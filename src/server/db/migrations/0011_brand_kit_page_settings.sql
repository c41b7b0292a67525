CREATE TABLE "brand_kits" (
	"user_id" text PRIMARY KEY NOT NULL,
	"logo_data" text,
	"primary_color" text,
	"accent_color" text,
	"font" text,
	"phone" text,
	"email" text,
	"address" text,
	"social_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_settings" (
	"template_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"ga4_id" text,
	"google_ads_id" text,
	"meta_pixel_id" text,
	"site_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brand_kits" ADD CONSTRAINT "brand_kits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_settings" ADD CONSTRAINT "page_settings_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_settings" ADD CONSTRAINT "page_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_settings_user_idx" ON "page_settings" USING btree ("user_id");