import { type ListingSelection, TAGS } from '@/platform/cache/tags'

/**
 * The cache tier (Varnish with xkey, scripts/varnish) keeps a public page only when the app names
 * the page's keys in this response header, and drops every page carrying a key when that key is
 * purged. The keys are the cache tags of the queries the page reads (src/queries), so a write that
 * expires a tag in Next purges the same pages in the cache tier.
 */
export const CACHE_KEYS_HEADER = 'xkey'

const LISTINGS = [TAGS.tools, TAGS.categories]

/**
 * What a page's query string selects, as the proxy parses it with the pages' own parsers (the
 * directory domain's, which this layer can't import): the home page's listing, compare's tools.
 */
type PageQuery = { listing?: ListingSelection; compared?: string[] }

/** Public, anonymous pages by path, with the tags their queries read besides the layout's. */
const PAGES: [RegExp, (match: RegExpMatchArray, query: PageQuery) => string[]][] = [
  [/^\/$/, (_, query) => [...LISTINGS, TAGS.listing(query.listing ?? {})]],
  [/^\/tools\/([a-z0-9-]+)$/, (match) => [TAGS.tools, TAGS.tool(match[1] ?? '')]],
  // Its tool counts change with any tool's category or status.
  [/^\/categories$/, () => [...LISTINGS, TAGS.listing({})]],
  [/^\/categories\/([a-z_]+)\/([a-z0-9-]+)$/, (match) => [...LISTINGS, TAGS.listing({ type: match[1], category: match[2] })]],
  [/^\/full-list(\/[1-9][0-9]*)?$/, () => [...LISTINGS, TAGS.listing({})]],
  [/^\/integrations\/([a-z0-9-]+)$/, (match) => [TAGS.tools, TAGS.integration(match[1] ?? '')]],
  [/^\/compare$/, (_, query) => [TAGS.tools, ...(query.compared ?? []).map(TAGS.tool)]],
  [/^\/resources(\/rss\.xml)?$/, () => [TAGS.articles, TAGS.page('resources-hub')]],
  [/^\/resources\/([a-z0-9-]+)$/, (match) => [TAGS.articles, TAGS.article(match[1] ?? ''), TAGS.tools, TAGS.articleToolLinks]],
  [/^\/(privacy-policy|help-center|review-process)$/, (match) => [TAGS.page(match[1] ?? '')]],
  [/^\/(submit-tool|feature-tool)$/, () => []],
  [/^\/sitemap\.xml$/, () => [...LISTINGS, TAGS.listing({}), TAGS.articles]],
  // Its "popular tools" are the unfiltered list's first page.
  [/^\/llms\.txt$/, () => [...LISTINGS, TAGS.listing({})]],
]

/** The keys of the page at `pathname`, or null when the cache tier must not keep it. */
export function pageCacheKeys(pathname: string, query: PageQuery = {}): string[] | null {
  for (const [pattern, keys] of PAGES) {
    const match = pathname.match(pattern)
    // Every page renders the layout, which reads the site settings.
    if (match) return [TAGS.siteSettings, ...keys(match, query)]
  }
  return null
}
