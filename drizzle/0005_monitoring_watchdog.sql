CREATE TABLE "monitoring_watchdog" (
	"id" smallint PRIMARY KEY NOT NULL,
	"evaluated_at" timestamp with time zone NOT NULL,
	"probed_domains" integer DEFAULT 0 NOT NULL,
	"overdue_domains" integer DEFAULT 0 NOT NULL,
	"due_per_minute" double precision DEFAULT 0 NOT NULL,
	"done_per_minute" integer DEFAULT 0 NOT NULL,
	"lag_seconds" double precision DEFAULT 0 NOT NULL,
	"stalled_since" timestamp with time zone,
	CONSTRAINT "monitoring_watchdog_single_row" CHECK ("monitoring_watchdog"."id" = 1)
);
