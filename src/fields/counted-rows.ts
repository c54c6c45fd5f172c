import { sql } from '@payloadcms/db-postgres'
import type { Field } from 'payload'

import { countRow } from '@/platform/database/common-rows'
import { sqlFor } from '@/platform/database/db'
import { selectRow } from '@/platform/database/typed-rows'

/** The counter tables PostgreSQL keeps by trigger (migrations/20261129_061517_vote_counts.ts), by the row they count for. */
const COUNTERS = {
  upvotes: sql`SELECT n FROM tool_upvote_counts WHERE tool_id = `,
  helpful: sql`SELECT n FROM review_helpful_counts WHERE review_id = `,
} as const

/**
 * A count of other rows (a tool's upvotes, a review's helpful marks), shown on the document but
 * never stored on it: a trigger on the counted rows keeps it in its own table, so no save of the
 * document, whatever it read before, can write an old count back. Read in the request's
 * transaction, so a vote's own request sees its vote.
 */
export function countedRowsField(name: string, counter: keyof typeof COUNTERS, description: string, position?: 'sidebar'): Field {
  return {
    name,
    type: 'number',
    virtual: true,
    // Not a column: the admin offers no sort or filter on it, and the REST API answers such a query 400.
    admin: { readOnly: true, description, position, disableListFilter: true },
    hooks: {
      afterRead: [
        async ({ originalDoc, req }) => {
          const id = (originalDoc as { id?: unknown } | undefined)?.id
          if (typeof id !== 'number') return 0
          const db = await sqlFor(req.payload, req)
          return (await selectRow(db, `a ${counter} count`, countRow, sql`${COUNTERS[counter]}${id}`))?.n ?? 0
        },
      ],
    },
  }
}
