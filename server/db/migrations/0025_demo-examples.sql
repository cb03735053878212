ALTER TABLE "software_products" ADD COLUMN "is_example" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "is_example" boolean DEFAULT false NOT NULL;