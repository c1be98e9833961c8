ALTER TABLE "industry_benchmarks" ALTER COLUMN "average_value" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "industry_benchmarks" ALTER COLUMN "excellent_value" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "industry_benchmarks" ADD COLUMN "poor_value" double precision;--> statement-breakpoint
ALTER TABLE "industry_benchmarks" ADD COLUMN "unit" varchar(16) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "industry_benchmarks" ADD COLUMN "lower_is_better" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "industry_benchmarks" ADD COLUMN "source" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "industry_benchmarks" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "industry_benchmarks" ADD COLUMN "source_year" integer;