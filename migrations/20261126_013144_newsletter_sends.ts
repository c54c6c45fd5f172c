import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_newsletter_issues_status" AS ENUM('draft', 'sending', 'sent');
  CREATE TYPE "public"."enum_newsletter_issues_origin" AS ENUM('editor', 'weekly');
  CREATE TYPE "public"."enum_newsletter_deliveries_status" AS ENUM('pending', 'sending', 'sent', 'failed', 'skipped', 'uncertain');
  ALTER TYPE "public"."enum_subscribers_status" ADD VALUE 'pending' BEFORE 'subscribed';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendNewsletterIssue';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'prepareWeeklyNewsletter';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendNewsletterIssue';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'prepareWeeklyNewsletter';
  CREATE TABLE "newsletter_issues" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"subject" varchar NOT NULL,
  	"preheader" varchar,
  	"body" jsonb NOT NULL,
  	"status" "enum_newsletter_issues_status" DEFAULT 'draft' NOT NULL,
  	"origin" "enum_newsletter_issues_origin" DEFAULT 'editor' NOT NULL,
  	"week_key" varchar,
  	"recipients_total" numeric,
  	"send_started_at" timestamp(3) with time zone,
  	"sent_at" timestamp(3) with time zone,
  	"sent_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "newsletter_deliveries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"issue_id" integer NOT NULL,
  	"subscriber_id" integer NOT NULL,
  	"status" "enum_newsletter_deliveries_status" DEFAULT 'pending' NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"claimed_at" timestamp(3) with time zone,
  	"sent_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "subscribers" ADD COLUMN "confirmed_at" timestamp(3) with time zone;
  ALTER TABLE "subscribers" ADD COLUMN "confirm_token" varchar;
  ALTER TABLE "subscribers" ADD COLUMN "confirm_expires_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletter_issues_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletter_deliveries_id" integer;
  ALTER TABLE "newsletter_issues" ADD CONSTRAINT "newsletter_issues_sent_by_id_users_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_issue_id_newsletter_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."newsletter_issues"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "newsletter_issues_status_idx" ON "newsletter_issues" USING btree ("status");
  CREATE UNIQUE INDEX "newsletter_issues_week_key_idx" ON "newsletter_issues" USING btree ("week_key");
  CREATE INDEX "newsletter_issues_sent_by_idx" ON "newsletter_issues" USING btree ("sent_by_id");
  CREATE INDEX "newsletter_issues_updated_at_idx" ON "newsletter_issues" USING btree ("updated_at");
  CREATE INDEX "newsletter_issues_created_at_idx" ON "newsletter_issues" USING btree ("created_at");
  CREATE INDEX "newsletter_deliveries_issue_idx" ON "newsletter_deliveries" USING btree ("issue_id");
  CREATE INDEX "newsletter_deliveries_subscriber_idx" ON "newsletter_deliveries" USING btree ("subscriber_id");
  CREATE INDEX "newsletter_deliveries_status_idx" ON "newsletter_deliveries" USING btree ("status");
  CREATE INDEX "newsletter_deliveries_updated_at_idx" ON "newsletter_deliveries" USING btree ("updated_at");
  CREATE INDEX "newsletter_deliveries_created_at_idx" ON "newsletter_deliveries" USING btree ("created_at");
  CREATE UNIQUE INDEX "issue_subscriber_idx" ON "newsletter_deliveries" USING btree ("issue_id","subscriber_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_issues_fk" FOREIGN KEY ("newsletter_issues_id") REFERENCES "public"."newsletter_issues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_deliveries_fk" FOREIGN KEY ("newsletter_deliveries_id") REFERENCES "public"."newsletter_deliveries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "subscribers_status_idx" ON "subscribers" USING btree ("status");
  CREATE UNIQUE INDEX "subscribers_confirm_token_idx" ON "subscribers" USING btree ("confirm_token");
  CREATE INDEX "payload_locked_documents_rels_newsletter_issues_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_issues_id");
  CREATE INDEX "payload_locked_documents_rels_newsletter_deliveries_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_deliveries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "newsletter_issues" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_deliveries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "newsletter_issues" CASCADE;
  DROP TABLE "newsletter_deliveries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_newsletter_issues_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_newsletter_deliveries_fk";
  
  ALTER TABLE "subscribers" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "subscribers" ALTER COLUMN "status" SET DEFAULT 'subscribed'::text;
  UPDATE "subscribers" SET "status" = 'subscribed' WHERE "status" = 'pending';
  DROP TYPE "public"."enum_subscribers_status";
  CREATE TYPE "public"."enum_subscribers_status" AS ENUM('subscribed', 'unsubscribed');
  ALTER TABLE "subscribers" ALTER COLUMN "status" SET DEFAULT 'subscribed'::"public"."enum_subscribers_status";
  ALTER TABLE "subscribers" ALTER COLUMN "status" SET DATA TYPE "public"."enum_subscribers_status" USING "status"::"public"."enum_subscribers_status";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'crawlWebsite', 'fetchLogo', 'captureScreenshot', 'categorizeTool', 'generateKeyBenefits', 'generateContent', 'calculateRanking', 'processStripeEvent', 'deleteOrphanedLogos', 'clearExpiredRateLimits', 'clearOldToolVisits', 'sendEmailChangeMail', 'deleteToolLogos');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'crawlWebsite', 'fetchLogo', 'captureScreenshot', 'categorizeTool', 'generateKeyBenefits', 'generateContent', 'calculateRanking', 'processStripeEvent', 'deleteOrphanedLogos', 'clearExpiredRateLimits', 'clearOldToolVisits', 'sendEmailChangeMail', 'deleteToolLogos');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "subscribers_status_idx";
  DROP INDEX "subscribers_confirm_token_idx";
  DROP INDEX "payload_locked_documents_rels_newsletter_issues_id_idx";
  DROP INDEX "payload_locked_documents_rels_newsletter_deliveries_id_idx";
  ALTER TABLE "subscribers" DROP COLUMN "confirmed_at";
  ALTER TABLE "subscribers" DROP COLUMN "confirm_token";
  ALTER TABLE "subscribers" DROP COLUMN "confirm_expires_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletter_issues_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletter_deliveries_id";
  DROP TYPE "public"."enum_newsletter_issues_status";
  DROP TYPE "public"."enum_newsletter_issues_origin";
  DROP TYPE "public"."enum_newsletter_deliveries_status";`)
}
