'use client'

import { useEffect } from 'react'

import { MAX_REFERRER_LENGTH, sendBeacon } from '@/domains/directory/shared'

import { referrerOfThisPage } from './page-trail'

/**
 * Counts a view once per visit of a tool page, from the browser, so cached renders stay uncounted;
 * with the page that led here (`ref`), which the server reads as the view's source.
 */
export function ViewBeacon({ toolId }: { toolId: number }) {
  useEffect(() => {
    const key = `viewed:${toolId}`
    try {
      if (window.sessionStorage.getItem(key)) return
      window.sessionStorage.setItem(key, '1')
    } catch {
      // Storage unavailable: the server's per-visitor limit still keeps counts honest.
    }
    const referrer = referrerOfThisPage()
    const ref = referrer && referrer.length <= MAX_REFERRER_LENGTH ? `?ref=${encodeURIComponent(referrer)}` : ''
    sendBeacon(`/t/view/${toolId}${ref}`)
  }, [toolId])
  return null
}
