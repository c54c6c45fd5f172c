import type { TaskConfig } from 'payload'

import { recordSiteCheck, type SiteCheckOutcome, toolWebsite } from '@/domains/directory'
import { crawlSite } from '@/domains/enrichment'
import { CrawlError } from '@/platform/safe-fetch/errors'

/** The site read by the enrichment crawler (SSRF-safe fetch); any refusal of the site is a failed check, not a task error. */
async function readSite(url: string): Promise<SiteCheckOutcome> {
  try {
    const crawl = await crawlSite(url)
    return { ok: true, reading: { url: crawl.finalUrl, pricing: crawl.pricing, features: crawl.features, text: crawl.text } }
  } catch (error) {
    if (error instanceof CrawlError) return { ok: false, error: error.message }
    throw error
  }
}

/**
 * checkSiteFreshness: re-crawls a small batch of tools' websites (docs/listings.md, "Freshness"),
 * records each check and files change proposals for an editor. A tool already checked since this
 * job was queued is skipped, so a retry after a database error counts no site twice.
 */
export const checkSiteFreshnessTask: TaskConfig<'checkSiteFreshness'> = {
  slug: 'checkSiteFreshness',
  label: 'Check tool websites (freshness)',
  retries: { attempts: 2, backoff: { type: 'exponential', delay: 30_000 } },
  inputSchema: [{ name: 'toolIds', type: 'number', hasMany: true, required: true }],
  outputSchema: [
    { name: 'checked', type: 'number', required: true },
    { name: 'failed', type: 'number', required: true },
    { name: 'proposals', type: 'number', required: true },
    { name: 'skipped', type: 'number', required: true },
  ],
  handler: async ({ input, job, req }) => {
    const queuedAt = new Date(job.createdAt)
    const output = { checked: 0, failed: 0, proposals: 0, skipped: 0 }
    for (const id of input.toolIds) {
      const { docs } = await req.payload.find({ collection: 'tools', where: { id: { equals: id } }, depth: 0, limit: 1, overrideAccess: true })
      const tool = docs[0]
      const url = tool ? toolWebsite(tool) : null
      if (!tool || !url || (tool.siteCheckedAt && new Date(tool.siteCheckedAt) >= queuedAt)) {
        output.skipped += 1
        continue
      }
      const recorded = await recordSiteCheck(req.payload, tool.id, await readSite(url))
      output.checked += 1
      if (recorded.failedChecks > 0) output.failed += 1
      if (recorded.proposalId !== null) output.proposals += 1
    }
    return { output }
  },
}
