ALTER TABLE "lesson_files" ADD COLUMN "duration_seconds" integer;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD COLUMN "watched_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD COLUMN "watched_until" timestamp with time zone;