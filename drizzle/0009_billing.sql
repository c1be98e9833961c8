CREATE TABLE "stripe_events" (
	"id" varchar(255) PRIMARY KEY NOT NULL,
	"type" varchar(100) NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "past_due_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "retention_kept_days" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "retention_kept_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "limited_by_plan_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "paused_by_plan_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "monitors" ADD COLUMN "paused_by_plan_at" timestamp with time zone;