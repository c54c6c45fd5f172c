import { EmptyResultOffers } from '@/components/home/empty-result-offers'
import { NoTools } from '@/components/home/no-tools'
import { NoscriptTools } from '@/components/home/noscript-tools'
import { Pagination } from '@/components/home/pagination'
import { resultsSummary } from '@/components/home/results-summary'
import { ToolCard } from '@/components/tools/tool-card'
import { toolCardView } from '@/components/tools/tool-card-view'
import type { MatchOffer, ToolPage } from '@/domains/directory'

/**
 * The home page's results for one filter state: the cards and pagination, or the empty state with
 * where the filters hide matches (`offers`, for a state that finds nothing).
 */
export function HomeResults({ result, offers }: { result: ToolPage; offers: MatchOffer[] }) {
  return (
    <>
      {result.tools.length > 0 ? (
        <>
          {/* A heading, so the cards' h3 names follow the hero's h1 in order. */}
          <h2 className="mb-4 mt-6 text-sm font-normal text-muted" data-testid="results-summary">
            {resultsSummary(result)}
          </h2>
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-label="Tools">
            {result.tools.map((tool, index) => (
              <li key={tool.id}>
                <ToolCard card={toolCardView(tool)} eager={index < 4} />
              </li>
            ))}
          </ul>
          <Pagination page={result.page} pageCount={result.pageCount} />
        </>
      ) : (
        <div className="mt-6">
          {offers.length > 0 ? (
            <NoTools message="Your filters hide the tools that match. Remove one:" action={<EmptyResultOffers offers={offers} />} />
          ) : (
            <NoTools />
          )}
        </div>
      )}
      <NoscriptTools tools={result.tools.slice(0, 5)} />
    </>
  )
}
