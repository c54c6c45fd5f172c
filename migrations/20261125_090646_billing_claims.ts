import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_submissions_charge_status" ADD VALUE 'charging' BEFORE 'succeeded';
  ALTER TYPE "public"."enum_sponsorships_status" ADD VALUE 'activating' BEFORE 'payment_failed';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "submissions" ALTER COLUMN "charge_status" SET DATA TYPE text;
  ALTER TABLE "submissions" ALTER COLUMN "charge_status" SET DEFAULT 'not_charged'::text;
  -- Hand-added: a claim in flight goes back to where it came from; approving (or the card retry) again resumes it.
  UPDATE "submissions" SET "charge_status" = CASE WHEN "review_status" = 'approved' THEN 'failed' ELSE 'not_charged' END WHERE "charge_status" = 'charging';
  DROP TYPE "public"."enum_submissions_charge_status";
  CREATE TYPE "public"."enum_submissions_charge_status" AS ENUM('not_charged', 'succeeded', 'failed', 'invoiced');
  ALTER TABLE "submissions" ALTER COLUMN "charge_status" SET DEFAULT 'not_charged'::"public"."enum_submissions_charge_status";
  ALTER TABLE "submissions" ALTER COLUMN "charge_status" SET DATA TYPE "public"."enum_submissions_charge_status" USING "charge_status"::"public"."enum_submissions_charge_status";
  ALTER TABLE "sponsorships" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "sponsorships" ALTER COLUMN "status" SET DEFAULT 'awaiting_payment_method'::text;
  UPDATE "sponsorships" SET "status" = 'pending_review' WHERE "status" = 'activating';
  DROP TYPE "public"."enum_sponsorships_status";
  CREATE TYPE "public"."enum_sponsorships_status" AS ENUM('awaiting_payment_method', 'pending_review', 'payment_failed', 'active', 'past_due', 'cancelled', 'rejected');
  ALTER TABLE "sponsorships" ALTER COLUMN "status" SET DEFAULT 'awaiting_payment_method'::"public"."enum_sponsorships_status";
  ALTER TABLE "sponsorships" ALTER COLUMN "status" SET DATA TYPE "public"."enum_sponsorships_status" USING "status"::"public"."enum_sponsorships_status";`)
}
