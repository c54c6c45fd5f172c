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
  const [query, setQuery] = useState('')
  const wanted = query.trim().toLowerCase()
  const shown = wanted ? choices.filter((choice) => choice.checked || choice.label.toLowerCase().includes(wanted)) : choices

  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted">Integrates with</legend>
      {choices.length > 6 ? <IntegrationSearch query={query} onChange={setQuery} /> : null}
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

/**
 * The text box that narrows the list, shown once scripts run (it needs them). Its own component, so
 * the re-render React makes after hydrating, when the flag turns true, is this box alone rather
 * than the whole list of checkboxes.
 */
function IntegrationSearch({ query, onChange }: { query: string; onChange: (query: string) => void }) {
  // False in the server's HTML and while hydrating, true once scripts run.
  const scripted = useSyncExternalStore(noSubscription, () => true, () => false)
  if (!scripted) return null
  return (
    <input
      type="search"
      value={query}
      onChange={(event) => onChange(event.target.value)}
      placeholder="Find an integration…"
      aria-label="Find an integration"
      className="mb-2 h-9 w-full rounded-lg border border-line bg-white px-3 text-sm text-ink placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 max-md:h-11"
    />
  )
}
