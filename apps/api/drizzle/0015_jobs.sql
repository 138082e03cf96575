CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"site_id" integer NOT NULL,
	"employer_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"title" text NOT NULL,
	"reference" text,
	"work_type" text,
	"pay_type" text,
	"pay_range" text,
	"salary_min" integer,
	"salary_max" integer,
	"currency" text,
	"classification" text,
	"key_contact_id" integer,
	"advert_start_date" date,
	"advert_end_date" date,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_key_contact_id_users_id_fk" FOREIGN KEY ("key_contact_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_site_created_idx" ON "jobs" USING btree ("site_id","created_at","id");--> statement-breakpoint
CREATE INDEX "jobs_site_updated_idx" ON "jobs" USING btree ("site_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "jobs_site_title_idx" ON "jobs" USING btree ("site_id","title","id");--> statement-breakpoint
CREATE INDEX "jobs_site_reference_idx" ON "jobs" USING btree ("site_id","reference","id");--> statement-breakpoint
CREATE INDEX "jobs_site_start_idx" ON "jobs" USING btree ("site_id","advert_start_date","id");--> statement-breakpoint
CREATE INDEX "jobs_site_end_idx" ON "jobs" USING btree ("site_id","advert_end_date","id");--> statement-breakpoint
CREATE INDEX "jobs_site_status_created_idx" ON "jobs" USING btree ("site_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "jobs_site_work_type_idx" ON "jobs" USING btree ("site_id","work_type","id");--> statement-breakpoint
CREATE INDEX "jobs_site_classification_idx" ON "jobs" USING btree ("site_id","classification","id");--> statement-breakpoint
CREATE INDEX "jobs_employer_created_idx" ON "jobs" USING btree ("employer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "jobs_employer_status_created_idx" ON "jobs" USING btree ("employer_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "jobs_key_contact_idx" ON "jobs" USING btree ("key_contact_id");--> statement-breakpoint
CREATE INDEX "jobs_title_trgm_idx" ON "jobs" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_reference_trgm_idx" ON "jobs" USING gin ("reference" gin_trgm_ops);