import { NextResponse, type NextRequest } from 'next/server'

import { pageKeysFor, settledFormSearch } from '@/domains/directory/shared'
import { CACHE_KEYS_HEADER } from '@/platform/cache/page-cache-keys'
import { isSharedPageRequest } from '@/platform/cache/shared-request'
import { notFoundPageResponse } from '@/platform/request/not-found-page'
import { malformedAddress } from '@/platform/request/request-address'
import { refuseMalformedAction } from '@/platform/server-actions/action-request-guard'

/**
 * Refuses malformed addresses (NUL, broken UTF-8, overlong) with a 400 before a page, the admin or
 * the API sees them (src/platform/request/request-address.ts), and server action calls from another site or
 * with arguments React can't decode (src/platform/server-actions/action-request-guard.ts). Names each
 * public page's cache keys for the cache tier in front of the app (src/platform/cache/page-cache-keys.ts).
 * A page the cache tier asks for again after a 404 is rendered as the site's
 * full not-found page (src/platform/request/not-found-page.ts). A home form submitted without JavaScript after a search named facts goes on to
 * the state it means (src/domains/directory/search/read-facts-form.ts).
 */
export async function proxy(request: NextRequest) {
  // The address as sent: nextUrl's parts may already be decoded.
  const sent = new URL(request.url)
  const malformed = malformedAddress(sent.pathname, sent.search)
  if (malformed) return new NextResponse(`400 Bad Request: ${malformed}\n`, { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  const refused = await refuseMalformedAction(request)
  if (refused) return refused
  const url = request.nextUrl
  const settled = url.pathname === '/' ? settledFormSearch(url.searchParams) : null
  if (settled !== null) {
    const target = new URL(sent)
    target.search = settled
    return NextResponse.redirect(target, 303)
  }
  const response = notFoundPageResponse(request) ?? NextResponse.next()
  // Only the page itself is marked shareable: not a client navigation's, a prefetch's or an
  // action's answer at the same address (src/platform/cache/shared-request.ts).
  const keys = isSharedPageRequest(request) ? pageKeysFor(url) : null
  if (keys) response.headers.set(CACHE_KEYS_HEADER, keys.join(' '))
  return response
}

// Every request but Next's build assets and the image optimiser, which checks its own parameters.
export const config = {
  matcher: ['/((?!_next/static/|_next/image).*)'],
}
