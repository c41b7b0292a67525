-- Inbox search with a short GIN pending list: new leads wait in an unsorted list that every search reads whole
-- until it is merged, and the default limit let it reach 4 MB (1,487 leads of the bench's 20,000 made a
-- one-word search 18.7 ms instead of 0.9 ms). At 64 kB (the least allowed) a search reads a few pages at most;
-- without the list (fastupdate off) each lead paid its index entries alone, 6 times slower for 20,000 inserted
-- at once (38 s instead of 6 s; 8.6 s with this limit). The list already there is merged here.
ALTER INDEX "leads_search_idx" SET (gin_pending_list_limit = 64);--> statement-breakpoint
SELECT gin_clean_pending_list('leads_search_idx');
