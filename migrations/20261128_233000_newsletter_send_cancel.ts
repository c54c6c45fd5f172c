import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** An editor can stop a send before everyone is mailed: the issue and its unsent deliveries say so. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_newsletter_issues_status" ADD VALUE 'cancelled';
  ALTER TYPE "public"."enum_newsletter_deliveries_status" ADD VALUE 'cancelled';
  ALTER TABLE "newsletter_issues" ADD COLUMN "send_cancelled_at" timestamp(3) with time zone;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "newsletter_issues" DROP COLUMN "send_cancelled_at";
  ALTER TABLE "newsletter_issues" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "newsletter_issues" ALTER COLUMN "status" SET DEFAULT 'draft'::text;
  -- The older schema's nearest state: an issue that went out to part of the list is a record, as a sent one.
  UPDATE "newsletter_issues" SET "status" = 'sent' WHERE "status" = 'cancelled';
  DROP TYPE "public"."enum_newsletter_issues_status";
  CREATE TYPE "public"."enum_newsletter_issues_status" AS ENUM('draft', 'sending', 'sent');
  ALTER TABLE "newsletter_issues" ALTER COLUMN "status" SET DEFAULT 'draft'::"public"."enum_newsletter_issues_status";
  ALTER TABLE "newsletter_issues" ALTER COLUMN "status" SET DATA TYPE "public"."enum_newsletter_issues_status" USING "status"::"public"."enum_newsletter_issues_status";
  ALTER TABLE "newsletter_deliveries" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "newsletter_deliveries" ALTER COLUMN "status" SET DEFAULT 'pending'::text;
  -- A delivery never attempted: the older schema's nearest state is one skipped.
  UPDATE "newsletter_deliveries" SET "status" = 'skipped' WHERE "status" = 'cancelled';
  DROP TYPE "public"."enum_newsletter_deliveries_status";
  CREATE TYPE "public"."enum_newsletter_deliveries_status" AS ENUM('pending', 'sending', 'sent', 'failed', 'skipped', 'uncertain');
  ALTER TABLE "newsletter_deliveries" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."enum_newsletter_deliveries_status";
  ALTER TABLE "newsletter_deliveries" ALTER COLUMN "status" SET DATA TYPE "public"."enum_newsletter_deliveries_status" USING "status"::"public"."enum_newsletter_deliveries_status";`)
}
