import { load } from 'cheerio'

import type { SafeFetchOptions } from '@/platform/safe-fetch/safe-fetch'

import { fetchHtml } from './crawl-site'

export interface PageMeta {
  /** Where the page was read after redirects. */
  finalUrl: string
  /** Every `content` of a `<meta name="…">` with the name asked for, trimmed. */
  values: string[]
}

/**
 * Reads one page through the crawler's SSRF-safe fetch and returns the contents of its
 * `<meta name>` tags with `name` (a site-verification tag, for instance). Throws CrawlError when the
 * page can't be fetched or is not HTML.
 */
export async function readMetaValues(url: string, name: string, options: SafeFetchOptions = {}): Promise<PageMeta> {
  const page = await fetchHtml(url, options)
  const $ = load(page.html)
  const values = $('meta[name]')
    .toArray()
    .filter((element) => ($(element).attr('name') ?? '').trim().toLowerCase() === name.toLowerCase())
    .map((element) => ($(element).attr('content') ?? '').trim())
    .filter(Boolean)
  return { finalUrl: page.url, values }
}
