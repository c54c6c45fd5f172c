import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { NoTools } from '@/components/home/no-tools'
import { NoscriptTools } from '@/components/home/noscript-tools'
import { Pagination } from '@/components/home/pagination'
import { resultsSummary } from '@/components/home/results-summary'
import { ToolCard } from '@/components/tools/tool-card'
import { toolCardView } from '@/components/tools/tool-card-view'
import { filtersFromHomeState } from '@/lib/home-state-path'
import { toolFiltersToSearch } from '@/lib/tool-query/params'
import { getSiteSettings } from '@/queries/site-settings'
import { getToolPage } from '@/queries/tools'

type Params = Promise<{ state: string[] }>

/**
 * The results of one home filter state. Rendered on its first request, then served from the
 * full-route cache until a write expires the tags of the queries it read (tools, categories).
 */
export function generateStaticParams(): { state: string[] }[] {
  return []
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const filters = filtersFromHomeState((await params).state)
  if (!filters) return { title: 'Page Not Found', robots: { index: false } }
  const { brandName } = await getSiteSettings()
  const title = `${brandName} — Find the Perfect AI Tool for Your Recruiting Stack`
  const description =
    'Discover and compare AI recruiting tools for sourcing, screening, interviewing, ATS integration and job search — curated and reviewed by hand.'
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: `/${toolFiltersToSearch(filters)}` },
    openGraph: { title, description, url: '/' },
    twitter: { title, description },
  }
}

export default async function HomeResultsPage({ params }: { params: Params }) {
  const filters = filtersFromHomeState((await params).state)
  if (!filters) notFound()
  const result = await getToolPage(filters)

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
          <NoTools />
        </div>
      )}
      <NoscriptTools tools={result.tools.slice(0, 5)} />
    </>
  )
}
