-- The applications list sorted by status (then id), alone or with a stage filter, walks one of these
-- (decision 0040, amended in session 8): without them PostgreSQL walked the primary key, or the
-- site's status index, through rows it then discarded (1.3 s for the site by status, 6.7 s for
-- "offered, by status", 4.8 s for "stage interviewed, by status" at 4.7 M applications).
-- IF NOT EXISTS: a big database may build them CONCURRENTLY first.
CREATE INDEX IF NOT EXISTS "applications_site_status_id_idx" ON "applications" USING btree ("site_id","status","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "applications_site_stage_status_idx" ON "applications" USING btree ("site_id","stage","status","id");
