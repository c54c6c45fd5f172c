import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * What the facet filters match, denormalised onto the tool row (hand-written, like
 * `category_keys`): `tools.fact_keys` holds 'integration:<id>' for every catalogued integration,
 * 'compliance:<kind>:<yes|no>' for every stated compliance fact, 'model:<pricing model>',
 * 'free-tier:<yes|no>', 'free-trial' and 'contact-sales'. One array overlap or containment per
 * facet, served by a GIN index, so a facet's count at a million tools is an index scan rather
 * than joins per row. Triggers keep it exact: the tool row's own on insert and on a pricing fact's
 * change, statement triggers on `tools_rels` (integrations) and `tools_compliance` for every
 * insert, update and delete, cascades included. The maximum-price facet reads the starting price
 * through its own partial btree index. Also: tools by integration (the integration listing).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "tools" ADD COLUMN "fact_keys" text[] NOT NULL DEFAULT '{}';

  CREATE FUNCTION "tools_fact_keys_of"(
    tool_id integer, model text, free_tier text, trial_days numeric, contact_sales boolean
  ) RETURNS text[]
  LANGUAGE sql STABLE AS $fn$
    SELECT coalesce(array_agg(DISTINCT k ORDER BY k), '{}') FROM (
      SELECT 'integration:' || r.integrations_id FROM tools_rels r
        WHERE r.parent_id = tool_id AND r.path = 'integrations' AND r.integrations_id IS NOT NULL
      UNION ALL
      SELECT 'compliance:' || c.kind || ':' || c.status FROM tools_compliance c
        WHERE c._parent_id = tool_id AND c.kind IS NOT NULL AND c.status IN ('yes', 'no')
      UNION ALL
      SELECT 'model:' || model WHERE model IS NOT NULL
      UNION ALL
      SELECT 'free-tier:' || free_tier WHERE free_tier IN ('yes', 'no')
      UNION ALL
      SELECT 'free-trial' WHERE trial_days > 0
      UNION ALL
      SELECT 'contact-sales' WHERE contact_sales
    ) AS keys (k)
  $fn$;

  CREATE FUNCTION "tools_fact_keys_of_row"(t tools) RETURNS text[]
  LANGUAGE sql STABLE AS $fn$
    SELECT tools_fact_keys_of(t.id, t.pricing_facts_model::text, t.pricing_facts_free_tier::text,
      t.pricing_facts_free_trial_days, t.pricing_facts_contact_sales)
  $fn$;

  CREATE FUNCTION "tools_fact_keys_before_write"() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
  BEGIN
    NEW.fact_keys := tools_fact_keys_of_row(NEW);
    RETURN NEW;
  END
  $fn$;

  -- Statement triggers on the child tables: the tools whose changed rows feed the keys.
  CREATE FUNCTION "tools_fact_keys_refresh"(parents integer[]) RETURNS void
  LANGUAGE sql AS $fn$
    UPDATE tools t SET fact_keys = tools_fact_keys_of_row(t) WHERE t.id = ANY (parents)
  $fn$;

  CREATE FUNCTION "tools_fact_keys_after_integrations"() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      PERFORM tools_fact_keys_refresh(ARRAY(SELECT parent_id FROM new_rows WHERE path = 'integrations'));
    ELSIF TG_OP = 'DELETE' THEN
      PERFORM tools_fact_keys_refresh(ARRAY(SELECT parent_id FROM old_rows WHERE path = 'integrations'));
    ELSE
      PERFORM tools_fact_keys_refresh(ARRAY(
        SELECT parent_id FROM new_rows WHERE path = 'integrations'
        UNION SELECT parent_id FROM old_rows WHERE path = 'integrations'));
    END IF;
    RETURN NULL;
  END
  $fn$;

  CREATE FUNCTION "tools_fact_keys_after_compliance"() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      PERFORM tools_fact_keys_refresh(ARRAY(SELECT _parent_id FROM new_rows));
    ELSIF TG_OP = 'DELETE' THEN
      PERFORM tools_fact_keys_refresh(ARRAY(SELECT _parent_id FROM old_rows));
    ELSE
      PERFORM tools_fact_keys_refresh(ARRAY(SELECT _parent_id FROM new_rows UNION SELECT _parent_id FROM old_rows));
    END IF;
    RETURN NULL;
  END
  $fn$;

  UPDATE "tools" t SET "fact_keys" = tools_fact_keys_of_row(t);

  CREATE TRIGGER "tools_fact_keys" BEFORE INSERT OR UPDATE OF
    "pricing_facts_model", "pricing_facts_free_tier", "pricing_facts_free_trial_days", "pricing_facts_contact_sales" ON "tools"
    FOR EACH ROW EXECUTE FUNCTION tools_fact_keys_before_write();

  CREATE TRIGGER "tools_rels_fact_keys_insert" AFTER INSERT ON "tools_rels"
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tools_fact_keys_after_integrations();
  CREATE TRIGGER "tools_rels_fact_keys_update" AFTER UPDATE ON "tools_rels"
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tools_fact_keys_after_integrations();
  CREATE TRIGGER "tools_rels_fact_keys_delete" AFTER DELETE ON "tools_rels"
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tools_fact_keys_after_integrations();

  CREATE TRIGGER "tools_compliance_fact_keys_insert" AFTER INSERT ON "tools_compliance"
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tools_fact_keys_after_compliance();
  CREATE TRIGGER "tools_compliance_fact_keys_update" AFTER UPDATE ON "tools_compliance"
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tools_fact_keys_after_compliance();
  CREATE TRIGGER "tools_compliance_fact_keys_delete" AFTER DELETE ON "tools_compliance"
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tools_fact_keys_after_compliance();

  CREATE INDEX "tools_fact_keys_gin" ON "tools" USING gin ("fact_keys") WHERE "_status" = 'published';
  CREATE INDEX "tools_starting_price" ON "tools" ("pricing_facts_starting_price_usd_month")
    WHERE "_status" = 'published' AND "pricing_facts_starting_price_usd_month" IS NOT NULL;
  CREATE INDEX "tools_rels_integration_parent" ON "tools_rels" ("integrations_id", "parent_id") WHERE "path" = 'integrations';
  ANALYZE "tools";
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "tools_rels_integration_parent";
  DROP INDEX IF EXISTS "tools_starting_price";
  DROP INDEX IF EXISTS "tools_fact_keys_gin";
  DROP TRIGGER IF EXISTS "tools_compliance_fact_keys_delete" ON "tools_compliance";
  DROP TRIGGER IF EXISTS "tools_compliance_fact_keys_update" ON "tools_compliance";
  DROP TRIGGER IF EXISTS "tools_compliance_fact_keys_insert" ON "tools_compliance";
  DROP TRIGGER IF EXISTS "tools_rels_fact_keys_delete" ON "tools_rels";
  DROP TRIGGER IF EXISTS "tools_rels_fact_keys_update" ON "tools_rels";
  DROP TRIGGER IF EXISTS "tools_rels_fact_keys_insert" ON "tools_rels";
  DROP TRIGGER IF EXISTS "tools_fact_keys" ON "tools";
  DROP FUNCTION IF EXISTS "tools_fact_keys_after_compliance"();
  DROP FUNCTION IF EXISTS "tools_fact_keys_after_integrations"();
  DROP FUNCTION IF EXISTS "tools_fact_keys_refresh"(integer[]);
  DROP FUNCTION IF EXISTS "tools_fact_keys_before_write"();
  DROP FUNCTION IF EXISTS "tools_fact_keys_of_row"(tools);
  DROP FUNCTION IF EXISTS "tools_fact_keys_of"(integer, text, text, numeric, boolean);
  ALTER TABLE "tools" DROP COLUMN IF EXISTS "fact_keys";
  `)
}
