ALTER TABLE "alerts" ADD COLUMN "acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "acknowledged_by" uuid;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alerts_acknowledged_by_idx" ON "alerts" USING btree ("acknowledged_by") WHERE "alerts"."acknowledged_by" is not null;--> statement-breakpoint
-- "certificate not trusted" alerts carry a metric of their own (decision 043): open ones filed before it get it too,
-- so that the trust rule closes them when the certificate is trusted again.
UPDATE "alerts" SET "metadata" = "metadata" || '{"metric":"certificate-trust"}'::jsonb WHERE "type" = 'ssl_expiry' AND "metadata" ? 'reason' AND NOT "metadata" ? 'metric';
