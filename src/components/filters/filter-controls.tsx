'use client'

import type { ChangeEvent, ReactNode } from 'react'

import { Select } from '@/components/ui/field'
import {
  changeFilters,
  PAGE_SIZES,
  sortsFor,
  type ToolFilters,
} from '@/domains/directory/shared'

import { AudienceSwitch } from './audience-switch'
import { useDirectoryNavigation } from './directory-navigation'
import { FILTER_FORM_ID } from './search-box'

export interface CategoryChoice {
  name: string
  slug: string
}

const labelClass = 'mb-1 block text-xs font-semibold uppercase tracking-wide text-muted'

/**
 * Type, category, sort and page size, then the `facets` (pricing, integrations, compliance): each
 * change navigates (page back to 1).
 */
export function FilterControls({ categories, facets }: { categories: CategoryChoice[]; facets: ReactNode }) {
  const { filters, navigate } = useDirectoryNavigation()
  const set = (change: Partial<ToolFilters>) => navigate(changeFilters(filters, change))
  const onSelect = (key: 'category' | 'sort' | 'size') => (event: ChangeEvent<HTMLSelectElement>) => {
    const value = event.target.value
    if (key === 'size') set({ size: Number(value) })
    else if (key === 'category') set({ category: value })
    else set({ sort: value as ToolFilters['sort'] })
  }
  const choices = filters.category && !categories.some((option) => option.slug === filters.category)
    ? [...categories, { name: filters.category, slug: filters.category }]
    : categories

  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:flex-wrap lg:items-end lg:gap-3">
      <AudienceSwitch className="lg:shrink-0" current={filters.type} form={FILTER_FORM_ID} onSelect={(type) => set({ type })} />
      <div className="lg:min-w-44 lg:flex-1">
        <label htmlFor="filter-category" className={labelClass}>
          Category
        </label>
        <Select id="filter-category" name="category" form={FILTER_FORM_ID} value={filters.category} onChange={onSelect('category')}>
          <option value="">All</option>
          {choices.map((option) => (
            <option key={option.slug} value={option.slug}>
              {option.name}
            </option>
          ))}
        </Select>
      </div>
      <div className="lg:w-40">
        <label htmlFor="filter-sort" className={labelClass}>
          Sort by
        </label>
        <Select id="filter-sort" name="sort" form={FILTER_FORM_ID} value={filters.sort} onChange={onSelect('sort')}>
          {sortsFor(filters.q).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </div>
      <div className="lg:w-24">
        <label htmlFor="filter-size" className={labelClass}>
          Per page
        </label>
        <Select id="filter-size" name="size" form={FILTER_FORM_ID} value={String(filters.size)} onChange={onSelect('size')}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </Select>
      </div>
      <noscript>
        <button type="submit" form={FILTER_FORM_ID} className="h-10 rounded-lg bg-brand-600 px-4 text-sm font-medium text-white">
          Apply filters
        </button>
      </noscript>
      {facets}
    </div>
  )
}
