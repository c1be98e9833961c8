ALTER TABLE "alert_thresholds" ADD COLUMN "monitor_id" uuid;--> statement-breakpoint
ALTER TABLE "alert_thresholds" ADD CONSTRAINT "alert_thresholds_monitor_id_monitors_id_fk" FOREIGN KEY ("monitor_id") REFERENCES "public"."monitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_thresholds_monitor_idx" ON "alert_thresholds" USING btree ("monitor_id");