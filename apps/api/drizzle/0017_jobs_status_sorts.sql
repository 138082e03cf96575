CREATE INDEX "jobs_site_status_updated_idx" ON "jobs" USING btree ("site_id","status","updated_at","id");--> statement-breakpoint
CREATE INDEX "jobs_site_status_title_idx" ON "jobs" USING btree ("site_id","status","title","id");--> statement-breakpoint
CREATE INDEX "jobs_site_status_reference_idx" ON "jobs" USING btree ("site_id","status","reference","id");--> statement-breakpoint
CREATE INDEX "jobs_site_status_start_idx" ON "jobs" USING btree ("site_id","status","advert_start_date","id");--> statement-breakpoint
CREATE INDEX "jobs_site_status_end_idx" ON "jobs" USING btree ("site_id","status","advert_end_date","id");