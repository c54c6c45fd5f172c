'use client'

import { ChevronDown } from 'lucide-react'
import { useState, type ChangeEvent } from 'react'

import { Select } from '@/components/ui/field'
import {
  activeFacetCount,
  changeFilters,
  DEFAULT_FILTERS,
  facetCountLabel,
  PRICE_FILTERS,
  type FacetChoice,
  type FacetView,
  type ReadFactsFields,
  type ToolFilters,
} from '@/domains/directory/shared'

import { useDirectoryNavigation } from './directory-navigation'
import { FacetCheckbox } from './facet-checkbox'
import { IntegrationFacet } from './integration-facet'
import { FILTER_FORM_ID } from './search-box'

const legendClass = 'mb-2 text-xs font-semibold uppercase tracking-wide text-muted'

/** Opened by the visitor in this page session: kept open as the results change (each state remounts the panel). */
let openedByVisitor = false

function optionText(choice: FacetChoice, isEstimate: boolean): string {
  return `${choice.label} (${facetCountLabel(choice.count, isEstimate)})`
}

/**
 * Every pricing filter (the price band, free tier, free trial, budget and pricing model), then the
 * integration and compliance facets, each fact option with its count in the current results: the
 * last part of the filter panel, opening below the bar's controls on wide screens. Part of the hero's GET
 * form (`form=`), so it works without JavaScript ("Apply filters"); with it, each change navigates
 * at once, from `filters`: the state the results are for, with the facts a search named as facets,
 * so unticking one drops it from the search too. Without JavaScript, `readFacts` (hidden fields)
 * does the same for the submitted form. Closed until the visitor opens it: the chips show what is on.
 */
export function FacetPanel({ filters, view, readFacts }: { filters: ToolFilters; view: FacetView; readFacts: ReadFactsFields | null }) {
  const { navigate } = useDirectoryNavigation()
  const set = (change: Partial<ToolFilters>) => navigate(changeFilters(filters, change))
  const active = activeFacetCount(filters) + (filters.price === DEFAULT_FILTERS.price ? 0 : 1)
  // Only the browser ever sets `openedByVisitor` (in onToggle), so the server and hydration agree.
  const [open, setOpen] = useState(() => openedByVisitor)
  const toggleIn = <T extends string>(list: T[], value: T, on: boolean): T[] => (on ? [...list, value] : list.filter((item) => item !== value))
  const onSelect = (key: 'maxPrice' | 'model' | 'price') => (event: ChangeEvent<HTMLSelectElement>) => {
    const value = event.target.value
    if (key === 'maxPrice') set({ maxPrice: value === '' ? null : Number(value) })
    else if (key === 'price') set({ price: value as ToolFilters['price'] })
    else set({ model: value as ToolFilters['model'] })
  }

  return (
    <details
      open={open}
      onToggle={(event) => {
        openedByVisitor = event.currentTarget.open
        setOpen(event.currentTarget.open)
      }}
      // Escape folds it back, focus returning to its summary.
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return
        event.stopPropagation()
        openedByVisitor = false
        setOpen(false)
        event.currentTarget.querySelector('summary')?.focus()
      }}
      className="group rounded-xl border border-line bg-white lg:rounded-lg lg:open:basis-full"
      data-testid="facet-panel"
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-2 text-sm font-semibold text-ink hover:bg-surface focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 lg:h-10 lg:min-h-10 lg:rounded-lg lg:px-3 lg:font-medium [&::-webkit-details-marker]:hidden">
        <span className="whitespace-nowrap">
          Pricing &amp; more filters
          {active > 0 ? <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs text-brand-800">{active} on</span> : null}
        </span>
        <ChevronDown className="size-4 shrink-0 text-muted transition-transform group-open:rotate-180" aria-hidden />
      </summary>
      {/* On wide screens, a row of its own below the bar's controls, pushing the chips and results down: nothing is hidden under it. */}
      <div className="border-t border-line">
        <div className="grid gap-6 p-4 lg:grid-cols-3">
          <fieldset className="min-w-0">
            <legend className={legendClass}>Pricing</legend>
            <label htmlFor="facet-price" className="block px-2 text-sm font-medium text-ink">
              Price
            </label>
            <Select id="facet-price" name="price" form={FILTER_FORM_ID} defaultValue={filters.price} onChange={onSelect('price')} className="mb-3 mt-1">
              {PRICE_FILTERS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
            <div className="flex flex-col gap-0.5">
              <FacetCheckbox name="free_tier" choice={view.freeTier} isEstimate={view.isEstimate} onToggle={(on) => set({ freeTier: on })} />
              <FacetCheckbox name="free_trial" choice={view.freeTrial} isEstimate={view.isEstimate} onToggle={(on) => set({ freeTrial: on })} />
            </div>
            <label htmlFor="facet-max-price" className="mt-3 block px-2 text-sm font-medium text-ink">
              Budget
            </label>
            <Select id="facet-max-price" name="max_price" form={FILTER_FORM_ID} defaultValue={filters.maxPrice === null ? '' : String(filters.maxPrice)} onChange={onSelect('maxPrice')} className="mt-1">
              <option value="">Any starting cost</option>
              {view.maxPrices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {optionText(choice, view.isEstimate)}
                </option>
              ))}
            </Select>
            <label htmlFor="facet-model" className="mt-3 block px-2 text-sm font-medium text-ink">
              Pricing model
            </label>
            <Select id="facet-model" name="model" form={FILTER_FORM_ID} defaultValue={filters.model} onChange={onSelect('model')} className="mt-1">
              <option value="">Any model</option>
              {view.models.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {optionText(choice, view.isEstimate)}
                </option>
              ))}
            </Select>
          </fieldset>
          <IntegrationFacet
            choices={view.integrations}
            isEstimate={view.isEstimate}
            onToggle={(slug, on) => set({ integrations: toggleIn(filters.integrations, slug, on) })}
          />
          <fieldset className="min-w-0">
            <legend className={legendClass}>Compliance &amp; security</legend>
            <div className="flex flex-col gap-0.5">
              {view.compliance.map((choice) => (
                <FacetCheckbox
                  key={choice.value}
                  name="compliance"
                  choice={choice}
                  isEstimate={view.isEstimate}
                  onToggle={(on) => set({ compliance: toggleIn(filters.compliance, choice.value as ToolFilters['compliance'][number], on) })}
                />
              ))}
            </div>
            <p className="mt-2 px-2 text-xs text-muted">Tools that state it, with a source.</p>
          </fieldset>
        </div>
        {view.isEstimate ? <p className="px-4 pb-4 text-xs text-muted">Counts marked ≈ are estimated from a sample of the results.</p> : null}
        <noscript>
          {readFacts ? Object.entries(readFacts).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} form={FILTER_FORM_ID} />) : null}
          <div className="px-4 pb-4">
            <button type="submit" form={FILTER_FORM_ID} className="h-11 w-full rounded-lg bg-brand-600 px-4 text-sm font-medium text-white">
              Apply filters
            </button>
          </div>
        </noscript>
      </div>
    </details>
  )
}
