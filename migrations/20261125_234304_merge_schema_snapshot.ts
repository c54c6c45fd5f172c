import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * No schema change: the facts (20261125_215900) and saved-tools (20261125_223955) migrations were
 * generated on parallel branches, so the later one's snapshot lacks the other's tables. This
 * migration only carries the merged schema snapshot (its .json) for the next `migrate:create`.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
