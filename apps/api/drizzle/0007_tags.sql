CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tags_site_lower_name_unique" ON "tags" USING btree ("site_id",lower("name"));--> statement-breakpoint
CREATE INDEX "tags_site_created_idx" ON "tags" USING btree ("site_id","created_at","id");--> statement-breakpoint
CREATE INDEX "tags_name_trgm_idx" ON "tags" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
-- Seeded roles of an existing database get the tags rights of apps/api/src/db/seed/roles.ts (decision 0004).
UPDATE "roles" SET "permissions" = "permissions" || '["tags.all"]'::jsonb WHERE "key" IN ('account-admin', 'site-admin') AND NOT "permissions" ? 'tags.all';--> statement-breakpoint
UPDATE "roles" SET "permissions" = "permissions" || '["tags.read", "tags.create"]'::jsonb WHERE "key" = 'recruiter' AND NOT "permissions" ? 'tags.read';
