'use client'

import { clsx } from 'clsx'
import type { ReactNode } from 'react'

import { useDirectoryNavigation } from '@/components/filters/directory-navigation'
import { FilterLink } from '@/components/filters/filter-link'
import { toolFiltersToSearch } from '@/domains/directory/shared'

/** A pagination link: a real link without JavaScript, a transition (with placeholders) with it. */
export function PageLink({
  page,
  children,
  label,
  current = false,
  className,
}: {
  page: number
  children: ReactNode
  label: string
  current?: boolean
  className?: string
}) {
  const { filters } = useDirectoryNavigation()
  return (
    <FilterLink
      href={`/${toolFiltersToSearch({ ...filters, page })}`}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      onNavigate={() => document.getElementById('results')?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
      className={clsx(
        'inline-flex h-10 min-w-10 max-md:h-11 max-md:min-w-11 items-center justify-center rounded-lg px-3 text-sm font-medium',
        current ? 'bg-brand-600 text-white' : 'border border-line bg-white text-ink hover:border-brand-300 hover:bg-brand-50',
        className,
      )}
    >
      {children}
    </FilterLink>
  )
}
