CREATE TABLE "mail_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "field_options" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "field_options" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "field_options" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_templates" ADD CONSTRAINT "mail_templates_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_templates" ADD CONSTRAINT "mail_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_templates_site_kind_unique" ON "mail_templates" USING btree ("site_id","kind");--> statement-breakpoint
CREATE INDEX "field_options_site_field_position_idx" ON "field_options" USING btree ("site_id","field","position");--> statement-breakpoint
-- Seeded site admins of an existing database may edit settings, as apps/api/src/db/seed/roles.ts gives them (decision 0004).
UPDATE "roles" SET "permissions" = "permissions" || '["settings.update"]'::jsonb WHERE "key" = 'site-admin' AND NOT "permissions" ? 'settings.update';