'use client'

import { useId, useState } from 'react'

import { SPONSORED_EXPLANATION, SPONSORED_LABEL } from '@/domains/directory/shared'
import { cn } from '@/platform/ui/cn'

/**
 * The "Sponsored" label of a paid placement, wherever the tool shows (cards, the tool page, compare).
 * It explains itself in a tooltip on hover and on keyboard focus (or a tap, which focuses the
 * button): the tooltip is the button's accessible description (aria-describedby), so screen
 * readers read it too, and Escape hides it (WCAG 1.4.13). The tooltip shows by CSS alone, so it
 * works before the page's JavaScript has loaded. On touch screens the button is 44 px tall, with
 * negative margins so the row around it keeps its height.
 */
export function SponsoredLabel({ className }: { className?: string }) {
  const id = useId()
  const [dismissed, setDismissed] = useState(false)
  return (
    <span className={cn('group relative z-10 inline-flex', className)} data-sponsored-label onMouseLeave={() => setDismissed(false)}>
      <button
        type="button"
        aria-describedby={id}
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
        className={cn(
          'pointer-events-none absolute top-full left-0 z-30 mt-1.5 w-max max-w-56 rounded-lg bg-ink px-2.5 py-1.5 text-xs font-medium text-white shadow-lg',
          dismissed
            ? 'hidden'
            : 'invisible opacity-0 transition-opacity group-hover:visible group-hover:opacity-100 group-focus-within:visible group-focus-within:opacity-100',
        )}
      >
        {SPONSORED_EXPLANATION}
      </span>
    </span>
  )
}
