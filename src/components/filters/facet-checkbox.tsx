'use client'

import { facetCountLabel, type FacetChoice } from '@/domains/directory/shared'

import { FILTER_FORM_ID } from './search-box'

/** A checkbox row (`.facet-option`, ui-classes.css): the option, then its count within the current results (the last span); a count of 0 can't be chosen. */
export function FacetCheckbox({ name, choice, isEstimate, onToggle }: { name: string; choice: FacetChoice; isEstimate: boolean; onToggle: (on: boolean) => void }) {
  return (
    <label className="facet-option">
      <input
        type="checkbox"
        name={name}
        value={choice.value}
        form={FILTER_FORM_ID}
        defaultChecked={choice.checked}
        disabled={choice.count === 0 && !choice.checked}
        onChange={(event) => onToggle(event.target.checked)}
      />
      <span>{choice.label}</span>
      <span>{facetCountLabel(choice.count, isEstimate)}</span>
    </label>
  )
}
