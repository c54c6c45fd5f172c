'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { Suspense, useEffect } from 'react'

// The last two in-app addresses: a client-side navigation leaves document.referrer at the page the
// visit started on, so the tool page's view beacon asks here which page led to it.
let current: string | null = null
let previous: string | null = null

function PageTrailRecorder() {
  const pathname = usePathname()
  const search = useSearchParams()
  useEffect(() => {
    const here = window.location.href
    if (here === current) return
    previous = current
    current = here
  }, [pathname, search])
  return null
}

/** Records each page of the visit (mounted once in the layout); renders nothing. */
export function PageTrail() {
  return (
    <Suspense fallback={null}>
      <PageTrailRecorder />
    </Suspense>
  )
}

/**
 * The page that led to this one: the previous in-app address after a client-side navigation (the
 * recorder may not have seen this page yet, or may have), else what the browser says.
 */
export function referrerOfThisPage(): string {
  const here = window.location.href
  if (current && current !== here) return current
  if (current === here && previous) return previous
  return document.referrer
}
