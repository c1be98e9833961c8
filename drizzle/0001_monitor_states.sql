CREATE TABLE "monitor_states" (
	"domain_id" uuid NOT NULL,
	"family" varchar(20) NOT NULL,
	"state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monitor_states_domain_id_family_pk" PRIMARY KEY("domain_id","family")
);
--> statement-breakpoint
ALTER TABLE "monitor_states" ADD CONSTRAINT "monitor_states_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;