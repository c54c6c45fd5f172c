import { sql } from '@payloadcms/db-postgres'
import { z } from 'zod'

import type { SqlExecutor } from '@/domains/directory'
import { column, selectRows } from '@/platform/database/typed-rows'

import { type PublishedReview, type ReviewOrder, REVIEWS_SHOWN } from './published-review'
import { reviewerName } from './reviewer-name'
import { REVIEW_ROLES } from './roles'

const publishedReviewRow = z.object({
  id: z.number(),
  rating: column.number,
  title: z.string(),
  body: z.string(),
  role: z.enum(REVIEW_ROLES.map(({ value }) => value)),
  author_name: z.string().nullable(),
  created_at: column.timestamp,
  helpful_count: column.number.nullable(),
  vendor_reply: z.string().nullable(),
  vendor_replied_at: column.timestamp.nullable(),
})

/**
 * A tool's published reviews, newest first or most helpful first (the most "helpful" marks from
 * signed-in visitors; ties newest first). Each order is read separately, so "most helpful" ranks
 * every published review, not only the newest page of them.
 */
export async function publishedReviews(db: SqlExecutor, toolId: number, order: ReviewOrder): Promise<PublishedReview[]> {
  const orderBy = order === 'helpful' ? sql`helpful_count DESC, r.created_at DESC, r.id DESC` : sql`r.created_at DESC, r.id DESC`
  const rows = await selectRows(db, "a tool's published reviews", publishedReviewRow, sql`
    SELECT r.id, r.rating, r.title, r.body, r.role, u.name AS author_name, r.created_at, COALESCE(h.n, 0) AS helpful_count, r.vendor_reply, r.vendor_replied_at
    FROM reviews r LEFT JOIN users u ON u.id = r.user_id LEFT JOIN review_helpful_counts h ON h.review_id = r.id
    WHERE r.tool_id = ${toolId} AND r.status = 'published'
    ORDER BY ${orderBy}
    LIMIT ${REVIEWS_SHOWN}`)
  return rows.map((row) => ({
    id: row.id,
    rating: row.rating,
    title: row.title,
    body: row.body,
    role: row.role,
    author: reviewerName(row.author_name),
    createdAt: new Date(row.created_at).toISOString(),
    helpfulCount: row.helpful_count ?? 0,
    vendorReply: row.vendor_reply,
    vendorRepliedAt: row.vendor_replied_at ? new Date(row.vendor_replied_at).toISOString() : null,
  }))
}
