-- The lists read their keys from index-only scans (decision 0040): the deep pages, searches and
-- counts. Those stay index-only while the table's pages are marked all-visible, which only VACUUM
-- does; with the default thresholds (20 % of the rows changed, 20 % inserted) a board of a million
-- jobs vacuums after 200,000 updates, and in between every expired or edited job costs a heap fetch
-- (5,529 heap fetches for the jobs' page 400 in the bench database, p95 46.8 ms; 0 and 28.0 ms after
-- a VACUUM: docs/benchmarks.md, session 10). The lists' tables vacuum after 1 % instead.
ALTER TABLE "jobs" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_insert_scale_factor = 0.01, autovacuum_analyze_scale_factor = 0.02);--> statement-breakpoint
ALTER TABLE "applications" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_insert_scale_factor = 0.01, autovacuum_analyze_scale_factor = 0.02);--> statement-breakpoint
ALTER TABLE "seekers" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_insert_scale_factor = 0.01, autovacuum_analyze_scale_factor = 0.02);--> statement-breakpoint
ALTER TABLE "employers" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_insert_scale_factor = 0.01, autovacuum_analyze_scale_factor = 0.02);
