import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Search and listing indexes Payload's schema can't express (hand-written SQL):
 * - a stored tsvector (name weighted above description) with GIN for word search;
 * - pg_trgm GIN on name for case-insensitive substring search;
 * - btree indexes in the column order of each listing's ORDER BY, partial on published rows, one
 *   set led by tool_type (a single type) and one without (the "everyone" type matches all);
 * - tag and secondary-category lookups; similar tools by category and performance;
 * - a case-insensitive unique index on subscriber emails as the last line of defence.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE EXTENSION IF NOT EXISTS pg_trgm;

  ALTER TABLE "tools" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', coalesce("name", '')), 'A') ||
    setweight(to_tsvector('english', coalesce("description", '')), 'B')
  ) STORED;
  CREATE INDEX "tools_search_vector_gin" ON "tools" USING gin ("search_vector");
  CREATE INDEX "tools_name_trgm_gin" ON "tools" USING gin ("name" gin_trgm_ops);

  CREATE INDEX "tools_list_trending" ON "tools" ("tool_type", "sponsored_order" ASC NULLS LAST, "trending_score" DESC, "id")
    WHERE "_status" = 'published';
  CREATE INDEX "tools_list_popular" ON "tools" ("tool_type", "monthly_views" DESC, "id")
    WHERE "_status" = 'published';
  CREATE INDEX "tools_list_new" ON "tools" ("tool_type", "creation_order" DESC, "id")
    WHERE "_status" = 'published';
  CREATE INDEX "tools_list_all_trending" ON "tools" ("sponsored_order" ASC NULLS LAST, "trending_score" DESC, "id")
    WHERE "_status" = 'published';
  CREATE INDEX "tools_list_all_popular" ON "tools" ("monthly_views" DESC, "id") WHERE "_status" = 'published';
  CREATE INDEX "tools_list_all_new" ON "tools" ("creation_order" DESC, "id") WHERE "_status" = 'published';
  CREATE INDEX "tools_similar" ON "tools" ("category_id", "performance_score" DESC) WHERE "_status" = 'published';

  CREATE INDEX "tools_texts_tag_lookup" ON "tools_texts" ("path", lower("text"), "parent_id");
  CREATE INDEX "tools_rels_category_lookup" ON "tools_rels" ("categories_id", "path", "parent_id");

  CREATE UNIQUE INDEX "subscribers_email_lower_unique" ON "subscribers" (lower("email"));
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "subscribers_email_lower_unique";
  DROP INDEX IF EXISTS "tools_rels_category_lookup";
  DROP INDEX IF EXISTS "tools_texts_tag_lookup";
  DROP INDEX IF EXISTS "tools_similar";
  DROP INDEX IF EXISTS "tools_list_all_new";
  DROP INDEX IF EXISTS "tools_list_all_popular";
  DROP INDEX IF EXISTS "tools_list_all_trending";
  DROP INDEX IF EXISTS "tools_list_new";
  DROP INDEX IF EXISTS "tools_list_popular";
  DROP INDEX IF EXISTS "tools_list_trending";
  DROP INDEX IF EXISTS "tools_name_trgm_gin";
  DROP INDEX IF EXISTS "tools_search_vector_gin";
  ALTER TABLE "tools" DROP COLUMN IF EXISTS "search_vector";
  `)
}
