-- GIN indexes buffer new entries in a pending list (up to 4 MB by default) that every search scans in full until a
-- vacuum merges it. PGlite never vacuums by itself, and a PostgreSQL site that writes little rarely triggers
-- autovacuum, so the list stayed near its limit: 2.2 MB of it made each search 50 % slower at 200 000 documents
-- (decision 0006). A 64 kB limit keeps the list tiny; the inserting session merges it whenever it fills.
ALTER INDEX "search_documents_tsv_idx" SET (gin_pending_list_limit = 64);--> statement-breakpoint
ALTER INDEX "search_documents_title_tsv_idx" SET (gin_pending_list_limit = 64);--> statement-breakpoint
SELECT gin_clean_pending_list('search_documents_tsv_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('search_documents_title_tsv_idx'::regclass);
