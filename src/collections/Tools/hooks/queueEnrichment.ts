import type { CollectionAfterChangeHook } from 'payload'

import type { Tool } from '@/payload-types'
import { ENRICHMENT_QUEUED, QUEUES } from '@/platform/jobs/queues'
import { isRunningAsJob } from '@/platform/jobs/scope'
import { firstHttpUrl, httpUrl } from '@/platform/validation/http-url'

/**
 * A new tool with a website, or a tool whose website changed, gets the enrichment workflow
 * (crawl, logo, screenshot, AI) however it was written: the Payload admin, REST, the local API.
 * Not for seed and test-fixture writes (`seedWrite`), not for writers that queue it themselves
 * (`ENRICHMENT_QUEUED`), and not for the enrichment's own writes (a crawl may set the URL).
 */
export const queueEnrichment: CollectionAfterChangeHook<Tool> = async ({ doc, previousDoc, operation, req, context }) => {
  if (context.seedWrite || context[ENRICHMENT_QUEUED] || isRunningAsJob()) return doc
  const wanted =
    operation === 'create'
      ? Boolean(firstHttpUrl(doc.sourceUrl, doc.affiliateLink))
      : Boolean(httpUrl(doc.sourceUrl)) && httpUrl(doc.sourceUrl) !== httpUrl(previousDoc?.sourceUrl)
  if (!wanted) return doc
  await req.payload.jobs.queue({ workflow: 'enrichTool', input: { toolId: doc.id }, queue: QUEUES.enrichment, req })
  return doc
}
