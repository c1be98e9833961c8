ALTER TABLE "slack_integrations" ALTER COLUMN "alert_types" SET DEFAULT '["ssl_expiry","registration_expiry","performance","downtime","dns_change","security"]'::jsonb;--> statement-breakpoint
ALTER TABLE "webhook_integrations" ALTER COLUMN "alert_types" SET DEFAULT '["ssl_expiry","registration_expiry","performance","downtime","dns_change","security"]'::jsonb;--> statement-breakpoint
-- Registration alerts get a type of their own (decision 077). The engine has always marked them metadata.kind =
-- 'registration' (expiry steps and "not registered"); those filed before decision 039's metric get the expiry metric
-- too, so that a renewal closes them and a certificate renewal never does.
UPDATE "alerts" SET "metadata" = "metadata" || '{"metric":"registration-expiry"}'::jsonb WHERE "type" = 'ssl_expiry' AND "metadata"->>'kind' = 'registration' AND NOT "metadata" ? 'metric';--> statement-breakpoint
UPDATE "alerts" SET "type" = 'registration_expiry' WHERE "type" = 'ssl_expiry' AND "metadata"->>'kind' = 'registration';--> statement-breakpoint
-- Slack channels and webhooks that heard of certificate alerts heard of registration ones too: they keep hearing them.
UPDATE "slack_integrations" SET "alert_types" = "alert_types" || '["registration_expiry"]'::jsonb WHERE "alert_types" ? 'ssl_expiry' AND NOT "alert_types" ? 'registration_expiry';--> statement-breakpoint
UPDATE "webhook_integrations" SET "alert_types" = "alert_types" || '["registration_expiry"]'::jsonb WHERE "alert_types" ? 'ssl_expiry' AND NOT "alert_types" ? 'registration_expiry';
