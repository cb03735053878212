ALTER TABLE "service_jobs" ADD COLUMN "deadline_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_jobs" ADD COLUMN "provider_output" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "service_jobs_owner_status_idx" ON "service_jobs" USING btree ("owner_id","status");