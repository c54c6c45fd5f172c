'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { pollUntilSettled } from './poll-settled'
import { logoRequestSettled, requestLogo } from './tool-media-requests'

const POLL_MS = 2_000
const MAX_POLLS = 30

/**
 * A tool without a stored logo gets one logo fetch from its website, once per tool. This
 * asks the server to queue it (never blocking the page), waits for that job to finish and then
 * reloads the tool so its new logo shows. Failures are only logged: the page works without a logo.
 */
export function LogoRequest({ toolId, needed }: { toolId: number; needed: boolean }) {
  const router = useRouter()
  useEffect(() => {
    if (!needed) return
    let cancelled = false
    let stopPolling = () => undefined as void
    requestLogo(toolId)
      .then((result) => {
        if (cancelled || !result.ok || !result.data.queued) return
        const { jobId } = result.data
        stopPolling = pollUntilSettled(() => logoRequestSettled(jobId), () => router.refresh(), { intervalMs: POLL_MS, maxPolls: MAX_POLLS })
      })
      .catch((error: unknown) => console.error('Logo request failed', error))
    return () => {
      cancelled = true
      stopPolling()
    }
  }, [toolId, needed, router])
  return null
}
