/**
 * Applies pending migrations (what `payload migrate` does), run by tsx as the main module.
 *
 * Not through Payload's CLI on purpose: its bin starts with `void start()`, so when the TS loader
 * stalls under heavy load the process can end with exit code 0 having done nothing. Here an await
 * that never settles is an unsettled top-level await — exit code 13 — so callers notice.
 */
import { getPayload } from 'payload'

import config from '@payload-config'

process.env.PAYLOAD_MIGRATING = 'true'
const payload = await getPayload({ config, disableOnInit: true })
await payload.db.migrate()
await payload.destroy()
process.exit(0)
