'use client'

import type { ReactNode } from 'react'

import { useDirectoryNavigation } from '@/components/filters/directory-navigation'
import { toolFiltersToSearch } from '@/domains/directory/shared'

/**
 * The hero's frame: the whole hero on the directory's first view, folded to its search bar once the
 * visitor searches, filters, sorts or pages (`data-collapsed`), so the results start on the first screen.
 */
export function HeroFrame({ children }: { children: ReactNode }) {
  const { filters } = useDirectoryNavigation()
  return (
    <section
      data-collapsed={toolFiltersToSearch(filters) === '' ? undefined : ''}
      className="group relative overflow-hidden border-b border-line bg-gradient-to-b from-brand-50 via-white to-white"
    >
      {children}
    </section>
  )
}
