import { NextResponse, type NextRequest } from 'next/server'

import { readDb } from '@/lib/tool-query/db'
import { findOutbound } from '@/lib/tool-query/stats'
import { parseToolId } from '@/lib/tool-query/tool-id'
import { isHumanClick } from '@/lib/tool-visits/human-click'
import { countRequestVisit } from '@/lib/tool-visits/request-visit'

/**
 * The Visit button: counts a person's click (not a crawler's or a prefetch, and at most once per
 * visitor, tool and day), then redirects to the affiliate link or the website. A GET that counts,
 * as outbound click-through links are; why it stays one is in docs/ranking.md.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const id = parseToolId((await params).id)
  if (id === null) return NextResponse.json({ error: 'Invalid tool id' }, { status: 400 })
  const db = await readDb()
  const target = await findOutbound(db, id)
  if (!target) return NextResponse.json({ error: 'This tool has no link to visit' }, { status: 404 })
  if (isHumanClick(request.headers)) await countRequestVisit('click', id, request.headers)
  return NextResponse.redirect(target, { status: 302, headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } })
}
