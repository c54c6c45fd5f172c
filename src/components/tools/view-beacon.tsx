'use client'

import { useEffect } from 'react'

import { sendBeacon } from '@/domains/directory/shared'

/** Counts a view once per visit of a tool page, from the browser, so cached renders stay uncounted. */
export function ViewBeacon({ toolId }: { toolId: number }) {
  useEffect(() => {
    const key = `viewed:${toolId}`
    try {
      if (window.sessionStorage.getItem(key)) return
      window.sessionStorage.setItem(key, '1')
    } catch {
      // Storage unavailable: the server's per-visitor limit still keeps counts honest.
    }
    sendBeacon(`/t/view/${toolId}`)
  }, [toolId])
  return null
}
