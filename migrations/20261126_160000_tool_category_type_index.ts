import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Listed tools by primary category and type (hand-written, like the other partial indexes): the
 * category names of a tool type ask each category whether one listed tool of
 * the type has it, and this answers each question from one index entry, at any catalogue size,
 * even for a category with many tools and none of that type. The predicate is `listedTool`'s.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE INDEX "tools_category_type" ON "tools" ("category_id", "tool_type")
    WHERE "_status" = 'published' AND "hidden_as_dead" IS NOT TRUE;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS "tools_category_type";`)
}
