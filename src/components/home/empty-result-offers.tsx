import { ArrowRight } from 'lucide-react'

import { FilterLink } from '@/components/filters/filter-link'
import type { MatchOffer } from '@/domains/directory'
import { toolFiltersToSearch } from '@/domains/directory/shared'

const number = new Intl.NumberFormat('en-US')

function matches({ total, isEstimate }: MatchOffer): string {
  return `${isEstimate ? 'about ' : ''}${number.format(total)} ${total === 1 ? 'match' : 'matches'}`
}

/** Where an empty result's matches are, each a link: "3 matches in For Everyone — show them". */
export function EmptyResultOffers({ offers }: { offers: MatchOffer[] }) {
  return (
    <ul className="flex flex-col items-center gap-2" aria-label="Matches hidden by filters">
      {offers.map((offer) => (
        <li key={offer.label}>
          <FilterLink
            href={`/${toolFiltersToSearch(offer.filters)}`}
            className="inline-flex min-h-11 items-center gap-2 rounded-2xl border border-brand-200 bg-white px-4 py-2 text-left text-sm font-medium text-brand-800 hover:border-brand-400 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            {matches(offer)} {offer.label} — show them
            <ArrowRight className="size-4 shrink-0" aria-hidden />
          </FilterLink>
        </li>
      ))}
    </ul>
  )
}
