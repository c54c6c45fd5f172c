import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'clearOldToolVisits';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'clearOldToolVisits';`)
  // Added by hand: the view and click dedupe of src/domains/directory/visits/count-visit.ts (one row per
  // kind, tool, day and hashed visitor, and per kind, day and hashed address its count towards the
  // daily cap), read and written only by its SQL and emptied of past days by clearOldToolVisits.
  // Not Payload collections. The day is the UTC date as text, like tool_stats.day.
  await db.execute(sql`
  CREATE TABLE "tool_visits" (
    "kind" text NOT NULL CHECK ("kind" IN ('view', 'click')),
    "tool_id" integer NOT NULL REFERENCES "tools" ("id") ON DELETE CASCADE,
    "day" varchar(10) NOT NULL,
    "visitor" varchar(64) NOT NULL,
    PRIMARY KEY ("kind", "tool_id", "day", "visitor")
  );
  CREATE INDEX "tool_visits_day_idx" ON "tool_visits" ("day");
  CREATE TABLE "tool_visit_addresses" (
    "kind" text NOT NULL CHECK ("kind" IN ('view', 'click')),
    "day" varchar(10) NOT NULL,
    "address" varchar(64) NOT NULL,
    "counted" integer NOT NULL,
    PRIMARY KEY ("kind", "day", "address")
  );
  CREATE INDEX "tool_visit_addresses_day_idx" ON "tool_visit_addresses" ("day");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "tool_visits"; DROP TABLE IF EXISTS "tool_visit_addresses";`)
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'crawlWebsite', 'fetchLogo', 'captureScreenshot', 'categorizeTool', 'generateKeyBenefits', 'generateContent', 'calculateRanking', 'processStripeEvent', 'deleteOrphanedLogos', 'clearExpiredRateLimits');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'crawlWebsite', 'fetchLogo', 'captureScreenshot', 'categorizeTool', 'generateKeyBenefits', 'generateContent', 'calculateRanking', 'processStripeEvent', 'deleteOrphanedLogos', 'clearExpiredRateLimits');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";`)
}
