'use client'

import { clsx } from 'clsx'
import { SlidersHorizontal, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import { useInView } from '@/components/ui/use-in-view'
import type { ToolTypeValue } from '@/domains/directory/shared'

import { useDirectoryNavigation } from './directory-navigation'
import { FilterControls, type CategoryChoice } from './filter-controls'

const WIDE_QUERY = '(min-width: 1024px)'

/**
 * One set of controls laid out by width: under 768 px a Filters button below the search
 * opens a bottom drawer titled "Filter Tools", and once that button scrolls away a bar fixed to the
 * bottom of the screen holds one, reachable at every scroll position (the page keeps room below its
 * last control for the bar: globals.css); under 1024 px the Filters button opens a
 * side panel; on wide screens the bar is inline and sticks below the header once the hero scrolls away.
 */
export function FilterArea({ categoriesByType }: { categoriesByType: Record<ToolTypeValue, CategoryChoice[]> }) {
  const [open, setOpen] = useState(false)
  const { filters, pending } = useDirectoryNavigation()
  const categories = categoriesByType[filters.type]
  const heading = useRef<HTMLHeadingElement>(null)
  const inline = useRef<HTMLDivElement>(null)
  const inlineInView = useInView(inline)

  useEffect(() => {
    if (!open) return
    heading.current?.focus()
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    let timer: ReturnType<typeof setTimeout> | undefined
    const onResize = () => {
      clearTimeout(timer)
      timer = setTimeout(() => window.matchMedia(WIDE_QUERY).matches && setOpen(false), 100)
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
  }, [open])

  return (
    <>
      <div
        data-filter-bar
        className={clsx(
          'fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white/95 px-4 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3 shadow-[0_-4px_16px_rgb(15_23_42/0.06)] backdrop-blur md:hidden',
          // Shown once the Filters button below the search has scrolled away: one Filters button at a time.
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
      <div ref={inline} className="mt-4 flex justify-end lg:hidden">
        <Button variant="outline" onClick={() => setOpen(true)} aria-expanded={open} aria-controls="filter-panel">
          <SlidersHorizontal className="size-4" aria-hidden />
          Filters
        </Button>
      </div>
      {open ? (
        <div className="fixed inset-0 z-40 bg-ink/40 lg:hidden" aria-hidden onClick={() => setOpen(false)} />
      ) : null}
      <section
        id="filter-panel"
        aria-label="Filter Tools"
        role={open ? 'dialog' : undefined}
        aria-modal={open ? true : undefined}
        className={clsx(
          'lg:sticky lg:top-16 lg:z-30 lg:-mx-8 lg:block lg:border-b lg:border-line lg:bg-white lg:px-8 lg:py-4',
          open
            ? 'fixed z-50 overflow-y-auto bg-white p-5 shadow-2xl max-md:inset-x-0 max-md:bottom-0 max-md:max-h-[85vh] max-md:rounded-t-2xl md:max-lg:inset-y-0 md:max-lg:right-0 md:max-lg:w-96'
            : 'hidden',
        )}
      >
        <div className="mb-4 flex items-center justify-between lg:hidden">
          <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold text-ink focus:outline-none">
            Filter Tools
          </h2>
          <button
            type="button"
            onClick={() => setOpen(false)}
            aria-label="Close filters"
            className="inline-flex size-9 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-ink"
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>
        <FilterControls categories={categories} />
        <Button className="mt-6 w-full lg:hidden" onClick={() => setOpen(false)} disabled={pending}>
          {pending ? 'Updating…' : 'Show results'}
        </Button>
      </section>
    </>
  )
}
