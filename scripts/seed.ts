/** Idempotent seed of the database in DATABASE_URI (run by tsx as the main module, see migrate.ts). */
import { getPayload } from 'payload'

import { seed } from '@/seed'
import config from '@payload-config'

const payload = await getPayload({ config })
await seed(payload)
await payload.destroy()
process.exit(0)
