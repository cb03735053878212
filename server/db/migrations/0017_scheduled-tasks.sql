CREATE TABLE "scheduled_tasks" (
	"name" text PRIMARY KEY NOT NULL,
	"last_finished_at" timestamp with time zone NOT NULL
);
