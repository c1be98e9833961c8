CREATE TABLE "monitor_pings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "monitor_pings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"monitor_id" uuid NOT NULL,
	"kind" varchar(10) NOT NULL,
	"exit_code" smallint,
	"message" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"domain_id" uuid NOT NULL,
	"type" varchar(20) NOT NULL,
	"name" varchar(100) NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"secrets" text,
	"interval_seconds" integer NOT NULL,
	"downtime_minutes" integer,
	"alert_channels" jsonb,
	"push_token_hash" varchar(64),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "monitor_states" ALTER COLUMN "family" SET DATA TYPE varchar(64);--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "monitor_id" uuid;--> statement-breakpoint
ALTER TABLE "domain_checks" ADD COLUMN "monitor_id" uuid;--> statement-breakpoint
ALTER TABLE "uptime_events" ADD COLUMN "monitor_id" uuid;--> statement-breakpoint
ALTER TABLE "monitor_pings" ADD CONSTRAINT "monitor_pings_monitor_id_monitors_id_fk" FOREIGN KEY ("monitor_id") REFERENCES "public"."monitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitors" ADD CONSTRAINT "monitors_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "monitor_pings_monitor_received_idx" ON "monitor_pings" USING btree ("monitor_id","received_at");--> statement-breakpoint
CREATE INDEX "monitors_domain_idx" ON "monitors" USING btree ("domain_id");--> statement-breakpoint
CREATE UNIQUE INDEX "monitors_push_token_uq" ON "monitors" USING btree ("push_token_hash");--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_monitor_id_monitors_id_fk" FOREIGN KEY ("monitor_id") REFERENCES "public"."monitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_checks" ADD CONSTRAINT "domain_checks_monitor_id_monitors_id_fk" FOREIGN KEY ("monitor_id") REFERENCES "public"."monitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uptime_events" ADD CONSTRAINT "uptime_events_monitor_id_monitors_id_fk" FOREIGN KEY ("monitor_id") REFERENCES "public"."monitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "domain_checks_monitor_checked_idx" ON "domain_checks" USING btree ("monitor_id","checked_at") WHERE "domain_checks"."monitor_id" is not null;