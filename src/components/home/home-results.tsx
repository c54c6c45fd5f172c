import { ActiveFilters } from '@/components/filters/active-filters'
import { FacetPanel } from '@/components/filters/facet-panel'
import { FilterArea } from '@/components/filters/filter-area'
import type { CategoryChoice } from '@/components/filters/filter-controls'
import { EmptyResultOffers } from '@/components/home/empty-result-offers'
import { NoTools } from '@/components/home/no-tools'
import { NoscriptTools } from '@/components/home/noscript-tools'
import { OtherAudienceResults } from '@/components/home/other-audience-results'
import { Pagination } from '@/components/home/pagination'
import { ResultCards } from '@/components/home/result-cards'
import { ResultsArea } from '@/components/home/results-area'
import { resultsSummary, showResultsLabel } from '@/components/home/results-summary'
import { SearchSuggestion } from '@/components/home/search-suggestion'
import { toolCardViews } from '@/components/tools/tool-card-view'
import {
  explainQuery,
  type AudienceMatches,
  type FacetView,
  type MatchOffer,
  type NamedIntegration,
  type ReadFactsFields,
  type SearchedToolPage,
  type ToolFilters,
  type ToolTypeValue,
  type UnderstoodQuery,
} from '@/domains/directory'

/** The no-script fallback's few tools (the cards above it work without JavaScript too). */
const NOSCRIPT_TOOLS = 3

/**
 * The home page's filters and results for one filter state: every filter in one panel (the facets
 * with their counts in it) and the active filters as chips, then the cards and pagination, then a
 * search's matches in the other audiences (`others`, first few of each), or, when nothing matches
 * anywhere, the empty state with where the filters hide matches (`offers`). The filters stay in
 * place while the next state loads. `filters` is the state the results are for: the address's,
 * with the facts its search words named (`understood`) as facets, and the form fields that keep an
 * unticked one off without JavaScript; `asked` is the address's own state.
 */
export function HomeResults({
  asked,
  filters,
  understood,
  result,
  offers,
  others,
  facets,
  categoriesByType,
  integrations,
}: {
  asked: ToolFilters
  filters: ToolFilters
  understood: { query: UnderstoodQuery; fields: ReadFactsFields } | null
  result: SearchedToolPage
  offers: MatchOffer[]
  others: AudienceMatches[]
  facets: FacetView
  categoriesByType: Record<ToolTypeValue, CategoryChoice[]>
  /** The integration catalogue, for the chips' names. */
  integrations: NamedIntegration[]
}) {
  return (
    <>
      <FilterArea
        categoriesByType={categoriesByType}
        facets={<FacetPanel filters={filters} view={facets} readFacts={understood?.fields ?? null} />}
        chips={<ActiveFilters categoriesByType={categoriesByType} integrations={integrations} />}
        resultsLabel={showResultsLabel(result)}
      />
      {understood ? (
        <p className="mt-4 text-sm font-medium text-ink" data-testid="query-understood">
          {explainQuery(understood.query)}
        </p>
      ) : null}
      {facets.unknownIntegrations.length > 0 ? (
        <p role="status" className="mt-3 text-sm text-muted" data-testid="ignored-facets">
          No integration is called {facets.unknownIntegrations.map((slug) => `“${slug}”`).join(', ')}: that filter was ignored.
        </p>
      ) : null}
      <ResultsArea asked={asked}>
        {result.suggestion ? <SearchSuggestion filters={filters} suggestion={result.suggestion} /> : null}
        {result.tools.length > 0 ? (
          <>
            <ResultCards summary={resultsSummary(result)} cards={toolCardViews(result.tools)} />
            <Pagination page={result.page} pageCount={result.pageCount} />
          </>
        ) : others.length > 0 ? null : (
          <div className="mt-6">
            {offers.length > 0 ? (
              <NoTools message="Your filters hide the tools that match. Remove one:" action={<EmptyResultOffers offers={offers} />} />
            ) : (
              <NoTools />
            )}
          </div>
        )}
        {others.length > 0 ? <OtherAudienceResults audiences={others} selected={filters.type} selectedFound={result.tools.length > 0} q={filters.q} /> : null}
        <NoscriptTools tools={result.tools.slice(0, NOSCRIPT_TOOLS)} />
      </ResultsArea>
    </>
  )
}
