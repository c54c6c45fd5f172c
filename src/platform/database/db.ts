import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

/**
 * The Drizzle handle for raw SQL, inside the request's transaction when there is one, so raw
 * writes (counters, upserts) commit or roll back together with the Payload operation around them.
 */
export async function sqlFor(payload: Payload, req?: Partial<PayloadRequest>) {
  const adapter = payload.db as unknown as PostgresAdapter
  if (req?.transactionID) {
    const id = await req.transactionID
    const session = adapter.sessions[id]
    if (session) return session.db
  }
  return adapter.drizzle
}
