ALTER TABLE "uploaded_files" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "variants" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "blog_posts_published_at_idx" ON "blog_posts" USING btree ("published_at" desc) WHERE "blog_posts"."published";