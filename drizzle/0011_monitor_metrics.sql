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
ALTER TABLE "monitor_metrics" ADD CONSTRAINT "monitor_metrics_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitor_metrics" ADD CONSTRAINT "monitor_metrics_monitor_id_monitors_id_fk" FOREIGN KEY ("monitor_id") REFERENCES "public"."monitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "monitor_metrics_domain_idx" ON "monitor_metrics" USING btree ("domain_id");--> statement-breakpoint
CREATE INDEX "monitor_metrics_updated_idx" ON "monitor_metrics" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "monitor_metrics_monitor_idx" ON "monitor_metrics" USING btree ("monitor_id");