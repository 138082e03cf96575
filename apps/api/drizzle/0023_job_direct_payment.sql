CREATE TABLE "job_payments" (
	"purchase_id" integer PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"credits" integer NOT NULL,
	"duration_days" integer NOT NULL,
	"to_status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_purchases" ADD COLUMN "return_path" text;--> statement-breakpoint
ALTER TABLE "job_payments" ADD CONSTRAINT "job_payments_purchase_id_credit_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."credit_purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_payments" ADD CONSTRAINT "job_payments_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_payments_job_idx" ON "job_payments" USING btree ("job_id");