import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_change_proposals_status" AS ENUM('pending', 'accepted', 'rejected');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'scheduleFreshnessChecks';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'checkSiteFreshness';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'scheduleFreshnessChecks';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'checkSiteFreshness';
  CREATE TABLE "change_proposals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"summary" varchar NOT NULL,
  	"tool_id" integer NOT NULL,
  	"changes" jsonb NOT NULL,
  	"source_url" varchar NOT NULL,
  	"detected_at" timestamp(3) with time zone NOT NULL,
  	"status" "enum_change_proposals_status" DEFAULT 'pending' NOT NULL,
  	"editor_note" varchar,
  	"decided_by_id" integer,
  	"decided_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "tools" ADD COLUMN "site_dead" boolean DEFAULT false;
  ALTER TABLE "tools" ADD COLUMN "hidden_as_dead" boolean DEFAULT false;
  ALTER TABLE "tools" ADD COLUMN "site_failed_checks" numeric DEFAULT 0;
  ALTER TABLE "tools" ADD COLUMN "site_checked_at" timestamp(3) with time zone;
  ALTER TABLE "tools" ADD COLUMN "site_check_error" varchar;
  ALTER TABLE "tools" ADD COLUMN "site_snapshot" jsonb;
  ALTER TABLE "_tools_v" ADD COLUMN "version_site_dead" boolean DEFAULT false;
  ALTER TABLE "_tools_v" ADD COLUMN "version_hidden_as_dead" boolean DEFAULT false;
  ALTER TABLE "_tools_v" ADD COLUMN "version_site_failed_checks" numeric DEFAULT 0;
  ALTER TABLE "_tools_v" ADD COLUMN "version_site_checked_at" timestamp(3) with time zone;
  ALTER TABLE "_tools_v" ADD COLUMN "version_site_check_error" varchar;
  ALTER TABLE "_tools_v" ADD COLUMN "version_site_snapshot" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "change_proposals_id" integer;
  ALTER TABLE "change_proposals" ADD CONSTRAINT "change_proposals_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."tools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "change_proposals" ADD CONSTRAINT "change_proposals_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "change_proposals_tool_idx" ON "change_proposals" USING btree ("tool_id");
  CREATE INDEX "change_proposals_detected_at_idx" ON "change_proposals" USING btree ("detected_at");
  CREATE INDEX "change_proposals_status_idx" ON "change_proposals" USING btree ("status");
  CREATE INDEX "change_proposals_decided_by_idx" ON "change_proposals" USING btree ("decided_by_id");
  CREATE INDEX "change_proposals_updated_at_idx" ON "change_proposals" USING btree ("updated_at");
  CREATE INDEX "change_proposals_created_at_idx" ON "change_proposals" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_change_proposals_fk" FOREIGN KEY ("change_proposals_id") REFERENCES "public"."change_proposals"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "tools_site_dead_idx" ON "tools" USING btree ("site_dead");
  CREATE INDEX "_tools_v_version_version_site_dead_idx" ON "_tools_v" USING btree ("version_site_dead");
  CREATE INDEX "payload_locked_documents_rels_change_proposals_id_idx" ON "payload_locked_documents_rels" USING btree ("change_proposals_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "change_proposals" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "change_proposals" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_change_proposals_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'crawlWebsite', 'fetchLogo', 'captureScreenshot', 'categorizeTool', 'generateKeyBenefits', 'generateContent', 'calculateRanking', 'processStripeEvent', 'deleteOrphanedLogos', 'clearExpiredRateLimits', 'clearOldToolVisits', 'sendEmailChangeMail', 'deleteToolLogos');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'crawlWebsite', 'fetchLogo', 'captureScreenshot', 'categorizeTool', 'generateKeyBenefits', 'generateContent', 'calculateRanking', 'processStripeEvent', 'deleteOrphanedLogos', 'clearExpiredRateLimits', 'clearOldToolVisits', 'sendEmailChangeMail', 'deleteToolLogos');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "tools_site_dead_idx";
  DROP INDEX "_tools_v_version_version_site_dead_idx";
  DROP INDEX "payload_locked_documents_rels_change_proposals_id_idx";
  ALTER TABLE "tools" DROP COLUMN "site_dead";
  ALTER TABLE "tools" DROP COLUMN "hidden_as_dead";
  ALTER TABLE "tools" DROP COLUMN "site_failed_checks";
  ALTER TABLE "tools" DROP COLUMN "site_checked_at";
  ALTER TABLE "tools" DROP COLUMN "site_check_error";
  ALTER TABLE "tools" DROP COLUMN "site_snapshot";
  ALTER TABLE "_tools_v" DROP COLUMN "version_site_dead";
  ALTER TABLE "_tools_v" DROP COLUMN "version_hidden_as_dead";
  ALTER TABLE "_tools_v" DROP COLUMN "version_site_failed_checks";
  ALTER TABLE "_tools_v" DROP COLUMN "version_site_checked_at";
  ALTER TABLE "_tools_v" DROP COLUMN "version_site_check_error";
  ALTER TABLE "_tools_v" DROP COLUMN "version_site_snapshot";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "change_proposals_id";
  DROP TYPE "public"."enum_change_proposals_status";`)
}
