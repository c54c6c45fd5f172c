import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { expect, it } from 'vitest'

import { testPayload } from '../helpers/payload'

it('an idle connection closed by PostgreSQL (a restart) is logged, not an uncaught exception', async () => {
  const payload = await testPayload()
  const pool = (payload.db as unknown as PostgresAdapter).pool
  // What pg's pool emits when the server ends an idle connection; with no listener, emit throws.
  expect(() => pool.emit('error', new Error('terminating connection due to administrator command'))).not.toThrow()
  expect((await payload.count({ collection: 'categories' })).totalDocs).toBeGreaterThanOrEqual(0)
})
