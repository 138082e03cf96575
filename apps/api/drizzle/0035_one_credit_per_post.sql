ALTER TABLE "products" DROP CONSTRAINT "products_credit_cost_check";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "credit_cost" SET DEFAULT 1;--> statement-breakpoint
-- One credit posts one job (decision 0068): products that cost more or less are brought to one.
UPDATE "products" SET "credit_cost" = 1 WHERE "credit_cost" <> 1;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_one_credit_check" CHECK ("products"."credit_cost" = 1);