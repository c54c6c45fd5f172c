'use client'

import { clsx } from 'clsx'
import { ArrowUp } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'

import { useStepAside } from '@/components/ui/use-step-aside'

/** Appears after scrolling more than 300 px; nearer the top there is little to scroll back. */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const aside = useStepAside(button, visible)
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > 300)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])
  if (!visible) return null
  return (
    <button
      ref={button}
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      data-floating
      inert={aside}
      aria-label="Scroll to top"
      className={clsx(
        // Above the compare tray while it is open (it sets its height in --compare-tray-height).
        'fixed bottom-[calc(var(--compare-tray-height,0px)+5rem)] right-5 z-30 inline-flex size-11 items-center justify-center rounded-full border border-line bg-white text-ink shadow-lg transition-opacity hover:bg-brand-50 md:bottom-[calc(var(--compare-tray-height,0px)+1.5rem)]',
        aside && 'pointer-events-none opacity-0',
      )}
    >
      <ArrowUp className="size-5" aria-hidden />
    </button>
  )
}
