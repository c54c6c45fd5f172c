/**
 * `npm run freshness`: today's website freshness checks now, in the foreground (docs/listings.md,
 * "Freshness"): queues the daily `scheduleFreshnessChecks` task, runs it and the check batches it
 * queues, and prints what they found. Run by tsx as the main module against DATABASE_URI (or the
 * embedded development database).
 */
import { getPayload } from 'payload'

import config from '@payload-config'

const payload = await getPayload({ config })
const since = new Date().toISOString()
const queued = await payload.jobs.queue({ task: 'scheduleFreshnessChecks', input: {}, queue: 'default' })
await payload.jobs.runByID({ id: queued.id })
for (;;) {
  const result = await payload.jobs.run({ queue: 'enrichment', limit: 10, where: { taskSlug: { equals: 'checkSiteFreshness' } } })
  if (result.noJobsRemaining) break
}
const { docs } = await payload.find({
  collection: 'payload-jobs',
  where: { and: [{ taskSlug: { equals: 'checkSiteFreshness' } }, { createdAt: { greater_than_equal: since } }] },
  limit: 0,
  depth: 0,
})
const totals = { checked: 0, failed: 0, proposals: 0, skipped: 0 }
for (const job of docs) {
  const output = Object.values((job.taskStatus as Record<string, Record<string, { output?: typeof totals }>> | null)?.checkSiteFreshness ?? {})[0]?.output
  for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += output?.[key] ?? 0
}
payload.logger.info(`[freshness] ${docs.length} batches: ${totals.checked} sites checked, ${totals.failed} failed, ${totals.proposals} change proposals filed, ${totals.skipped} skipped`)
await payload.destroy()
process.exit(0)
