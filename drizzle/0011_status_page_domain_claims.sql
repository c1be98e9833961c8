ALTER TABLE "status_pages" DROP CONSTRAINT "status_pages_custom_domain_unique";--> statement-breakpoint
ALTER TABLE "status_pages" ALTER COLUMN "auto_incidents" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "status_pages" ADD COLUMN "custom_domain_token" varchar(64);--> statement-breakpoint
ALTER TABLE "status_pages" ADD COLUMN "custom_domain_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "status_pages" ADD COLUMN "custom_domain_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "status_pages" ADD COLUMN "custom_domain_proof" varchar(10);--> statement-breakpoint
ALTER TABLE "status_pages" ADD COLUMN "custom_domain_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "status_pages" ADD COLUMN "custom_domain_problem" text;--> statement-breakpoint
ALTER TABLE "status_pages" ADD COLUMN "custom_domain_released_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "status_pages_verified_domain_uq" ON "status_pages" USING btree ("custom_domain") WHERE "status_pages"."custom_domain_verified_at" is not null;--> statement-breakpoint
CREATE INDEX "status_pages_custom_domain_idx" ON "status_pages" USING btree ("custom_domain");--> statement-breakpoint
-- Decision 065: a custom domain claimed before proof existed is a pending claim until proven (served only then). Each
-- gets the page's TXT value and its claim time now, so the verification job checks it within minutes.
UPDATE "status_pages" SET "custom_domain_token" = replace(gen_random_uuid()::text, '-', ''), "custom_domain_claimed_at" = now() WHERE "custom_domain" IS NOT NULL;
