import type { Metadata } from 'next'

import { notFoundMetadata } from '@/components/layout/not-found-metadata'
import { NotFoundPage } from '@/components/layout/not-found-page'

export const metadata: Metadata = notFoundMetadata

/**
 * The boundary a `notFound()` thrown while a page renders shows. Next renders it into every page
 * of the site ahead of need, so it stays light: the message and the search, no query. The full
 * page, with tools named like the address and the categories, is src/app/global-not-found.tsx,
 * where the cache tier sends every not-found answer (src/platform/request/not-found-page.ts).
 */
export default function NotFound() {
  return <NotFoundPage tools={[]} categories={[]} />
}
