import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { sqlFor } from '@/platform/database/db'

/**
 * Locks the account's row for the rest of `req`'s transaction, before Payload reads it to sign in.
 * Payload appends the new session to the list it read and writes the list back, so two sign-ins of
 * one account at once would otherwise each write a list without the other's session.
 */
export async function lockAccountForSignIn(payload: Payload, req: Partial<PayloadRequest>, email: string): Promise<void> {
  const db = await sqlFor(payload, req)
  await db.execute(sql`SELECT id FROM users WHERE email = ${email.trim().toLowerCase()} FOR UPDATE`)
}
