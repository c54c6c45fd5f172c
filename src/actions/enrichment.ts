'use server'

import config from '@payload-config'
import { getPayload } from 'payload'
import { z } from 'zod'

import { requestScreenshotFor, type ScreenshotRequestOutcome } from '@/lib/admin-tools/request-screenshot'

import { fail, type ActionResult } from '@/lib/action-result'

const inputSchema = z.coerce.number().int().positive()

/**
 * Called by the public tool page when a tool has no screenshot (spec §4). Anyone may call it; it
 * only queues a capture (idempotent, rate-limited) and returns at once. The page refetches the
 * tool 5 seconds after `queued: true`.
 */
export async function requestScreenshot(toolId: number): Promise<ActionResult<ScreenshotRequestOutcome>> {
  const parsed = inputSchema.safeParse(toolId)
  if (!parsed.success) return fail('Unknown tool')
  try {
    const payload = await getPayload({ config, cron: true })
    return { ok: true, data: await requestScreenshotFor(payload, parsed.data) }
  } catch {
    return fail('Screenshot request failed')
  }
}
