/**
 * Request headers with which Next answers a page's address with something other than the page:
 * the app router's client navigations and prefetches and server actions (an RSC payload), the pages
 * router's prefetch (`{}`), and Next's internal and test-mode headers. (`sec-fetch-dest` changes
 * only a not-found answer, which is never kept.) The cache tier (scripts/varnish/hirestack.vcl) passes the
 * first kind and strips the rest; the app also names no cache keys for such a request.
 */
const NON_PAGE_REQUEST_HEADERS = [
  'rsc',
  'next-router-prefetch',
  'next-router-state-tree',
  'next-router-segment-prefetch',
  'next-hmr-refresh',
  'next-url',
  'next-action',
  'x-middleware-prefetch',
  'x-middleware-subrequest',
  'x-nextjs-data',
  'x-matched-path',
  'x-now-route-matches',
  'x-prerender-revalidate',
  'x-prerender-revalidate-if-generated',
  'next-test-proxy-port',
  'next-test-data',
  'next-test-internal',
]

/** Next's query parameter marking a client navigation (the RSC header's cache-buster). */
const RSC_QUERY = '_rsc'

/**
 * Whether the answer to `request` is the page everyone gets at its address: a GET or HEAD without
 * any header that makes Next answer something else.
 */
export function isSharedPageRequest(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  if (new URL(request.url).searchParams.has(RSC_QUERY)) return false
  return NON_PAGE_REQUEST_HEADERS.every((name) => !request.headers.has(name))
}
