'use server'

import { z } from 'zod'

import {
  type LogoRequestOutcome,
  MAX_ID,
  requestLogoFor,
  requestScreenshotFor,
  type ScreenshotRequestOutcome,
  taskJobSettled,
} from '@/domains/enrichment'
import { fail, type ActionResult } from '@/platform/ui/action-result'
import { jobRunnerPayloadClient } from '@/server/payload-client'

const idSchema = z.coerce.number().int().positive().max(MAX_ID)

/**
 * Called by the public tool page when a tool has no screenshot. Anyone may call it; it
 * only queues a capture (idempotent, rate-limited) and returns at once. The page refetches the
 * tool 5 seconds after `queued: true`.
 */
export async function requestScreenshot(toolId: number): Promise<ActionResult<ScreenshotRequestOutcome>> {
  const parsed = idSchema.safeParse(toolId)
  if (!parsed.success) return fail('Unknown tool')
  try {
    const payload = await jobRunnerPayloadClient()
    return { ok: true, data: await requestScreenshotFor(payload, parsed.data) }
  } catch {
    return fail('Screenshot request failed')
  }
}

/**
 * Called by the public tool page when a tool has no stored logo: queues one logo fetch
 * from its website, once per tool ever, and returns at once.
 */
export async function requestLogo(toolId: number): Promise<ActionResult<LogoRequestOutcome>> {
  const parsed = idSchema.safeParse(toolId)
  if (!parsed.success) return fail('Unknown tool')
  try {
    const payload = await jobRunnerPayloadClient()
    return { ok: true, data: await requestLogoFor(payload, parsed.data) }
  } catch {
    return fail('Logo request failed')
  }
}

/** Lets the tool page know when the logo fetch it started has finished, so it can reload the tool. */
export async function logoRequestSettled(jobId: number): Promise<ActionResult<{ settled: boolean }>> {
  return requestSettled(jobId, 'fetchLogo', 'Logo request status unavailable')
}

/** Lets the tool page know when the capture it started has finished, so it can reload the tool. */
export async function screenshotRequestSettled(jobId: number): Promise<ActionResult<{ settled: boolean }>> {
  return requestSettled(jobId, 'captureScreenshot', 'Screenshot request status unavailable')
}

async function requestSettled(jobId: number, taskSlug: string, failure: string): Promise<ActionResult<{ settled: boolean }>> {
  const parsed = idSchema.safeParse(jobId)
  if (!parsed.success) return fail('Unknown job')
  try {
    const payload = await jobRunnerPayloadClient()
    return { ok: true, data: { settled: await taskJobSettled(payload, parsed.data, taskSlug) } }
  } catch {
    return fail(failure)
  }
}
