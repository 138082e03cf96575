-- Searches read only their site's matches (decision 0040, amended 2026-11-26): btree_gin lets a
-- trigram index carry site_id. IF [NOT] EXISTS: a big database may build these CONCURRENTLY first.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_site_title_trgm_idx" ON "jobs" USING gin ("site_id","title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_site_reference_trgm_idx" ON "jobs" USING gin ("site_id","reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "seekers_site_name_trgm_idx" ON "seekers" USING gin ("site_id","name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "seekers_site_email_trgm_idx" ON "seekers" USING gin ("site_id","email" gin_trgm_ops);--> statement-breakpoint
DROP INDEX IF EXISTS "jobs_title_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "jobs_reference_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "seekers_name_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "seekers_email_trgm_idx";
