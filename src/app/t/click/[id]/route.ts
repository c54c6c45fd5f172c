import { NextResponse, type NextRequest } from 'next/server'

import { clientIp } from '@/lib/client-ip'
import { readDb } from '@/lib/tool-query/db'
import { consume } from '@/lib/rate-limit'
import { isHumanClick } from '@/lib/tool-query/human-click'
import { findOutbound, recordClick } from '@/lib/tool-query/stats'
import { parseToolId } from '@/lib/tool-query/tool-id'

/**
 * The Visit button: counts a person's click (not a crawler's or a prefetch, and at most one per
 * visitor and tool per half hour), then redirects to the affiliate link or the website.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const id = parseToolId((await params).id)
  if (id === null) return NextResponse.json({ error: 'Invalid tool id' }, { status: 400 })
  const db = await readDb()
  const target = await findOutbound(db, id)
  if (!target) return NextResponse.json({ error: 'This tool has no link to visit' }, { status: 404 })
  if (isHumanClick(request.headers) && (await consume('toolClick', `${clientIp(request.headers)}:${id}`))) await recordClick(db, id)
  return NextResponse.redirect(target, { status: 302, headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } })
}
