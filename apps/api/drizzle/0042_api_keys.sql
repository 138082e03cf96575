CREATE TABLE "api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"rights" jsonb NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "api_key_id" integer;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_site_live_idx" ON "api_keys" USING btree ("site_id","created_at") WHERE "api_keys"."revoked_at" is null;--> statement-breakpoint
-- A site's keys behind the same wall as every table with its own site_id (decision 0104): a request
-- made with a key reads its row across sites by its hash (an unguessable token), then acts in its site.
ALTER TABLE api_keys ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_site ON api_keys USING ((SELECT portal_all_sites()) OR site_id = ANY ((SELECT portal_sites())::integer[])) WITH CHECK ((SELECT portal_all_sites()) OR site_id = ANY ((SELECT portal_sites())::integer[]));--> statement-breakpoint
-- Seeded roles of an existing database get the key rights apps/api/src/db/seed/roles.ts gives them (decision 0105).
UPDATE "roles" SET "permissions" = "permissions" || '["api-keys.all"]'::jsonb WHERE "key" IN ('account-admin', 'site-admin') AND NOT "permissions" ? 'api-keys.all';
