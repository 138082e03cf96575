CREATE TABLE "idempotent_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"caller" text NOT NULL,
	"scope" text NOT NULL,
	"route" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "idempotent_requests_key_unique" ON "idempotent_requests" USING btree ("caller","scope","route","key");--> statement-breakpoint
CREATE INDEX "idempotent_requests_created_idx" ON "idempotent_requests" USING btree ("created_at");