import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'

import { HomeResults } from '@/components/home/home-results'
import { facetView, filtersFromHomeState, isOpenEndedState, pastLastPageHref } from '@/domains/directory'
import { getIntegrationOptions } from '@/queries/integrations'
import { getEmptyResultOffers, getFacetCounts, getToolPage } from '@/queries/tools'

import { homeMetadata } from '../home-metadata'

type Params = Promise<{ state: string[] }>

/** A state without search words; searches have their own uncached route (../search). */
async function browseState(params: Params) {
  const filters = filtersFromHomeState((await params).state)
  return filters && !isOpenEndedState(filters) ? filters : null
}

/**
 * The results of one home filter state. Rendered on its first request, then served from the
 * full-route cache until a write expires the tags of the queries it read (tools, categories).
 */
export function generateStaticParams(): { state: string[] }[] {
  return []
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return homeMetadata(await browseState(params))
}

export default async function HomeResultsPage({ params }: { params: Params }) {
  const filters = await browseState(params)
  if (!filters) notFound()
  const [result, counts, integrations] = await Promise.all([getToolPage(filters), getFacetCounts(filters), getIntegrationOptions()])
  const lastPage = pastLastPageHref(filters, result)
  if (lastPage) redirect(lastPage)
  // Only a state that finds nothing says where its filters hide matches (not a page past the end).
  const offers = result.total === 0 ? await getEmptyResultOffers(filters) : []
  return <HomeResults filters={filters} understood={null} result={result} offers={offers} facets={facetView(filters, counts, integrations)} />
}
