-- Versions keep their page once per distinct body (templates/page-bodies.ts): a restore, an undo or a repeated
-- edit pointed at a full copy before (50 versions of 3 distinct pages took 795 KB).
CREATE TABLE "page_bodies" (
	"template_id" uuid NOT NULL,
	"hash" text NOT NULL,
	"html" text NOT NULL,
	CONSTRAINT "page_bodies_template_id_hash_pk" PRIMARY KEY("template_id","hash")
);
--> statement-breakpoint
ALTER TABLE "page_bodies" ADD CONSTRAINT "page_bodies_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Compressed with lz4 like the other page columns (0005), where PostgreSQL has it; PGlite keeps pglz.
DO $$
BEGIN
  ALTER TABLE page_bodies ALTER COLUMN html SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  NULL;
END $$;--> statement-breakpoint
ALTER TABLE "template_versions" ADD COLUMN "body_hash" text;--> statement-breakpoint
UPDATE "template_versions" SET "body_hash" = encode(sha256(convert_to("html_content", 'UTF8')), 'hex');--> statement-breakpoint
INSERT INTO "page_bodies" ("template_id", "hash", "html")
  SELECT DISTINCT ON ("template_id", "body_hash") "template_id", "body_hash", "html_content" FROM "template_versions"
  ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "template_versions" ALTER COLUMN "body_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "template_versions" DROP COLUMN "html_content";--> statement-breakpoint
-- Inbox search: trigrams answer ILIKE '%words%' from an index instead of reading every lead of the owner.
-- pg_trgm ships with PostgreSQL (trusted since 13: a database owner may create it) and with PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- What the inbox searches, as one function the index and the query share. PL/pgSQL with a high COST on
-- purpose: an SQL function would be inlined, and the planner prices ILIKE over a whole lead like a cheap
-- comparison, so it preferred reading all 20,000 leads (215 ms) to the index (1 ms).
CREATE FUNCTION lead_search_text(fields jsonb, page_title text, form_id text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE COST 1000
  AS $$ BEGIN RETURN fields::text || E'\n' || page_title || E'\n' || form_id; END $$;--> statement-breakpoint
CREATE INDEX "leads_search_idx" ON "leads" USING gin (lead_search_text("fields", "page_title", "form_id") gin_trgm_ops);
