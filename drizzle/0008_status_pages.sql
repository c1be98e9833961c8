CREATE TABLE "maintenance_targets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"window_id" uuid NOT NULL,
	"domain_id" uuid NOT NULL,
	"monitor_id" uuid
);
--> statement-breakpoint
CREATE TABLE "maintenance_windows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"team_id" uuid,
	"title" varchar(255) NOT NULL,
	"description" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"recurrence" varchar(20) DEFAULT 'none' NOT NULL,
	"timezone" varchar(64) DEFAULT 'UTC' NOT NULL,
	"recurs_until" timestamp with time zone,
	"notice_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "status_page_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status_page_id" uuid NOT NULL,
	"kind" varchar(20) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "status_page_domains_page_domain_uq";--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD COLUMN "subscriber_id" uuid;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD COLUMN "notice" varchar(120);--> statement-breakpoint
ALTER TABLE "status_incident_updates" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "status_incidents" ADD COLUMN "auto_key" varchar(80);--> statement-breakpoint
ALTER TABLE "status_page_domains" ADD COLUMN "monitor_id" uuid;--> statement-breakpoint
ALTER TABLE "status_page_domains" ADD COLUMN "group_name" varchar(100);--> statement-breakpoint
ALTER TABLE "status_pages" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "status_pages" ADD COLUMN "auto_incidents" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "status_subscribers" ADD COLUMN "verification_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "status_subscribers" ADD COLUMN "unsubscribe_token" varchar(64);--> statement-breakpoint
ALTER TABLE "status_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "maintenance_targets" ADD CONSTRAINT "maintenance_targets_window_id_maintenance_windows_id_fk" FOREIGN KEY ("window_id") REFERENCES "public"."maintenance_windows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_targets" ADD CONSTRAINT "maintenance_targets_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_targets" ADD CONSTRAINT "maintenance_targets_monitor_id_monitors_id_fk" FOREIGN KEY ("monitor_id") REFERENCES "public"."monitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_windows" ADD CONSTRAINT "maintenance_windows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_windows" ADD CONSTRAINT "maintenance_windows_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_page_assets" ADD CONSTRAINT "status_page_assets_status_page_id_status_pages_id_fk" FOREIGN KEY ("status_page_id") REFERENCES "public"."status_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "maintenance_targets_window_idx" ON "maintenance_targets" USING btree ("window_id");--> statement-breakpoint
CREATE INDEX "maintenance_targets_domain_idx" ON "maintenance_targets" USING btree ("domain_id");--> statement-breakpoint
CREATE INDEX "maintenance_windows_user_idx" ON "maintenance_windows" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "maintenance_windows_team_idx" ON "maintenance_windows" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "status_page_assets_page_kind_uq" ON "status_page_assets" USING btree ("status_page_id","kind");--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_subscriber_id_status_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."status_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_incident_updates" ADD CONSTRAINT "status_incident_updates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_page_domains" ADD CONSTRAINT "status_page_domains_monitor_id_monitors_id_fk" FOREIGN KEY ("monitor_id") REFERENCES "public"."monitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_deliveries_subscriber_idx" ON "notification_deliveries" USING btree ("subscriber_id");--> statement-breakpoint
CREATE INDEX "status_incidents_auto_idx" ON "status_incidents" USING btree ("auto_key") WHERE "status_incidents"."auto_key" is not null and "status_incidents"."resolved_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "status_page_domains_page_monitor_uq" ON "status_page_domains" USING btree ("status_page_id","monitor_id") WHERE "status_page_domains"."monitor_id" is not null;--> statement-breakpoint
CREATE INDEX "status_page_domains_monitor_idx" ON "status_page_domains" USING btree ("monitor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "status_page_domains_page_domain_uq" ON "status_page_domains" USING btree ("status_page_id","domain_id") WHERE "status_page_domains"."monitor_id" is null;--> statement-breakpoint
ALTER TABLE "status_subscribers" ADD CONSTRAINT "status_subscribers_unsubscribe_token_unique" UNIQUE("unsubscribe_token");