ALTER TABLE "notification_deliveries" ADD COLUMN "integration_id" uuid;--> statement-breakpoint
-- Data: before the one-running-audit index, a domain's older duplicate running audits (from concurrent starts) are
-- failed, so the index can be made; only the newest stays running.
UPDATE "full_audit_results" SET "status" = 'failed', "completed_at" = now(), "error" = 'Started twice at the same moment: this copy was stopped.'
WHERE "status" = 'running' AND "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY "domain_id" ORDER BY "started_at" DESC, "id" DESC) AS "n"
    FROM "full_audit_results" WHERE "status" = 'running'
  ) AS "ranked" WHERE "n" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "full_audit_results_one_running_idx" ON "full_audit_results" USING btree ("domain_id") WHERE "full_audit_results"."status" = 'running';
