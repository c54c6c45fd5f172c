import { NextResponse, type NextRequest } from 'next/server'

import { findOutbound, isAutomatedRequest, parseToolId } from '@/domains/directory'
import { readDb } from '@/server/read-db'
import { countRequestVisit } from '@/server/request-visit'

type Params = { params: Promise<{ id: string }> }

const invalidId = () => NextResponse.json({ error: 'Invalid tool id' }, { status: 400 })
const noLink = () => NextResponse.json({ error: 'This tool has no link to visit' }, { status: 404 })

/**
 * The Visit link: redirects to the affiliate link or the website and counts nothing (a GET never
 * changes state, and crawlers, link checkers and prefetches fetch it too). Never cached or indexed.
 */
export async function GET(_request: NextRequest, { params }: Params) {
  const id = parseToolId((await params).id)
  if (id === null) return invalidId()
  const target = await findOutbound(await readDb(), id)
  if (!target) return noLink()
  return NextResponse.redirect(target, { status: 302, headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } })
}

/**
 * The click's count: the page's beacon (click-beacon.tsx) POSTs here as a person clicks a Visit
 * link. Counted at most once per visitor, tool and day, never a bot's or a prefetch's, and answered
 * 204 even when the database can't count it (see src/domains/directory/visits).
 */
export async function POST(request: NextRequest, { params }: Params) {
  const id = parseToolId((await params).id)
  if (id === null) return invalidId()
  if (isAutomatedRequest(request.headers)) return new NextResponse(null, { status: 204 })
  const outcome = await countRequestVisit('click', id, request.headers)
  if (outcome === 'not_found') return noLink()
  return new NextResponse(null, { status: 204 })
}
