'use client'

import { clsx } from 'clsx'
import { useId, useState } from 'react'

import { SPONSORED_EXPLANATION, SPONSORED_LABEL } from '@/domains/directory/shared'

// The tooltip's widest (max-w-56) and the gap it keeps from the window's edge.
const TOOLTIP_WIDTH = 224
const EDGE_GAP = 8

/**
 * The "Sponsored" label of a paid placement, wherever the tool shows (cards, the tool page, compare).
 * It explains itself in a tooltip on hover and on keyboard focus (or a tap, which focuses the
 * button): the tooltip is the button's accessible description (aria-describedby), so screen
 * readers read it too, and Escape hides it (WCAG 1.4.13). The tooltip shows by CSS alone, so it
 * works before the page's JavaScript has loaded; hidden, it takes no room (display: none), so a
 * label near the window's right edge never widens the page. When it opens near that edge it hangs
 * to the left, from the label's right end. On touch screens the button is 44 px tall, with
 * negative margins so the row around it keeps its height.
 */
export function SponsoredLabel({ className }: { className?: string }) {
  const id = useId()
  const [dismissed, setDismissed] = useState(false)
  const [alignEnd, setAlignEnd] = useState(false)
  const place = (label: HTMLElement) => {
    setAlignEnd(label.getBoundingClientRect().left + TOOLTIP_WIDTH + EDGE_GAP > document.documentElement.clientWidth)
  }
  return (
    <span
      className={clsx('group relative z-10 inline-flex', className)}
      data-sponsored-label
      onMouseEnter={(event) => place(event.currentTarget)}
      onMouseLeave={() => setDismissed(false)}
    >
      <button
        type="button"
        aria-describedby={id}
        onFocus={(event) => place(event.currentTarget)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDismissed(true)
        }}
        onBlur={() => setDismissed(false)}
        className="inline-flex cursor-help items-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 max-md:-my-3.5 max-md:min-h-11 coarse:-my-3.5 coarse:min-h-11"
      >
        <span className="badge badge-amber">{SPONSORED_LABEL}</span>
      </button>
      <span
        role="tooltip"
        id={id}
        className={clsx(
          'pointer-events-none absolute top-full z-30 mt-1.5 hidden w-max max-w-56 rounded-lg bg-ink px-2.5 py-1.5 text-xs font-medium text-white shadow-lg',
          alignEnd ? 'right-0' : 'left-0',
          !dismissed && 'group-hover:block group-focus-within:block',
        )}
      >
        {SPONSORED_EXPLANATION}
      </span>
    </span>
  )
}
