CREATE TABLE "candidate_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"seeker_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"parent_token_id" integer NOT NULL,
	"redirect_path" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "impersonator_id" integer;--> statement-breakpoint
ALTER TABLE "candidate_tokens" ADD CONSTRAINT "candidate_tokens_seeker_id_seekers_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "public"."seekers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_tokens" ADD CONSTRAINT "candidate_tokens_parent_token_id_access_tokens_id_fk" FOREIGN KEY ("parent_token_id") REFERENCES "public"."access_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_tokens_seeker_idx" ON "candidate_tokens" USING btree ("seeker_id");--> statement-breakpoint
CREATE INDEX "candidate_tokens_parent_idx" ON "candidate_tokens" USING btree ("parent_token_id");--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_impersonator_id_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;