CREATE TABLE "credit_balances" (
	"employer_id" integer PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"balance" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_balances_balance_check" CHECK ("credit_balances"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"site_id" integer NOT NULL,
	"employer_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"kind" text NOT NULL,
	"reason" text,
	"job_uuid" uuid,
	"purchase_id" integer,
	"user_id" integer,
	"impersonator_id" integer,
	"balance_after" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_ledger_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "credit_ledger_purchase_id_unique" UNIQUE("purchase_id"),
	CONSTRAINT "credit_ledger_delta_check" CHECK ("credit_ledger"."delta" <> 0),
	CONSTRAINT "credit_ledger_balance_after_check" CHECK ("credit_ledger"."balance_after" >= 0),
	CONSTRAINT "credit_ledger_kind_check" CHECK ("credit_ledger"."kind" in ('purchase', 'grant', 'revoke', 'spend'))
);
--> statement-breakpoint
CREATE TABLE "credit_prices" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"unit_price_minor" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"presets" integer[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_prices_unit_price_check" CHECK ("credit_prices"."unit_price_minor" >= 0),
	CONSTRAINT "credit_prices_currency_check" CHECK ("credit_prices"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "credit_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"site_id" integer NOT NULL,
	"employer_id" integer NOT NULL,
	"user_id" integer,
	"impersonator_id" integer,
	"quantity" integer NOT NULL,
	"unit_price_minor" integer NOT NULL,
	"percent_off" integer NOT NULL,
	"cost_per_credit_minor" integer NOT NULL,
	"subtotal_minor" bigint NOT NULL,
	"discount_minor" bigint NOT NULL,
	"total_minor" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"checkout_url" text,
	"return_base" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "credit_purchases_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "credit_purchases_quantity_check" CHECK ("credit_purchases"."quantity" between 1 and 10000),
	CONSTRAINT "credit_purchases_total_check" CHECK ("credit_purchases"."total_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "discount_tiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"min_quantity" integer NOT NULL,
	"percent_off" integer NOT NULL,
	CONSTRAINT "discount_tiers_min_quantity_check" CHECK ("discount_tiers"."min_quantity" >= 2),
	CONSTRAINT "discount_tiers_percent_check" CHECK ("discount_tiers"."percent_off" > 0 and "discount_tiers"."percent_off" <= 100)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"credit_cost" integer NOT NULL,
	"price_minor" integer NOT NULL,
	"duration_days" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "products_credit_cost_check" CHECK ("products"."credit_cost" >= 0),
	CONSTRAINT "products_price_check" CHECK ("products"."price_minor" >= 0),
	CONSTRAINT "products_duration_check" CHECK ("products"."duration_days" between 1 and 365)
);
--> statement-breakpoint
ALTER TABLE "credit_balances" ADD CONSTRAINT "credit_balances_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_prices" ADD CONSTRAINT "credit_prices_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_purchases" ADD CONSTRAINT "credit_purchases_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_purchases" ADD CONSTRAINT "credit_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_purchases" ADD CONSTRAINT "credit_purchases_impersonator_id_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_tiers" ADD CONSTRAINT "discount_tiers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_ledger_employer_created_idx" ON "credit_ledger" USING btree ("employer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "credit_ledger_employer_kind_idx" ON "credit_ledger" USING btree ("employer_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "credit_ledger_site_created_idx" ON "credit_ledger" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_purchases_idempotency_unique" ON "credit_purchases" USING btree ("user_id","employer_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_purchases_provider_ref_unique" ON "credit_purchases" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "credit_purchases_employer_idx" ON "credit_purchases" USING btree ("employer_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_purchases_site_paid_idx" ON "credit_purchases" USING btree ("site_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_tiers_site_min_unique" ON "discount_tiers" USING btree ("site_id","min_quantity");--> statement-breakpoint
CREATE UNIQUE INDEX "products_site_name_unique" ON "products" USING btree ("site_id",lower("name"));--> statement-breakpoint
CREATE INDEX "products_site_order_idx" ON "products" USING btree ("site_id","sort_order","id");--> statement-breakpoint
CREATE INDEX "products_site_name_idx" ON "products" USING btree ("site_id","name","id");--> statement-breakpoint
CREATE INDEX "products_site_active_idx" ON "products" USING btree ("site_id","active");--> statement-breakpoint
CREATE INDEX "products_site_created_idx" ON "products" USING btree ("site_id","created_at","id");--> statement-breakpoint
-- The ledger is append-only (decision 0018): a correction is a new entry, never an edit.
CREATE FUNCTION "credit_ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'credit_ledger is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "credit_ledger_no_update_delete" BEFORE UPDATE OR DELETE ON "credit_ledger" FOR EACH ROW EXECUTE FUNCTION "credit_ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "credit_ledger_no_truncate" BEFORE TRUNCATE ON "credit_ledger" FOR EACH STATEMENT EXECUTE FUNCTION "credit_ledger_refuse_change"();--> statement-breakpoint
-- Seeded roles of an existing database get the credit rights apps/api/src/db/seed/roles.ts gives them (decision 0004):
-- buying is split from pricing and grants, and an employer admin no longer holds credits.all.
UPDATE "roles" SET "permissions" = ("permissions" - 'credits.all') || '["credits.read", "credits.create", "credits.export"]'::jsonb WHERE "key" = 'employer-admin' AND "permissions" ? 'credits.all';--> statement-breakpoint
UPDATE "roles" SET "permissions" = "permissions" || '["credits.read"]'::jsonb WHERE "key" IN ('recruiter', 'employer-user', 'employer-admin', 'site-admin') AND NOT "permissions" ? 'credits.read' AND NOT "permissions" ? 'credits.all';--> statement-breakpoint
UPDATE "roles" SET "permissions" = "permissions" || '["credits.create"]'::jsonb WHERE "key" = 'site-admin' AND NOT "permissions" ? 'credits.create';--> statement-breakpoint
UPDATE "roles" SET "permissions" = "permissions" || '["credits.export"]'::jsonb WHERE "key" = 'site-admin' AND NOT "permissions" ? 'credits.export';--> statement-breakpoint
UPDATE "roles" SET "permissions" = "permissions" || '["credits.grant"]'::jsonb WHERE "key" = 'site-admin' AND NOT "permissions" ? 'credits.grant';--> statement-breakpoint
UPDATE "roles" SET "permissions" = "permissions" || '["pricing.update"]'::jsonb WHERE "key" = 'site-admin' AND NOT "permissions" ? 'pricing.update';--> statement-breakpoint
UPDATE "roles" SET "permissions" = "permissions" || '["pricing.all"]'::jsonb WHERE "key" = 'account-admin' AND NOT "permissions" ? 'pricing.all';
