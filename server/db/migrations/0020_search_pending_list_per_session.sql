-- Hand-written (decision 0050): the 64 kB pending-list limit of the search indexes moves from the indexes to each
-- session (server/db/client.ts sets it on every connection). As a storage parameter it could only be raised by
-- ALTER INDEX, which locks out every search; as a setting, a bulk writer (the tender import, the load seed) raises
-- it for its own transaction with SET LOCAL, so its entries are merged in one sorted pass, and merges the list
-- before it commits. Searches still never scan more than 64 kB of unmerged entries.
ALTER INDEX "search_documents_tsv_idx" RESET (gin_pending_list_limit);--> statement-breakpoint
ALTER INDEX "search_documents_title_tsv_idx" RESET (gin_pending_list_limit);--> statement-breakpoint
ALTER INDEX "search_documents_know_tsv_idx" RESET (gin_pending_list_limit);--> statement-breakpoint
ALTER INDEX "search_documents_catalogue_tsv_idx" RESET (gin_pending_list_limit);
