import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_sponsorships_status" ADD VALUE 'payment_failed' BEFORE 'active';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'deleteOrphanedLogos';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'deleteOrphanedLogos';
  ALTER TABLE "submissions" ALTER COLUMN "charge_status" SET DATA TYPE text;
  ALTER TABLE "submissions" ALTER COLUMN "charge_status" SET DEFAULT 'not_charged'::text;
  -- Hand-added: 'processing' is gone (cards only); such a charge was already treated as paid.
  UPDATE "submissions" SET "charge_status" = 'succeeded' WHERE "charge_status" = 'processing';
  DROP TYPE "public"."enum_submissions_charge_status";
  CREATE TYPE "public"."enum_submissions_charge_status" AS ENUM('not_charged', 'succeeded', 'failed', 'invoiced');
  ALTER TABLE "submissions" ALTER COLUMN "charge_status" SET DEFAULT 'not_charged'::"public"."enum_submissions_charge_status";
  ALTER TABLE "submissions" ALTER COLUMN "charge_status" SET DATA TYPE "public"."enum_submissions_charge_status" USING "charge_status"::"public"."enum_submissions_charge_status";
  CREATE UNIQUE INDEX "submissions_stripe_setup_intent_id_idx" ON "submissions" USING btree ("stripe_setup_intent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_submissions_charge_status" ADD VALUE 'processing' BEFORE 'succeeded';
  ALTER TABLE "sponsorships" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "sponsorships" ALTER COLUMN "status" SET DEFAULT 'awaiting_payment_method'::text;
  -- Hand-added: the older schema's nearest state for an approved placement whose payment is outstanding.
  UPDATE "sponsorships" SET "status" = 'past_due' WHERE "status" = 'payment_failed';
  DROP TYPE "public"."enum_sponsorships_status";
  CREATE TYPE "public"."enum_sponsorships_status" AS ENUM('awaiting_payment_method', 'pending_review', 'active', 'past_due', 'cancelled', 'rejected');
  ALTER TABLE "sponsorships" ALTER COLUMN "status" SET DEFAULT 'awaiting_payment_method'::"public"."enum_sponsorships_status";
  ALTER TABLE "sponsorships" ALTER COLUMN "status" SET DATA TYPE "public"."enum_sponsorships_status" USING "status"::"public"."enum_sponsorships_status";
  -- Hand-added: jobs of the task this migration introduced cannot be kept without it.
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'deleteOrphanedLogos';
  DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'deleteOrphanedLogos';
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'crawlWebsite', 'fetchLogo', 'captureScreenshot', 'categorizeTool', 'generateKeyBenefits', 'generateContent', 'calculateRanking', 'processStripeEvent');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'crawlWebsite', 'fetchLogo', 'captureScreenshot', 'categorizeTool', 'generateKeyBenefits', 'generateContent', 'calculateRanking', 'processStripeEvent');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "submissions_stripe_setup_intent_id_idx";`)
}
