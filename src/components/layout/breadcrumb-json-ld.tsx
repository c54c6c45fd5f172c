import { env } from '@/platform/env'

import { JsonLd } from './json-ld'

/** A page's place in the site for search engines: Home, then each step down to the page (paths on this site). */
export function BreadcrumbJsonLd({ trail }: { trail: { name: string; path: string }[] }) {
  const steps = [{ name: 'Home', path: '/' }, ...trail]
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: steps.map(({ name, path }, index) => ({ '@type': 'ListItem', position: index + 1, name, item: `${env.SERVER_URL}${path}` })),
      }}
    />
  )
}
