'use client'

import { useEffect, useState, type RefObject } from 'react'

/** What a person taps: a floating button must never sit on top of one of these. */
const TAPPABLE = 'a[href], button, input, select, textarea, label, [role="button"]'

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top
}

/**
 * True while something tappable (a card's Upvote, Compare or Visit, a footer link) lies under the
 * fixed element: the element then steps aside (hidden, not clickable) until the page scrolls on,
 * so it never covers a control. Checked after each scroll and resize, once per frame.
 */
export function useStepAside(element: RefObject<HTMLElement | null>, active = true): boolean {
  const [aside, setAside] = useState(false)
  useEffect(() => {
    if (!active) return
    let frame = 0
    const check = () => {
      frame = 0
      const box = element.current?.getBoundingClientRect()
      // Not laid out (display: none at this width): nothing to step aside from.
      if (!box?.width) return setAside(false)
      const covered = [...document.querySelectorAll(TAPPABLE)].some((control) => {
        if (control.closest('[data-floating]')) return false
        // Not drawn: hidden, or inside a closed <details>, whose content keeps a box the page never shows.
        if (!control.checkVisibility({ visibilityProperty: true })) return false
        const rect = control.getBoundingClientRect()
        // Visually hidden controls (sr-only) are 1 px or nothing.
        return rect.width > 1 && rect.height > 1 && overlaps(rect, box)
      })
      setAside(covered)
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check)
    }
    schedule()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    }
  }, [element, active])
  return aside
}
