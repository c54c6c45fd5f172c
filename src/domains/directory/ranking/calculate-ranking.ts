import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
import { z } from 'zod'

import { sqlFor } from '@/platform/database/db'
import { selectRow } from '@/platform/database/typed-rows'

/**
 * Recomputes every tool's scores in one statement (the formula is explained in docs/ranking.md):
 * weekly and monthly views and total clicks are rolled up from tool_stats, recent upvotes from
 * upvotes; trending and performance are normalised to 0–100 against the best tool; the ranking
 * score blends them; category rank orders tools inside their primary category. Each tool's
 * category rank is also kept for the UTC day in `tool_category_ranks` (the day's last run wins),
 * the history vendors see on Premium analytics. Returns how many tools were updated.
 */
export async function calculateRanking(payload: Payload, req?: Partial<PayloadRequest>, now = new Date()): Promise<number> {
  const db = await sqlFor(payload, req)
  const today = now.toISOString().slice(0, 10)
  const weekAgo = new Date(now.getTime() - 6 * 86_400_000).toISOString().slice(0, 10)
  const monthAgo = new Date(now.getTime() - 29 * 86_400_000).toISOString().slice(0, 10)
  const at = now.toISOString()
  const result = await selectRow(db, 'the ranking update', z.object({ updated: z.number() }), sql`
    WITH stats AS (
      SELECT tool_id,
        COALESCE(SUM(views) FILTER (WHERE day >= ${weekAgo} AND day <= ${today}), 0) AS views7,
        COALESCE(SUM(views) FILTER (WHERE day >= ${monthAgo} AND day <= ${today}), 0) AS views30,
        COALESCE(SUM(clicks) FILTER (WHERE day >= ${weekAgo} AND day <= ${today}), 0) AS clicks7,
        COALESCE(SUM(clicks) FILTER (WHERE day >= ${monthAgo} AND day <= ${today}), 0) AS clicks30,
        COALESCE(SUM(views), 0) AS views_all,
        COALESCE(SUM(clicks), 0) AS clicks_all
      FROM tool_stats GROUP BY tool_id
    ),
    votes AS (
      SELECT tool_id,
        COUNT(*) FILTER (WHERE created_at > ${at}::timestamptz - interval '7 days') AS up7,
        COUNT(*) FILTER (WHERE created_at > ${at}::timestamptz - interval '30 days') AS up30
      FROM upvotes GROUP BY tool_id
    ),
    raw AS (
      SELECT t.id, t.category_id, t.name,
        COALESCE(s.views7, 0) AS views7, COALESCE(s.views30, 0) AS views30, COALESCE(s.clicks_all, 0) AS clicks_all,
        (10 * COALESCE(v.up7, 0) + 4 * COALESCE(v.up30, 0) + 2 * COALESCE(n.n, 0)
          + 3 * COALESCE(s.clicks7, 0) + COALESCE(s.clicks30, 0)
          + 0.5 * COALESCE(s.views7, 0) + 0.1 * COALESCE(s.views30, 0))
          * (1 + 1 / (1 + GREATEST(EXTRACT(EPOCH FROM (${at}::timestamptz - COALESCE(t.launch_date, t.created_at))) / 86400, 0) / 30))
          AS trend_raw,
        5 * COALESCE(n.n, 0) + COALESCE(s.clicks_all, 0) + 0.05 * COALESCE(s.views_all, 0)
          + 10 * COALESCE(NULLIF(t.rating, 0), 0) AS perf_raw
      FROM tools t
      LEFT JOIN stats s ON s.tool_id = t.id
      LEFT JOIN votes v ON v.tool_id = t.id
      LEFT JOIN tool_upvote_counts n ON n.tool_id = t.id
    ),
    normalised AS (
      SELECT raw.*,
        ROUND(COALESCE(100 * trend_raw / NULLIF(MAX(trend_raw) OVER (), 0), 0), 2) AS trending,
        ROUND(COALESCE(100 * perf_raw / NULLIF(MAX(perf_raw) OVER (), 0), 0), 2) AS performance
      FROM raw
    ),
    scored AS (
      SELECT normalised.*, ROUND(0.6 * trending + 0.4 * performance, 2) AS ranking
      FROM normalised
    ),
    ranked AS (
      SELECT scored.*,
        CASE WHEN category_id IS NULL THEN 0
          ELSE ROW_NUMBER() OVER (PARTITION BY category_id ORDER BY ranking DESC, performance DESC, name ASC) END AS category_position
      FROM scored
    ), updated AS (
    UPDATE tools t SET
      trending_score = r.trending,
      performance_score = r.performance,
      ranking_score = r.ranking,
      category_rank = r.category_position,
      weekly_views = r.views7,
      monthly_views = r.views30,
      click_count = r.clicks_all
    FROM ranked r
    WHERE r.id = t.id
    RETURNING t.id, r.category_id, r.category_position
    ), history AS (
      INSERT INTO tool_category_ranks (tool_id, day, category_id, rank)
      SELECT id, ${today}, category_id, category_position FROM updated WHERE category_position > 0
      ON CONFLICT (tool_id, day) DO UPDATE SET category_id = EXCLUDED.category_id, rank = EXCLUDED.rank
    )
    SELECT count(*)::int AS updated FROM updated
  `)
  return result?.updated ?? 0
}
