'use client'

import { X } from 'lucide-react'
import Link from 'next/link'
import { useEffect, useRef } from 'react'

import { buttonClasses } from '@/components/ui/button'

import { MAX_COMPARE, MIN_COMPARE, clearCompare, compareHref, toggleCompare, type CompareItem } from './compare-store'

const TRAY_HEIGHT = '--compare-tray-height'

/** The tray of tools picked for comparison; opens /compare once at least two are picked. */
export function CompareTrayPanel({ list }: { list: CompareItem[] }) {
  const ready = list.length >= MIN_COMPARE
  const tray = useRef<HTMLElement>(null)
  // The tray's height, for what else floats at the bottom of the screen (the scroll-to-top button)
  // to stand above it rather than under it.
  useEffect(() => {
    const element = tray.current
    if (!element) return
    const root = document.documentElement.style
    const observer = new ResizeObserver(() => root.setProperty(TRAY_HEIGHT, `${element.offsetHeight}px`))
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.removeProperty(TRAY_HEIGHT)
    }
  }, [])
  return (
    <aside
      ref={tray}
      aria-label="Compare tray"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-white/95 shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur"
    >
      {/* Under 640 px the picked tools take a row of their own below the title and the actions, and
          scroll sideways rather than wrapping, so the tray stays two rows tall. */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-4 py-3 sm:px-6 lg:px-8">
        <p className="mr-1 text-sm font-semibold text-ink">
          Compare ({list.length}/{MAX_COMPARE})
        </p>
        <ul className="order-last flex w-full gap-2 max-sm:overflow-x-auto sm:order-none sm:w-auto sm:min-w-0 sm:flex-1 sm:flex-wrap">
          {list.map((item) => (
            <li key={item.slug} className="inline-flex min-w-0 shrink-0 items-center gap-1 rounded-full bg-surface py-1 pl-3 pr-1 text-xs font-medium text-ink ring-1 ring-line max-md:py-0 coarse:py-0">
              <span className="max-w-40 truncate">{item.name}</span>
              <button
                type="button"
                onClick={() => toggleCompare(item)}
                aria-label={`Remove ${item.name} from compare`}
                className="inline-flex size-5 shrink-0 items-center justify-center rounded-full text-muted hover:bg-white hover:text-ink max-md:size-11 coarse:size-11"
              >
                <X className="size-3 max-md:size-4 coarse:size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
        <div className="ml-auto flex items-center gap-2">
          <button type="button" onClick={clearCompare} className={buttonClasses('ghost', 'sm')}>
            Clear
          </button>
          {ready ? (
            <Link href={compareHref(list)} className={buttonClasses('primary', 'sm')}>
              Compare now
            </Link>
          ) : (
            <span className="text-xs text-muted">Pick at least {MIN_COMPARE} tools</span>
          )}
        </div>
      </div>
    </aside>
  )
}
