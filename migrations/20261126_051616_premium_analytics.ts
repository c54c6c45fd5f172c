import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_case_study_requests_status" AS ENUM('new', 'in_progress', 'done', 'declined');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendMonthlyReports';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendMonthlyReports';
  CREATE TABLE "case_study_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_case_study_requests_status" DEFAULT 'new' NOT NULL,
  	"tool_id" integer NOT NULL,
  	"goal" varchar NOT NULL,
  	"contact_name" varchar NOT NULL,
  	"contact_email" varchar NOT NULL,
  	"notes" varchar,
  	"requested_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "case_study_requests_id" integer;
  ALTER TABLE "case_study_requests" ADD CONSTRAINT "case_study_requests_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."tools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "case_study_requests" ADD CONSTRAINT "case_study_requests_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "case_study_requests_status_idx" ON "case_study_requests" USING btree ("status");
  CREATE INDEX "case_study_requests_tool_idx" ON "case_study_requests" USING btree ("tool_id");
  CREATE INDEX "case_study_requests_requested_by_idx" ON "case_study_requests" USING btree ("requested_by_id");
  CREATE INDEX "case_study_requests_updated_at_idx" ON "case_study_requests" USING btree ("updated_at");
  CREATE INDEX "case_study_requests_created_at_idx" ON "case_study_requests" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_case_study_requests_fk" FOREIGN KEY ("case_study_requests_id") REFERENCES "public"."case_study_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_case_study_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("case_study_requests_id");`)
  // Added by hand: at most one open (new or in progress) case study request per tool, so two
  // requests racing past the action's check can't both land (src/domains/vendors/analytics/case-study-request.ts).
  await db.execute(sql`
  CREATE UNIQUE INDEX "case_study_requests_one_open_per_tool" ON "case_study_requests" ("tool_id") WHERE "status" IN ('new', 'in_progress');`)
  // Added by hand: Premium analytics' own tables, read and written only by their SQL (not collections).
  // tool_view_sources: counted views per tool, UTC day, source kind and value, added to in the
  // statement that counts the view (src/domains/directory/visits/count-visit.ts).
  // tool_category_ranks: each tool's category rank per UTC day, the day's last ranking run winning
  // (src/domains/directory/ranking/calculate-ranking.ts).
  // premium_report_sends: one row per tool and month a monthly report was claimed or sent, so it
  // is never sent twice (src/domains/vendors/analytics/send-monthly-reports.ts).
  await db.execute(sql`
  CREATE TABLE "tool_view_sources" (
    "tool_id" integer NOT NULL REFERENCES "tools" ("id") ON DELETE CASCADE,
    "day" varchar(10) NOT NULL,
    "kind" text NOT NULL CHECK ("kind" IN ('search', 'home', 'category', 'integration', 'compare', 'tool', 'site', 'external', 'direct')),
    "value" varchar(100) NOT NULL,
    "views" integer NOT NULL,
    PRIMARY KEY ("tool_id", "day", "kind", "value")
  );
  CREATE TABLE "tool_category_ranks" (
    "tool_id" integer NOT NULL REFERENCES "tools" ("id") ON DELETE CASCADE,
    "day" varchar(10) NOT NULL,
    "category_id" integer,
    "rank" integer NOT NULL,
    PRIMARY KEY ("tool_id", "day")
  );
  CREATE TABLE "premium_report_sends" (
    "tool_id" integer NOT NULL REFERENCES "tools" ("id") ON DELETE CASCADE,
    "month" varchar(7) NOT NULL,
    "email" varchar(254) NOT NULL,
    "status" text NOT NULL CHECK ("status" IN ('sending', 'sent')),
    "claimed_at" timestamp(3) with time zone NOT NULL,
    "sent_at" timestamp(3) with time zone,
    PRIMARY KEY ("tool_id", "month")
  );`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "tool_view_sources"; DROP TABLE IF EXISTS "tool_category_ranks"; DROP TABLE IF EXISTS "premium_report_sends";`)
  await db.execute(sql`
   ALTER TABLE "case_study_requests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "case_study_requests" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_case_study_requests_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'crawlWebsite', 'fetchLogo', 'captureScreenshot', 'categorizeTool', 'generateKeyBenefits', 'generateContent', 'calculateRanking', 'processStripeEvent', 'deleteOrphanedLogos', 'clearExpiredRateLimits', 'clearOldToolVisits', 'sendEmailChangeMail', 'deleteToolLogos', 'scheduleFreshnessChecks', 'checkSiteFreshness', 'sendNewsletterIssue', 'prepareWeeklyNewsletter');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'crawlWebsite', 'fetchLogo', 'captureScreenshot', 'categorizeTool', 'generateKeyBenefits', 'generateContent', 'calculateRanking', 'processStripeEvent', 'deleteOrphanedLogos', 'clearExpiredRateLimits', 'clearOldToolVisits', 'sendEmailChangeMail', 'deleteToolLogos', 'scheduleFreshnessChecks', 'checkSiteFreshness', 'sendNewsletterIssue', 'prepareWeeklyNewsletter');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_case_study_requests_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "case_study_requests_id";
  DROP TYPE "public"."enum_case_study_requests_status";`)
}
