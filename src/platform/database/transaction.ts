import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { sqlFor } from '@/platform/database/db'

export type TxReq = Partial<PayloadRequest> & { transactionID: string | number }

/** Runs `work` in one database transaction: it commits when `work` returns and rolls back when it throws. */
export async function inTransaction<T>(payload: Payload, work: (req: TxReq) => Promise<T>): Promise<T> {
  const transactionID = await payload.db.beginTransaction()
  if (transactionID === null) throw new Error('The database adapter does not support transactions')
  const req: TxReq = { transactionID }
  try {
    const result = await work(req)
    await payload.db.commitTransaction(transactionID)
    return result
  } catch (error) {
    await payload.db.rollbackTransaction(transactionID)
    throw error
  }
}

/**
 * Runs `work` in one transaction holding `SELECT … FOR UPDATE` on the row, so two admins (or a
 * double click, or a vendor's second tab) acting on the same request run one after the other and
 * the second sees the first one's result. Throws roll everything back.
 */
export async function withLockedRow<T>(
  payload: Payload,
  table: 'submissions' | 'sponsorships',
  id: number,
  work: (req: TxReq) => Promise<T>,
): Promise<T> {
  return inTransaction(payload, async (req) => {
    const db = await sqlFor(payload, req)
    await db.execute(sql`SELECT id FROM ${sql.identifier(table)} WHERE id = ${id} FOR UPDATE`)
    return work(req)
  })
}
