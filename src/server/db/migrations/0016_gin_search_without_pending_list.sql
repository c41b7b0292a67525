-- Inbox search without GIN's pending list: with fastupdate (the default) new leads wait in an unsorted list
-- that every search reads whole until a vacuum merges it, up to 4 MB (1,507 leads of the bench's 20,000 made
-- a one-word search 3.1 ms instead of 0.07 ms). A lead is one insert per form submission: it can pay its index
-- entries at once. The list already there is merged here.
ALTER INDEX "leads_search_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('leads_search_idx');
