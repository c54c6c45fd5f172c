import { NextResponse, type NextRequest } from 'next/server'

import { clientIp } from '@/lib/client-ip'
import { readDb } from '@/lib/tool-query/db'
import { consume } from '@/lib/rate-limit'
import { recordView } from '@/lib/tool-query/stats'
import { parseToolId } from '@/lib/tool-query/tool-id'

/**
 * The tool page's beacon: counts a view per visit (the page itself is served from cache), at most
 * one per visitor and tool per 30 minutes.
 */
export async function POST(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const id = parseToolId((await params).id)
  if (id === null) return NextResponse.json({ error: 'Invalid tool id' }, { status: 400 })
  if (!(await consume('toolView', `${clientIp(request.headers)}:${id}`))) return new NextResponse(null, { status: 204 })
  const counted = await recordView(await readDb(), id)
  if (!counted) return NextResponse.json({ error: 'Tool not found' }, { status: 404 })
  return new NextResponse(null, { status: 204 })
}
