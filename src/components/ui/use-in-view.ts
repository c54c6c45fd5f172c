'use client'

import { useEffect, useState, type RefObject } from 'react'

/** True while any part of the element is on screen (and before the first check, as the server renders it). */
export function useInView(element: RefObject<HTMLElement | null>): boolean {
  const [inView, setInView] = useState(true)
  useEffect(() => {
    const target = element.current
    if (!target) return
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? true))
    observer.observe(target)
    return () => observer.disconnect()
  }, [element])
  return inView
}
