import { sql } from '@payloadcms/db-postgres'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'

import { sqlFor } from '@/platform/database/db'

export type TxReq = PayloadRequest

/**
 * The one way to run database work in a transaction. `work` gets a request that every local-API
 * call and `sqlFor` query given it joins; the transaction commits when `work` returns and rolls
 * back when it throws. Pass an existing `req` (a hook's, or one from `createLocalReq` with a user or
 * context) to run in its transaction: when it already has one, its owner commits or rolls back.
 * Nothing outside the database belongs inside (Stripe, mail, fetches): they run after the commit
 * (docs/payments.md, "No outside calls inside a transaction").
 */
export async function inTransaction<T>(payload: Payload, work: (req: TxReq) => Promise<T>, given?: PayloadRequest): Promise<T> {
  const req = given ?? (await createLocalReq({}, payload))
  const owns = await initTransaction(req)
  try {
    const result = await work(req)
    if (owns) await commitTransaction(req)
    return result
  } catch (error) {
    if (owns) await killTransaction(req)
    throw error
  }
}

/**
 * Runs `work` in one transaction holding `SELECT … FOR UPDATE` on the row, so two admins (or a
 * double click, or a vendor's second tab) acting on the same request (or change proposal) run one after the other and
 * the second sees the first one's result. Throws roll everything back.
 */
export async function withLockedRow<T>(
  payload: Payload,
  table: 'submissions' | 'sponsorships' | 'change_proposals' | 'claims',
  id: number,
  work: (req: TxReq) => Promise<T>,
): Promise<T> {
  return inTransaction(payload, async (req) => {
    const db = await sqlFor(payload, req)
    await db.execute(sql`SELECT id FROM ${sql.identifier(table)} WHERE id = ${id} FOR UPDATE`)
    return work(req)
  })
}
