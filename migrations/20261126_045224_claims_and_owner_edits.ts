import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_change_proposals_source" AS ENUM('website_check', 'owner');
  CREATE TYPE "public"."enum_claims_method" AS ENUM('email', 'meta', 'dns');
  CREATE TYPE "public"."enum_claims_status" AS ENUM('unverified', 'pending', 'approved', 'rejected');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendClaimCodeMail' BEFORE 'deleteToolLogos';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendVendorDecisionMail' BEFORE 'deleteToolLogos';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendClaimCodeMail' BEFORE 'deleteToolLogos';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendVendorDecisionMail' BEFORE 'deleteToolLogos';
  CREATE TABLE "claims" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"summary" varchar NOT NULL,
  	"tool_id" integer NOT NULL,
  	"claimant_id" integer NOT NULL,
  	"domain" varchar NOT NULL,
  	"method" "enum_claims_method",
  	"email" varchar,
  	"code" varchar,
  	"code_expires_at" timestamp(3) with time zone,
  	"code_tries" numeric DEFAULT 0,
  	"verified_at" timestamp(3) with time zone,
  	"status" "enum_claims_status" DEFAULT 'unverified' NOT NULL,
  	"editor_note" varchar,
  	"decided_by_id" integer,
  	"decided_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "change_proposals" ALTER COLUMN "source_url" DROP NOT NULL;
  ALTER TABLE "change_proposals" ADD COLUMN "source" "enum_change_proposals_source" DEFAULT 'website_check' NOT NULL;
  ALTER TABLE "change_proposals" ADD COLUMN "proposed_by_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "claims_id" integer;
  ALTER TABLE "claims" ADD CONSTRAINT "claims_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."tools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "claims" ADD CONSTRAINT "claims_claimant_id_users_id_fk" FOREIGN KEY ("claimant_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "claims" ADD CONSTRAINT "claims_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "claims_tool_idx" ON "claims" USING btree ("tool_id");
  CREATE INDEX "claims_claimant_idx" ON "claims" USING btree ("claimant_id");
  CREATE INDEX "claims_status_idx" ON "claims" USING btree ("status");
  CREATE INDEX "claims_decided_by_idx" ON "claims" USING btree ("decided_by_id");
  CREATE INDEX "claims_updated_at_idx" ON "claims" USING btree ("updated_at");
  CREATE INDEX "claims_created_at_idx" ON "claims" USING btree ("created_at");
  ALTER TABLE "change_proposals" ADD CONSTRAINT "change_proposals_proposed_by_id_users_id_fk" FOREIGN KEY ("proposed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_claims_fk" FOREIGN KEY ("claims_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "change_proposals_source_idx" ON "change_proposals" USING btree ("source");
  CREATE INDEX "change_proposals_proposed_by_idx" ON "change_proposals" USING btree ("proposed_by_id");
  CREATE INDEX "payload_locked_documents_rels_claims_id_idx" ON "payload_locked_documents_rels" USING btree ("claims_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "claims" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "claims" CASCADE;
  ALTER TABLE "change_proposals" DROP CONSTRAINT "change_proposals_proposed_by_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_claims_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'crawlWebsite', 'fetchLogo', 'captureScreenshot', 'categorizeTool', 'generateKeyBenefits', 'generateContent', 'calculateRanking', 'processStripeEvent', 'deleteOrphanedLogos', 'clearExpiredRateLimits', 'clearOldToolVisits', 'sendEmailChangeMail', 'deleteToolLogos', 'scheduleFreshnessChecks', 'checkSiteFreshness', 'sendNewsletterIssue', 'prepareWeeklyNewsletter');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'crawlWebsite', 'fetchLogo', 'captureScreenshot', 'categorizeTool', 'generateKeyBenefits', 'generateContent', 'calculateRanking', 'processStripeEvent', 'deleteOrphanedLogos', 'clearExpiredRateLimits', 'clearOldToolVisits', 'sendEmailChangeMail', 'deleteToolLogos', 'scheduleFreshnessChecks', 'checkSiteFreshness', 'sendNewsletterIssue', 'prepareWeeklyNewsletter');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "change_proposals_source_idx";
  DROP INDEX "change_proposals_proposed_by_idx";
  DROP INDEX "payload_locked_documents_rels_claims_id_idx";
  ALTER TABLE "change_proposals" ALTER COLUMN "source_url" SET NOT NULL;
  ALTER TABLE "change_proposals" DROP COLUMN "source";
  ALTER TABLE "change_proposals" DROP COLUMN "proposed_by_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "claims_id";
  DROP TYPE "public"."enum_change_proposals_source";
  DROP TYPE "public"."enum_claims_method";
  DROP TYPE "public"."enum_claims_status";`)
}
