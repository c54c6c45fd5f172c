import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Exact facet counts kept by triggers (hand-written, like `fact_keys`): `tool_fact_counts`
 * holds, per tool type, how many listed tools (published, not hidden as dead) hold each pair of
 * counted keys (a key with itself: the tools holding it). The counted keys of a tool are its facet
 * keys (`fact_keys` without the "no" answers and 'contact-sales') and its price band:
 * 'price-band:<p>' for the lowest offered maximum price p its starting price fits under (the
 * bands are `MAX_PRICE_OPTIONS` of src/domains/directory/listing/facet-options.ts, written here
 * too; no band above the highest). The facet counts of a state with no search, category or price
 * range and at most one facet are then a few rows of this table instead of a sample of `tools`.
 * Kept exact by a statement trigger on insert and on delete (transition tables: a bulk delete is
 * one aggregated change) and a row trigger on an update that changes what is counted (the ranking
 * job rewrites every row and changes none of it). A bulk load with triggers off (`seed-synthetic`)
 * adds its rows itself through `tools_fact_counts_add`. Nothing truncates `tools`; that is not followed.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "tool_fact_counts" (
    "tool_type" enum_tools_tool_type NOT NULL,
    "key_a" text NOT NULL,
    "key_b" text NOT NULL,
    "n" integer NOT NULL,
    PRIMARY KEY ("tool_type", "key_a", "key_b")
  );
  -- The whole list's counts (each key with itself), beside the primary key's one key with every other.
  CREATE INDEX "tool_fact_counts_alone" ON "tool_fact_counts" ("tool_type", "key_a") WHERE "key_a" = "key_b";

  CREATE TYPE "tool_fact_count_change" AS ("tool_type" enum_tools_tool_type, "keys" text[], "sign" integer);

  -- A tool row's counted keys with the sign of its change; no keys unless it is listed.
  CREATE FUNCTION "tools_fact_count_change_of"(t tools, sign integer) RETURNS tool_fact_count_change
  LANGUAGE sql IMMUTABLE AS $fn$
    SELECT ROW(t.tool_type, CASE WHEN t._status = 'published' AND t.hidden_as_dead IS NOT TRUE THEN ARRAY(
      SELECT k FROM unnest(t.fact_keys) AS k WHERE k NOT LIKE '%:no' AND k <> 'contact-sales'
      UNION ALL
      SELECT 'price-band:' || min(p) FROM unnest('{0,50,100,250,500,1000}'::numeric[]) AS p
        WHERE t.pricing_facts_starting_price_usd_month <= p HAVING min(p) IS NOT NULL
    ) ELSE '{}' END, sign)::tool_fact_count_change
  $fn$;

  -- Adds the changes' pairs of keys; the rows are locked in key order, so concurrent writers do not deadlock here.
  CREATE FUNCTION "tools_fact_counts_add"(changes tool_fact_count_change[]) RETURNS void
  LANGUAGE sql AS $fn$
    INSERT INTO tool_fact_counts AS c (tool_type, key_a, key_b, n)
    SELECT ch.tool_type, a, b, sum(ch.sign)::int
      FROM unnest(changes) AS ch CROSS JOIN LATERAL unnest(ch.keys) AS a CROSS JOIN LATERAL unnest(ch.keys) AS b
      GROUP BY 1, 2, 3 HAVING sum(ch.sign) <> 0
      ORDER BY 1, 2, 3
    ON CONFLICT (tool_type, key_a, key_b) DO UPDATE SET n = c.n + excluded.n
  $fn$;

  CREATE FUNCTION "tools_fact_counts_after_statement"() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      PERFORM tools_fact_counts_add(ARRAY(SELECT tools_fact_count_change_of(r, 1) FROM new_rows r));
    ELSE
      PERFORM tools_fact_counts_add(ARRAY(SELECT tools_fact_count_change_of(r, -1) FROM old_rows r));
    END IF;
    RETURN NULL;
  END
  $fn$;

  CREATE FUNCTION "tools_fact_counts_after_update"() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
  BEGIN
    PERFORM tools_fact_counts_add(ARRAY[tools_fact_count_change_of(OLD, -1), tools_fact_count_change_of(NEW, 1)]);
    RETURN NULL;
  END
  $fn$;

  DO $fill$
  DECLARE
    done integer := 0;
    last integer;
  BEGIN
    SELECT coalesce(max(id), 0) INTO last FROM tools;
    WHILE done < last LOOP
      PERFORM tools_fact_counts_add(ARRAY(SELECT tools_fact_count_change_of(t, 1) FROM tools t WHERE t.id > done AND t.id <= done + 100000));
      done := done + 100000;
    END LOOP;
  END
  $fill$;

  CREATE TRIGGER "tools_fact_counts_insert" AFTER INSERT ON "tools"
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tools_fact_counts_after_statement();
  CREATE TRIGGER "tools_fact_counts_delete" AFTER DELETE ON "tools"
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tools_fact_counts_after_statement();
  CREATE TRIGGER "tools_fact_counts_update" AFTER UPDATE ON "tools" FOR EACH ROW
    WHEN (OLD.fact_keys IS DISTINCT FROM NEW.fact_keys OR OLD.tool_type IS DISTINCT FROM NEW.tool_type
      OR OLD._status IS DISTINCT FROM NEW._status OR OLD.hidden_as_dead IS DISTINCT FROM NEW.hidden_as_dead
      OR OLD.pricing_facts_starting_price_usd_month IS DISTINCT FROM NEW.pricing_facts_starting_price_usd_month)
    EXECUTE FUNCTION tools_fact_counts_after_update();
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS "tools_fact_counts_update" ON "tools";
  DROP TRIGGER IF EXISTS "tools_fact_counts_delete" ON "tools";
  DROP TRIGGER IF EXISTS "tools_fact_counts_insert" ON "tools";
  DROP FUNCTION IF EXISTS "tools_fact_counts_after_update"();
  DROP FUNCTION IF EXISTS "tools_fact_counts_after_statement"();
  DROP FUNCTION IF EXISTS "tools_fact_counts_add"(tool_fact_count_change[]);
  DROP FUNCTION IF EXISTS "tools_fact_count_change_of"(tools, integer);
  DROP TYPE IF EXISTS "tool_fact_count_change";
  DROP TABLE IF EXISTS "tool_fact_counts";
  `)
}
