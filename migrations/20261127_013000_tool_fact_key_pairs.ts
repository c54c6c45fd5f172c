import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Pairs of fact keys indexed for listed tools (hand-written like the other partial
 * indexes). `tool_fact_key_pairs(keys)` lists each pair of a tool's fact keys once, as 'a b' with
 * a before b in byte order (`factKeyPairs` in src/domains/directory/listing/fact-key-pairs.ts
 * writes the same strings). A state requiring two or more keys is then the containment of their
 * pairs, whose GIN posting lists are several times shorter than the keys' own: the intersection
 * is driven by the rarest list, and a key held by 38,000 recruiter tools (Lever at 1,000,000 synthetic
 * tools) is only 7,900 tools beside SOC 2. At that size, Lever + SOC 2 + free trial among
 * recruiters: 2.3 ms for the 2,094 tools against 5.8 ms through `tools_fact_keys_recruiter`; the
 * recruiters' index is 34 MB. One index per listing of one type, and one over every listed tool
 * ("For Everyone"), as for the keys themselves.
 *
 * The planner's estimate for a pair containment multiplies the pairs' frequencies as if they were
 * independent (a handful of rows for thousands), so listings estimate their rows from the keys'
 * containment and add the pairs' only to a statement whose plan should read them.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE FUNCTION "tool_fact_key_pairs"(keys text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
    SELECT coalesce(array_agg(DISTINCT a || ' ' || b), '{}') FROM unnest(keys) AS a, unnest(keys) AS b
    WHERE a COLLATE "C" < b COLLATE "C"
  $fn$;
  CREATE INDEX "tools_fact_key_pairs_recruiter" ON "tools" USING gin (tool_fact_key_pairs("fact_keys"))
    WHERE "_status" = 'published' AND "hidden_as_dead" IS NOT TRUE AND "tool_type" = 'recruiter';
  CREATE INDEX "tools_fact_key_pairs_job_seeker" ON "tools" USING gin (tool_fact_key_pairs("fact_keys"))
    WHERE "_status" = 'published' AND "hidden_as_dead" IS NOT TRUE AND "tool_type" = 'job_seeker';
  CREATE INDEX "tools_fact_key_pairs_listed" ON "tools" USING gin (tool_fact_key_pairs("fact_keys"))
    WHERE "_status" = 'published' AND "hidden_as_dead" IS NOT TRUE;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "tools_fact_key_pairs_recruiter";
  DROP INDEX IF EXISTS "tools_fact_key_pairs_job_seeker";
  DROP INDEX IF EXISTS "tools_fact_key_pairs_listed";
  DROP FUNCTION IF EXISTS "tool_fact_key_pairs"(text[]);
  `)
}
