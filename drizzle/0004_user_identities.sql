CREATE TABLE "user_identities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" varchar(32) NOT NULL,
	"subject" varchar(255) NOT NULL,
	"issuer" text,
	"email" varchar(320) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_identities_provider_subject_key" UNIQUE("provider","subject")
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_google_id_unique";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_replit_id_unique";--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_identities_user_idx" ON "user_identities" USING btree ("user_id");--> statement-breakpoint
-- Data: the provider subjects kept on users become identity rows (decision 034). Google's came from Google's
-- fixed endpoints; the generic OpenID Connect issuer is not known here and is recorded at the next sign-in.
INSERT INTO "user_identities" ("user_id", "provider", "subject", "issuer", "email")
SELECT "id", 'google', "google_id", 'https://accounts.google.com', "email" FROM "users" WHERE "google_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "user_identities" ("user_id", "provider", "subject", "issuer", "email")
SELECT "id", 'oidc', "replit_id", NULL, "email" FROM "users" WHERE "replit_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "google_id";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "replit_id";