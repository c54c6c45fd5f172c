'use client'

import { useRouter, useSearchParams } from 'next/navigation'
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useTransition, type ReactNode } from 'react'

import type { SearchAnswer } from '@/components/home/search-answer'
import {
  parseToolFilters,
  searchAnswerAddress,
  type ToolFilters,
  toolFiltersToSearch,
} from '@/domains/directory/shared'

/** A search answer and the state it was asked for. */
type LiveAnswer = { asked: ToolFilters; answer: SearchAnswer }

interface DirectoryNavigation {
  filters: ToolFilters
  pending: boolean
  /** Moves to a filter state; typing replaces the history entry instead of adding one per key. */
  navigate: (next: ToolFilters, options?: { replace?: boolean; scroll?: boolean }) => void
  /** The latest search answer that arrived (`ask`), shown in place of the results while typing. */
  live: LiveAnswer | null
  /**
   * Puts a state in the address without rendering the page (history.replaceState) and fetches its
   * search answer; asking again aborts the answer on its way, so the latest asked wins.
   */
  ask: (next: ToolFilters) => void
  /** The phone and tablet "Filter Tools" panel is open: kept here, so it stays open while the results it filters change. */
  filtersOpen: boolean
  setFiltersOpen: (open: boolean) => void
}

const Context = createContext<DirectoryNavigation | null>(null)

/**
 * Shares the URL filter state and the pending flag between the controls and the grid. It sits in
 * the home layout, above the page for one filter state, so the search box keeps its state (focus,
 * the on-screen keyboard) and the filter drawer stays open while results change; the state is read
 * from the address's query string, with the server's parser.
 */
export function DirectoryNavigationProvider({ children }: { children: ReactNode }) {
  const router = useRouter()
  const search = useSearchParams().toString()
  const routed = useMemo(() => parseToolFilters(new URLSearchParams(search)), [search])
  // The state typed into the address (`ask`) since the router last moved; any navigation ends it.
  const [typed, setTyped] = useState<{ filters: ToolFilters; over: string } | null>(null)
  const filters = typed !== null && typed.over === search ? typed.filters : routed
  const [pending, startTransition] = useTransition()
  const navigate = useCallback<DirectoryNavigation['navigate']>(
    (next, options = {}) => {
      const href = `/${toolFiltersToSearch(next)}`
      startTransition(() => {
        if (options.replace) router.replace(href, { scroll: options.scroll ?? false })
        else router.push(href, { scroll: options.scroll ?? false })
      })
    },
    [router],
  )
  const [live, setLive] = useState<LiveAnswer | null>(null)
  const asking = useRef<AbortController | null>(null)
  const ask = useCallback((next: ToolFilters) => {
    asking.current?.abort()
    const controller = new AbortController()
    asking.current = controller
    setTyped({ filters: next, over: search })
    // The entry keeps the router's own state, so the router leaves the address alone: synced into
    // the router, each keystroke would be a router transition, and while the page of an earlier
    // pause is on its way those wait for it, leaving the filters (and the address, which the router
    // writes back) on an older query.
    window.history.replaceState(window.history.state, '', `/${toolFiltersToSearch(next)}`)
    // The answer is the same for everyone: sent without cookies, a signed-in visitor's is cached too.
    fetch(searchAnswerAddress(next), { signal: controller.signal, credentials: 'omit' })
      .then((response) => (response.ok ? (response.json() as Promise<SearchAnswer>) : null))
      .then((answer) => {
        if (answer && asking.current === controller) setLive({ asked: next, answer })
      })
      // Aborted by a later keystroke, or no answer: the page of the words follows when typing pauses.
      .catch(() => undefined)
  }, [search])
  // Going back or forward, the history entry's own state wins over what was typed.
  useEffect(() => {
    const forget = () => setTyped(null)
    window.addEventListener('popstate', forget)
    return () => window.removeEventListener('popstate', forget)
  }, [])
  const [filtersOpen, setFiltersOpen] = useState(false)
  const value = useMemo(
    () => ({ filters, pending, navigate, live, ask, filtersOpen, setFiltersOpen }),
    [filters, pending, navigate, live, ask, filtersOpen],
  )
  return <Context.Provider value={value}>{children}</Context.Provider>
}

export function useDirectoryNavigation(): DirectoryNavigation {
  const value = useContext(Context)
  if (!value) throw new Error('useDirectoryNavigation needs a DirectoryNavigationProvider')
  return value
}
