-- A search reads every entry of its trigram indexes' pending list (GIN's "fast update": new rows'
-- entries wait there, unsorted, until a VACUUM or 4 MB). On the bench database 7,481 jobs written
-- since the last VACUUM left 357 pending pages on the title index and 244 on the reference index,
-- read in full by every jobs and applications search: more than half of a reference search's buffers
-- (docs/benchmarks.md, "Searches under 50 ms"; decision 0101). These indexes take a job's, a
-- seeker's or an employer's entries at once instead: a write pays a few index pages, a search none.
ALTER INDEX "jobs_site_title_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "jobs_site_reference_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "seekers_site_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "seekers_site_email_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "employers_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "employers_contact_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "employers_registration_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "consultants_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "consultants_email_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "consultants_job_title_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "tags_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
-- What is pending already moves into the index now, not at the next VACUUM.
SELECT gin_clean_pending_list('jobs_site_title_trgm_idx'::regclass),
  gin_clean_pending_list('jobs_site_reference_trgm_idx'::regclass),
  gin_clean_pending_list('seekers_site_name_trgm_idx'::regclass),
  gin_clean_pending_list('seekers_site_email_trgm_idx'::regclass),
  gin_clean_pending_list('employers_name_trgm_idx'::regclass),
  gin_clean_pending_list('employers_contact_trgm_idx'::regclass),
  gin_clean_pending_list('employers_registration_trgm_idx'::regclass),
  gin_clean_pending_list('consultants_name_trgm_idx'::regclass),
  gin_clean_pending_list('consultants_email_trgm_idx'::regclass),
  gin_clean_pending_list('consultants_job_title_trgm_idx'::regclass),
  gin_clean_pending_list('tags_name_trgm_idx'::regclass);
