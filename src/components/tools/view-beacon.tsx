'use client'

import { useEffect } from 'react'

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
    const url = `/t/view/${toolId}`
    if (!navigator.sendBeacon?.(url)) void fetch(url, { method: 'POST', keepalive: true })
  }, [toolId])
  return null
}
