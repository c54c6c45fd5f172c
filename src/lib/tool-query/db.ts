import 'server-only'

import config from '@payload-config'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { getPayload } from 'payload'

import type { SqlExecutor } from './run'

/** The pooled Drizzle handle for read queries outside any request transaction. */
export async function readDb(): Promise<SqlExecutor> {
  const payload = await getPayload({ config })
  return (payload.db as unknown as PostgresAdapter).drizzle as unknown as SqlExecutor
}
