import { ArrowRight } from 'lucide-react'

import { FilterLink } from '@/components/filters/filter-link'
import { ToolCard } from '@/components/tools/tool-card'
import { toolCardViews } from '@/components/tools/tool-card-view'
import type { AudienceMatches } from '@/domains/directory'
import { TOOL_TYPES, toolFiltersToSearch, type ToolTypeValue } from '@/domains/directory/shared'
import { formatCount } from '@/platform/text/format-count'

import { AUDIENCE_NAMES, NoAudienceMatch } from './no-audience-match'

/** "3 more for job seekers"; without "more" when the selected audience found nothing. */
function audienceHeading(audience: AudienceMatches, more: boolean): string {
  const count = `${audience.totalIsEstimate ? 'about ' : ''}${formatCount(audience.total)}`
  return `${count} ${more ? 'more ' : ''}for ${AUDIENCE_NAMES[audience.type]}`
}

/**
 * A search's matches in the audiences the selected one leaves out, each under its own counted
 * heading with its first few cards and a link to all of them in that audience's listing. Shown
 * after the selected audience's results, or in their place when it has none: "No Tools Found"
 * is only for a search that finds nothing anywhere.
 */
export function OtherAudienceResults({ audiences, selected, selectedFound, q }: { audiences: AudienceMatches[]; selected: ToolTypeValue; selectedFound: boolean; q: string }) {
  return (
    <div className={selectedFound ? 'mt-12' : 'mt-6'} data-testid="other-audiences">
      {selectedFound ? null : <NoAudienceMatch selected={selected} q={q} />}
      {audiences.map((audience) => {
        const headingId = `other-audience-${audience.type}`
        const label = TOOL_TYPES.find((option) => option.value === audience.type)!.label
        return (
          <section key={audience.type} aria-labelledby={headingId} className="mt-8 first:mt-0">
            <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <h2 id={headingId} className="text-lg font-semibold text-ink">
                {audienceHeading(audience, selectedFound)}
              </h2>
              <FilterLink
                href={`/${toolFiltersToSearch(audience.filters)}`}
                className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
              >
                Show all in {label}
                <ArrowRight className="size-4 shrink-0" aria-hidden />
              </FilterLink>
            </div>
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-labelledby={headingId}>
              {toolCardViews(audience.tools).map((card) => (
                <li key={card.id}>
                  <ToolCard card={card} />
                </li>
              ))}
            </ul>
          </section>
        )
      })}
    </div>
  )
}
