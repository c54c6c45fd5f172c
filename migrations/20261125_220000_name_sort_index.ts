import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The A–Z sort of a listing of one tool type as an index (hand-written: Payload can't index an
 * expression), in the order of its ORDER BY, so a page is a range scan at any catalogue size.
 * Listings of every type read `tools_full_list` (lower(name), id).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE INDEX "tools_list_name" ON "tools" ("tool_type", lower("name"), "id") WHERE "_status" = 'published';
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS "tools_list_name";`)
}
