CREATE TABLE "admin_audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"admin_user_id" uuid,
	"admin_email" varchar(320) NOT NULL,
	"target_user_id" uuid,
	"target_email" varchar(320) NOT NULL,
	"action" varchar(64) NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"name" varchar(100) PRIMARY KEY NOT NULL,
	"last_started_at" timestamp with time zone NOT NULL,
	"last_finished_at" timestamp with time zone,
	"last_duration_ms" integer,
	"last_error" text,
	"last_succeeded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "worker_processes" (
	"id" varchar(200) PRIMARY KEY NOT NULL,
	"hostname" varchar(255) NOT NULL,
	"pid" integer NOT NULL,
	"role" varchar(20) NOT NULL,
	"region" varchar(64),
	"version" varchar(64),
	"started_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"stats" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitor_metrics" (
	"subject_id" uuid PRIMARY KEY NOT NULL,
	"domain_id" uuid NOT NULL,
	"monitor_id" uuid,
	"up" boolean,
	"last_checked_at" timestamp with time zone,
	"response_buckets" bigint[],
	"response_count" bigint DEFAULT 0 NOT NULL,
	"response_sum" double precision DEFAULT 0 NOT NULL,
	"certificate_expires_at" timestamp with time zone,
	"registration_expires_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD COLUMN "message" jsonb;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD COLUMN "resent_from_id" bigint;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_admin_user_id_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitor_metrics" ADD CONSTRAINT "monitor_metrics_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitor_metrics" ADD CONSTRAINT "monitor_metrics_monitor_id_monitors_id_fk" FOREIGN KEY ("monitor_id") REFERENCES "public"."monitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "admin_audit_log_target_idx" ON "admin_audit_log" USING btree ("target_user_id");--> statement-breakpoint
CREATE INDEX "worker_processes_last_seen_idx" ON "worker_processes" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "monitor_metrics_domain_idx" ON "monitor_metrics" USING btree ("domain_id");--> statement-breakpoint
CREATE INDEX "monitor_metrics_updated_idx" ON "monitor_metrics" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "monitor_metrics_monitor_idx" ON "monitor_metrics" USING btree ("monitor_id");--> statement-breakpoint
CREATE INDEX "notification_deliveries_created_idx" ON "notification_deliveries" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_personal_workspace_uq" ON "partners" USING btree ("user_id") WHERE "partners"."team_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "partners_team_workspace_uq" ON "partners" USING btree ("team_id") WHERE "partners"."team_id" is not null;