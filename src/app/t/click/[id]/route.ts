import { NextResponse, type NextRequest } from 'next/server'

import { readDb } from '@/lib/tool-query/db'
import { clientIp, consume } from '@/lib/rate-limit'
import { findOutbound, recordClick } from '@/lib/tool-query/stats'
import { parseToolId } from '@/lib/tool-query/tool-id'

/** At most 10 counted clicks per visitor per tool per 10 minutes; more still redirect. */
/** The Visit button: records the click, then redirects to the affiliate link or the website. */
export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const id = parseToolId((await params).id)
  if (id === null) return NextResponse.json({ error: 'Invalid tool id' }, { status: 400 })
  const db = await readDb()
  const target = await findOutbound(db, id)
  if (!target) return NextResponse.json({ error: 'This tool has no link to visit' }, { status: 404 })
  if (consume('toolClick', `${clientIp(request.headers)}:${id}`)) await recordClick(db, id)
  return NextResponse.redirect(target, { status: 302, headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } })
}
