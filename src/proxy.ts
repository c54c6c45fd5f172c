import { NextResponse, type NextRequest } from 'next/server'

import { homeCachePath } from '@/lib/home-state-path'
import { CACHE_KEYS_HEADER, pageCacheKeys } from '@/lib/page-cache-keys'
import { refuseMalformedAction } from '@/lib/server-actions/action-request-guard'

/**
 * Names each public page's cache keys for the cache tier in front of the app (src/lib/page-cache-keys.ts),
 * and serves the home page from the full-route cache: `/?…` is rewritten to the cached route for
 * its normalised filter state, while the visible URL stays `/?…`. (Next routes a rewritten request
 * through the proxy again; the internal home route is not in the matcher, and answers only the
 * canonical path of a state.) Server action calls on any path are checked first
 * (src/lib/server-actions/action-request-guard.ts).
 */
export async function proxy(request: NextRequest) {
  const refused = await refuseMalformedAction(request)
  if (refused) return refused
  const url = request.nextUrl
  let response: NextResponse
  if (url.pathname === '/') {
    const rewritten = url.clone()
    rewritten.pathname = homeCachePath(url.searchParams)
    response = NextResponse.rewrite(rewritten)
  } else {
    response = NextResponse.next()
  }
  const keys = request.method === 'GET' || request.method === 'HEAD' ? pageCacheKeys(url.pathname) : null
  if (keys) response.headers.set(CACHE_KEYS_HEADER, keys.join(' '))
  return response
}

export const config = {
  matcher: [
    '/',
    '/tools/:slug',
    '/categories/:path*',
    '/full-list/:path*',
    '/compare',
    '/resources/:path*',
    '/privacy-policy',
    '/help-center',
    '/review-process',
    '/submit-tool',
    '/feature-tool',
    '/sitemap.xml',
    '/llms.txt',
    { source: '/:path*', has: [{ type: 'header', key: 'next-action' }] },
  ],
}
