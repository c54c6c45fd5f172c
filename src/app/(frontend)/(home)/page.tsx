import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { HomeResults } from '@/components/home/home-results'
import { facetView, filtersUnderstood, parseToolFilters, pastLastPageHref, readFactsFields, TOOL_TYPES, type ToolTypeValue } from '@/domains/directory'
import { getCategoryOptions } from '@/queries/categories'
import { getIntegrationOptions } from '@/queries/integrations'
import { getEmptyResultOffers, getFacetCounts, getOtherAudienceMatches, getToolPage } from '@/queries/tools'

import { homeMetadata } from './home-metadata'

type SearchParams = Promise<Record<string, string | string[] | undefined>>

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  return homeMetadata(parseToolFilters(await searchParams))
}

/** The filters and results of the home page's filter state (`/?q=…&type=…`), under the hero and search of the layout. */
export default async function HomeResultsPage({ searchParams }: { searchParams: SearchParams }) {
  const filters = parseToolFilters(await searchParams)
  const [integrations, ...categoryLists] = await Promise.all([getIntegrationOptions(), ...TOOL_TYPES.map(({ value }) => getCategoryOptions(value))])
  const categoriesByType = Object.fromEntries(
    TOOL_TYPES.map(({ value }, index) => [value, (categoryLists[index] ?? []).map(({ name, slug }) => ({ name, slug }))]),
  ) as Record<ToolTypeValue, { name: string; slug: string }[]>
  // The facts the words name ("greenhouse soc 2 under $100") become facets; the rest is searched.
  const { filters: meant, understood } = filtersUnderstood(filters, integrations)
  // The page, its facet counts and (typed words look in every audience) the first page's other
  // audiences search the same words: as typed, with their synonyms and corrections (read once).
  const [result, counts, others] = await Promise.all([
    getToolPage(meant),
    getFacetCounts(meant),
    filters.q && meant.page === 1 ? getOtherAudienceMatches(meant) : [],
  ])
  // Back to the typed words' own address, not the facets read from them.
  const lastPage = pastLastPageHref(filters, result)
  if (lastPage) redirect(lastPage)
  // Only a state that finds nothing, in any audience, says where its filters hide matches (not a page past the end).
  const offers = result.total === 0 && others.length === 0 ? await getEmptyResultOffers(meant) : []
  return (
    <HomeResults
      asked={filters}
      filters={meant}
      understood={understood ? { query: understood, fields: readFactsFields(filters, understood) } : null}
      result={result}
      offers={offers}
      others={others}
      facets={facetView(meant, counts, integrations)}
      categoriesByType={categoriesByType}
      integrations={integrations.map(({ name, slug }) => ({ name, slug }))}
    />
  )
}
