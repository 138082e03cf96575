CREATE TABLE "job_consultants" (
	"job_id" integer NOT NULL,
	"consultant_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "job_consultants_pkey" PRIMARY KEY("job_id","consultant_id")
);
--> statement-breakpoint
CREATE TABLE "job_tags" (
	"owner_id" uuid NOT NULL,
	"tag_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_tags_pkey" PRIMARY KEY("owner_id","tag_id")
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "key_selling_points" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "banner_file_id" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "apply_on" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "application_url" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "application_emails" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "screening_questions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "questions_position" text DEFAULT 'below' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_consultants" ADD CONSTRAINT "job_consultants_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_consultants" ADD CONSTRAINT "job_consultants_consultant_id_consultants_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."consultants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_tags" ADD CONSTRAINT "job_tags_owner_id_jobs_uuid_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."jobs"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_tags" ADD CONSTRAINT "job_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_consultants_consultant_idx" ON "job_consultants" USING btree ("consultant_id","job_id");--> statement-breakpoint
CREATE INDEX "job_tags_tag_idx" ON "job_tags" USING btree ("tag_id","owner_id");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_banner_file_id_files_id_fk" FOREIGN KEY ("banner_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_banner_idx" ON "jobs" USING btree ("banner_file_id");