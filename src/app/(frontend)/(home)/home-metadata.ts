import type { Metadata } from 'next'

import { type ToolFilters, toolFiltersToSearch } from '@/domains/directory'
import { getSiteSettings } from '@/queries/site-settings'

/** The home page's metadata for a filter state; the canonical address is the state's normalised query string. */
export async function homeMetadata(filters: ToolFilters): Promise<Metadata> {
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
