import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "change_proposals" ADD COLUMN "proposed_by_email" varchar;
  ALTER TABLE "change_proposals" ADD COLUMN "proposed_by_name" varchar;
  ALTER TABLE "claims" ADD COLUMN "claimant_email" varchar;
  ALTER TABLE "claims" ADD COLUMN "claimant_name" varchar;`)
  await backfillAccountSnapshots({ db })
}

/**
 * Hand-written: existing claims and owners' proposals get the copy the snapshotAccount hook makes
 * for new ones, from the account they name (website-check proposals name none). Exported for
 * src/features/claims/__tests__/claims.int.spec.ts.
 */
export async function backfillAccountSnapshots({ db }: Pick<MigrateUpArgs, 'db'>): Promise<void> {
  await db.execute(sql`
   UPDATE "claims" SET "claimant_email" = u."email", "claimant_name" = NULLIF(btrim(u."name"), '')
    FROM "users" u WHERE u."id" = "claims"."claimant_id";
  UPDATE "change_proposals" SET "proposed_by_email" = u."email", "proposed_by_name" = NULLIF(btrim(u."name"), '')
    FROM "users" u WHERE u."id" = "change_proposals"."proposed_by_id";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "change_proposals" DROP COLUMN "proposed_by_email";
  ALTER TABLE "change_proposals" DROP COLUMN "proposed_by_name";
  ALTER TABLE "claims" DROP COLUMN "claimant_email";
  ALTER TABLE "claims" DROP COLUMN "claimant_name";`)
}
