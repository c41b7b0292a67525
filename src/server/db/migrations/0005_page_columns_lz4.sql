-- The page columns (each row holds a whole page, ~35 KB) are compressed with lz4 instead of pglz: several
-- times less PostgreSQL CPU per saved page for about the same size on disk. Each generation writes the page
-- three times (the template, its version 1, the job's result), so pglz cost ~2 ms of database CPU per page.
-- Only values written from now on use it; older ones read back as before. A PostgreSQL built without lz4,
-- and PGlite, keep pglz.
DO $$
BEGIN
  ALTER TABLE templates ALTER COLUMN html_content SET COMPRESSION lz4;
  ALTER TABLE template_versions ALTER COLUMN html_content SET COMPRESSION lz4;
  ALTER TABLE jobs ALTER COLUMN result SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  NULL;
END $$;
