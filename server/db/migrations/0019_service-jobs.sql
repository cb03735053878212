CREATE TABLE "service_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"phase" text,
	"error_code" text,
	"input" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"result" jsonb,
	"file_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"file_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"queries_spent" integer DEFAULT 0 NOT NULL,
	"query_day" date NOT NULL,
	"quota_tier" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "service_jobs" ADD CONSTRAINT "service_jobs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_jobs_owner_kind_idx" ON "service_jobs" USING btree ("owner_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "service_jobs_open_idx" ON "service_jobs" USING btree ("status","heartbeat_at") WHERE "service_jobs"."status" in ('queued', 'running');