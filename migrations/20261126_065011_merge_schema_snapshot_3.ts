import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * No schema change: the follows and editor alerts (20261126_045008), claims and owner edits
 * (20261126_045224) and Premium analytics (20261126_051616) migrations were generated on parallel
 * branches, so the latest snapshot lacks the others' tables. This migration only carries the
 * merged schema snapshot (its .json) for the next `migrate:create`.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
