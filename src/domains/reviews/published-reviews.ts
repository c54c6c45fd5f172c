import { sql } from '@payloadcms/db-postgres'

import type { SqlExecutor } from '@/domains/directory'

import { type PublishedReview, type ReviewOrder, REVIEWS_SHOWN } from './published-review'
import { reviewerName } from './reviewer-name'
import type { ReviewRole } from './roles'

/**
 * A tool's published reviews, newest first or most helpful first (the most "helpful" marks from
 * signed-in visitors; ties newest first). Each order is read separately, so "most helpful" ranks
 * every published review, not only the newest page of them.
 */
export async function publishedReviews(db: SqlExecutor, toolId: number, order: ReviewOrder): Promise<PublishedReview[]> {
  const orderBy = order === 'helpful' ? sql`helpful_count DESC, r.created_at DESC, r.id DESC` : sql`r.created_at DESC, r.id DESC`
  const { rows } = await db.execute(sql`
    SELECT r.id, r.rating, r.title, r.body, r.role, u.name AS author_name, r.created_at, COALESCE(h.n, 0) AS helpful_count, r.vendor_reply, r.vendor_replied_at
    FROM reviews r LEFT JOIN users u ON u.id = r.user_id LEFT JOIN review_helpful_counts h ON h.review_id = r.id
    WHERE r.tool_id = ${toolId} AND r.status = 'published'
    ORDER BY ${orderBy}
    LIMIT ${REVIEWS_SHOWN}`)
  const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : typeof value === 'string' ? new Date(value).toISOString() : null)
  return rows.map((row) => ({
    id: Number(row.id),
    rating: Number(row.rating),
    title: String(row.title),
    body: String(row.body),
    role: row.role as ReviewRole,
    author: reviewerName(row.author_name as string | null),
    createdAt: iso(row.created_at) ?? '',
    helpfulCount: Number(row.helpful_count ?? 0),
    vendorReply: (row.vendor_reply as string | null) ?? null,
    vendorRepliedAt: iso(row.vendor_replied_at),
  }))
}
