'use client'

import { facetCountLabel, type FacetChoice } from '@/domains/directory/shared'
import { cn } from '@/platform/ui/cn'

import { FILTER_FORM_ID } from './search-box'

/** A checkbox row: the option, its count within the current results; a count of 0 can't be chosen. */
export function FacetCheckbox({ name, choice, isEstimate, onToggle }: { name: string; choice: FacetChoice; isEstimate: boolean; onToggle: (on: boolean) => void }) {
  const empty = choice.count === 0 && !choice.checked
  return (
    <label
      className={cn(
        'flex min-h-9 cursor-pointer items-center gap-2 rounded-md px-2 text-sm text-ink hover:bg-surface has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 max-md:min-h-11',
        empty && 'cursor-default text-slate-400 hover:bg-transparent',
      )}
    >
      <input
        type="checkbox"
        name={name}
        value={choice.value}
        form={FILTER_FORM_ID}
        defaultChecked={choice.checked}
        disabled={empty}
        onChange={(event) => onToggle(event.target.checked)}
        className="size-4 shrink-0 accent-brand-600"
      />
      <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">{choice.label}</span>
      <span className="shrink-0 tabular-nums text-xs text-muted" data-testid="facet-count">
        {facetCountLabel(choice.count, isEstimate)}
      </span>
    </label>
  )
}
