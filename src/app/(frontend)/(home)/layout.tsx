import type { ReactNode } from 'react'

import { DirectoryNavigationProvider } from '@/components/filters/directory-navigation'
import { HomeHero } from '@/components/home/home-hero'
import { ScrollToTop } from '@/components/home/scroll-to-top'
import { JsonLd } from '@/components/layout/json-ld'
import { Container } from '@/components/ui/container'
import { NewsletterBox } from '@/features/newsletter/client'
import { env } from '@/platform/env'
import { getSiteSettings } from '@/queries/site-settings'

/**
 * The home page (`/`): the hero and its search live here, above the page of one filter state, so
 * the search box is not re-created (nor loses focus) when the results change.
 */
export default async function HomeLayout({ children }: { children: ReactNode }) {
  const settings = await getSiteSettings()
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
