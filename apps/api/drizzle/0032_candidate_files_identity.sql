ALTER TABLE "files" ADD COLUMN "origin" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "last_name" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "files_bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "applications_client_applied_idx" ON "applications" USING btree ("client_address","applied_at","files_bytes") WHERE "applications"."client_address" is not null;--> statement-breakpoint
CREATE INDEX "applications_site_files_applied_idx" ON "applications" USING btree ("site_id","applied_at","files_bytes") WHERE "applications"."files_bytes" > 0;--> statement-breakpoint
-- Decision 0062: what each application was sent with, as its seeker read when this ran.
UPDATE "applications" a SET "first_name" = s."first_name", "last_name" = s."last_name", "name" = s."name", "email" = s."email", "phone" = s."phone" FROM "seekers" s WHERE s."id" = a."seeker_id";--> statement-breakpoint
-- The bytes of the files each application came with.
UPDATE "applications" a SET "files_bytes" = coalesce((SELECT f."size" FROM "files" f WHERE f."id" = a."resume_file_id"), 0) + coalesce((SELECT sum(f."size") FROM "seeker_documents" d JOIN "files" f ON f."id" = d."file_id" WHERE d."application_id" = a."id"), 0) WHERE a."resume_file_id" IS NOT NULL OR EXISTS (SELECT 1 FROM "seeker_documents" d WHERE d."application_id" = a."id");--> statement-breakpoint
-- Files that came through the public apply form (no uploader, a candidate's kind) leave the staff quota.
UPDATE "files" SET "origin" = 'candidate' WHERE "created_by" IS NULL AND "kind" IN ('resume', 'document');
