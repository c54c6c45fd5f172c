import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeDeleteHook } from 'payload'

import { sqlFor } from '@/platform/database/db'

/** A deleted category's or integration's follows go with it (a follow names exactly one), in the delete's own transaction. */
export const deleteFollows: CollectionBeforeDeleteHook = async ({ id, req, collection }) => {
  const db = await sqlFor(req.payload, req)
  if (collection.slug === 'categories') await db.execute(sql`DELETE FROM follows WHERE category_id = ${id}`)
  if (collection.slug === 'integrations') await db.execute(sql`DELETE FROM follows WHERE integration_id = ${id}`)
}
