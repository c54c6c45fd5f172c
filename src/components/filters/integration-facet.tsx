'use client'

import { useState, useSyncExternalStore } from 'react'

import type { FacetChoice } from '@/domains/directory/shared'

import { FacetCheckbox } from './facet-checkbox'

const noSubscription = () => () => {}

/**
 * The integration facet: a checkbox per integration a tool of the results lists, most common
 * first, in a scrolling list. With JavaScript a text box narrows the list by name; without it the
 * whole list is there to tick.
 */
export function IntegrationFacet({
  choices,
  isEstimate,
  onToggle,
}: {
  choices: FacetChoice[]
  isEstimate: boolean
  onToggle: (slug: string, on: boolean) => void
}) {
  // False in the server's HTML and while hydrating, true once scripts run: the text box needs them.
  const scripted = useSyncExternalStore(noSubscription, () => true, () => false)
  const [query, setQuery] = useState('')
  const wanted = query.trim().toLowerCase()
  const shown = wanted ? choices.filter((choice) => choice.checked || choice.label.toLowerCase().includes(wanted)) : choices

  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted">Integrates with</legend>
      {scripted && choices.length > 6 ? (
        <input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Find an integration…"
          aria-label="Find an integration"
          className="mb-2 h-9 w-full rounded-lg border border-line bg-white px-3 text-sm text-ink placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 max-md:h-11"
        />
      ) : null}
      {choices.length === 0 ? (
        <p className="px-2 text-sm text-muted">No tool in these results lists an integration.</p>
      ) : (
        <div className="flex max-h-64 flex-col gap-0.5 overflow-y-auto pr-1" data-testid="integration-options">
          {shown.map((choice) => (
            <FacetCheckbox key={choice.value} name="integration" choice={choice} isEstimate={isEstimate} onToggle={(on) => onToggle(choice.value, on)} />
          ))}
          {shown.length === 0 ? <p className="px-2 text-sm text-muted">No integration named “{query.trim()}”.</p> : null}
        </div>
      )}
    </fieldset>
  )
}
