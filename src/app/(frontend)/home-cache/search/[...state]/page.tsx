import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { HomeResults } from '@/components/home/home-results'
import { filtersFromHomeState } from '@/domains/directory'
import { findEmptyResultOffers, findToolPage } from '@/queries/tools'

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
  return filters?.q ? filters : null
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return homeMetadata(await searchState(params))
}

export default async function HomeSearchPage({ params }: { params: Params }) {
  const filters = await searchState(params)
  if (!filters) notFound()
  const result = await findToolPage(filters)
  // Only a state that finds nothing says where its filters hide matches (not a page past the end).
  return <HomeResults result={result} offers={result.total === 0 ? await findEmptyResultOffers(filters) : []} />
}
