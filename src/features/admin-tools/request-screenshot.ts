import type { Payload } from 'payload'

import { toolWebsite } from '@/domains/directory'
import { QUEUES } from '@/platform/jobs/queues'

import { minuteBudget } from './request-budget'

/** Per tool at most one request every 10 minutes per app instance, and 30 a minute overall. */
const PER_TOOL_MS = 10 * 60_000
const GLOBAL_PER_MINUTE = 30
/** After this many failed captures the tool page stops asking; an admin can still force one. */
const MAX_AUTOMATIC_ATTEMPTS = 3

const lastRequest = new Map<number, number>()
const takeFromBudget = minuteBudget(GLOBAL_PER_MINUTE)

function rateLimited(toolId: number, now: number): boolean {
  const previous = lastRequest.get(toolId)
  if (previous !== undefined && now - previous < PER_TOOL_MS) return true
  if (!takeFromBudget(now)) return true
  lastRequest.set(toolId, now)
  if (lastRequest.size > 5_000) lastRequest.clear()
  return false
}

export type ScreenshotRequestOutcome =
  | { queued: true; jobId: number }
  | { queued: false; reason: 'not_found' | 'has_screenshot' | 'no_website' | 'gave_up' | 'already_queued' | 'rate_limited' }

/**
 * The tool page's screenshot trigger: queues captureScreenshot when the tool has no screenshot,
 * has an http(s) website and no capture for it is waiting already. Only inserts a job row, so it
 * never holds the page up.
 */
export async function requestScreenshotFor(payload: Payload, toolId: number, now = Date.now()): Promise<ScreenshotRequestOutcome> {
  const tool = await payload
    .findByID({ collection: 'tools', id: toolId, depth: 0, overrideAccess: false, disableErrors: true })
    .catch(() => null)
  if (!tool) return { queued: false, reason: 'not_found' }
  if (tool.screenshot || tool.screenshotUrl) return { queued: false, reason: 'has_screenshot' }
  if (!toolWebsite(tool)) return { queued: false, reason: 'no_website' }
  if ((tool.screenshotCaptureAttempts ?? 0) >= MAX_AUTOMATIC_ATTEMPTS) return { queued: false, reason: 'gave_up' }
  const pending = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'captureScreenshot' } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
      ],
    },
    limit: 200,
    depth: 0,
    select: { input: true },
    overrideAccess: true,
  })
  if (pending.docs.some((job) => Number((job.input as { toolId?: number } | null)?.toolId) === tool.id)) {
    return { queued: false, reason: 'already_queued' }
  }
  if (rateLimited(tool.id, now)) return { queued: false, reason: 'rate_limited' }
  const job = await payload.jobs.queue({ task: 'captureScreenshot', input: { toolId: tool.id }, queue: QUEUES.default })
  return { queued: true, jobId: Number(job.id) }
}
