import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { toolWebsite } from '@/domains/directory'
import { CACHE_KEYS } from '@/platform/cache/cache-keys'
import { announcePurge } from '@/platform/cache/purge-notices'
import { sqlFor } from '@/platform/database/db'
import { QUEUES } from '@/platform/jobs/queues'

import { minuteBudget } from './request-budget'

/** Logo fetches the tool pages may start per minute and app instance. */
export const LOGO_REQUESTS_PER_MINUTE = 30

const takeFromBudget = minuteBudget(LOGO_REQUESTS_PER_MINUTE)

export type LogoRequestOutcome =
  | { queued: true; jobId: number }
  | { queued: false; reason: 'not_found' | 'has_logo' | 'no_website' | 'already_requested' | 'rate_limited' }

/**
 * The tool page's one-time logo fetch: for a published tool with no stored logo and an
 * http(s) website, queues fetchLogo once. The attempt is marked on the tool
 * (`logoFetchRequestedAt`) by a conditional update, so two visitors at the same moment still start
 * one fetch, and a site without a usable icon is not asked again (logo management can).
 */
export async function requestLogoFor(payload: Payload, toolId: number, now = Date.now()): Promise<LogoRequestOutcome> {
  const tool = await payload
    .findByID({ collection: 'tools', id: toolId, depth: 0, overrideAccess: false, disableErrors: true })
    .catch(() => null)
  if (!tool) return { queued: false, reason: 'not_found' }
  if (tool.localLogoPath?.trim()) return { queued: false, reason: 'has_logo' }
  if (!toolWebsite(tool)) return { queued: false, reason: 'no_website' }
  if (tool.logoFetchRequestedAt) return { queued: false, reason: 'already_requested' }
  if (!takeFromBudget(now)) return { queued: false, reason: 'rate_limited' }
  const db = await sqlFor(payload)
  const { rows } = await db.execute(sql`
    UPDATE tools SET logo_fetch_requested_at = ${new Date(now).toISOString()}
    WHERE id = ${tool.id} AND logo_fetch_requested_at IS NULL
    RETURNING id`)
  if (rows.length === 0) return { queued: false, reason: 'already_requested' }
  const job = await payload.jobs.queue({ task: 'fetchLogo', input: { toolId: tool.id }, queue: QUEUES.default })
  // The cached page stops asking; the job's own write expires it again with the logo. Expired
  // through a notice that every instance (this one too) applies, not in this server action: an
  // action that revalidates sends the page it was called from back with its answer, which would
  // pull a visitor who already left back to it.
  if (tool.slug) await announcePurge({ payload }, [CACHE_KEYS.tool(tool.slug)])
  return { queued: true, jobId: Number(job.id) }
}
