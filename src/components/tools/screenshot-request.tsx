'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { requestScreenshot } from '@/actions/enrichment'

/** Spec §4 refetch delay: the page reloads the tool this long after a capture was queued. */
const REFETCH_DELAY_MS = 5000

/**
 * On a tool page without a screenshot but with a website, asks the server to queue a capture
 * (never blocking the page) and refreshes the tool 5 seconds after a successful request.
 * Failures are only logged, as the spec says.
 */
export function ScreenshotRequest({ toolId }: { toolId: number }) {
  const router = useRouter()
  useEffect(() => {
    let cancelled = false
    let timer: ReturnType<typeof setTimeout> | undefined
    requestScreenshot(toolId)
      .then((result) => {
        // A visitor who already left the page must not get a refresh of another page later.
        if (!cancelled && result.ok && result.data.queued) timer = setTimeout(() => router.refresh(), REFETCH_DELAY_MS)
      })
      .catch((error: unknown) => console.error('Screenshot request failed', error))
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [toolId, router])
  return null
}
