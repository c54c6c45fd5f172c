import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/**
 * Payload's connection pool has no 'error' listener, so when PostgreSQL restarts every idle
 * connection's error reaches the process as an uncaughtException. The pool drops the broken
 * connection and opens a new one on the next query by itself; this only says so in the log.
 */
export function logIdleConnectionErrors(payload: Payload): void {
  ;(payload.db as unknown as PostgresAdapter).pool?.on('error', (error) => payload.logger.warn(`PostgreSQL closed an idle connection: ${error.message}`))
}
