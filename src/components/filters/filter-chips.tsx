import { X } from 'lucide-react'

import type { FilterChip } from '@/domains/directory/shared'

import { FilterLink } from './filter-link'

const chipClass =
  'inline-flex min-h-9 max-w-full items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 py-1 pl-3 pr-2 text-sm font-medium text-brand-800 hover:border-brand-400 hover:bg-brand-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 max-md:min-h-11'

/**
 * Active filters as removable chips, each a link to the same listing without it, and "Clear all"
 * when more than one is on. Any filter (the listing's facets too) is a chip: a label and the
 * address without it.
 */
export function FilterChips({ chips, clearAllHref }: { chips: FilterChip[]; clearAllHref: string }) {
  if (chips.length === 0) return null
  return (
    <ul aria-label="Active filters" className="flex flex-wrap items-center gap-2" data-testid="active-filters">
      {chips.map((chip) => (
        <li key={chip.href} className="max-w-full">
          <FilterLink href={chip.href} aria-label={`Remove filter: ${chip.label}`} className={chipClass}>
            <span className="[overflow-wrap:anywhere]">{chip.label}</span>
            <X className="size-4 shrink-0" aria-hidden />
          </FilterLink>
        </li>
      ))}
      {chips.length > 1 ? (
        <li>
          <FilterLink
            href={clearAllHref}
            className="inline-flex min-h-9 items-center rounded-full px-3 text-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 max-md:min-h-11"
          >
            Clear all
          </FilterLink>
        </li>
      ) : null}
    </ul>
  )
}
