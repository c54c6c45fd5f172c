'use client'

import { useRouter } from 'next/navigation'
import { createContext, useCallback, useContext, useMemo, useTransition, type ReactNode } from 'react'

import { toolFiltersToSearch, type ToolFilters } from '@/lib/tool-query/params'

interface DirectoryNavigation {
  filters: ToolFilters
  pending: boolean
  /** Moves to a filter state; typing replaces the history entry instead of adding one per key. */
  navigate: (next: ToolFilters, options?: { replace?: boolean; scroll?: boolean }) => void
}

const Context = createContext<DirectoryNavigation | null>(null)

/** Shares the URL filter state and the pending flag between the controls and the grid. */
export function DirectoryNavigationProvider({ filters, children }: { filters: ToolFilters; children: ReactNode }) {
  const router = useRouter()
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
