'use client'

import { Search, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'

import { changeFilters, MAX_QUERY_LENGTH } from '@/domains/directory/shared'

import { useDirectoryNavigation } from './directory-navigation'

export const FILTER_FORM_ID = 'tool-filters'

/**
 * The hero search: filters on every keystroke (the URL follows, replacing history), has a clear
 * button, and without JavaScript submits the GET form it belongs to.
 */
export function SearchBox() {
  const { filters, navigate } = useDirectoryNavigation()
  const [value, setValue] = useState(filters.q)
  const input = useRef<HTMLInputElement>(null)
  const typed = useRef(filters.q)

  // Back/forward or a link changed the query: show it, unless it is what was just typed.
  useEffect(() => {
    if (filters.q !== typed.current.replace(/\s+/g, ' ').trim()) {
      typed.current = filters.q
      setValue(filters.q)
    }
  }, [filters.q])

  const update = (next: string) => {
    setValue(next)
    typed.current = next
    navigate(changeFilters(filters, { q: next.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH) }), { replace: true })
  }

  return (
    <div className="relative">
      <label htmlFor="tool-search" className="sr-only">
        Search tools
      </label>
      <Search className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-slate-400" aria-hidden />
      <input
        ref={input}
        id="tool-search"
        type="search"
        name="q"
        form={FILTER_FORM_ID}
        value={value}
        maxLength={MAX_QUERY_LENGTH}
        autoComplete="off"
        placeholder="Search tools, e.g. ATS integration, sourcing, interview scheduling…"
        onChange={(event) => update(event.target.value)}
        className="h-14 w-full rounded-2xl border border-line bg-white pl-12 pr-12 text-base text-ink shadow-lg shadow-brand-900/5 placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-100 [&::-webkit-search-cancel-button]:appearance-none"
      />
      {value ? (
        <button
          type="button"
          onClick={() => {
            update('')
            input.current?.focus()
          }}
          aria-label="Clear search"
          className="absolute right-3 top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-ink"
        >
          <X className="size-4" aria-hidden />
        </button>
      ) : null}
    </div>
  )
}
