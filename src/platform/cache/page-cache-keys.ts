import { type ListingSelection, CACHE_KEYS } from '@/platform/cache/cache-keys'

/**
 * The cache tier (Varnish with xkey, scripts/varnish) keeps a public page only when the app names
 * the page's keys in this response header, and drops every page carrying a key when that key is
 * purged. A page's keys name what its queries read (src/queries), so a write purges exactly the
 * pages that can show it.
 */
export const CACHE_KEYS_HEADER = 'xkey'

const LISTINGS = [CACHE_KEYS.tools, CACHE_KEYS.categories]

/**
 * What a page's query string selects, as the proxy parses it with the pages' own parsers (the
 * directory domain's, which this layer can't import): the home page's listing, compare's tools.
 */
type PageQuery = { listing?: ListingSelection; compared?: string[] }

/** Public, anonymous pages by path, with the keys their queries read besides the layout's. */
const PAGES: [RegExp, (match: RegExpMatchArray, query: PageQuery) => string[]][] = [
  [/^\/$/, (_, query) => [...LISTINGS, CACHE_KEYS.listing(query.listing ?? {})]],
  // The home page's results as JSON, fetched while a visitor types: the same reads.
  [/^\/search$/, (_, query) => [...LISTINGS, CACHE_KEYS.listing(query.listing ?? {})]],
  [/^\/tools\/([a-z0-9-]+)$/, (match) => [CACHE_KEYS.tools, CACHE_KEYS.tool(match[1] ?? '')]],
  // Its shared-link image (og:image), drawn from the same tool and the site's name.
  [/^\/tools\/([a-z0-9-]+)\/opengraph-image(-[a-z0-9]+)?$/, (match) => [CACHE_KEYS.tools, CACHE_KEYS.tool(match[1] ?? '')]],
  // Its tool counts change with any tool's category or status.
  [/^\/categories$/, () => [...LISTINGS, CACHE_KEYS.listing({})]],
  [/^\/categories\/([a-z_]+)\/([a-z0-9-]+)$/, (match) => [...LISTINGS, CACHE_KEYS.listing({ type: match[1], category: match[2] })]],
  [/^\/full-list(\/[1-9][0-9]*)?$/, () => [...LISTINGS, CACHE_KEYS.listing({})]],
  [/^\/integrations\/([a-z0-9-]+)$/, (match) => [CACHE_KEYS.tools, CACHE_KEYS.integration(match[1] ?? '')]],
  [/^\/compare$/, (_, query) => [CACHE_KEYS.tools, ...(query.compared ?? []).map(CACHE_KEYS.tool)]],
  [/^\/resources(\/rss\.xml)?$/, () => [CACHE_KEYS.articles, CACHE_KEYS.page('resources-hub')]],
  [/^\/resources\/([a-z0-9-]+)$/, (match) => [CACHE_KEYS.articles, CACHE_KEYS.article(match[1] ?? ''), CACHE_KEYS.tools, CACHE_KEYS.articleToolLinks]],
  [/^\/(privacy-policy|help-center|review-process)$/, (match) => [CACHE_KEYS.page(match[1] ?? '')]],
  // Their tool count, example listing and audience figures follow the hourly ranking, which purges `tools`.
  [/^\/(submit-tool|feature-tool)$/, () => [CACHE_KEYS.tools]],
  [/^\/sitemap\.xml$/, () => [...LISTINGS, CACHE_KEYS.listing({}), CACHE_KEYS.articles]],
  // Its "popular tools" are the unfiltered list's first page.
  [/^\/llms\.txt$/, () => [...LISTINGS, CACHE_KEYS.listing({})]],
]

/** The keys of the page at `pathname`, or null when the cache tier must not keep it. */
export function pageCacheKeys(pathname: string, query: PageQuery = {}): string[] | null {
  for (const [pattern, keys] of PAGES) {
    const match = pathname.match(pattern)
    // Every page renders the layout, which reads the site settings.
    if (match) return [CACHE_KEYS.siteSettings, ...keys(match, query)]
  }
  return null
}
