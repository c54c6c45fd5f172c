import 'server-only'

import type { PostgresAdapter } from '@payloadcms/db-postgres'

import type { SqlExecutor } from '@/domains/directory'
import { payloadClient } from '@/server/payload-client'

/** The pooled Drizzle handle for read queries outside any request transaction. */
export async function readDb(): Promise<SqlExecutor> {
  const payload = await payloadClient()
  return (payload.db as unknown as PostgresAdapter).drizzle
}
