'use client'

import { Search, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'

import { changeFilters, MAX_QUERY_LENGTH } from '@/domains/directory/shared'

import { useDirectoryNavigation } from './directory-navigation'

export const FILTER_FORM_ID = 'tool-filters'

/** How long typing must pause before the results follow from the search answer: one fetch per burst of keys. */
const ANSWER_DEBOUNCE_MS = 60
/** How long typing must pause before the whole page follows (facet counts, offers): one render per pause, not per key. */
const PAGE_DEBOUNCE_MS = 1000

const queryOf = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH)

/**
 * The hero search: the box owns its text; the URL and the results follow it from the search
 * answer as the visitor types (the latest answer wins), and the whole page once typing pauses
 * (replacing history); it has a clear button, and without JavaScript submits the GET form it
 * belongs to. While the page is on its way, the URL may still show an older query: only a URL that
 * has settled (nothing typed since, no navigation pending) is shown in the box, so a late answer
 * can never take back letters that were typed after it was asked for.
 */
export function SearchBox() {
  const { filters, pending, navigate, ask } = useDirectoryNavigation()
  const [value, setValue] = useState(filters.q)
  const input = useRef<HTMLInputElement>(null)
  const typed = useRef(filters.q)
  const waiting = useRef<ReturnType<typeof setTimeout> | null>(null)
  const answering = useRef<ReturnType<typeof setTimeout> | null>(null)
  const latestFilters = useRef(filters)

  useEffect(() => {
    latestFilters.current = filters
  }, [filters])

  // Back/forward, a chip or a link changed the query: show it, once nothing typed is still on its way.
  useEffect(() => {
    if (pending || waiting.current) return
    if (filters.q !== queryOf(typed.current)) {
      typed.current = filters.q
      setValue(filters.q)
    }
  }, [filters.q, pending])

  // Going back or forward drops what was about to be sent: the history entry wins.
  useEffect(() => {
    const cancel = () => {
      if (waiting.current) clearTimeout(waiting.current)
      if (answering.current) clearTimeout(answering.current)
      waiting.current = null
      answering.current = null
    }
    window.addEventListener('popstate', cancel)
    return () => {
      window.removeEventListener('popstate', cancel)
      cancel()
    }
  }, [])

  const typedState = () => changeFilters(latestFilters.current, { q: queryOf(typed.current) })
  const answer = () => {
    answering.current = null
    ask(typedState())
  }
  const send = () => {
    waiting.current = null
    navigate(typedState(), { replace: true })
  }

  const update = (next: string, at: 'now' | 'after-pause') => {
    setValue(next)
    typed.current = next
    if (waiting.current) clearTimeout(waiting.current)
    if (answering.current) clearTimeout(answering.current)
    waiting.current = null
    answering.current = null
    if (at === 'now') {
      answer()
      send()
    } else {
      answering.current = setTimeout(answer, ANSWER_DEBOUNCE_MS)
      waiting.current = setTimeout(send, PAGE_DEBOUNCE_MS)
    }
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
        onChange={(event) => update(event.target.value, 'after-pause')}
        className="h-14 w-full rounded-2xl border border-line bg-white pl-12 pr-12 text-base text-ink shadow-lg shadow-brand-900/5 placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-100 [&::-webkit-search-cancel-button]:appearance-none"
      />
      {value ? (
        <button
          type="button"
          onClick={() => {
            update('', 'now')
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
