import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendFollowDigests';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendEditorAlert';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendFollowDigests';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendEditorAlert';
  CREATE TABLE "follows" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"category_id" integer,
  	"integration_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "follow_digest_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"tool_id" integer NOT NULL,
  	"sent_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "tools" ADD COLUMN "first_published_at" timestamp(3) with time zone;
  ALTER TABLE "_tools_v" ADD COLUMN "version_first_published_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "follow_digest_off" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "follows_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "follow_digest_items_id" integer;
  ALTER TABLE "follows" ADD CONSTRAINT "follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "follows" ADD CONSTRAINT "follows_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "follows" ADD CONSTRAINT "follows_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "follow_digest_items" ADD CONSTRAINT "follow_digest_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "follow_digest_items" ADD CONSTRAINT "follow_digest_items_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."tools"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "follows_user_idx" ON "follows" USING btree ("user_id");
  CREATE INDEX "follows_category_idx" ON "follows" USING btree ("category_id");
  CREATE INDEX "follows_integration_idx" ON "follows" USING btree ("integration_id");
  CREATE INDEX "follows_updated_at_idx" ON "follows" USING btree ("updated_at");
  CREATE INDEX "follows_created_at_idx" ON "follows" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_category_idx" ON "follows" USING btree ("user_id","category_id");
  CREATE UNIQUE INDEX "user_integration_idx" ON "follows" USING btree ("user_id","integration_id");
  CREATE INDEX "follow_digest_items_user_idx" ON "follow_digest_items" USING btree ("user_id");
  CREATE INDEX "follow_digest_items_tool_idx" ON "follow_digest_items" USING btree ("tool_id");
  CREATE INDEX "follow_digest_items_sent_at_idx" ON "follow_digest_items" USING btree ("sent_at");
  CREATE INDEX "follow_digest_items_updated_at_idx" ON "follow_digest_items" USING btree ("updated_at");
  CREATE INDEX "follow_digest_items_created_at_idx" ON "follow_digest_items" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_tool_1_idx" ON "follow_digest_items" USING btree ("user_id","tool_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_follows_fk" FOREIGN KEY ("follows_id") REFERENCES "public"."follows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_follow_digest_items_fk" FOREIGN KEY ("follow_digest_items_id") REFERENCES "public"."follow_digest_items"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "tools_first_published_at_idx" ON "tools" USING btree ("first_published_at");
  CREATE INDEX "_tools_v_version_version_first_published_at_idx" ON "_tools_v" USING btree ("version_first_published_at");
  CREATE INDEX "payload_locked_documents_rels_follows_id_idx" ON "payload_locked_documents_rels" USING btree ("follows_id");
  CREATE INDEX "payload_locked_documents_rels_follow_digest_items_id_idx" ON "payload_locked_documents_rels" USING btree ("follow_digest_items_id");`)
  // Hand-written: the tools listed before this migration count as published when they were created,
  // so none of them reaches a follow digest as new.
  await db.execute(sql`UPDATE "tools" SET "first_published_at" = "created_at" WHERE "_status" = 'published';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "follows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "follow_digest_items" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "follows" CASCADE;
  DROP TABLE "follow_digest_items" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_follows_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_follow_digest_items_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'crawlWebsite', 'fetchLogo', 'captureScreenshot', 'categorizeTool', 'generateKeyBenefits', 'generateContent', 'calculateRanking', 'processStripeEvent', 'deleteOrphanedLogos', 'clearExpiredRateLimits', 'clearOldToolVisits', 'sendEmailChangeMail', 'deleteToolLogos', 'scheduleFreshnessChecks', 'checkSiteFreshness', 'sendNewsletterIssue', 'prepareWeeklyNewsletter');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'crawlWebsite', 'fetchLogo', 'captureScreenshot', 'categorizeTool', 'generateKeyBenefits', 'generateContent', 'calculateRanking', 'processStripeEvent', 'deleteOrphanedLogos', 'clearExpiredRateLimits', 'clearOldToolVisits', 'sendEmailChangeMail', 'deleteToolLogos', 'scheduleFreshnessChecks', 'checkSiteFreshness', 'sendNewsletterIssue', 'prepareWeeklyNewsletter');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "tools_first_published_at_idx";
  DROP INDEX "_tools_v_version_version_first_published_at_idx";
  DROP INDEX "payload_locked_documents_rels_follows_id_idx";
  DROP INDEX "payload_locked_documents_rels_follow_digest_items_id_idx";
  ALTER TABLE "tools" DROP COLUMN "first_published_at";
  ALTER TABLE "_tools_v" DROP COLUMN "version_first_published_at";
  ALTER TABLE "users" DROP COLUMN "follow_digest_off";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "follows_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "follow_digest_items_id";`)
}
