import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Search over more than the name and description (hand-written, like `fact_keys`):
 * `tools.search_text` holds a tool's features, tags, category names (primary and secondary) and
 * integration names, kept by triggers — the tool row's own on insert and a primary-category
 * change, statement triggers on `tools_texts` (features, tags) and `tools_rels` (categories,
 * integrations), and row triggers on a category's or an integration's rename. The stored
 * `search_vector` is rebuilt with it at weight C (name A, description B), with its GIN index.
 * Typo suggestions read names through trigram indexes: the tools' (exists), the integrations' and
 * the categories' (small tables, added here so a suggestion never scans).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "tools" ADD COLUMN "search_text" text NOT NULL DEFAULT '';

  CREATE FUNCTION "tools_search_text_of"(tool_id integer, primary_category integer) RETURNS text
  LANGUAGE sql STABLE AS $fn$
    SELECT concat_ws(' ',
      (SELECT string_agg(x.text, ' ' ORDER BY x.path, x."order") FROM tools_texts x
        WHERE x.parent_id = tool_id AND x.path IN ('features', 'tags') AND x.text IS NOT NULL),
      (SELECT string_agg(c.name, ' ' ORDER BY c.id) FROM categories c
        WHERE c.id = primary_category
          OR c.id IN (SELECT r.categories_id FROM tools_rels r WHERE r.parent_id = tool_id AND r.path = 'categories')),
      (SELECT string_agg(i.name, ' ' ORDER BY i.id) FROM integrations i
        WHERE i.id IN (SELECT r.integrations_id FROM tools_rels r WHERE r.parent_id = tool_id AND r.path = 'integrations'))
    )
  $fn$;

  CREATE FUNCTION "tools_search_text_before_write"() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
  BEGIN
    NEW.search_text := tools_search_text_of(NEW.id, NEW.category_id);
    RETURN NEW;
  END
  $fn$;

  -- TG_ARGV: the paths of the changed child rows that feed the text.
  CREATE FUNCTION "tools_search_text_after_children"() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      UPDATE tools t SET search_text = tools_search_text_of(t.id, t.category_id)
        WHERE t.id IN (SELECT parent_id FROM new_rows WHERE path = ANY (TG_ARGV));
    ELSIF TG_OP = 'DELETE' THEN
      UPDATE tools t SET search_text = tools_search_text_of(t.id, t.category_id)
        WHERE t.id IN (SELECT parent_id FROM old_rows WHERE path = ANY (TG_ARGV));
    ELSE
      UPDATE tools t SET search_text = tools_search_text_of(t.id, t.category_id)
        WHERE t.id IN (
          SELECT parent_id FROM new_rows WHERE path = ANY (TG_ARGV)
          UNION SELECT parent_id FROM old_rows WHERE path = ANY (TG_ARGV)
        );
    END IF;
    RETURN NULL;
  END
  $fn$;

  CREATE FUNCTION "tools_search_text_after_rename"() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
  BEGIN
    UPDATE tools t SET search_text = tools_search_text_of(t.id, t.category_id)
      WHERE (TG_TABLE_NAME = 'categories' AND t.category_id = NEW.id)
        OR t.id IN (SELECT r.parent_id FROM tools_rels r
          WHERE (TG_TABLE_NAME = 'categories' AND r.path = 'categories' AND r.categories_id = NEW.id)
             OR (TG_TABLE_NAME = 'integrations' AND r.path = 'integrations' AND r.integrations_id = NEW.id));
    RETURN NULL;
  END
  $fn$;

  UPDATE "tools" t SET "search_text" = tools_search_text_of(t.id, t.category_id);

  CREATE TRIGGER "tools_search_text" BEFORE INSERT OR UPDATE OF "category_id" ON "tools"
    FOR EACH ROW EXECUTE FUNCTION tools_search_text_before_write();
  CREATE TRIGGER "tools_texts_search_text_insert" AFTER INSERT ON "tools_texts"
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tools_search_text_after_children('features', 'tags');
  CREATE TRIGGER "tools_texts_search_text_update" AFTER UPDATE ON "tools_texts"
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tools_search_text_after_children('features', 'tags');
  CREATE TRIGGER "tools_texts_search_text_delete" AFTER DELETE ON "tools_texts"
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tools_search_text_after_children('features', 'tags');
  CREATE TRIGGER "tools_rels_search_text_insert" AFTER INSERT ON "tools_rels"
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tools_search_text_after_children('categories', 'integrations');
  CREATE TRIGGER "tools_rels_search_text_update" AFTER UPDATE ON "tools_rels"
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tools_search_text_after_children('categories', 'integrations');
  CREATE TRIGGER "tools_rels_search_text_delete" AFTER DELETE ON "tools_rels"
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tools_search_text_after_children('categories', 'integrations');
  CREATE TRIGGER "categories_search_text_rename" AFTER UPDATE OF "name" ON "categories"
    FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION tools_search_text_after_rename();
  CREATE TRIGGER "integrations_search_text_rename" AFTER UPDATE OF "name" ON "integrations"
    FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION tools_search_text_after_rename();

  DROP INDEX IF EXISTS "tools_search_vector_gin";
  ALTER TABLE "tools" DROP COLUMN "search_vector";
  ALTER TABLE "tools" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', coalesce("name", '')), 'A') ||
    setweight(to_tsvector('english', coalesce("description", '')), 'B') ||
    setweight(to_tsvector('english', "search_text"), 'C')
  ) STORED;
  CREATE INDEX "tools_search_vector_gin" ON "tools" USING gin ("search_vector");
  CREATE INDEX "integrations_name_trgm_gin" ON "integrations" USING gin ("name" gin_trgm_ops);
  CREATE INDEX "categories_name_trgm_gin" ON "categories" USING gin ("name" gin_trgm_ops);
  ANALYZE "tools";
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "categories_name_trgm_gin";
  DROP INDEX IF EXISTS "integrations_name_trgm_gin";
  DROP INDEX IF EXISTS "tools_search_vector_gin";
  ALTER TABLE "tools" DROP COLUMN IF EXISTS "search_vector";
  ALTER TABLE "tools" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', coalesce("name", '')), 'A') ||
    setweight(to_tsvector('english', coalesce("description", '')), 'B')
  ) STORED;
  CREATE INDEX "tools_search_vector_gin" ON "tools" USING gin ("search_vector");
  DROP TRIGGER IF EXISTS "integrations_search_text_rename" ON "integrations";
  DROP TRIGGER IF EXISTS "categories_search_text_rename" ON "categories";
  DROP TRIGGER IF EXISTS "tools_rels_search_text_delete" ON "tools_rels";
  DROP TRIGGER IF EXISTS "tools_rels_search_text_update" ON "tools_rels";
  DROP TRIGGER IF EXISTS "tools_rels_search_text_insert" ON "tools_rels";
  DROP TRIGGER IF EXISTS "tools_texts_search_text_delete" ON "tools_texts";
  DROP TRIGGER IF EXISTS "tools_texts_search_text_update" ON "tools_texts";
  DROP TRIGGER IF EXISTS "tools_texts_search_text_insert" ON "tools_texts";
  DROP TRIGGER IF EXISTS "tools_search_text" ON "tools";
  DROP FUNCTION IF EXISTS "tools_search_text_after_rename"();
  DROP FUNCTION IF EXISTS "tools_search_text_after_children"();
  DROP FUNCTION IF EXISTS "tools_search_text_before_write"();
  DROP FUNCTION IF EXISTS "tools_search_text_of"(integer, integer);
  ALTER TABLE "tools" DROP COLUMN IF EXISTS "search_text";
  `)
}
