import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * No schema change: the reviews (20261126_012825), newsletter (20261126_013144, 013200), freshness
 * (20261126_013458) and search-text (20261126_020000) migrations were generated on parallel
 * branches, so the latest snapshot lacks the others' tables. This migration only carries the
 * merged schema snapshot (its .json) for the next `migrate:create`.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
