CREATE TABLE "consultants" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"job_title" text,
	"photo_file_id" uuid,
	"bio" text,
	"active" boolean DEFAULT true NOT NULL,
	"user_id" integer,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consultants" ADD CONSTRAINT "consultants_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultants" ADD CONSTRAINT "consultants_photo_file_id_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultants" ADD CONSTRAINT "consultants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultants" ADD CONSTRAINT "consultants_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultants" ADD CONSTRAINT "consultants_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultants_site_active_idx" ON "consultants" USING btree ("site_id","active");--> statement-breakpoint
CREATE INDEX "consultants_site_created_idx" ON "consultants" USING btree ("site_id","created_at","id");--> statement-breakpoint
CREATE INDEX "consultants_site_name_idx" ON "consultants" USING btree ("site_id","name","id");--> statement-breakpoint
CREATE INDEX "consultants_photo_idx" ON "consultants" USING btree ("photo_file_id");--> statement-breakpoint
CREATE INDEX "consultants_user_idx" ON "consultants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "consultants_name_trgm_idx" ON "consultants" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "consultants_email_trgm_idx" ON "consultants" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "consultants_job_title_trgm_idx" ON "consultants" USING gin ("job_title" gin_trgm_ops);