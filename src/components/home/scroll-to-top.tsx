'use client'

import { ArrowUp } from 'lucide-react'
import { useEffect, useState } from 'react'

import { cn } from '@/platform/ui/cn'

/** Appears after scrolling more than 300 px (spec §9). */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > 300)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])
  if (!visible) return null
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      aria-label="Scroll to top"
      className={cn(
        'fixed bottom-20 right-5 z-30 inline-flex size-11 items-center justify-center rounded-full border border-line bg-white text-ink shadow-lg hover:bg-brand-50 md:bottom-6',
      )}
    >
      <ArrowUp className="size-5" aria-hidden />
    </button>
  )
}
