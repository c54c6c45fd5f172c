import { NextResponse, type NextRequest } from 'next/server'

import { homeCachePath } from '@/lib/home-state-path'

/**
 * Serves the home page from the full-route cache: `/?…` is rewritten to the cached route for its
 * normalised filter state, while the visible URL stays `/?…`. (Next routes a rewritten request
 * through the proxy again, so the matcher is `/` alone; the cached route answers only the
 * canonical path of a state and 404s any other.)
 */
export function proxy(request: NextRequest) {
  const url = request.nextUrl.clone()
  url.pathname = homeCachePath(url.searchParams)
  return NextResponse.rewrite(url)
}

export const config = { matcher: '/' }
