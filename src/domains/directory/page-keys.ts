import { pageCacheKeys } from '@/platform/cache/page-cache-keys'

import { parseComparedSlugs } from './compare-slugs'
import { parseToolFilters } from './listing/params'
import { filtersUnderstood } from './search/query-parser'

/**
 * The cache keys of the public page at `url` (null when the cache tier must not keep it): its path,
 * and what its query string selects read with the pages' own parsers (the home page's listing,
 * compare's tools). The proxy names them on every response; the benchmark purges them.
 */
export function pageKeysFor(url: URL): string[] | null {
  // A search naming a tool type ("for job seekers") lists that type: its listing's key (integration names don't change the key).
  const asked = parseToolFilters(url.searchParams)
  const understood = filtersUnderstood(asked, []).filters
  // Search words also list the other audiences' matches (`otherAudienceMatches`): any tool's write changes the page.
  const listing = asked.q ? { ...understood, type: 'everyone' } : understood
  return pageCacheKeys(url.pathname, { listing, compared: parseComparedSlugs(url.searchParams.getAll('tools')) })
}
