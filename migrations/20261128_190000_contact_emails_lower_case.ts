import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Vendor requests' contact e-mails are stored lower-cased from now on (src/fields/contact-email.ts),
 * like sign-in addresses, so an account finds the requests made signed out with its address.
 * The rows stored before are lower-cased once here.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  UPDATE "submissions" SET "contact_email" = lower(trim("contact_email")) WHERE "contact_email" <> lower(trim("contact_email"));
  UPDATE "sponsorships" SET "contact_email" = lower(trim("contact_email")) WHERE "contact_email" <> lower(trim("contact_email"));
  `)
}

/** The case the addresses were typed in is not kept: nothing to undo. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
