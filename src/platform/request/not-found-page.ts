import { NextResponse, type NextRequest } from 'next/server'

/**
 * The mark with which the cache tier asks again for a page the app answered with a 404 (its
 * scripts/varnish/hirestack.vcl strips it from visitors' requests). Next renders a `notFound()`
 * thrown by a page as an empty document that only JavaScript fills in; an address no route claims
 * it renders in full (src/app/global-not-found.tsx). The proxy sends a marked request there, under
 * its own address, so the not-found message names what was asked for.
 */
const NOT_FOUND_PAGE_HEADER = 'x-not-found-page'

/**
 * The address asked for, handed to the not-found page with the rewrite (which keeps no trace of it
 * a server component can read), so it can offer tools named like it. Set by the proxy only: a
 * visitor's own header of that name is dropped.
 */
export const NOT_FOUND_PATH_HEADER = 'x-not-found-path'

/** An address no route claims. */
const UNCLAIMED_PATH = '/_not-found-page'

/**
 * Where a request marked for the full not-found page is rendered, or null for any other request:
 * on the request's own origin as Next routes it (`request.url`, see skipProxyUrlNormalize in
 * next.config.mjs), since a rewrite to another origin is fetched over HTTP, mark and all.
 */
function notFoundPageTarget(request: NextRequest): URL | null {
  if (request.headers.get(NOT_FOUND_PAGE_HEADER) !== '1' || (request.method !== 'GET' && request.method !== 'HEAD')) return null
  return new URL(UNCLAIMED_PATH, request.url)
}

/**
 * The proxy's answer to a request marked for the full not-found page: a rewrite there that carries
 * the address asked for in `NOT_FOUND_PATH_HEADER`. Any other request goes on without a header of
 * that name if it came with one; null when it goes on as it is.
 */
export function notFoundPageResponse(request: NextRequest): NextResponse | null {
  const target = notFoundPageTarget(request)
  if (!target && !request.headers.has(NOT_FOUND_PATH_HEADER)) return null
  const headers = new Headers(request.headers)
  headers.delete(NOT_FOUND_PATH_HEADER)
  if (!target) return NextResponse.next({ request: { headers } })
  headers.set(NOT_FOUND_PATH_HEADER, new URL(request.url).pathname)
  return NextResponse.rewrite(target, { request: { headers } })
}
