import { NextResponse, type NextRequest } from 'next/server'

import { readDb } from '@/lib/tool-query/db'
import { clientIp, createRateLimiter } from '@/lib/tool-query/rate-limit'
import { recordView } from '@/lib/tool-query/stats'
import { parseToolId } from '@/lib/tool-query/tool-id'

/** One counted view per visitor per tool per 30 minutes: a visit, not every reload. */
const allowView = createRateLimiter({ limit: 1, windowMs: 30 * 60 * 1000 })

/** The tool page's beacon: counts a view per visit (the page itself is served from cache). */
export async function POST(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const id = parseToolId((await params).id)
  if (id === null) return NextResponse.json({ error: 'Invalid tool id' }, { status: 400 })
  if (!allowView(`${clientIp(request.headers)}:${id}`)) return new NextResponse(null, { status: 204 })
  const counted = await recordView(await readDb(), id)
  if (!counted) return NextResponse.json({ error: 'Tool not found' }, { status: 404 })
  return new NextResponse(null, { status: 204 })
}
