'use server'

import { z } from 'zod'

import { MAX_ID } from '@/domains/enrichment'
import { settle } from '@/platform/server-actions/settle'
import type { ActionResult } from '@/platform/ui/action-result'
import { publicAction } from '@/server/actions/action-client'
import { jobRunnerPayloadClient } from '@/server/payload-client'

import { taskJobSettled } from './job-status'
import { requestLogoFor, type LogoRequestOutcome } from './request-logo'
import { requestScreenshotFor, type ScreenshotRequestOutcome } from './request-screenshot'

const idOf = (unknown: string) => z.coerce.number(unknown).int(unknown).positive(unknown).max(MAX_ID, unknown)
const toolId = idOf('Unknown tool')
const jobId = idOf('Unknown job')

/**
 * Called by the public tool page when a tool has no screenshot. Anyone may call it; it
 * only queues a capture (idempotent, rate-limited) and returns at once. The page refetches the
 * tool 5 seconds after `queued: true`.
 */
export const requestScreenshot = settle(
  publicAction
    .metadata({ name: 'screenshot request', failure: 'Screenshot request failed' })
    .inputSchema(toolId)
    .action(async ({ parsedInput }): Promise<ActionResult<ScreenshotRequestOutcome>> => ({
      ok: true,
      data: await requestScreenshotFor(await jobRunnerPayloadClient(), parsedInput),
    })),
)

/**
 * Called by the public tool page when a tool has no stored logo: queues one logo fetch
 * from its website, once per tool ever, and returns at once.
 */
export const requestLogo = settle(
  publicAction
    .metadata({ name: 'logo request', failure: 'Logo request failed' })
    .inputSchema(toolId)
    .action(async ({ parsedInput }): Promise<ActionResult<LogoRequestOutcome>> => ({
      ok: true,
      data: await requestLogoFor(await jobRunnerPayloadClient(), parsedInput),
    })),
)

/** Lets the tool page know when the `task` job it started has finished, so it can reload the tool. */
const jobSettled = (task: 'fetchLogo' | 'captureScreenshot', name: string, failure: string) =>
  settle(
    publicAction
      .metadata({ name, failure })
      .inputSchema(jobId)
      .action(async ({ parsedInput }): Promise<ActionResult<{ settled: boolean }>> => ({
        ok: true,
        data: { settled: await taskJobSettled(await jobRunnerPayloadClient(), parsedInput, task) },
      })),
  )

export const logoRequestSettled = jobSettled('fetchLogo', 'logo request status', 'Logo request status unavailable')

export const screenshotRequestSettled = jobSettled('captureScreenshot', 'screenshot request status', 'Screenshot request status unavailable')
