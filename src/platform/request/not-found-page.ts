import type { NextRequest } from 'next/server'

/**
 * The mark with which the cache tier asks again for a page the app answered with a 404 (its
 * scripts/varnish/hirestack.vcl strips it from visitors' requests). Next renders a `notFound()`
 * thrown by a page as an empty document that only JavaScript fills in; an address no route claims
 * it renders in full (src/app/global-not-found.tsx). The proxy sends a marked request there, under
 * its own address, so the not-found message names what was asked for.
 */
const NOT_FOUND_PAGE_HEADER = 'x-not-found-page'

/** An address no route claims. */
const UNCLAIMED_PATH = '/_not-found-page'

/**
 * Where a request marked for the full not-found page is rendered, or null for any other request:
 * on the request's own origin as Next routes it (`request.url`, see skipProxyUrlNormalize in
 * next.config.mjs), since a rewrite to another origin is fetched over HTTP, mark and all.
 */
export function notFoundPageTarget(request: NextRequest): URL | null {
  if (request.headers.get(NOT_FOUND_PAGE_HEADER) !== '1' || (request.method !== 'GET' && request.method !== 'HEAD')) return null
  return new URL(UNCLAIMED_PATH, request.url)
}
