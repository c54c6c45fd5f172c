'use client'

import { useEffect } from 'react'

import { sendBeacon } from '@/domains/directory/shared'

const VISIT_LINK = 'a[href^="/t/click/"]'

/**
 * Counts a click on any Visit link (`/t/click/{id}`, see visit-link.tsx) with a POST to the same
 * URL, as the link itself is a GET that only redirects. One listener on the document, mounted once
 * in the layout, so no card carries anything extra. A left or middle click (`auxclick`, button 1)
 * counts; a right click for "copy link" does not.
 */
export function ClickBeacon() {
  useEffect(() => {
    const count = (event: MouseEvent) => {
      if (event.type === 'auxclick' && event.button !== 1) return
      const link = event.target instanceof Element ? event.target.closest(VISIT_LINK) : null
      const href = link?.getAttribute('href')
      if (href) sendBeacon(href)
    }
    // Capture: counted even when something on the way stops the event.
    document.addEventListener('click', count, true)
    document.addEventListener('auxclick', count, true)
    return () => {
      document.removeEventListener('click', count, true)
      document.removeEventListener('auxclick', count, true)
    }
  }, [])
  return null
}
