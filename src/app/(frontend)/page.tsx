import type { Metadata } from 'next'

import { DirectoryNavigationProvider } from '@/components/filters/directory-navigation'
import { FilterArea } from '@/components/filters/filter-area'
import { HomeHero } from '@/components/home/home-hero'
import { NoTools } from '@/components/home/no-tools'
import { NoscriptTools } from '@/components/home/noscript-tools'
import { Pagination } from '@/components/home/pagination'
import { ResultsArea } from '@/components/home/results-area'
import { resultsSummary } from '@/components/home/results-summary'
import { ScrollToTop } from '@/components/home/scroll-to-top'
import { JsonLd } from '@/components/layout/json-ld'
import { NewsletterBox } from '@/components/newsletter/newsletter-box'
import { ToolCard } from '@/components/tools/tool-card'
import { Container } from '@/components/ui/container'
import { env } from '@/lib/env'
import { parseToolFilters, toolFiltersToSearch } from '@/lib/tool-query/params'
import { getCategoryOptions } from '@/queries/categories'
import { getSiteSettings } from '@/queries/site-settings'
import { getToolPage } from '@/queries/tools'

type SearchParams = Promise<Record<string, string | string[] | undefined>>

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const filters = parseToolFilters(await searchParams)
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

export default async function HomePage({ searchParams }: { searchParams: SearchParams }) {
  const filters = parseToolFilters(await searchParams)
  const [result, categories, settings] = await Promise.all([
    getToolPage(filters),
    getCategoryOptions(filters.type),
    getSiteSettings(),
  ])
  const siteUrl = env.SERVER_URL.replace(/\/$/, '')

  return (
    <main className="flex-1">
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: settings.brandName,
          url: `${siteUrl}/`,
          potentialAction: {
            '@type': 'SearchAction',
            target: { '@type': 'EntryPoint', urlTemplate: `${siteUrl}/?q={search_term_string}` },
            'query-input': 'required name=search_term_string',
          },
        }}
      />
      <DirectoryNavigationProvider filters={filters}>
        <HomeHero />
        <Container id="results" className="scroll-mt-16 pb-16">
          <FilterArea categories={categories.map(({ name, slug }) => ({ name, slug }))} />
          <ResultsArea>
            {result.tools.length > 0 ? (
              <>
                <p className="mb-4 mt-6 text-sm text-muted" data-testid="results-summary">
                  {resultsSummary(result)}
                </p>
                <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-label="Tools">
                  {result.tools.map((tool, index) => (
                    <li key={tool.id}>
                      <ToolCard tool={tool} eager={index < 4} />
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
          </ResultsArea>
          <NoscriptTools tools={result.tools.slice(0, 5)} />
        </Container>
      </DirectoryNavigationProvider>
      <Container className="pb-16">
        <NewsletterBox />
      </Container>
      <ScrollToTop />
    </main>
  )
}
