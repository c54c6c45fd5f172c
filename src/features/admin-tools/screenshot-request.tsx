'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { pollUntilSettled } from './poll-settled'
import { requestScreenshot, screenshotRequestSettled } from './tool-media-requests'

/** The page reloads the tool this long after a capture was queued: long enough for a quick capture to land. */
const REFETCH_DELAY_MS = 5000
/** A capture often takes longer than that: the page keeps asking until the job is done. */
const POLL_MS = 3_000
const MAX_POLLS = 40

/**
 * On a tool page without a screenshot but with a website, asks the server to queue a capture
 * (never blocking the page) and refreshes the tool 5 seconds after a successful request. When the
 * capture hasn't finished by then it keeps polling the job and refreshes once more when it has.
 * Failures are only logged: the page says a screenshot will follow, and works without one.
 */
export function ScreenshotRequest({ toolId }: { toolId: number }) {
  const router = useRouter()
  useEffect(() => {
    let cancelled = false
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopPolling = () => undefined as void
    requestScreenshot(toolId)
      .then((result) => {
        // A visitor who already left the page must not get a refresh of another page later.
        if (cancelled || !result.ok || !result.data.queued) return
        const { jobId } = result.data
        timer = setTimeout(() => {
          router.refresh()
          stopPolling = pollUntilSettled(() => screenshotRequestSettled(jobId), () => router.refresh(), { intervalMs: POLL_MS, maxPolls: MAX_POLLS })
        }, REFETCH_DELAY_MS)
      })
      .catch((error: unknown) => console.error('Screenshot request failed', error))
    return () => {
      cancelled = true
      clearTimeout(timer)
      stopPolling()
    }
  }, [toolId, router])
  return null
}
