ALTER TABLE "blog_posts" ADD COLUMN "content_html" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "content_html_key" text;--> statement-breakpoint
ALTER TABLE "microcourse_lessons" ADD COLUMN "content_html" text;--> statement-breakpoint
ALTER TABLE "microcourse_lessons" ADD COLUMN "content_html_key" text;