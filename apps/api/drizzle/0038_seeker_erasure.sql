ALTER TABLE "seekers" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seekers" ADD COLUMN "retention_warned_at" timestamp with time zone;