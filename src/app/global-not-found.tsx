import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { connection } from 'next/server'

import { NOT_FOUND_TITLE } from '@/components/layout/not-found-metadata'
import { NotFoundPage } from '@/components/layout/not-found-page'
import { NOT_FOUND_PATH_HEADER } from '@/platform/request/not-found-page'
import { getNotFoundSuggestions } from '@/queries/not-found-suggestions'
import { getSiteSettings } from '@/queries/site-settings'

import FrontendLayout, { generateMetadata as siteMetadata } from './(frontend)/layout'

/** The site's metadata with the not-found page's own, titled as the site's template would. */
export async function generateMetadata(): Promise<Metadata> {
  await connection()
  const [site, { brandName }] = await Promise.all([siteMetadata(), getSiteSettings()])
  return { ...site, title: `${NOT_FOUND_TITLE} | ${brandName}` }
}

/**
 * The answer to an address no route claims, and to a missing record's page once the proxy has
 * routed it here (src/platform/request/not-found-page.ts). Next renders this in full on the server,
 * whereas a `notFound()` thrown while a page renders reaches the browser as an empty document that
 * only JavaScript fills in: crawlers, link checkers and readers without scripts get the message
 * and its links from here, with the tools named like the address asked for (handed over by the proxy)
 * and the categories. Rendered per request, as the site's layout reads its settings.
 */
export default async function GlobalNotFound() {
  await connection()
  const suggestions = await getNotFoundSuggestions((await headers()).get(NOT_FOUND_PATH_HEADER))
  return (
    <FrontendLayout>
      <NotFoundPage tools={suggestions.tools} categories={suggestions.categories} />
    </FrontendLayout>
  )
}
