import { NextResponse, type NextRequest } from 'next/server'

import { classifyReferrer, isAutomatedRequest, parseToolId } from '@/domains/directory'
import { env } from '@/platform/env'
import { countRequestVisit } from '@/server/request-visit'

/**
 * The tool page's beacon (a POST, so no link, crawler or prefetch counts by fetching a URL; the
 * page itself is served from cache): counts a view at most once per visitor, tool and day, and
 * never a bot's or a prefetch's (see src/domains/directory/visits). `?ref=` is the page the
 * visitor came from; what it is (a search, a listing, another site) is counted with the view.
 */
export async function POST(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const id = parseToolId((await params).id)
  if (id === null) return NextResponse.json({ error: 'Invalid tool id' }, { status: 400 })
  if (isAutomatedRequest(request.headers)) return new NextResponse(null, { status: 204 })
  const source = classifyReferrer(request.nextUrl.searchParams.get('ref'), [new URL(env.SERVER_URL).origin, request.nextUrl.origin])
  const outcome = await countRequestVisit('view', id, request.headers, source)
  if (outcome === 'not_found') return NextResponse.json({ error: 'Tool not found' }, { status: 404 })
  return new NextResponse(null, { status: 204 })
}
