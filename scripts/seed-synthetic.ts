/**
 * Fills the database with N realistic synthetic tools for benchmarks (`npm run seed:synthetic -- 100000`).
 * Bulk SQL (INSERT … SELECT over generate_series, in chunks): 100,000 tools with tags, features,
 * key benefits and secondary categories take seconds, not the hours the local API would.
 * Synthetic rows have slugs starting with "synthetic-"; a new run replaces the previous ones.
 * Each tool gets tags, secondary categories, integrations (1-4 from the seeded catalogue), compliance
 * facts and pricing facts (model, starting price, free tier, trial) that vary with the row number.
 * The triggers that keep `tools.category_keys`, `fact_keys` and `search_text` would rewrite every
 * tool row once per child table it gets rows in (six writes a tool, which made 10,000 tools take
 * minutes); each chunk runs with triggers off (`session_replication_role = replica`, which the
 * embedded cluster's superuser may set) and then sets the three columns with the triggers' own
 * functions in one UPDATE, so the derived columns are exactly what the triggers would have written;
 * then it adds the chunk's tools to the kept facet counts (`tool_fact_counts`) and their words to the
 * search lexicon (`search_words`) as their triggers would.
 */
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import { getPayload } from 'payload'

import { seed } from '@/seed'
import config from '@payload-config'

const CHUNK = 10_000
const count = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 100_000)
if (!Number.isInteger(count) || count < 1 || count > 2_000_000) {
  console.error('usage: npm run seed:synthetic -- <count 1..2000000>')
  process.exit(2)
}

const PREFIXES = ['Talent', 'Hire', 'Recruit', 'Career', 'Job', 'Skill', 'People', 'Candidate', 'Interview', 'Resume', 'Work', 'Team', 'Staff', 'Scout', 'Match']
const SUFFIXES = ['Pilot', 'Flow', 'Sense', 'Forge', 'Lens', 'Bridge', 'Stack', 'Radar', 'Loop', 'Spark', 'Compass', 'Hub', 'Mind', 'Base', 'Wave']
const VERBS = ['sources', 'screens', 'ranks', 'schedules', 'coaches', 'matches', 'assesses', 'engages', 'tracks', 'analyses']
const OBJECTS = ['engineering candidates', 'hourly applicants', 'sales talent', 'graduate hires', 'remote teams', 'healthcare staff', 'job seekers', 'interview panels', 'talent pools', 'career changers']
const CACHE_KEYS = ['sourcing', 'ats integration', 'chrome extension', 'outreach', 'screening', 'scheduling', 'resume builder', 'interview prep', 'job search', 'analytics', 'diversity', 'chatbot']
const FEATURES = ['AI candidate ranking', 'One-click ATS sync', 'Automated email sequences', 'Structured interview kits', 'Skills-based matching', 'Resume parsing in 40 languages', 'Bias-aware job descriptions', 'Calendar scheduling links', 'Talent pool rediscovery', 'Pipeline analytics dashboards']
const BENEFITS = ['Cuts time-to-hire', 'Fewer manual screens', 'Better candidate experience', 'Higher response rates', 'Fairer shortlists', 'Less admin work']

const array = (values: string[]) => sql.raw(`ARRAY[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}]`)

const payload = await getPayload({ config })
// The real categories and tools first (idempotent), so synthetic tools spread over real categories.
await seed(payload)
const db = (payload.db as unknown as PostgresAdapter).drizzle
const started = Date.now()

// Tags and secondary categories go with their tool (ON DELETE CASCADE); deleting them first would
// make the category_keys triggers rewrite every tool row just before it is deleted.
await db.execute(sql`DELETE FROM tools WHERE slug LIKE 'synthetic-%'`)

const categories = await db.execute(sql`SELECT array_agg(id ORDER BY id) AS ids FROM categories`)
const categoryIds = (categories.rows[0]?.ids as number[] | null) ?? []
if (categoryIds.length === 0) {
  console.error('No categories after seeding: check the seed data.')
  process.exit(1)
}
const categoryArray = sql.raw(`ARRAY[${categoryIds.join(',')}]::int[]`)
const integrations = await db.execute(sql`SELECT array_agg(id ORDER BY id) AS ids FROM integrations`)
const integrationIds = (integrations.rows[0]?.ids as number[] | null) ?? []
if (integrationIds.length === 0) {
  console.error('No integrations after seeding: check the seed data.')
  process.exit(1)
}
const integrationArray = sql.raw(`ARRAY[${integrationIds.join(',')}]::int[]`)
const COMPLIANCE_KINDS = ['soc2_type2', 'iso27001', 'gdpr_dpa', 'nyc_ll144_audit', 'eu_ai_act']

for (let from = 1; from <= count; from += CHUNK) {
  const to = Math.min(count, from + CHUNK - 1)
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`)
    const before = await tx.execute(sql`SELECT coalesce(max(id), 0) AS id FROM tools`)
    const afterId = Number(before.rows[0]?.id ?? 0)
    await tx.execute(sql`
      WITH inserted AS (
        INSERT INTO tools (name, slug, description, tool_summary, category_id, tool_type, price_range, pricing, source_url,
          trending_score, monthly_views, weekly_views, performance_score, creation_order, launch_date, is_sponsored,
          sponsored_order, is_founder_submitted, rating, validation_status, content_status, _status, updated_at, created_at,
          pricing_facts_model, pricing_facts_starting_price_usd_month, pricing_facts_free_tier, pricing_facts_free_trial_days)
        SELECT
          p.name || ' ' || s.name || ' ' || g,
          'synthetic-' || g,
          p.name || ' ' || s.name || ' ' || (${array(VERBS)})[1 + g % 10] || ' ' || (${array(OBJECTS)})[1 + (g / 10) % 10]
            || ' with AI, so recruiting teams spend less time on manual work and more on conversations that matter.',
          'An AI assistant that ' || (${array(VERBS)})[1 + g % 10] || ' ' || (${array(OBJECTS)})[1 + (g / 10) % 10] || '.',
          (${categoryArray})[1 + (g * 7) % ${categoryIds.length}],
          (CASE WHEN g % 100 < 65 THEN 'recruiter' WHEN g % 100 < 87 THEN 'job_seeker' ELSE 'everyone' END)::enum_tools_tool_type,
          (ARRAY['free', 'free-to-start', 'paid', 'enterprise'])[1 + (g * 13) % 4]::enum_tools_price_range,
          (ARRAY['Free', 'Free plan; paid plans from $29/month', 'From $99/month', 'Custom pricing (demo required)'])[1 + (g * 13) % 4],
          'https://example.com/tools/' || g,
          round((random() * 100)::numeric, 2), floor(random() * 50000), floor(random() * 12000), round((random() * 100)::numeric, 2),
          ${Date.now()}::bigint - g::bigint * 60000, now() - (g % 400) * interval '1 day',
          g % 1000 = 0, CASE WHEN g % 1000 = 0 THEN g / 1000 END, g % 17 = 0, round((3 + random() * 2)::numeric, 1),
          'valid', 'generated', 'published', now(), now(),
          (ARRAY['per_seat', 'per_hire', 'per_job_slot', 'per_candidate', 'flat', 'usage', 'custom'])[1 + (g * 3) % 7]::enum_tools_pricing_facts_model,
          CASE WHEN g % 5 = 0 THEN NULL ELSE (ARRAY[0, 19, 49, 99, 149, 299, 499, 999, 2500])[1 + (g * 7) % 9] END,
          (ARRAY['yes', 'no', 'unknown'])[1 + (g * 5) % 3]::enum_tools_pricing_facts_free_tier,
          CASE WHEN g % 4 = 0 THEN 14 END
        FROM generate_series(${from}::int, ${to}::int) AS g
          CROSS JOIN LATERAL (SELECT (${array(PREFIXES)})[1 + g % 15] AS name) p
          CROSS JOIN LATERAL (SELECT (${array(SUFFIXES)})[1 + (g / 15) % 15] AS name) s
        RETURNING id, creation_order
      ),
      texts AS (
        INSERT INTO tools_texts ("order", parent_id, path, text)
        SELECT n, id, 'tags', (${array(CACHE_KEYS)})[1 + (id + n * 5) % 12] FROM inserted, generate_series(1, 3) AS n
        UNION ALL
        SELECT n, id, 'features', (${array(FEATURES)})[1 + (id + n * 3) % 10] FROM inserted, generate_series(1, 4) AS n
        UNION ALL
        SELECT n, id, 'keyBenefits', (${array(BENEFITS)})[1 + (id + n) % 6] FROM inserted, generate_series(1, 3) AS n
        RETURNING 1
      ),
      compliance AS (
        -- About 1 in 5 tools states each kind: "yes" mostly, some "no".
        INSERT INTO tools_compliance (_order, _parent_id, id, kind, status, source_url)
        SELECT n, id, 'synthetic-' || id || '-' || n, (${array(COMPLIANCE_KINDS)})[n]::enum_tools_compliance_kind,
          (CASE WHEN (id + n) % 10 = 0 THEN 'no' ELSE 'yes' END)::enum_tools_compliance_status, 'https://example.com/trust/' || id
        FROM inserted, generate_series(1, 5) AS n WHERE (id * 7 + n * 3) % 5 = 0
        RETURNING 1
      )
      INSERT INTO tools_rels ("order", parent_id, path, categories_id, integrations_id)
      SELECT 1, id, 'categories', (${categoryArray})[1 + (id * 11) % ${categoryIds.length}], NULL::int FROM inserted WHERE id % 3 = 0
      UNION ALL
      SELECT n, id, 'integrations', NULL::int, (${integrationArray})[1 + (id * 13 + n * 17) % ${integrationIds.length}]
      FROM inserted, generate_series(1, 1 + id % 4) AS n`)
    await tx.execute(sql`
      UPDATE tools t SET
        category_keys = tools_category_keys_of(t.id, t.category_id),
        fact_keys = tools_fact_keys_of_row(t),
        search_text = tools_search_text_of(t.id, t.category_id)
      WHERE t.id > ${afterId}`)
    await tx.execute(sql`SELECT tools_fact_counts_add(ARRAY(SELECT tools_fact_count_change_of(t, 1) FROM tools t WHERE t.id > ${afterId}))`)
    await tx.execute(sql`
      SELECT search_words_apply(array_agg(c.word), array_agg(c.n)) FROM (
        SELECT w AS word, count(*)::int AS n FROM tools t CROSS JOIN LATERAL search_words_of(t.name, t.description, t.search_text) w
        WHERE t.id > ${afterId} AND t._status = 'published' AND t.hidden_as_dead IS NOT TRUE GROUP BY w) c`)
    // Upvote counts without the upvote rows behind them: the listings and the ranking read only the counts.
    await tx.execute(sql`INSERT INTO tool_upvote_counts (tool_id, n) SELECT id, floor(random() * 300) FROM tools WHERE id > ${afterId}`)
  })
  process.stdout.write(`\r[seed:synthetic] ${to} / ${count} tools`)
}

// A bulk load leaves the table as no steady-state database is: hint bits unset, an empty visibility
// map and row counts (reltuples) that autovacuum has not caught up with, which skews the planner's
// estimates and every page read. VACUUM cannot run in a transaction block, so one statement each.
for (const table of ['tools', 'tools_texts', 'tools_rels', 'tools_compliance']) await db.execute(sql.raw(`VACUUM (ANALYZE) ${table}`))
console.info(`\n[seed:synthetic] ${count} synthetic tools in ${((Date.now() - started) / 1000).toFixed(1)} s`)
process.exit(0)
