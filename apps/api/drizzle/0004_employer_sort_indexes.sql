DROP INDEX "employers_site_created_idx";--> statement-breakpoint
DROP INDEX "employers_site_name_idx";--> statement-breakpoint
CREATE INDEX "employers_site_created_idx" ON "employers" USING btree ("site_id","created_at","id");--> statement-breakpoint
CREATE INDEX "employers_site_name_idx" ON "employers" USING btree ("site_id","business_name","id");