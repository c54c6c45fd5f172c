import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'

import { HomeResults } from '@/components/home/home-results'
import { facetView, filtersFromHomeState, filtersUnderstood, isOpenEndedState, pastLastPageHref, readFactsFields } from '@/domains/directory'
import { getIntegrationOptions } from '@/queries/integrations'
import { findEmptyResultOffers, findFacetCounts, findToolPage } from '@/queries/tools'

import { homeMetadata } from '../../home-metadata'

type Params = Promise<{ state: string[] }>

/**
 * The results of a home search (`/?q=…`), rendered per request and kept in neither the full-route
 * nor the data cache: search words are unbounded, and each kept state is a file on disk. The cache
 * tier in front still keeps them, in memory with an LRU cap (docs/caching.md).
 */
export const dynamic = 'force-dynamic'

async function searchState(params: Params) {
  const filters = filtersFromHomeState((await params).state)
  return filters && isOpenEndedState(filters) ? filters : null
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return homeMetadata(await searchState(params))
}

export default async function HomeSearchPage({ params }: { params: Params }) {
  const filters = await searchState(params)
  if (!filters) notFound()
  const integrations = await getIntegrationOptions()
  // The facts the words name ("greenhouse soc 2 under $100") become facets; the rest is searched.
  const { filters: meant, understood } = filtersUnderstood(filters, integrations)
  const [result, counts] = await Promise.all([findToolPage(meant), findFacetCounts(meant)])
  // Back to the typed words' own address, not the facets read from them.
  const lastPage = pastLastPageHref(filters, result)
  if (lastPage) redirect(lastPage)
  // Only a state that finds nothing says where its filters hide matches (not a page past the end).
  const offers = result.total === 0 ? await findEmptyResultOffers(meant) : []
  return (
    <HomeResults
      filters={meant}
      understood={understood ? { query: understood, fields: readFactsFields(filters, understood) } : null}
      result={result}
      offers={offers}
      facets={facetView(meant, counts, integrations)}
    />
  )
}
