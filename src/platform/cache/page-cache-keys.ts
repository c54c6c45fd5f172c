import { TAGS } from '@/platform/cache/tags'

/**
 * The cache tier (Varnish with xkey, scripts/varnish) keeps a public page only when the app names
 * the page's keys in this response header, and drops every page carrying a key when that key is
 * purged. The keys are the cache tags of the queries the page reads (src/queries), so a write that
 * expires a tag in Next purges the same pages in the cache tier.
 */
export const CACHE_KEYS_HEADER = 'xkey'

const LISTINGS = [TAGS.tools, TAGS.categories]

/** Public, anonymous pages by path, with the tags their queries read besides the layout's. */
const PAGES: [RegExp, (match: RegExpMatchArray) => string[]][] = [
  [/^\/$/, () => LISTINGS],
  [/^\/tools\/([a-z0-9-]+)$/, (match) => [TAGS.tools, TAGS.tool(match[1] ?? '')]],
  [/^\/categories(\/[a-z_]+\/[a-z0-9-]+)?$/, () => LISTINGS],
  [/^\/full-list(\/[1-9][0-9]*)?$/, () => LISTINGS],
  [/^\/compare$/, () => [TAGS.tools]],
  [/^\/resources(\/rss\.xml)?$/, () => [TAGS.articles, TAGS.page('resources-hub')]],
  [/^\/resources\/([a-z0-9-]+)$/, (match) => [TAGS.articles, TAGS.article(match[1] ?? ''), TAGS.tools]],
  [/^\/(privacy-policy|help-center|review-process)$/, (match) => [TAGS.page(match[1] ?? '')]],
  [/^\/(submit-tool|feature-tool)$/, () => []],
  [/^\/sitemap\.xml$/, () => [...LISTINGS, TAGS.articles]],
  [/^\/llms\.txt$/, () => LISTINGS],
]

/** The keys of the page at `pathname`, or null when the cache tier must not keep it. */
export function pageCacheKeys(pathname: string): string[] | null {
  for (const [pattern, keys] of PAGES) {
    const match = pathname.match(pattern)
    // Every page renders the layout, which reads the site settings.
    if (match) return [TAGS.siteSettings, ...keys(match)]
  }
  return null
}
