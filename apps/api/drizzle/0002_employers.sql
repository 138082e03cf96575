CREATE TABLE "exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"file_path" text,
	"row_count" integer,
	"error" text,
	"base_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "field_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"field" text NOT NULL,
	"value" text NOT NULL,
	"label" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exports" ADD CONSTRAINT "exports_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exports" ADD CONSTRAINT "exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_options" ADD CONSTRAINT "field_options_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exports_user_idx" ON "exports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "field_options_site_field_value_unique" ON "field_options" USING btree ("site_id","field","value");--> statement-breakpoint
CREATE INDEX "employers_site_jobs_idx" ON "employers" USING btree ("site_id","live_jobs_count");--> statement-breakpoint
CREATE INDEX "employers_name_trgm_idx" ON "employers" USING gin ("business_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employers_contact_trgm_idx" ON "employers" USING gin ("contact_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employers_registration_trgm_idx" ON "employers" USING gin ("registration_number" gin_trgm_ops);