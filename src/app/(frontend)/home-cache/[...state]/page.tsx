import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { HomeResults } from '@/components/home/home-results'
import { filtersFromHomeState } from '@/domains/directory'
import { getEmptyResultOffers, getToolPage } from '@/queries/tools'

import { homeMetadata } from '../home-metadata'

type Params = Promise<{ state: string[] }>

/** A state without search words; searches have their own uncached route (../search). */
async function browseState(params: Params) {
  const filters = filtersFromHomeState((await params).state)
  return filters && !filters.q ? filters : null
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
  const result = await getToolPage(filters)
  // Only a state that finds nothing says where its filters hide matches (not a page past the end).
  return <HomeResults result={result} offers={result.total === 0 ? await getEmptyResultOffers(filters) : []} />
}
