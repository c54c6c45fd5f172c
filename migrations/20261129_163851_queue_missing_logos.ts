import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** The scheduled task that queues logo fetches for the tools still without a logo (src/jobs/tasks/queue-missing-logos.ts). */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'queueMissingLogos' BEFORE 'captureScreenshot';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'queueMissingLogos' BEFORE 'captureScreenshot';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'crawlWebsite', 'fetchLogo', 'captureScreenshot', 'categorizeTool', 'generateKeyBenefits', 'generateContent', 'calculateRanking', 'processStripeEvent', 'deleteOrphanedLogos', 'clearExpiredRateLimits', 'clearOldToolVisits', 'sendEmailChangeMail', 'sendClaimCodeMail', 'sendVendorDecisionMail', 'deleteToolLogos', 'scheduleFreshnessChecks', 'checkSiteFreshness', 'sendNewsletterIssue', 'prepareWeeklyNewsletter', 'sendFollowDigests', 'sendEditorAlert', 'sendMonthlyReports');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'crawlWebsite', 'fetchLogo', 'captureScreenshot', 'categorizeTool', 'generateKeyBenefits', 'generateContent', 'calculateRanking', 'processStripeEvent', 'deleteOrphanedLogos', 'clearExpiredRateLimits', 'clearOldToolVisits', 'sendEmailChangeMail', 'sendClaimCodeMail', 'sendVendorDecisionMail', 'deleteToolLogos', 'scheduleFreshnessChecks', 'checkSiteFreshness', 'sendNewsletterIssue', 'prepareWeeklyNewsletter', 'sendFollowDigests', 'sendEditorAlert', 'sendMonthlyReports');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";`)
}
