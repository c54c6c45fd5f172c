import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Double opt-in for the addresses collected before it (hand-written: a data change, and PostgreSQL
 * lets a new enum value be used only after the migration that added it, 20261126_013144, commits).
 * Nothing records that any of them confirmed (the old sign-up sent a welcome mail, no link to
 * press), so every `subscribed` row becomes `pending`: they get no issue until they subscribe
 * again and confirm (docs/newsletter.md, "Addresses from before double opt-in").
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "subscribers" ALTER COLUMN "status" SET DEFAULT 'pending';
  UPDATE "subscribers" SET "status" = 'pending', "updated_at" = now() WHERE "status" = 'subscribed' AND "confirmed_at" IS NULL;
  `)
}

/** Back to the single opt-in's meaning: an address that was not unsubscribed was subscribed. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "subscribers" ALTER COLUMN "status" SET DEFAULT 'subscribed';
  UPDATE "subscribers" SET "status" = 'subscribed' WHERE "status" = 'pending';
  `)
}
