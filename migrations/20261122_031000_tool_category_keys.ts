import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * What a category filter matches, denormalised onto the tool row (hand-written: Payload's schema has no triggers):
 * `tools.category_keys` holds 'id:<n>' for the primary and every secondary category and
 * 'tag:<lower-case tag>' for every tag, so "primary, secondary or tag" is one array overlap served
 * by a GIN index instead of two EXISTS per row. Triggers keep it exact: the tool row's own trigger
 * on insert and on a primary-category change, statement triggers on `tools_rels` (secondary
 * categories) and `tools_texts` (tags) for every insert, update and delete, cascades included.
 * Also: texts by parent (cards, the trigger) and the tag-text index the array replaces.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE INDEX "tools_texts_parent_path" ON "tools_texts" ("parent_id", "path", "order");

  ALTER TABLE "tools" ADD COLUMN "category_keys" text[] NOT NULL DEFAULT '{}';

  CREATE FUNCTION "tools_category_keys_of"(tool_id integer, primary_category integer) RETURNS text[]
  LANGUAGE sql STABLE AS $fn$
    SELECT coalesce(array_agg(DISTINCT k ORDER BY k), '{}') FROM (
      SELECT 'id:' || primary_category WHERE primary_category IS NOT NULL
      UNION ALL
      SELECT 'id:' || r.categories_id FROM tools_rels r
        WHERE r.parent_id = tool_id AND r.path = 'categories' AND r.categories_id IS NOT NULL
      UNION ALL
      SELECT 'tag:' || lower(x.text) FROM tools_texts x
        WHERE x.parent_id = tool_id AND x.path = 'tags' AND x.text IS NOT NULL
    ) AS keys (k)
  $fn$;

  CREATE FUNCTION "tools_category_keys_before_write"() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
  BEGIN
    NEW.category_keys := tools_category_keys_of(NEW.id, NEW.category_id);
    RETURN NEW;
  END
  $fn$;

  -- TG_ARGV[0]: the path of the changed child rows that feed the keys ('categories' or 'tags').
  CREATE FUNCTION "tools_category_keys_after_children"() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      UPDATE tools t SET category_keys = tools_category_keys_of(t.id, t.category_id)
        WHERE t.id IN (SELECT parent_id FROM new_rows WHERE path = TG_ARGV[0]);
    ELSIF TG_OP = 'DELETE' THEN
      UPDATE tools t SET category_keys = tools_category_keys_of(t.id, t.category_id)
        WHERE t.id IN (SELECT parent_id FROM old_rows WHERE path = TG_ARGV[0]);
    ELSE
      UPDATE tools t SET category_keys = tools_category_keys_of(t.id, t.category_id)
        WHERE t.id IN (
          SELECT parent_id FROM new_rows WHERE path = TG_ARGV[0]
          UNION SELECT parent_id FROM old_rows WHERE path = TG_ARGV[0]
        );
    END IF;
    RETURN NULL;
  END
  $fn$;

  UPDATE "tools" t SET "category_keys" = tools_category_keys_of(t.id, t.category_id);

  CREATE TRIGGER "tools_category_keys" BEFORE INSERT OR UPDATE OF "category_id" ON "tools"
    FOR EACH ROW EXECUTE FUNCTION tools_category_keys_before_write();

  CREATE TRIGGER "tools_rels_category_keys_insert" AFTER INSERT ON "tools_rels"
    REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION tools_category_keys_after_children('categories');
  CREATE TRIGGER "tools_rels_category_keys_update" AFTER UPDATE ON "tools_rels"
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION tools_category_keys_after_children('categories');
  CREATE TRIGGER "tools_rels_category_keys_delete" AFTER DELETE ON "tools_rels"
    REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION tools_category_keys_after_children('categories');

  CREATE TRIGGER "tools_texts_category_keys_insert" AFTER INSERT ON "tools_texts"
    REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION tools_category_keys_after_children('tags');
  CREATE TRIGGER "tools_texts_category_keys_update" AFTER UPDATE ON "tools_texts"
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION tools_category_keys_after_children('tags');
  CREATE TRIGGER "tools_texts_category_keys_delete" AFTER DELETE ON "tools_texts"
    REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION tools_category_keys_after_children('tags');

  CREATE INDEX "tools_category_keys_gin" ON "tools" USING gin ("category_keys") WHERE "_status" = 'published';
  DROP INDEX IF EXISTS "tools_texts_tag_lookup";
  ANALYZE "tools";
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  CREATE INDEX IF NOT EXISTS "tools_texts_tag_lookup" ON "tools_texts" ("path", lower("text"), "parent_id");
  DROP TRIGGER IF EXISTS "tools_texts_category_keys_delete" ON "tools_texts";
  DROP TRIGGER IF EXISTS "tools_texts_category_keys_update" ON "tools_texts";
  DROP TRIGGER IF EXISTS "tools_texts_category_keys_insert" ON "tools_texts";
  DROP TRIGGER IF EXISTS "tools_rels_category_keys_delete" ON "tools_rels";
  DROP TRIGGER IF EXISTS "tools_rels_category_keys_update" ON "tools_rels";
  DROP TRIGGER IF EXISTS "tools_rels_category_keys_insert" ON "tools_rels";
  DROP TRIGGER IF EXISTS "tools_category_keys" ON "tools";
  DROP FUNCTION IF EXISTS "tools_category_keys_after_children"();
  DROP FUNCTION IF EXISTS "tools_category_keys_before_write"();
  DROP FUNCTION IF EXISTS "tools_category_keys_of"(integer, integer);
  DROP INDEX IF EXISTS "tools_category_keys_gin";
  ALTER TABLE "tools" DROP COLUMN IF EXISTS "category_keys";
  DROP INDEX IF EXISTS "tools_texts_parent_path";
  `)
}
