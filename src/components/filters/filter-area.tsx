'use client'

import { clsx } from 'clsx'
import { SlidersHorizontal, X } from 'lucide-react'
import { useCallback, useEffect, useRef, type ReactNode } from 'react'

import { Button } from '@/components/ui/button'
import { useInView } from '@/components/ui/use-in-view'
import type { ToolTypeValue } from '@/domains/directory/shared'

import { useDirectoryNavigation } from './directory-navigation'
import { FilterControls, type CategoryChoice } from './filter-controls'

const WIDE_QUERY = '(min-width: 1024px)'

/** The control focused last inside the panel: the results' next page re-creates the panel, and focus returns to it. */
let focusedControl: string | null = null

/**
 * Every filter in one place, laid out by width: under 768 px the Filters button beside the active
 * filters opens a bottom drawer titled "Filter Tools", and once that button scrolls away a bar fixed
 * to the bottom of the screen holds one, reachable at every scroll position (the page keeps room
 * below its last control for the bar: globals.css); under 1024 px the button opens a side panel; on
 * wide screens the controls are an inline bar that sticks below the header once the hero scrolls
 * away (not while its "Pricing & more filters" part is open, a tall row of its own). The panel's button names how many tools the chosen filters find ("Show 42 results"). Without
 * JavaScript the panel is shown in place, its controls submitting the search form.
 */
export function FilterArea({
  categoriesByType,
  facets,
  chips,
  resultsLabel,
}: {
  categoriesByType: Record<ToolTypeValue, CategoryChoice[]>
  /** The facet groups (pricing, integrations, compliance) with their counts in these results. */
  facets: ReactNode
  /** The active filters, beside the Filters button on phones and tablets, under the bar on wide screens. */
  chips: ReactNode
  /** "Show 42 results": the results of the state the panel shows. */
  resultsLabel: string
}) {
  const { filters, pending, filtersOpen: open, setFiltersOpen: setOpen } = useDirectoryNavigation()
  const categories = categoriesByType[filters.type]
  const heading = useRef<HTMLHeadingElement>(null)
  const inline = useRef<HTMLDivElement>(null)
  const inlineInView = useInView(inline)

  const close = useCallback(() => {
    focusedControl = null
    setOpen(false)
  }, [setOpen])

  useEffect(() => {
    if (!open) return
    const target = (focusedControl && document.getElementById(focusedControl)) || heading.current
    target?.focus()
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close()
    let timer: ReturnType<typeof setTimeout> | undefined
    const onResize = () => {
      clearTimeout(timer)
      timer = setTimeout(() => window.matchMedia(WIDE_QUERY).matches && close(), 100)
    }
    document.addEventListener('keydown', onKey)
    window.addEventListener('resize', onResize)
    document.body.style.overflow = window.matchMedia(WIDE_QUERY).matches ? '' : 'hidden'
    return () => {
      clearTimeout(timer)
      document.removeEventListener('keydown', onKey)
      window.removeEventListener('resize', onResize)
      document.body.style.overflow = ''
    }
  }, [open, close])

  return (
    <>
      <div
        data-filter-bar
        className={clsx(
          'fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white px-4 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3 shadow-[0_-4px_16px_rgb(15_23_42/0.06)] md:hidden',
          // Shown once the Filters button beside the chips has scrolled away: one Filters button at a time.
          inlineInView ? 'hidden' : 'block',
        )}
      >
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-expanded={open}
          aria-controls="filter-panel"
          className="inline-flex h-11 w-full items-center justify-center gap-2 rounded-full bg-brand-600 px-5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <SlidersHorizontal className="size-4" aria-hidden />
          Filters
        </button>
      </div>
      {open ? <div className="fixed inset-0 z-40 bg-ink/40 lg:hidden" aria-hidden onClick={close} /> : null}
      <section
        id="filter-panel"
        aria-label="Filter Tools"
        role={open ? 'dialog' : undefined}
        aria-modal={open ? true : undefined}
        onFocus={(event) => {
          if (open) focusedControl = event.target.id || null
        }}
        className={clsx(
          'noscript:block lg:sticky lg:top-16 lg:has-[details[open]]:static lg:z-30 lg:-mx-8 lg:block lg:border-b lg:border-line lg:bg-white lg:px-8 lg:py-3',
          open
            ? 'fixed z-50 overflow-y-auto bg-white p-5 shadow-2xl max-md:inset-x-0 max-md:bottom-0 max-md:max-h-[85vh] max-md:rounded-t-2xl md:max-lg:inset-y-0 md:max-lg:right-0 md:max-lg:w-96'
            : 'hidden max-lg:mt-4',
        )}
      >
        <div className="mb-4 flex items-center justify-between noscript:hidden lg:hidden">
          <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold text-ink focus:outline-none">
            Filter Tools
          </h2>
          <button
            type="button"
            onClick={close}
            aria-label="Close filters"
            className="inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-ink"
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>
        <FilterControls categories={categories} facets={facets} />
        <Button className="mt-6 w-full noscript:hidden lg:hidden" onClick={close} disabled={pending}>
          {pending ? 'Updating…' : resultsLabel}
        </Button>
      </section>
      <div className="mt-4 flex items-start gap-3 lg:mt-3">
        <div className="min-w-0 flex-1">{chips}</div>
        <div ref={inline} className="shrink-0 noscript:hidden lg:hidden">
          <Button variant="outline" onClick={() => setOpen(true)} aria-expanded={open} aria-controls="filter-panel">
            <SlidersHorizontal className="size-4" aria-hidden />
            Filters
          </Button>
        </div>
      </div>
    </>
  )
}
