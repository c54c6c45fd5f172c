'use client'

import { useRouter, useSearchParams } from 'next/navigation'
import { createContext, useCallback, useContext, useMemo, useTransition, type ReactNode } from 'react'

import {
  parseToolFilters,
  type ToolFilters,
  toolFiltersToSearch,
} from '@/domains/directory/shared'

interface DirectoryNavigation {
  filters: ToolFilters
  pending: boolean
  /** Moves to a filter state; typing replaces the history entry instead of adding one per key. */
  navigate: (next: ToolFilters, options?: { replace?: boolean; scroll?: boolean }) => void
}

const Context = createContext<DirectoryNavigation | null>(null)

/**
 * Shares the URL filter state and the pending flag between the controls and the grid. It sits in
 * the home layout, above the page for one filter state, so the search box and the filter drawer
 * keep their state (focus, the open drawer, the on-screen keyboard) while results change; the
 * state is read from the address's query string, with the server's parser.
 */
export function DirectoryNavigationProvider({ children }: { children: ReactNode }) {
  const router = useRouter()
  const search = useSearchParams()
  const filters = useMemo(() => parseToolFilters(search), [search])
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
  const value = useMemo(() => ({ filters, pending, navigate }), [filters, pending, navigate])
  return <Context.Provider value={value}>{children}</Context.Provider>
}

export function useDirectoryNavigation(): DirectoryNavigation {
  const value = useContext(Context)
  if (!value) throw new Error('useDirectoryNavigation needs a DirectoryNavigationProvider')
  return value
}
