CREATE TABLE "seeker_password_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"seeker_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seeker_password_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "seeker_tags" (
	"owner_id" uuid NOT NULL,
	"tag_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seeker_tags_pkey" PRIMARY KEY("owner_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "seekers" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"site_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"visa_type" text,
	"desired_work_type" text,
	"resume_file_id" uuid,
	"password_hash" text,
	"last_activity_at" timestamp with time zone,
	"applications_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seekers_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "application_feedbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"application_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"comments" text,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_feedbacks_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "application_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"from_stage" text,
	"to_stage" text,
	"notified" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"changed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_tags" (
	"owner_id" uuid NOT NULL,
	"tag_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_tags_pkey" PRIMARY KEY("owner_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"site_id" integer NOT NULL,
	"employer_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"seeker_id" integer NOT NULL,
	"status" text DEFAULT 'applied' NOT NULL,
	"stage" text,
	"knocked_out" boolean DEFAULT false NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cover_note" text,
	"resume_file_id" uuid,
	"consented_at" timestamp with time zone,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "seeker_documents" (
	"seeker_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"application_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seeker_documents_pkey" PRIMARY KEY("seeker_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "job_feedbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"site_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"recommend_employer" boolean NOT NULL,
	"comments" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_feedbacks_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "job_flags" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"site_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"reason" text NOT NULL,
	"comments" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dismissed_at" timestamp with time zone,
	"dismissed_by" integer,
	CONSTRAINT "job_flags_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "applications_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "seeker_password_tokens" ADD CONSTRAINT "seeker_password_tokens_seeker_id_seekers_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "public"."seekers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seeker_tags" ADD CONSTRAINT "seeker_tags_owner_id_seekers_uuid_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."seekers"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seeker_tags" ADD CONSTRAINT "seeker_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seekers" ADD CONSTRAINT "seekers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seekers" ADD CONSTRAINT "seekers_resume_file_id_files_id_fk" FOREIGN KEY ("resume_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_feedbacks" ADD CONSTRAINT "application_feedbacks_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_feedbacks" ADD CONSTRAINT "application_feedbacks_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_history" ADD CONSTRAINT "application_history_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_history" ADD CONSTRAINT "application_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_tags" ADD CONSTRAINT "application_tags_owner_id_applications_uuid_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."applications"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_tags" ADD CONSTRAINT "application_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_seeker_id_seekers_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "public"."seekers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_resume_file_id_files_id_fk" FOREIGN KEY ("resume_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seeker_documents" ADD CONSTRAINT "seeker_documents_seeker_id_seekers_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "public"."seekers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seeker_documents" ADD CONSTRAINT "seeker_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seeker_documents" ADD CONSTRAINT "seeker_documents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_feedbacks" ADD CONSTRAINT "job_feedbacks_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_feedbacks" ADD CONSTRAINT "job_feedbacks_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_flags" ADD CONSTRAINT "job_flags_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_flags" ADD CONSTRAINT "job_flags_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_flags" ADD CONSTRAINT "job_flags_dismissed_by_users_id_fk" FOREIGN KEY ("dismissed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seeker_password_tokens_seeker_idx" ON "seeker_password_tokens" USING btree ("seeker_id");--> statement-breakpoint
CREATE INDEX "seeker_tags_tag_idx" ON "seeker_tags" USING btree ("tag_id","owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seekers_site_email_unique" ON "seekers" USING btree ("site_id",lower("email"));--> statement-breakpoint
CREATE INDEX "seekers_site_created_idx" ON "seekers" USING btree ("site_id","created_at","id");--> statement-breakpoint
CREATE INDEX "seekers_site_activity_idx" ON "seekers" USING btree ("site_id","last_activity_at","id");--> statement-breakpoint
CREATE INDEX "seekers_site_name_idx" ON "seekers" USING btree ("site_id","name","id");--> statement-breakpoint
CREATE INDEX "seekers_site_status_activity_idx" ON "seekers" USING btree ("site_id","status","last_activity_at","id");--> statement-breakpoint
CREATE INDEX "seekers_name_trgm_idx" ON "seekers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "seekers_email_trgm_idx" ON "seekers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "seekers_resume_idx" ON "seekers" USING btree ("resume_file_id");--> statement-breakpoint
CREATE INDEX "application_feedbacks_application_idx" ON "application_feedbacks" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "application_history_application_idx" ON "application_history" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "application_tags_tag_idx" ON "application_tags" USING btree ("tag_id","owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_job_seeker_unique" ON "applications" USING btree ("job_id","seeker_id");--> statement-breakpoint
CREATE INDEX "applications_site_applied_idx" ON "applications" USING btree ("site_id","applied_at","id");--> statement-breakpoint
CREATE INDEX "applications_site_updated_idx" ON "applications" USING btree ("site_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "applications_site_status_applied_idx" ON "applications" USING btree ("site_id","status","applied_at","id");--> statement-breakpoint
CREATE INDEX "applications_site_stage_applied_idx" ON "applications" USING btree ("site_id","stage","applied_at","id");--> statement-breakpoint
CREATE INDEX "applications_employer_applied_idx" ON "applications" USING btree ("employer_id","applied_at","id");--> statement-breakpoint
CREATE INDEX "applications_employer_status_applied_idx" ON "applications" USING btree ("employer_id","status","applied_at","id");--> statement-breakpoint
CREATE INDEX "applications_job_applied_idx" ON "applications" USING btree ("job_id","applied_at","id");--> statement-breakpoint
CREATE INDEX "applications_job_stage_idx" ON "applications" USING btree ("job_id","stage","id");--> statement-breakpoint
CREATE INDEX "applications_job_status_idx" ON "applications" USING btree ("job_id","status","id");--> statement-breakpoint
CREATE INDEX "applications_seeker_applied_idx" ON "applications" USING btree ("seeker_id","applied_at");--> statement-breakpoint
CREATE INDEX "applications_resume_idx" ON "applications" USING btree ("resume_file_id");--> statement-breakpoint
CREATE INDEX "seeker_documents_application_idx" ON "seeker_documents" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "seeker_documents_file_idx" ON "seeker_documents" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "job_feedbacks_job_idx" ON "job_feedbacks" USING btree ("job_id","created_at","id");--> statement-breakpoint
CREATE INDEX "job_flags_site_open_idx" ON "job_flags" USING btree ("site_id","dismissed_at","created_at");--> statement-breakpoint
CREATE INDEX "job_flags_job_idx" ON "job_flags" USING btree ("job_id","created_at");--> statement-breakpoint
CREATE INDEX "jobs_site_status_published_idx" ON "jobs" USING btree ("site_id","status","published_at","id");