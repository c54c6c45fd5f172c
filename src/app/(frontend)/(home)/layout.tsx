import type { ReactNode } from 'react'

import { ActiveFilters } from '@/components/filters/active-filters'
import { DirectoryNavigationProvider } from '@/components/filters/directory-navigation'
import { FilterArea } from '@/components/filters/filter-area'
import { HomeHero } from '@/components/home/home-hero'
import { ScrollToTop } from '@/components/home/scroll-to-top'
import { JsonLd } from '@/components/layout/json-ld'
import { Container } from '@/components/ui/container'
import { TOOL_TYPES, type ToolTypeValue } from '@/domains/directory'
import { NewsletterBox } from '@/features/newsletter/client'
import { env } from '@/platform/env'
import { getCategoryOptions } from '@/queries/categories'
import { getIntegrationOptions } from '@/queries/integrations'
import { getSiteSettings } from '@/queries/site-settings'

/**
 * The home page (`/`): the hero, search and filters live here, above the page of one filter state,
 * so they are not re-created when the results change.
 */
export default async function HomeLayout({ children }: { children: ReactNode }) {
  const [settings, integrations, ...categoryLists] = await Promise.all([
    getSiteSettings(),
    getIntegrationOptions(),
    ...TOOL_TYPES.map(({ value }) => getCategoryOptions(value)),
  ])
  const categoriesByType = Object.fromEntries(
    TOOL_TYPES.map(({ value }, index) => [value, (categoryLists[index] ?? []).map(({ name, slug }) => ({ name, slug }))]),
  ) as Record<ToolTypeValue, { name: string; slug: string }[]>
  const siteUrl = env.SERVER_URL

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
      <DirectoryNavigationProvider>
        <HomeHero />
        <Container id="results" className="scroll-mt-16 pb-16">
          <FilterArea categoriesByType={categoriesByType} />
          <ActiveFilters categoriesByType={categoriesByType} integrations={integrations.map(({ name, slug }) => ({ name, slug }))} />
          {children}
        </Container>
      </DirectoryNavigationProvider>
      <Container className="pb-16">
        <NewsletterBox />
      </Container>
      <ScrollToTop />
    </main>
  )
}
